import type { ApiRequest } from './request';
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

  /** Milliseconds until the count for `key` drops below `limit` (0 when it already is). */
  waitBelow(key: string, limit: number, now: number): number {
    const count = this.count(key, now);
    if (count < limit) return 0;
    const hits = this.hits.get(key) ?? [];
    const freeing = hits[count - limit] ?? now;
    return Math.max(1, freeing + this.windowMs - now);
  }

  clear(key: string): void {
    this.hits.delete(key);
  }

  reset(): void {
    this.hits.clear();
  }
}

/** Every number a throttle uses; `createApi({ limits })` overrides some (tests use small ones). */
export interface LimitSettings {
  /** Failures counted within this window; a client that reaches `loginFailuresPerPair` on one account waits this long. */
  loginLockMs: number;
  /** Failures of one client on one account (username and email alike) before that client waits. */
  loginFailuresPerPair: number;
  /** Failures on one account from all clients before it is guarded: clients that failed on it wait, clean ones do not. */
  loginFailuresPerAccount: number;
  /** Failures of one client on any accounts before it waits for every login. */
  loginFailuresPerClient: number;
  /** Accounts one client may create per hour. */
  signUpsPerClient: number;
  /** Sign-up attempts per email address per 10 minutes (also slows probing which addresses are taken). */
  signUpAttemptsPerAddress: number;
  /** Reset and verification mails one client may ask for per hour (forgot password, resend). */
  mailRequestsPerClient: number;
  /** Mails of one kind per address per minute. */
  mailsPerAddress: number;
  /** Wrong current passwords per user per 10 minutes on a password change. */
  passwordGuessesPerUser: number;
  /** Support tickets one user may open per hour. */
  ticketsPerUser: number;
  /** Replies one user may add to their tickets per hour. */
  ticketRepliesPerUser: number;
  /** Attendance scans (scan and create, refused ones too) one user may send per hour. */
  scansPerUser: number;
  /** Course progress updates one user may save per hour. */
  progressUpdatesPerUser: number;
  /** Exam writes (start, answer, skip, complete) one user may send per hour. */
  examWritesPerUser: number;
  /** Feedback submissions one user may send per hour. */
  feedbacksPerUser: number;
  /** Certificate PDFs (each drawn on request) one user may ask for per hour. */
  certificatesPerUser: number;
}

export const DEFAULT_LIMITS: LimitSettings = {
  loginLockMs: 600_000,
  loginFailuresPerPair: 5,
  loginFailuresPerAccount: 10,
  // High enough for a shared office address and for the e2e suite, which signs in from one address all run long.
  loginFailuresPerClient: 50,
  signUpsPerClient: 50,
  signUpAttemptsPerAddress: 5,
  mailRequestsPerClient: 50,
  mailsPerAddress: 3,
  passwordGuessesPerUser: 5,
  // Room for several e2e runs an hour on one account (each opens about 10 tickets and sends 20 replies).
  ticketsPerUser: 30,
  ticketRepliesPerUser: 150,
  // A learner needs two scans a lecture; the scanner submits by itself, so a looping client stops here.
  scansPerUser: 60,
  // The viewer saves on opening and on completing each content (a dozen a course); a looping client stops here.
  progressUpdatesPerUser: 600,
  // An exam is a few dozen writes (replays after a dropped network included); a looping client stops here.
  examWritesPerUser: 1500,
  feedbacksPerUser: 60,
  // A learner downloads a certificate a few times; drawing one costs tens of ms, so a looping client stops here.
  certificatesPerUser: 120,
};

const HOUR = 60 * 60 * 1000;
const TEN_MINUTES = 10 * 60 * 1000;

/** Every throttle of the API in one place, so `reset()` can clear them all. */
export class Limits {
  readonly settings: LimitSettings;
  /** Failed logins keyed `account|client`, `account` and `client`. */
  readonly loginPair: SlidingWindow;
  readonly loginAccount: SlidingWindow;
  readonly loginClient: SlidingWindow;
  readonly resetMails = new SlidingWindow(60_000);
  readonly verifyMails = new SlidingWindow(60_000);
  readonly signUpsByClient = new SlidingWindow(HOUR);
  readonly signUpsByAddress = new SlidingWindow(TEN_MINUTES);
  readonly mailRequestsByClient = new SlidingWindow(HOUR);
  readonly passwordGuesses = new SlidingWindow(TEN_MINUTES);
  readonly ticketsByUser = new SlidingWindow(HOUR);
  readonly ticketRepliesByUser = new SlidingWindow(HOUR);
  readonly scansByUser = new SlidingWindow(HOUR);
  readonly progressUpdatesByUser = new SlidingWindow(HOUR);
  readonly examWritesByUser = new SlidingWindow(HOUR);
  readonly feedbacksByUser = new SlidingWindow(HOUR);
  readonly certificatesByUser = new SlidingWindow(HOUR);

  constructor(settings: Partial<LimitSettings> = {}) {
    this.settings = { ...DEFAULT_LIMITS, ...settings };
    const lock = this.settings.loginLockMs;
    this.loginPair = new SlidingWindow(lock);
    this.loginAccount = new SlidingWindow(lock);
    this.loginClient = new SlidingWindow(lock);
  }

  /** Milliseconds this client must wait before trying this account (0: go ahead). */
  loginWait(account: string, client: string, now: number): number {
    const s = this.settings;
    const pair = `${account}|${client}`;
    const clientWait = this.loginClient.waitBelow(client, s.loginFailuresPerClient, now);
    const pairWait = this.loginPair.waitBelow(pair, s.loginFailuresPerPair, now);
    // A guarded account turns away every client with a failure on it; a client without one is still heard.
    const guarded = this.loginAccount.count(account, now) >= s.loginFailuresPerAccount;
    const guardWait = guarded ? this.loginPair.waitBelow(pair, 1, now) : 0;
    return Math.max(clientWait, pairWait, guardWait);
  }

  recordLoginFailure(account: string, client: string, now: number): void {
    this.loginPair.record(`${account}|${client}`, now);
    this.loginAccount.record(account, now);
    this.loginClient.record(client, now);
  }

  /** Failed tries this client has left on this account before it must wait (the client warns at 1). */
  loginAttemptsLeft(account: string, client: string, now: number): number {
    const s = this.settings;
    const pair = s.loginFailuresPerPair - this.loginPair.count(`${account}|${client}`, now);
    const anywhere = s.loginFailuresPerClient - this.loginClient.count(client, now);
    return Math.max(0, Math.min(pair, anywhere));
  }

  /** The owner got in from this client: its own failures on the account are forgiven (others' are not). */
  recordLoginSuccess(account: string, client: string): void {
    this.loginPair.clear(`${account}|${client}`);
  }

  reset(): void {
    for (const window of [
      this.loginPair,
      this.loginAccount,
      this.loginClient,
      this.resetMails,
      this.verifyMails,
      this.signUpsByClient,
      this.signUpsByAddress,
      this.mailRequestsByClient,
      this.passwordGuesses,
      this.ticketsByUser,
      this.ticketRepliesByUser,
      this.scansByUser,
      this.progressUpdatesByUser,
      this.examWritesByUser,
      this.feedbacksByUser,
      this.certificatesByUser,
    ]) {
      window.reset();
    }
  }
}

/** Answers 429 when this signed-in user has used up `limit` within `window` (checked before any other work). */
export function throttleUser(req: ApiRequest, window: SlidingWindow, limit: number, now: number): void {
  const wait = window.waitBelow(String(req.currentUser.id), limit, now);
  if (wait > 0) throw req.tooMany('tooManyRequestsLater', wait);
}
