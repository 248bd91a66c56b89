/**
 * A PostgreSQL array literal of numbers, texts (quoted) or booleans, sent as one parameter: `= any($1::int[])` is
 * parsed and planned once whatever the count, where `in ($1, …, $2000)` makes 2,000 parameters.
 */
export const arrayOf = (values: readonly (number | string | boolean)[]): string =>
  `{${values.map((value) => (typeof value === 'string' ? `"${value.replace(/["\\]/g, '\\$&')}"` : String(value))).join(',')}}`;
