import { DrizzleQueryError } from 'drizzle-orm';

/** Whether `error` or one of its causes carries this SQLSTATE (both drivers report it; the code may sit on a cause). */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** PostgreSQL's unique_violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, '23505');
}

/** PostgreSQL's not_null_violation (SQLSTATE 23502). */
export function isNotNullViolation(error: unknown): boolean {
  return hasCode(error, '23502');
}

/**
 * Runs `decide` (a read-then-write that a unique index guards) and, when a parallel writer won the race to insert
 * the same row, runs it once more: the second run reads that row and decides on it.
 */
export async function againOnUniqueViolation<T>(decide: () => Promise<T>): Promise<T> {
  try {
    return await decide();
  } catch (error) {
    if (isUniqueViolation(error)) return decide();
    throw error;
  }
}

/**
 * What the log may keep of an unexpected error: a failed query's SQL, SQLSTATE and stack, never its parameters or
 * the database's message about them (they hold what callers typed: names, comments, addresses).
 */
export function loggable(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  let code: unknown;
  for (let current: unknown = error; current instanceof Error && code === undefined; current = current.cause)
    code = (current as { code?: unknown }).code;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return [`query failed (SQLSTATE ${typeof code === 'string' ? code : 'unknown'}): ${error.query}`, ...frames].join(
    '\n',
  );
}
