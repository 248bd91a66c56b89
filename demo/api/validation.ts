import { ApiError } from './http';
import type { MessageKey } from './messages';
import type { ApiRequest } from './request';
import { EMAIL_PATTERN, normalizeEmail } from './users';

/** Collects field errors under the exact keys the client sent, then answers 422 with the first one. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly req: ApiRequest) {}

  add(field: string, key: MessageKey): void {
    (this.errors[field] ??= []).push(this.req.t(key));
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    const first = Object.values(this.errors)[0]?.[0];
    if (first !== undefined) throw new ApiError(422, first, 'Unprocessable Entity', this.errors);
  }
}

/** A string field, or '' when missing or not a string (so validation reports it as required). */
export function text(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  return typeof value === 'string' ? value : '';
}

/** The `email` field of a body, normalised; answers 422 when it is missing or malformed. */
export async function requiredEmail(req: ApiRequest): Promise<string> {
  const email = normalizeEmail(text(await req.body(), 'email'));
  const errors = new FieldErrors(req);
  if (!email) errors.add('email', 'emailRequired');
  else if (!EMAIL_PATTERN.test(email)) errors.add('email', 'emailInvalid');
  errors.throwIfAny();
  return email;
}
