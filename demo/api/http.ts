import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';

/** A JSON answer; it is always sent in the `{ message, status_text, data }` envelope. */
export interface JsonReply {
  status: number;
  message: string;
  statusText?: string;
  data: unknown;
  headers?: Record<string, string>;
}

/** A non-JSON answer (logos, documents). */
export interface RawReply {
  status: number;
  contentType: string;
  body: Buffer | string;
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

const CORS_HEADERS: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, Accept-Language',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'Access-Control-Max-Age': '600',
  // The client reads how long to wait on a 429 from another origin too.
  'Access-Control-Expose-Headers': 'Retry-After',
};

export function sendReply(res: ServerResponse, reply: Reply): void {
  if ('body' in reply) {
    const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
    res.writeHead(reply.status, {
      ...CORS_HEADERS,
      'Content-Type': reply.contentType,
      'Content-Length': String(body.length),
      'X-Content-Type-Options': 'nosniff',
      ...reply.headers,
    });
    res.end(body);
    return;
  }
  const envelope = {
    message: reply.message,
    status_text: reply.statusText ?? statusTextOf(reply.status),
    data: reply.data ?? null,
  };
  const body = Buffer.from(JSON.stringify(envelope));
  res.writeHead(reply.status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...reply.headers,
  });
  res.end(body);
}

export function sendEmpty(res: ServerResponse, status: number): void {
  res.writeHead(status, { ...CORS_HEADERS, 'Content-Length': '0' });
  res.end();
}

export class BodyTooLargeError extends Error {}

/** Reads the whole body as UTF-8; keeps draining past the limit so the answer reaches the client. */
export function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > limit) reject(new BodyTooLargeError());
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    // A client that disconnects mid-body is an ordinary event, not a server fault: one line in the log, no stack.
    req.on('error', () => reject(new ClientGoneError(size)));
    req.on('close', () => {
      if (!req.complete) reject(new ClientGoneError(size));
    });
  });
}

/** The client left before its request body was complete (a dropped network, a closed tab). */
export class ClientGoneError extends Error {
  constructor(readonly received: number) {
    super('the client left before its request body was complete');
  }
}
