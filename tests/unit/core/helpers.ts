import { vi } from 'vitest';
import { translate } from '../../../src/core/locale/i18n';
import type { Locale } from '../../../src/core/locale/locale-store';
import { isKeyMessage, type Message } from '../../../src/core/locale/message';

/** The text a user would read for a message (keys translated, server text as is). */
export function textOf(message: Message, locale: Locale = 'en'): string {
  return isKeyMessage(message) ? translate(locale, message.key, message.params) : message.text;
}

/** A JSON response as the API sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export type Handler = (request: Request) => Response | Promise<Response>;

export interface FetchStub {
  fetch: ReturnType<typeof vi.fn>;
  /** Every request the code sent, in order. */
  requests: Request[];
  /** The body text of every request, read as it was sent. */
  bodies: Promise<string>[];
  /** The `METHOD path` of every call, path relative to `/backend/` and without the query. */
  calls(): string[];
}

/**
 * Stubs `globalThis.fetch` with a tiny router keyed by `METHOD path` (path under `/backend/`).
 * A route may be a handler or a fixed response factory; an unknown route is a network failure.
 */
export function stubFetch(routes: Record<string, Handler> = {}): FetchStub {
  const requests: Request[] = [];
  const bodies: Promise<string>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    bodies.push(request.clone().text());
    // Like the real fetch, an already aborted signal rejects at once.
    if (request.signal.aborted) throw request.signal.reason;
    const handler = routes[routeKey(request)];
    if (!handler) throw new TypeError('Failed to fetch');
    return handler(request);
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests, bodies, calls: () => requests.map(routeKey) };
}

function routeKey(request: Request): string {
  const path = new URL(request.url).pathname.replace(/^\/backend\//, '');
  return `${request.method} ${path}`;
}
