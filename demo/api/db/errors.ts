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
