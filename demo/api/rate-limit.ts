/** Counts events per key inside a sliding time window (kept in memory: a restart clears it). */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(readonly windowMs: number) {}

  count(key: string, now: number): number {
    const recent = (this.hits.get(key) ?? []).filter((at) => now - at < this.windowMs);
    if (recent.length > 0) this.hits.set(key, recent);
    else this.hits.delete(key);
    return recent.length;
  }

  record(key: string, now: number): void {
    this.count(key, now);
    this.hits.set(key, [...(this.hits.get(key) ?? []), now]);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }
}

export const MAX_LOGIN_FAILURES = 5;
export const MAILS_PER_MINUTE = 3;

/** Every throttle of the API in one place, so `reset()` can clear them all. */
export class Limits {
  readonly loginFailures: SlidingWindow;
  readonly loginLockedUntil = new Map<string, number>();
  readonly resetMails = new SlidingWindow(60_000);
  readonly verifyMails = new SlidingWindow(60_000);

  constructor(readonly loginLockMs: number) {
    this.loginFailures = new SlidingWindow(loginLockMs);
  }

  /** Milliseconds left on a login lock for this name (0 when not locked). */
  loginLockRemaining(key: string, now: number): number {
    const until = this.loginLockedUntil.get(key);
    if (until === undefined) return 0;
    if (now < until) return until - now;
    this.loginLockedUntil.delete(key);
    return 0;
  }

  /** Records a failed login; the fifth failure inside the window locks the name for `loginLockMs`. */
  recordLoginFailure(key: string, now: number): void {
    this.loginFailures.record(key, now);
    if (this.loginFailures.count(key, now) >= MAX_LOGIN_FAILURES) {
      this.loginLockedUntil.set(key, now + this.loginLockMs);
      this.loginFailures.clear(key);
    }
  }

  reset(): void {
    this.loginFailures.reset();
    this.loginLockedUntil.clear();
    this.resetMails.reset();
    this.verifyMails.reset();
  }
}
