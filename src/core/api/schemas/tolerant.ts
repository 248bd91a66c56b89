import {
  array,
  boolean,
  coerce,
  nullable,
  number,
  optional,
  refine,
  string,
  union,
  unknown,
  type Struct,
} from 'superstruct';

// Small tolerant building blocks the learning schemas share. A module of their own: importing them from one feature's
// schema file would pull that file's schemas into every other feature's chunk.

/** One of `values`, on `refine`: superstruct's `enums`/`literal` would join the chunk every element loads. */
export function oneOf<const T extends string>(values: readonly T[]): Struct<T, null> {
  const struct = refine(string(), 'oneOf', (value) => (values as readonly string[]).includes(value));
  // A string's `schema` is unused; holding the values there carries them through optional()/nullable() copies to
  // the OpenAPI generator, which cannot read them from the refiner.
  (struct as { schema: unknown }).schema = values;
  return struct as unknown as Struct<T, null>;
}

/** A list that may be missing or null in an answer; read as an empty list. */
export function listOf<T, S>(item: Struct<T, S>): Struct<T[], Struct<T, S>> {
  return coerce(array(item), unknown(), (value) => (value == null ? [] : value));
}

/** A yes/no that may arrive as true/false, 1/0 or 'true'/'1'/'false'/'0'. */
export const Flag = coerce(
  boolean(),
  union([number(), string()]),
  (value) => value === 1 || value === '1' || value === 'true',
);

/** A yes/no that may also be missing or null. */
export const OptionalFlag = optional(nullable(Flag));
