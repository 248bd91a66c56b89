import ky, { HTTPError, TimeoutError } from 'ky';
import { validate, type Struct } from 'superstruct';
import { backendUrl } from '../config/config';
import { $locale, serverLanguage } from '../locale/locale-store';
import { $token } from '../session/storage';
import { ApiError, parseErrorBody } from './api-error';
import { announceShownError, notifyError } from './notify';

/** API time-out from the spec (§9). */
export const API_TIMEOUT_MS = 100_000;

export interface RequestOptions<T> {
  json?: unknown;
  schema: Struct<T, unknown>;
  /** Read the answer from `data` when present (the spec's "data.data or data"). */
  unwrap?: boolean;
  /** The caller shows the error itself: no toast (the host still gets `academy-error`). */
  silent?: boolean;
  signal?: AbortSignal;
  /** A token not yet stored (sign-in reads roles before the session changes in one step). */
  token?: string;
}

type StatusListener = (status: number, path: string) => void;
const statusListeners = new Set<StatusListener>();

/** Lets the session react to 401s without the client importing the session (keeps the graph acyclic). */
export function onHttpStatus(listener: StatusListener): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}

/** The one ky instance: the session's token and the language on every call. Exported for file answers (file-request.ts). */
export const http = ky.create({
  timeout: API_TIMEOUT_MS,
  retry: 0,
  hooks: {
    beforeRequest: [
      (request) => {
        const token = $token.get();
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
        // A file call asks for its own type; every other call reads JSON.
        if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
        request.headers.set('Accept-Language', serverLanguage($locale.get()));
      },
    ],
  },
});

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('invalid-response', 'Response is not JSON', { status: response.status });
  }
}

/** Any failure of a call as the one ApiError kind it is (an HTTP answer read as the spec's error body). */
export function toApiError(error: unknown): Promise<ApiError> | ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    return readBody(error.response).then(
      (body) => parseErrorBody(error.response.status, body),
      () => parseErrorBody(error.response.status, null),
    );
  }
  if (error instanceof TimeoutError) return new ApiError('timeout', 'Request timed out');
  if (error instanceof DOMException && error.name === 'AbortError')
    return new ApiError('canceled', 'Request was canceled');
  return new ApiError('network', error instanceof Error ? error.message : String(error));
}

/** Takes `data` out of the envelope when the body has one. */
export function unwrapEnvelope(body: unknown): unknown {
  if (body && typeof body === 'object' && !Array.isArray(body) && 'data' in body)
    return (body as { data: unknown }).data;
  return body;
}

/** Checks an answer against its schema; a mismatch becomes a clear error instead of a crash later. */
export function checkSchema<T>(value: unknown, schema: Struct<T, unknown>, path: string): T {
  const [failure, result] = validate(value, schema, { coerce: true });
  if (failure) {
    const where = failure.path.length ? failure.path.join('.') : 'body';
    throw new ApiError('invalid-response', `Unexpected answer from ${path} at ${where}`);
  }
  return result;
}

/** The single way every feature talks to the API under `…/backend/`. */
export async function request<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions<T>,
): Promise<T> {
  try {
    const response = await http(path, {
      method,
      prefixUrl: backendUrl(),
      json: options.json,
      signal: options.signal,
      ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
    });
    const body = await readBody(response);
    return checkSchema(options.unwrap === false ? body : unwrapEnvelope(body), options.schema, path);
  } catch (raw) {
    throw await failure(raw, path, options.silent);
  }
}

/** A failed call as its ApiError, after the status listeners and the toast (or, when silent, the host) heard of it. */
export async function failure(raw: unknown, path: string, silent?: boolean): Promise<ApiError> {
  const error = await toApiError(raw);
  if (error.status !== undefined) for (const listener of statusListeners) listener(error.status, path);
  // Silent only spares the toast: the caller shows the failure, so the host page hears of it all the same.
  if (silent) announceShownError(error);
  else notifyError(error);
  return error;
}
