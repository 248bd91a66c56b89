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

  /** Where links in mails should point: the calling page's origin, else this server. */
  origin(): string {
    const origin = this.header('origin');
    if (origin && /^https?:\/\/[^\s/]+$/i.test(origin)) return origin;
    return `http://${this.header('host') ?? 'localhost'}`;
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
