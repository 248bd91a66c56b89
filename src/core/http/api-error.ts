/** How a call failed; drives which catalogue message the user sees. */
export type ApiErrorKind = 'network' | 'timeout' | 'canceled' | 'http' | 'invalid-response';

export type FieldErrors = Record<string, string[]>;

/** The one error type every call rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  /** Server `message`, else `status_text`, with HTML removed. */
  readonly serverMessage: string | undefined;
  readonly statusText: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;
  readonly data: unknown;

  constructor(
    kind: ApiErrorKind,
    message: string,
    init: {
      status?: number;
      serverMessage?: string;
      statusText?: string;
      fieldErrors?: FieldErrors;
      data?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.statusText = init.statusText;
    this.fieldErrors = init.fieldErrors;
    this.data = init.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Removes tags and decodes the common entities so server HTML can be shown as plain toast text. */
export function stripHtml(text: string): string {
  return text
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<!--[\s\S]*?-->|<[!/?]?[a-z][^>]*>/gi, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads the spec's error body `{ message, status_text, data }` defensively. */
export function parseErrorBody(status: number, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === 'string' ? stripHtml(record.message) : undefined;
  const statusText = typeof record.status_text === 'string' ? stripHtml(record.status_text) : undefined;
  const fieldErrors = readFieldErrors(record.data) ?? readFieldErrors(record.errors);
  return new ApiError('http', message || statusText || `HTTP ${status}`, {
    status,
    serverMessage: message || statusText || undefined,
    statusText,
    fieldErrors,
    data: record.data,
  });
}

function readFieldErrors(value: unknown): FieldErrors | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter((m): m is string => typeof m === 'string');
    if (list.length) result[field] = list.map(stripHtml);
  }
  return Object.keys(result).length ? result : undefined;
}

/** The first field error in the map, if any. */
export function firstFieldError(error: ApiError): string | undefined {
  const errors = error.fieldErrors;
  if (!errors) return undefined;
  for (const messages of Object.values(errors)) if (messages[0]) return messages[0];
  return undefined;
}
