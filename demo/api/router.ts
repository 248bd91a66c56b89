import type { Struct } from 'superstruct';
import type { Reply } from './http';
import type { ApiRequest } from './request';
import { bodyShape, type BodyShape } from './validation';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Handler = (req: ApiRequest) => Reply | Promise<Reply>;

/** Checks the dispatcher runs before the handler, in this order: local caller, token, role, permission, body shape. */
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

export interface Route {
  method: Method;
  pattern: string;
  segments: string[];
  handler: Handler;
  local: boolean;
  auth: boolean;
  roles: readonly string[];
  permission: string | undefined;
  body: BodyShape | undefined;
  /** The feature that registered it. */
  feature: string | undefined;
}

/** A registered route as listed by `Router.list()` (for contract tests and docs). */
export interface RouteInfo {
  method: Method;
  pattern: string;
  auth: boolean;
  roles: readonly string[];
  permission: string | undefined;
  hasBody: boolean;
  /** Only callers on this machine (the `__dev` routes). */
  local: boolean;
  /** The feature that registered it (its folder under demo/api/features). */
  feature: string | undefined;
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: Method[] }
  | { kind: 'none' };

const PARAM = /^\{(\w+)\}$/;

/** Patterns are relative to /backend/, e.g. `base/dynamic/button/{id}/content`. */
export class Router {
  private readonly routes: Route[] = [];
  private feature: string | undefined;

  /** Runs `register` with every route it adds owned by `feature`. */
  forFeature(feature: string, register: () => void): void {
    this.feature = feature;
    try {
      register();
    } finally {
      this.feature = undefined;
    }
  }

  add<T, S>(method: Method, pattern: string, handler: Handler, options: RouteOptions<T, S> = {}): void {
    if (this.routes.some((route) => route.method === method && route.pattern === pattern)) {
      throw new Error(`[api] ${method} ${pattern} is registered twice`);
    }
    const segments = pattern.split('/').filter(Boolean);
    const roles = options.roles ?? [];
    const auth = (options.auth ?? false) || roles.length > 0 || options.permission !== undefined;
    const body = options.body ? bodyShape(options.body) : undefined;
    const local = options.local ?? false;
    this.routes.push({
      method,
      pattern,
      segments,
      handler,
      local,
      auth,
      roles,
      permission: options.permission,
      body,
      feature: this.feature,
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

  /** Every registered route in registration order. */
  list(): RouteInfo[] {
    return this.routes.map(({ method, pattern, auth, roles, permission, body, local, feature }) => ({
      method,
      pattern,
      auth,
      roles,
      permission,
      hasBody: body !== undefined,
      local,
      feature,
    }));
  }

  match(method: string, path: string): Match {
    const parts = path.split('/').filter(Boolean);
    let best: { route: Route; params: Record<string, string>; score: number } | undefined;
    const allow = new Set<Method>();
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      allow.add(route.method);
      if (route.method !== method) continue;
      // More literal segments win, so `user/current` beats a later `user/{id}`.
      const score = route.segments.filter((segment) => !PARAM.test(segment)).length;
      if (!best || score > best.score) best = { route, params, score };
    }
    if (best) return { kind: 'found', route: best.route, params: best.params };
    return allow.size > 0 ? { kind: 'wrong-method', allow: [...allow] } : { kind: 'none' };
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  if (segments.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    const param = PARAM.exec(segment);
    if (param?.[1]) {
      let value: string;
      try {
        value = decodeURIComponent(part);
      } catch {
        return null;
      }
      params[param[1]] = value;
    } else if (segment !== part) {
      return null;
    }
  }
  return params;
}
