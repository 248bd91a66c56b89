import type { Reply } from './http';
import type { ApiRequest } from './request';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Handler = (req: ApiRequest) => Reply | Promise<Reply>;

export interface RouteOptions {
  /** Requires a valid Bearer token; the handler can then read `req.currentUser`. */
  auth?: boolean;
}

export interface Route {
  method: Method;
  pattern: string;
  segments: string[];
  handler: Handler;
  auth: boolean;
}

export type Match =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: Method[] }
  | { kind: 'none' };

const PARAM = /^\{(\w+)\}$/;

/** Patterns are relative to /backend/, e.g. `base/dynamic/button/{id}/content`. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: Method, pattern: string, handler: Handler, options: RouteOptions = {}): void {
    const segments = pattern.split('/').filter(Boolean);
    this.routes.push({ method, pattern, segments, handler, auth: options.auth ?? false });
  }

  get(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('GET', pattern, handler, options);
  }

  post(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('POST', pattern, handler, options);
  }

  put(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('PUT', pattern, handler, options);
  }

  delete(pattern: string, handler: Handler, options?: RouteOptions): void {
    this.add('DELETE', pattern, handler, options);
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
