/** PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers report it (the code may sit on a cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
