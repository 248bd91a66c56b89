import type { IncomingMessage } from 'node:http';
import { ApiError, BodyTooLargeError, readBody, type JsonReply } from './http';
import { languageOf, translate, type MessageKey } from './messages';
import type { Lang, UserRecord } from './types';

const BODY_LIMIT = 1024 * 1024;

/** What a handler sees: parsed path, query, language, lazily parsed JSON body and the signed-in user. */
export class ApiRequest {
  readonly lang: Lang;
  params: Record<string, string> = {};
  /** Set by the dispatcher before an `auth` route's handler runs. */
  user: UserRecord | null = null;
  tokenHash: string | null = null;
  private bodyPromise: Promise<Record<string, unknown>> | undefined;

  constructor(
    readonly raw: IncomingMessage,
    readonly method: string,
    readonly path: string,
    readonly query: URLSearchParams,
    /** The caller's address as throttles count it (see `clientAddress`). */
    readonly client: string = raw.socket.remoteAddress ?? 'unknown',
  ) {
    this.lang = languageOf(raw.headers);
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return translate(this.lang, key, params);
  }

  fail(status: number, key: MessageKey, statusText?: string, data: unknown = null): ApiError {
    return new ApiError(status, this.t(key), statusText, data);
  }

  ok(key: MessageKey, data: unknown, status = 200, statusText?: string): JsonReply {
    return { status, message: this.t(key), data, ...(statusText ? { statusText } : {}) };
  }

  /** The signed-in user of an `auth` route (the dispatcher guarantees it is set). */
  get currentUser(): UserRecord {
    if (!this.user) throw this.fail(401, 'unauthenticated');
    return this.user;
  }

  header(name: string): string | undefined {
    const value = this.raw.headers[name.toLowerCase()];
    return Array.isArray(value) ? value[0] : value;
  }

  /** A 429 telling the client how long to wait, in the `Retry-After` header and in `data` (read without CORS exposure). */
  tooMany(key: MessageKey, waitMs: number): ApiError {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return new ApiError(
      429,
      this.t(key),
      'Too Many Requests',
      { retry_after: seconds },
      { 'Retry-After': String(seconds) },
    );
  }

  body(): Promise<Record<string, unknown>> {
    this.bodyPromise ??= this.parseBody();
    return this.bodyPromise;
  }

  private async parseBody(): Promise<Record<string, unknown>> {
    let text: string;
    try {
      text = await readBody(this.raw, BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw this.fail(413, 'bodyTooLarge');
      throw error;
    }
    if (text.trim() === '') return {};
    // Only JSON is read: a cross-site form can send text/plain or form bodies without a preflight, never JSON.
    const type = (this.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') throw this.fail(415, 'unsupportedMediaType', 'Unsupported Media Type');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw this.fail(400, 'malformedJson');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw this.fail(400, 'bodyNotObject');
    return parsed as Record<string, unknown>;
  }
}
