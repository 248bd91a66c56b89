// When a mail that failed is tried again (pure): about a minute, doubling to an hour, given up after a day.

export const RETRY_FIRST_MS = 60_000;
export const RETRY_MAX_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** The wait after the `failures`-th failed try (1 → 1 min, 2 → 2 min, … capped at 1 h). */
export function retryDelay(failures: number): number {
  const doublings = Math.max(0, Math.min(failures - 1, 10));
  return Math.min(RETRY_FIRST_MS * 2 ** doublings, RETRY_MAX_MS);
}

/** When to try again after a transient failure, or undefined when that would be past a day from the mail's creation. */
export function nextTry(createdAt: number, now: number, failures: number): number | undefined {
  const at = now + retryDelay(failures);
  return at - createdAt > GIVE_UP_AFTER_MS ? undefined : at;
}

/** SMTP reply codes 5xx refuse for good (no such mailbox, policy); 4xx and broken connections may pass later. */
export function isPermanent(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode < 600;
}
