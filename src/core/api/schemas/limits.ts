import { refine, type Struct } from 'superstruct';

/** Length caps of request fields shared by client and server (the spec sets none; these are sane bounds). */
export const TEXT_MAX = 255;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

const caps = new WeakMap<Struct<unknown, unknown>, number>();

/** `struct` whose string values may hold at most `max` characters; the server reads the cap back with `maxLengthOf`. */
export function maxLength<T, S>(struct: Struct<T, S>, max: number): Struct<T, S> {
  const capped = refine(
    struct,
    'maxLength',
    (value) => typeof value !== 'string' || value.length <= max || `longer than ${max}`,
  );
  caps.set(capped as Struct<unknown, unknown>, max);
  return capped;
}

/** The cap declared with `maxLength` (undefined when the field declares none). */
export function maxLengthOf(struct: Struct<unknown, unknown>): number | undefined {
  return caps.get(struct);
}
