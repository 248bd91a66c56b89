import { nullable, optional, Struct, type, validate } from 'superstruct';
import { maxLengthOf, TEXT_MAX } from '../../src/core/api/schemas/limits';
import { ApiError } from './http';
import type { MessageKey } from './messages';
import type { ApiRequest } from './request';
import { isEmail, normalizeEmail } from './email';

/** Collects field errors under the exact keys the client sent, then answers 422 with the first one. */
export class FieldErrors {
  private readonly errors: Record<string, string[]> = {};

  constructor(private readonly req: ApiRequest) {}

  add(field: string, key: MessageKey, params?: Record<string, string | number>): void {
    (this.errors[field] ??= []).push(this.req.t(key, params));
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  throwIfAny(): void {
    const first = Object.values(this.errors)[0]?.[0];
    if (first !== undefined) throw new ApiError(422, first, 'Unprocessable Entity', this.errors);
  }
}

/** The server's view of a body schema: every key may be missing or null (field rules then say "required"), but a present value must have the schema's type and fit its length cap. */
export interface BodyShape {
  struct: Struct<Record<string, unknown>, unknown>;
  /** Longest string each field may hold: the schema's `maxLength`, else `TEXT_MAX`. */
  caps: Record<string, number>;
}

/** Derives the server's shape check from a client body schema built with superstruct's `type()` or `object()`. */
export function bodyShape<T, S>(schema: Struct<T, S>): BodyShape {
  const fields: unknown = schema.schema;
  if ((schema.type !== 'type' && schema.type !== 'object') || typeof fields !== 'object' || fields === null) {
    throw new Error(`[api] a body schema must be an object schema, not ${schema.type}`);
  }
  const lenient: Record<string, Struct<unknown, unknown>> = {};
  const caps: Record<string, number> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (!(field instanceof Struct)) throw new Error(`[api] body schema field ${key} is not a struct`);
    lenient[key] = optional(nullable(field));
    caps[key] = maxLengthOf(field as Struct<unknown, unknown>) ?? TEXT_MAX;
  }
  return { struct: type(lenient), caps };
}

/** Answers 422 naming every field whose value has the wrong type; required-ness and formats are left to field rules. */
export function checkBodyShape(req: ApiRequest, shape: BodyShape, body: Record<string, unknown>): void {
  const errors = new FieldErrors(req);
  // Caps first: an oversized value never reaches a pattern, a hash or the database.
  for (const [field, max] of Object.entries(shape.caps)) {
    const value = body[field];
    if (typeof value === 'string' && value.length > max) errors.add(field, 'fieldTooLong', { field, max });
  }
  errors.throwIfAny();
  const [error] = validate(body, shape.struct);
  if (!error) return;
  for (const failure of error.failures()) {
    const field = failure.path.map(String).join('.') || 'body';
    if (!errors.has(field)) errors.add(field, 'bodyShapeInvalid', { field });
  }
  errors.throwIfAny();
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
  else if (!isEmail(email)) errors.add('email', 'emailInvalid');
  errors.throwIfAny();
  return email;
}

export type NameCheck = 'ok' | 'blank' | 'invalid';

// Control characters, bidi embeddings/overrides/isolates and lone surrogates: never part of a printed name.
const FORBIDDEN_IN_NAMES = /[\p{Cc}\u202A-\u202E\u2066-\u2069\p{Cs}]/u;
// Format characters (zero-width space, joiners, marks) and spaces alone do not make a name.
const INVISIBLE = /[\p{Cf}\s]/gu;

/** A name printed on certificates: no hidden controls, and something visible. Joiners and RLM/LRM inside stay allowed (Arabic). */
export function checkName(name: string): NameCheck {
  if (FORBIDDEN_IN_NAMES.test(name)) return 'invalid';
  return name.replace(INVISIBLE, '') === '' ? 'blank' : 'ok';
}

/** A path or body id: a safe whole number written in digits (or sent as a number); anything else is no id at all. */
export function wholeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? value : undefined;
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** PostgreSQL's largest `integer`: a larger id names no row (and would fail the query). */
const INT_MAX = 2_147_483_647;

/** A path or body id that can name a row: a whole number up to `integer`'s range, else undefined. */
export function rowId(value: unknown): number | undefined {
  const id = wholeNumber(value);
  return id !== undefined && id <= INT_MAX ? id : undefined;
}
