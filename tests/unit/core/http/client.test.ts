// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { array, number, object, string, unknown } from 'superstruct';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $config, setApiBase } from '../../../../src/core/config/config';
import { ApiError } from '../../../../src/core/http/api-error';
import { API_TIMEOUT_MS, checkSchema, onHttpStatus, request, unwrapEnvelope } from '../../../../src/core/http/client';
import { setLanguage, $savedLanguage } from '../../../../src/core/locale/locale-store';
import { $token } from '../../../../src/core/session/storage';
import { $toasts, dismissToast } from '../../../../src/core/toasts/toasts';
import { json, stubFetch, textOf } from '../helpers';

// §7: every call goes to <api host>/backend/<path>, 100 s time-out, JSON in and out, Bearer token from auth_token.

const Item = object({ id: number(), name: string() });

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('request()', () => {
  const initialConfig = $config.get();

  beforeEach(() => {
    localStorage.clear();
    $token.set('');
    $savedLanguage.set('');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    $config.set(initialConfig);
    $token.set('');
    $savedLanguage.set('');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('the outgoing request', () => {
    it('goes to <page origin>/backend/<path> by default', async () => {
      const api = stubFetch({ 'GET user/current': () => json({ data: { id: 1, name: 'A' } }) });
      await request('GET', 'user/current', { schema: Item });
      expect(api.requests[0]?.url).toBe(`${location.origin}/backend/user/current`);
      expect(api.requests[0]?.method).toBe('GET');
    });

    it('goes to the configured API host', async () => {
      setApiBase('https://api.academy.example/');
      const api = stubFetch({ 'GET roles/current': () => json({ data: ['learner'] }) });
      await request('GET', 'roles/current', { schema: array(string()) });
      expect(api.requests[0]?.url).toBe('https://api.academy.example/backend/roles/current');
    });

    it('keeps the query string of the path', async () => {
      const api = stubFetch({ 'GET auth/email/verify/7': () => json({ message: 'ok' }) });
      await request('GET', 'auth/email/verify/7?expires=1&hash=h&signature=s', { schema: unknown() });
      expect(new URL(api.requests[0]!.url).search).toBe('?expires=1&hash=h&signature=s');
    });

    it('adds Authorization: Bearer <token> when a token is stored', async () => {
      $token.set('tok-123');
      const api = stubFetch({ 'GET user/current': () => json({ data: { id: 1, name: 'A' } }) });
      await request('GET', 'user/current', { schema: Item });
      expect(api.requests[0]?.headers.get('Authorization')).toBe('Bearer tok-123');
    });

    it('sends no Authorization header without a token', async () => {
      const api = stubFetch({ 'GET user/current': () => json({ data: { id: 1, name: 'A' } }) });
      await request('GET', 'user/current', { schema: Item });
      expect(api.requests[0]?.headers.has('Authorization')).toBe(false);
    });

    it('reads the token at call time (login and logout take effect at once)', async () => {
      const api = stubFetch({ 'GET x': () => json({}) });
      $token.set('first');
      await request('GET', 'x', { schema: unknown() });
      $token.set('');
      await request('GET', 'x', { schema: unknown() });
      expect(api.requests.map((r) => r.headers.get('Authorization'))).toEqual(['Bearer first', null]);
    });

    it('asks for JSON and sends the current language in Accept-Language', async () => {
      const api = stubFetch({ 'GET x': () => json({}) });
      setLanguage('en');
      await request('GET', 'x', { schema: unknown() });
      setLanguage('ar');
      await request('GET', 'x', { schema: unknown() });
      expect(api.requests[0]?.headers.get('Accept')).toBe('application/json');
      const sent = api.requests.map((r) => r.headers.get('Accept-Language')?.toLowerCase());
      expect(sent).toEqual(['en', 'ar']);
    });

    it("sends the spec's server language codes 'En' and 'Ar' (§1, §9)", async () => {
      const api = stubFetch({ 'GET x': () => json({}) });
      setLanguage('en');
      await request('GET', 'x', { schema: unknown() });
      setLanguage('ar');
      await request('GET', 'x', { schema: unknown() });
      expect(api.requests.map((r) => r.headers.get('Accept-Language'))).toEqual(['En', 'Ar']);
    });

    it('sends the payload as JSON', async () => {
      const api = stubFetch({ 'POST support/ticket/create': () => json({ message: 'Created' }) });
      await request('POST', 'support/ticket/create', {
        json: { type: 1, title: 'T', description: 'D' },
        schema: unknown(),
      });
      const sent = api.requests[0]!;
      expect(sent.method).toBe('POST');
      expect(sent.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(await api.bodies[0]!)).toEqual({ type: 1, title: 'T', description: 'D' });
    });
  });

  describe('the answer', () => {
    it('takes the answer out of the data envelope', async () => {
      stubFetch({ 'GET x': () => json({ message: 'OK', status_text: 'OK', data: { id: 7, name: 'Seven' } }) });
      await expect(request('GET', 'x', { schema: Item })).resolves.toEqual({ id: 7, name: 'Seven' });
    });

    it('reads a body without an envelope as is', async () => {
      stubFetch({ 'GET x': () => json([{ id: 1, name: 'One' }]) });
      await expect(request('GET', 'x', { schema: array(Item) })).resolves.toEqual([{ id: 1, name: 'One' }]);
    });

    it('keeps the whole body with unwrap: false', async () => {
      stubFetch({ 'POST auth/login': () => json({ access_token: 'abc', data: { access_token: 'abc' } }) });
      await expect(request('POST', 'auth/login', { schema: unknown(), unwrap: false })).resolves.toEqual({
        access_token: 'abc',
        data: { access_token: 'abc' },
      });
    });

    it('gives null for an empty body', async () => {
      stubFetch({ 'POST auth/logout': () => new Response(null, { status: 204 }) });
      await expect(request('POST', 'auth/logout', { schema: unknown() })).resolves.toBeNull();
    });

    it("turns a schema mismatch into an 'invalid-response' ApiError instead of crashing", async () => {
      stubFetch({ 'GET x': () => json({ data: { id: 'not a number', name: 5 } }) });
      const error = await rejection(request('GET', 'x', { schema: Item }));
      expect(error.kind).toBe('invalid-response');
      expect(error.message).toContain('x');
      expect($toasts.get().map((t) => t.message)).toEqual([{ key: 'errors.invalidResponse' }]);
    });

    it("turns a non-JSON body into an 'invalid-response' ApiError", async () => {
      stubFetch({
        'GET x': () =>
          new Response('<html>Welcome to nginx</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
      });
      const error = await rejection(request('GET', 'x', { schema: unknown() }));
      expect(error.kind).toBe('invalid-response');
      expect(error.status).toBe(200);
    });
  });

  describe('failures', () => {
    it('rejects a 4xx with the server message stripped of HTML and toasts it', async () => {
      stubFetch({
        'POST support/ticket/create': () =>
          json(
            { message: '<p>Title <b>is</b> required</p>', status_text: 'error', data: { title: ['Required'] } },
            400,
          ),
      });
      const error = await rejection(request('POST', 'support/ticket/create', { json: {}, schema: unknown() }));
      expect(error).toMatchObject({
        kind: 'http',
        status: 400,
        serverMessage: 'Title is required',
        statusText: 'error',
      });
      expect(error.fieldErrors).toEqual({ title: ['Required'] });
      expect($toasts.get().map((t) => t.message)).toEqual([{ text: 'Title is required' }]);
    });

    it('leaves a 401 to the session handler: the call itself toasts nothing (§4 announces it once)', async () => {
      stubFetch({ 'GET x': () => json({ message: 'Unauthenticated.' }, 401) });
      await rejection(request('GET', 'x', { schema: unknown() }));
      expect($toasts.get()).toEqual([]);
    });

    it('only warns for a 403 (§6)', async () => {
      stubFetch({ 'GET x': () => json({ message: 'Forbidden' }, 403) });
      await rejection(request('GET', 'x', { schema: unknown() }));
      expect(console.warn).toHaveBeenCalledWith('Access denied. Insufficient permissions.');
      expect($toasts.get()).toEqual([]);
    });

    it('only logs a 5xx (§8)', async () => {
      stubFetch({ 'GET x': () => json({ message: 'Internal' }, 500) });
      await rejection(request('GET', 'x', { schema: unknown() }));
      expect(console.error).toHaveBeenCalled();
      expect($toasts.get()).toEqual([]);
    });

    it('rejects an error status with a non-JSON body as a plain http error', async () => {
      stubFetch({ 'GET x': () => new Response('<h1>502 Bad Gateway</h1>', { status: 502 }) });
      const error = await rejection(request('GET', 'x', { schema: unknown() }));
      expect(error).toMatchObject({ kind: 'http', status: 502 });
      expect(error.serverMessage).toBeUndefined();
    });

    it("maps a failed fetch (TypeError) to kind 'network' with the network toast", async () => {
      stubFetch({ 'GET x': () => Promise.reject(new TypeError('Failed to fetch')) });
      const error = await rejection(request('GET', 'x', { schema: unknown() }));
      expect(error.kind).toBe('network');
      expect(error.status).toBeUndefined();
      expect($toasts.get().map((t) => textOf(t.message))).toEqual([
        'Network error. Please check your internet connection.',
      ]);
    });

    it('uses the 100 s time-out of §9', () => {
      expect(API_TIMEOUT_MS).toBe(100_000);
    });

    it("gives up after 100 s with kind 'timeout'", async () => {
      vi.useFakeTimers();
      stubFetch({
        'GET slow': (req) =>
          new Promise((_, reject) => req.signal.addEventListener('abort', () => reject(req.signal.reason))),
      });
      const pending = rejection(request('GET', 'slow', { schema: unknown() }));
      await vi.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      let settled = false;
      void pending.finally(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error.kind).toBe('timeout');
      expect($toasts.get().map((t) => textOf(t.message))).toEqual(['Request timed out. Please try again.']);
    });

    it("maps an aborted call to kind 'canceled' without a toast", async () => {
      const controller = new AbortController();
      stubFetch({
        'GET x': (req) =>
          new Promise((_, reject) =>
            req.signal.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            ),
          ),
      });
      const pending = rejection(request('GET', 'x', { schema: unknown(), signal: controller.signal }));
      controller.abort();
      const error = await pending;
      expect(error.kind).toBe('canceled');
      expect($toasts.get()).toEqual([]);
    });

    it('shows no toast for a silent call', async () => {
      stubFetch({
        'GET a': () => json({ message: 'Nope' }, 400),
        'GET b': () => json({ data: { wrong: true } }),
      });
      await rejection(request('GET', 'a', { schema: unknown(), silent: true }));
      await rejection(request('GET', 'b', { schema: Item, silent: true }));
      await rejection(request('GET', 'unrouted', { schema: unknown(), silent: true }));
      expect($toasts.get()).toEqual([]);
    });

    it('still tells the host page of a silent call that failed (academy-error), except a 401 or a cancelled call', async () => {
      const heard: unknown[] = [];
      const listener = (event: DocumentEventMap['academy-error']) => heard.push(event.detail);
      document.addEventListener('academy-error', listener);
      stubFetch({
        'GET a': () => json({ message: 'Server down' }, 500),
        'GET user/current': () => json({ message: 'Unauthenticated.' }, 401),
      });
      await rejection(request('GET', 'a', { schema: unknown(), silent: true }));
      await rejection(request('GET', 'user/current', { schema: unknown(), silent: true }));
      const aborted = new AbortController();
      aborted.abort();
      await rejection(request('GET', 'a', { schema: unknown(), silent: true, signal: aborted.signal }));
      document.removeEventListener('academy-error', listener);
      expect(heard).toEqual([{ message: 'Server down', status: 500 }]);
      expect($toasts.get()).toEqual([]);
    });

    it('reports every error status to the onHttpStatus listeners, also for silent calls', async () => {
      const seen: [number, string][] = [];
      const stop = onHttpStatus((status, path) => seen.push([status, path]));
      stubFetch({ 'GET user/current': () => json({ message: 'Unauthenticated.' }, 401) });
      await rejection(request('GET', 'user/current', { schema: unknown(), silent: true }));
      stop();
      await rejection(request('GET', 'user/current', { schema: unknown(), silent: true }));
      expect(seen).toEqual([[401, 'user/current']]);
    });

    it('does not report network failures as a status', async () => {
      const listener = vi.fn();
      const stop = onHttpStatus(listener);
      stubFetch({});
      await rejection(request('GET', 'x', { schema: unknown(), silent: true }));
      stop();
      expect(listener).not.toHaveBeenCalled();
    });
  });
});

describe('unwrapEnvelope', () => {
  it('takes data out of an object envelope, even when data is null', () => {
    expect(unwrapEnvelope({ data: [1], message: 'OK' })).toEqual([1]);
    expect(unwrapEnvelope({ data: null })).toBeNull();
  });

  it('leaves arrays, primitives and objects without data alone', () => {
    expect(unwrapEnvelope([1, 2])).toEqual([1, 2]);
    expect(unwrapEnvelope('x')).toBe('x');
    expect(unwrapEnvelope(null)).toBeNull();
    expect(unwrapEnvelope({ rows: [] })).toEqual({ rows: [] });
  });
});

describe('checkSchema', () => {
  it('returns the coerced value on success', () => {
    expect(checkSchema({ id: 1, name: 'A' }, Item, 'x')).toEqual({ id: 1, name: 'A' });
  });

  it('names the path and the failing field', () => {
    try {
      checkSchema({ id: 1, name: 2 }, Item, 'user/current');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('invalid-response');
      expect((error as ApiError).message).toBe('Unexpected answer from user/current at name');
    }
  });
});
