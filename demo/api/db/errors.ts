/** PostgreSQL's unique_violation (SQLSTATE 23505), as both drivers report it (the code may sit on a cause). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
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
