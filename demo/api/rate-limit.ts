import { and, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './db/database';
import { preparedPer } from './db/prepared';
import { throttleHits } from './schema';
import type { ApiRequest } from './request';
const inWindow = and(
  eq(throttleHits.bucket, sql.placeholder('bucket')),
  eq(throttleHits.key, sql.placeholder('key')),
  gt(throttleHits.at, sql.placeholder('since')),
);
const countQuery = preparedPer((db) => db.select({ n: count() }).from(throttleHits).where(inWindow).prepare('throttle_count'));
const freeingQuery = preparedPer((db) =>
  db.select({ at: throttleHits.at }).from(throttleHits).where(inWindow).orderBy(desc(throttleHits.at)).offset(sql.placeholder('skip')).limit(1).prepare('throttle_freeing'),
);
const insertQuery = preparedPer((db) =>
  db
    .insert(throttleHits)
    .values({ bucket: sql.placeholder('bucket'), key: sql.placeholder('key'), at: sql.placeholder('at') })
    .prepare('throttle_insert'),
);

/** Expired hits of a bucket are swept at most this often per process (a sweep reads the bucket's index once). */
const SWEEP_EVERY_MS = 60_000;

/**
 * Counts events per key inside a sliding time window. Hits live in the database (`throttle_hits`), so every process
 * on one database counts the same attempts, and a restart forgets nothing. Each check reads at most one row of the
 * (bucket, key, at) index, so a busy key costs no more than a quiet one.
 */
export class SlidingWindow {
  private sweptAt = -Infinity;

  constructor(
    private readonly db: Db,
    readonly bucket: string,
    readonly windowMs: number,
  ) {}

  async count(key: string, now: number): Promise<number> {
    const [row] = await countQuery(this.db).execute({ bucket: this.bucket, key, since: now - this.windowMs });
    return row?.n ?? 0;
  }

  async record(key: string, now: number): Promise<void> {
    await insertQuery(this.db).execute({ bucket: this.bucket, key, at: now });
    if (now - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = now;
    await this.db.delete(throttleHits).where(and(eq(throttleHits.bucket, this.bucket), lte(throttleHits.at, now - this.windowMs)));
  }

  /** Milliseconds until the count for `key` drops below `limit` (0 when it already is). */
  async waitBelow(key: string, limit: number, now: number): Promise<number> {
    // The limit-th newest hit in the window is the one whose leaving brings the count below the limit.
    const [freeing] = await freeingQuery(this.db).execute({ bucket: this.bucket, key, since: now - this.windowMs, skip: Math.max(0, limit - 1) });
    return freeing ? Math.max(1, freeing.at + this.windowMs - now) : 0;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(throttleHits).where(and(eq(throttleHits.bucket, this.bucket), eq(throttleHits.key, key)));
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
  /** Typed attendance numbers that matched nothing, per user per hour, before typing waits (guessing six digits stays hopeless). */
  typedCodeMissesPerUser: number;
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
  // About 18 numbers are valid at once per open lecture: 10 guesses an hour find one once in 5,500 hours.
  typedCodeMissesPerUser: 10,
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

/** Every throttle of the API in one place, each counting in its own bucket of `throttle_hits`. */
export class Limits {
  readonly settings: LimitSettings;
  /** Failed logins keyed `account|client`, `account` and `client`. */
  readonly loginPair: SlidingWindow;
  readonly loginAccount: SlidingWindow;
  readonly loginClient: SlidingWindow;
  readonly resetMails: SlidingWindow;
  readonly verifyMails: SlidingWindow;
  readonly signUpsByClient: SlidingWindow;
  readonly signUpsByAddress: SlidingWindow;
  readonly mailRequestsByClient: SlidingWindow;
  readonly passwordGuesses: SlidingWindow;
  readonly ticketsByUser: SlidingWindow;
  readonly ticketRepliesByUser: SlidingWindow;
  readonly scansByUser: SlidingWindow;
  readonly typedCodeMisses: SlidingWindow;
  readonly progressUpdatesByUser: SlidingWindow;
  readonly examWritesByUser: SlidingWindow;
  readonly feedbacksByUser: SlidingWindow;
  readonly certificatesByUser: SlidingWindow;

  constructor(db: Db, settings: Partial<LimitSettings> = {}) {
    this.settings = { ...DEFAULT_LIMITS, ...settings };
    const lock = this.settings.loginLockMs;
    const window = (bucket: string, ms: number) => new SlidingWindow(db, bucket, ms);
    this.loginPair = window('login-pair', lock);
    this.loginAccount = window('login-account', lock);
    this.loginClient = window('login-client', lock);
    this.resetMails = window('reset-mails', 60_000);
    this.verifyMails = window('verify-mails', 60_000);
    this.signUpsByClient = window('sign-ups-client', HOUR);
    this.signUpsByAddress = window('sign-ups-address', TEN_MINUTES);
    this.mailRequestsByClient = window('mail-requests-client', HOUR);
    this.passwordGuesses = window('password-guesses', TEN_MINUTES);
    this.ticketsByUser = window('tickets', HOUR);
    this.ticketRepliesByUser = window('ticket-replies', HOUR);
    this.scansByUser = window('scans', HOUR);
    this.typedCodeMisses = window('typed-code-misses', HOUR);
    this.progressUpdatesByUser = window('progress-updates', HOUR);
    this.examWritesByUser = window('exam-writes', HOUR);
    this.feedbacksByUser = window('feedbacks', HOUR);
    this.certificatesByUser = window('certificates', HOUR);
  }

  /** Milliseconds this client must wait before trying this account (0: go ahead). */
  async loginWait(account: string, client: string, now: number): Promise<number> {
    const s = this.settings;
    const pair = `${account}|${client}`;
    const [clientWait, pairWait, accountFailures] = await Promise.all([
      this.loginClient.waitBelow(client, s.loginFailuresPerClient, now),
      this.loginPair.waitBelow(pair, s.loginFailuresPerPair, now),
      this.loginAccount.count(account, now),
    ]);
    // A guarded account turns away every client with a failure on it; a client without one is still heard.
    const guardWait = accountFailures >= s.loginFailuresPerAccount ? await this.loginPair.waitBelow(pair, 1, now) : 0;
    return Math.max(clientWait, pairWait, guardWait);
  }

  async recordLoginFailure(account: string, client: string, now: number): Promise<void> {
    await this.loginPair.record(`${account}|${client}`, now);
    await this.loginAccount.record(account, now);
    await this.loginClient.record(client, now);
  }

  /** Failed tries this client has left on this account before it must wait (the client warns at 1). */
  async loginAttemptsLeft(account: string, client: string, now: number): Promise<number> {
    const s = this.settings;
    const pair = s.loginFailuresPerPair - (await this.loginPair.count(`${account}|${client}`, now));
    const anywhere = s.loginFailuresPerClient - (await this.loginClient.count(client, now));
    return Math.max(0, Math.min(pair, anywhere));
  }

  /** The owner got in from this client: its own failures on the account are forgiven (others' are not). */
  async recordLoginSuccess(account: string, client: string): Promise<void> {
    await this.loginPair.clear(`${account}|${client}`);
  }
}

/** Answers 429 when this signed-in user has used up `limit` within `window` (checked before any other work). */
export async function throttleUser(req: ApiRequest, window: SlidingWindow, limit: number, now: number): Promise<void> {
  const wait = await window.waitBelow(String(req.currentUser.id), limit, now);
  if (wait > 0) throw req.tooMany('tooManyRequestsLater', wait);
}
