import type { Struct } from 'superstruct';
import { validate } from 'superstruct';
import { expect } from 'vitest';

// Reading an answer as the client does (coercing), for the schema tests of every feature.

export const read = <T, S>(value: unknown, schema: Struct<T, S>) => validate(value, schema, { coerce: true });

/** The value as read; fails the test when the schema refuses it. */
export const ok = <T, S>(value: unknown, schema: Struct<T, S>): T => {
  const [failure, result] = read(value, schema);
  expect(failure).toBeUndefined();
  return result as T;
};

/** Fails the test when the schema accepts the value. */
export const fails = <T, S>(value: unknown, schema: Struct<T, S>) => expect(read(value, schema)[0]).toBeDefined();
