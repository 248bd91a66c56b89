import type { Db } from '../db/database';
import type { Log } from '../ops/log';
import { nextTry } from './retry';
import { claimDue, pruneDone, settle, type OutboxRow } from './store';
import { MailSendError, type MailTransport } from './transport';

/** Other processes' mails and retries are found by polling; this process's own new mails wake the worker at once. */
const POLL_MS = 5_000;
/** A claim outlives any one SMTP exchange (the transport's socket timeout is 60 s). */
export const LEASE_MS = 120_000;
const BATCH = 20;

/** Sends the outbox: claims due mails, hands them to the transport, and records each outcome. */
export class MailWorker {
  private timer: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private lastPrune = 0;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly now: () => number,
    private readonly log: Log,
  ) {}

  /** Started and not stopped (the readiness probe's `mail` check). */
  get active(): boolean {
    return this.timer !== undefined && !this.stopped;
  }

  start(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    this.wake();
  }

  /** Looks for due mail now (after this process queued one); a call during a pass runs one more pass after it. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((error: unknown) => this.log.error({ error: errorText(error) }, 'the outbox could not be read'))
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  /** Runs a pass now and resolves when no due mail is left (tests; a drain before shutdown). */
  async flush(): Promise<void> {
    this.wake();
    while (this.running) await this.running;
  }

  /** Stops claiming, lets the mails in hand finish, and closes the transport. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    if (this.now() - this.lastPrune > 60 * 60_000) {
      this.lastPrune = this.now();
      await pruneDone(this.db, this.lastPrune);
    }
    while (!this.stopped) {
      const batch = await claimDue(this.db, this.now(), LEASE_MS, BATCH);
      if (batch.length === 0) return;
      await Promise.all(batch.map((row) => this.deliver(row)));
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const { id, to, subject, html, text, message_id: messageId, locale, unsubscribe_url: unsubscribeUrl } = row;
    try {
      await this.transport.send({ to, subject, html, text, messageId, locale, unsubscribeUrl });
      await settle(this.db, id, { state: 'sent', at: this.now() });
    } catch (error) {
      const failure = error instanceof MailSendError ? error : new MailSendError(false, errorText(error));
      const now = this.now();
      const next = failure.permanent ? undefined : nextTry(row.created_at.getTime(), now, row.attempts);
      // The address and the answer stay in the database; the log names the mail only (no personal data in logs).
      this.log.warn(
        { mailId: id, kind: row.kind, ...(failure.code === undefined ? {} : { smtp: failure.code }) },
        next === undefined ? 'mail failed' : 'mail will be retried',
      );
      await settle(this.db, id, {
        state: next === undefined ? 'failed' : 'pending',
        at: now,
        next,
        error: failure.answer,
      });
    }
  }
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
