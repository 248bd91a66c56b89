import { array, coerce, nullable, number, optional, string, type, union, unknown } from 'superstruct';
import { EMAIL_MAX, maxLength } from './limits';

/** Ids arrive as numbers or numeric strings; both are kept as strings client-side. */
export const Id = coerce(string(), number(), (value) => String(value));

/** A list of names; tolerates `[{ name }]` objects as some endpoints send. */
export const NameList = coerce(array(string()), array(union([string(), type({ name: string() })])), (items) =>
  items.map((item) => (typeof item === 'string' ? item : item.name)),
);

/** Nullable text that may also be missing. */
export const OptionalText = optional(nullable(string()));

/** An answer whose body is not read (the spec says "response not shown"). */
export const Ignored = unknown();

/** A request body holding only an email address (forgot password, resend verification). */
export const EmailBody = type({ email: maxLength(string(), EMAIL_MAX) });
