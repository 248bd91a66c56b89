import { STATUS_CODES } from 'node:http';

/** A JSON answer; it is always sent in the `{ message, status_text, data }` envelope. */
export interface JsonReply {
  status: number;
  message: string;
  statusText?: string;
  data: unknown;
  headers?: Record<string, string>;
}

/** A non-JSON answer (logos, documents); a stream is sent as it is read (large exports). */
export interface RawReply {
  status: number;
  contentType: string;
  body: Buffer | string | ReadableStream<Uint8Array>;
  headers?: Record<string, string>;
}

export type Reply = JsonReply | RawReply;

function statusTextOf(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/** Thrown by handlers; the dispatcher turns it into an envelope with the same status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly statusText: string = statusTextOf(status),
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The `{ message, status_text, data }` envelope every JSON answer is sent in. */
export function envelopeOf(reply: JsonReply): { message: string; status_text: string; data: unknown } {
  return {
    message: reply.message,
    status_text: reply.statusText ?? statusTextOf(reply.status),
    data: reply.data ?? null,
  };
}

/** A reply as the Fetch `Response` Hono sends; JSON in the envelope, never cached; raw bodies with their own type. */
export function toResponse(reply: Reply): Response {
  const headers = new Headers({ 'X-Content-Type-Options': 'nosniff' });
  if ('body' in reply) {
    headers.set('Content-Type', reply.contentType);
    for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
    if (reply.body instanceof ReadableStream) return new Response(reply.body, { status: reply.status, headers });
    const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
    return new Response(new Uint8Array(body), { status: reply.status, headers });
  }
  headers.set('Content-Type', 'application/json; charset=utf-8');
  headers.set('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(reply.headers ?? {})) headers.set(name, value);
  return new Response(JSON.stringify(envelopeOf(reply)), { status: reply.status, headers });
}

/** An `ApiError` as the reply it stands for. */
export function errorReply(error: ApiError): JsonReply {
  return {
    status: error.status,
    message: error.message,
    statusText: error.statusText,
    data: error.data,
    headers: error.headers,
  };
}

/** The client left before its request body was complete (a dropped network, a closed tab). */
export class ClientGoneError extends Error {
  constructor(readonly received: number) {
    super('the client left before its request body was complete');
  }
}
