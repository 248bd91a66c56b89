import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import type { Struct } from 'superstruct';
import { ApiError, toResponse, type Reply } from './http';
import type { ApiRequest } from './request';
import { bodyShape, type BodyShape } from './validation';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Handler = (req: ApiRequest) => Reply | Promise<Reply>;

/** The Hono environment of the API: Node's request under the Fetch one, and our request the root builds. */
export interface ApiEnv {
  Bindings: HttpBindings;
  /** `requestId` is set by the server's request log (absent when the API app is served alone). */
  Variables: { request: ApiRequest; requestId?: string };
}

/** Checks the guard runs before the handler, in this order: local caller, token, role, permission, body shape. */
export interface RouteOptions<T = unknown, S = unknown> {
  /** Answers only calls made on this machine (`isLocalRequest`); any other caller gets 404, as if it did not exist. */
  local?: boolean;
  /** Requires a valid Bearer token; the handler can then read `req.currentUser`. Implied by `roles` and `permission`. */
  auth?: boolean;
  /** The user needs one of these roles, matched like the client does (case-insensitive, instructor = trainer, student = learner); else 403. */
  roles?: readonly string[];
  /** The user needs this permission (case-insensitive); else 403. */
  permission?: string;
  /** The request body's schema from `src/core/api/schemas`; a body of the wrong shape answers 422. */
  body?: Struct<T, S>;
}

/** What the guard checks for one route (its options, normalised). */
export interface RouteRules {
  local: boolean;
  auth: boolean;
  roles: readonly string[];
  permission: string | undefined;
  body: BodyShape | undefined;
}

/** Runs a route's checks on a request (the root builds it over the database), throwing the `ApiError` to answer. */
export type Guard = (req: ApiRequest, rules: RouteRules) => Promise<void>;

/** A registered route as listed by `api.routes()` (for contract tests and docs). */
export interface RouteInfo {
  method: Method;
  pattern: string;
  auth: boolean;
  roles: readonly string[];
  permission: string | undefined;
  hasBody: boolean;
  /** The request body's client schema (the OpenAPI document describes it). */
  body: Struct<unknown, unknown> | undefined;
  /** Only callers on this machine (the `__dev` routes). */
  local: boolean;
  /** The feature that registered it (its folder under demo/api/features). */
  feature: string;
}

const PARAM = /^\{(\w+)\}$/;

/** `base/dynamic/button/{id}/content` as Hono writes it: `/base/dynamic/button/:id/content`. */
function honoPath(pattern: string): string {
  const segments = pattern.split('/').filter(Boolean);
  return `/${segments.map((segment) => segment.replace(PARAM, ':$1')).join('/')}`;
}

/**
 * One feature's routes: a Hono sub-app the root mounts under /backend, plus the metadata the root, the generated
 * route docs and the contract tests read. Patterns are relative to /backend/, e.g. `base/dynamic/button/{id}/content`.
 */
export class Router {
  /** The feature's sub-app; the root mounts it after `seal()`. */
  readonly app = new Hono<ApiEnv>({ strict: false });
  private readonly routes: RouteInfo[] = [];
  private sealed = false;

  constructor(
    readonly feature: string,
    private readonly guard: Guard,
  ) {}

  add<T, S>(method: Method, pattern: string, handler: Handler, options: RouteOptions<T, S> = {}): void {
    if (this.sealed) throw new Error(`[api] ${method} ${pattern} was added after ${this.feature}'s routes were sealed`);
    if (this.routes.some((route) => route.method === method && route.pattern === pattern)) {
      throw new Error(`[api] ${method} ${pattern} is registered twice`);
    }
    const roles = options.roles ?? [];
    const rules: RouteRules = {
      local: options.local ?? false,
      auth: (options.auth ?? false) || roles.length > 0 || options.permission !== undefined,
      roles,
      permission: options.permission,
      body: options.body ? bodyShape(options.body) : undefined,
    };
    this.routes.push({
      method,
      pattern,
      auth: rules.auth,
      roles,
      permission: rules.permission,
      hasBody: rules.body !== undefined,
      body: options.body as Struct<unknown, unknown> | undefined,
      local: rules.local,
      feature: this.feature,
    });
    this.app.on(method, honoPath(pattern), async (c) => {
      const req = c.get('request');
      req.params = c.req.param() as Record<string, string>;
      await this.guard(req, rules);
      return toResponse(await handler(req));
    });
  }

  /**
   * Waits for `work` before the checks of the routes of `pattern` (all methods): a queue that lets more urgent calls
   * go first, before even the session lookup. Declared before those routes, it runs first.
   */
  before(pattern: string, work: () => Promise<void>): void {
    if (this.sealed)
      throw new Error(`[api] a wait before ${pattern} was added after ${this.feature}'s routes were sealed`);
    this.app.use(honoPath(pattern), async (_c, next) => {
      await work();
      await next();
    });
  }

  get<T, S>(pattern: string, handler: Handler, options?: RouteOptions<T, S>): void {
    this.add('GET', pattern, handler, options);
  }

  post<T, S>(pattern: string, handler: Handler, options?: RouteOptions<T, S>): void {
    this.add('POST', pattern, handler, options);
  }

  put<T, S>(pattern: string, handler: Handler, options?: RouteOptions<T, S>): void {
    this.add('PUT', pattern, handler, options);
  }

  delete<T, S>(pattern: string, handler: Handler, options?: RouteOptions<T, S>): void {
    this.add('DELETE', pattern, handler, options);
  }

  /** Ends registration: a known path asked with a method it does not take answers 405 naming the ones it does. */
  seal(): this {
    this.sealed = true;
    const methodsByPattern = new Map<string, Method[]>();
    for (const route of this.routes)
      methodsByPattern.set(route.pattern, [...(methodsByPattern.get(route.pattern) ?? []), route.method]);
    for (const [pattern, methods] of methodsByPattern) {
      const allow = methods.join(', ');
      this.app.all(honoPath(pattern), (c) => {
        throw new ApiError(405, c.get('request').t('methodNotAllowed'), undefined, null, { Allow: allow });
      });
    }
    return this;
  }

  /** Every route in registration order. */
  list(): RouteInfo[] {
    return [...this.routes];
  }
}

/** Whether two patterns can match one path (same length, each segment equal or a parameter on either side). */
export function patternsOverlap(a: string, b: string): boolean {
  const left = a.split('/').filter(Boolean);
  const right = b.split('/').filter(Boolean);
  if (left.length !== right.length) return false;
  return left.every(
    (segment, index) => segment === right[index] || PARAM.test(segment) || PARAM.test(right[index] ?? ''),
  );
}
