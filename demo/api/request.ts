import type { IncomingMessage } from 'node:http';
import { ApiError, ClientGoneError, type JsonReply } from './http';
import { languageOf, type MessageCatalogue, type MessageKey } from './messages';
import type { Lang, UserRecord } from './types';

/** Deeper than any body a client sends (a progress update nests four levels): deeper ones never reach the handlers. */
const MAX_BODY_DEPTH = 32;

/**
 * What a parsed body holds that no route can store: nesting past MAX_BODY_DEPTH ('too deep'), else the top-level
 * fields with a NUL character in a string or key somewhere inside (PostgreSQL's text refuses it). Walked without
 * recursion, so depth cannot overflow the stack.
 */
function flawsOf(body: Record<string, unknown>): 'too deep' | string[] {
  const withNul = new Set<string>();
  const pending = Object.entries(body).map(([field, value]): [unknown, number, string] => {
    if (field.includes('\0')) withNul.add(field);
    return [value, 1, field];
  });
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, depth, field] = next;
    if (typeof value === 'string') {
      if (value.includes('\0')) withNul.add(field);
    } else if (typeof value === 'object' && value !== null) {
      if (depth >= MAX_BODY_DEPTH) return 'too deep';
      for (const [key, inner] of Object.entries(value)) {
        if (key.includes('\0')) withNul.add(field);
        pending.push([inner, depth + 1, field]);
      }
    }
  }
  return Object.keys(body).filter((field) => withNul.has(field));
}

/** What the root knows of one call before a feature's handler sees it. */
export interface RequestParts {
  /** The Node request under the Fetch one (socket address for `isLocalRequest`). */
  incoming: IncomingMessage;
  /** The Fetch request Hono routed (headers, body stream). */
  request: Request;
  method: string;
  /** Path relative to /backend/. */
  path: string;
  query: URLSearchParams;
  /** The caller's address as throttles count it (see `clientAddress`). */
  client: string;
  messages: MessageCatalogue;
}

/** What a handler sees: parsed path, query, language, lazily parsed JSON body and the signed-in user. */
export class ApiRequest {
  readonly lang: Lang;
  readonly raw: IncomingMessage;
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly client: string;
  params: Record<string, string> = {};
  /** Set by the route guard before an `auth` route's handler runs. */
  user: UserRecord | null = null;
  tokenHash: string | null = null;
  private readonly request: Request;
  private readonly messages: MessageCatalogue;
  private bodyPromise: Promise<Record<string, unknown>> | undefined;
  /**
   * Fields of the parsed body with a NUL character inside: `FieldErrors` refuses them (422, after the field's own
   * rules have had their say), so such text never reaches the database.
   */
  nulFields: readonly string[] = [];

  constructor(parts: RequestParts) {
    this.raw = parts.incoming;
    this.request = parts.request;
    this.method = parts.method;
    this.path = parts.path;
    this.query = parts.query;
    this.client = parts.client;
    this.messages = parts.messages;
    this.lang = languageOf(this.header('accept-language'));
  }

  t(key: MessageKey, params?: Record<string, string | number>): string {
    return this.messages.translate(this.lang, key, params);
  }

  fail(status: number, key: MessageKey, statusText?: string, data: unknown = null): ApiError {
    return new ApiError(status, this.t(key), statusText, data);
  }

  ok(key: MessageKey, data: unknown, status = 200, statusText?: string): JsonReply {
    return { status, message: this.t(key), data, ...(statusText ? { statusText } : {}) };
  }

  /** The signed-in user of an `auth` route (the guard guarantees it is set). */
  get currentUser(): UserRecord {
    if (!this.user) throw this.fail(401, 'unauthenticated');
    return this.user;
  }

  header(name: string): string | undefined {
    return this.request.headers.get(name) ?? undefined;
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

  /** Reads what is left of an unread body (a 401 before parsing), so the keep-alive connection can carry the next call. */
  async drain(): Promise<void> {
    if (this.bodyPromise) return;
    this.bodyPromise = Promise.resolve({});
    await this.bodyText().catch(() => undefined);
  }

  /** The body as UTF-8 (its size is capped by the root's body limit); a client that leaves mid-body is told apart. */
  private async bodyText(): Promise<string> {
    const stream = this.request.body;
    if (!stream) return '';
    const chunks: Uint8Array[] = [];
    let received = 0;
    const reader = stream.getReader();
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ClientGoneError(received);
      }
      if (chunk.done) break;
      received += chunk.value.length;
      chunks.push(chunk.value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  private async parseBody(): Promise<Record<string, unknown>> {
    const text = await this.bodyText();
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
    const flaws = flawsOf(parsed as Record<string, unknown>);
    if (flaws === 'too deep') throw this.fail(400, 'bodyTooDeep');
    this.nulFields = flaws;
    return parsed as Record<string, unknown>;
  }
}
