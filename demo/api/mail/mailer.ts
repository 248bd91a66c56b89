import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { MailBrand, OutgoingMail } from './content';
import { renderMail } from './render';
import { insertMail, releaseClaims, trimKept } from './store';
import type { MailTransport } from './transport';
import { MailWorker } from './worker';

/** How many mails development keeps without SMTP. */
const KEPT_LIMIT = 200;

/** Queues mail and, with a transport, delivers it; handed to features as `ctx.mail`. */
export interface Mailer {
  /** False only in production without SMTP: a screen that promises a mail says it cannot be sent instead. */
  readonly enabled: boolean;
  /** Writes the mail into the outbox through `db` (pass the transaction of the change that causes it). */
  queue(db: Db, mail: OutgoingMail): Promise<void>;
  /** Tells the worker that mail was queued (after the transaction that queued it committed). */
  wake(): void;
  /** Delivers every due mail now and resolves when none is left (tests). */
  flush(): Promise<void>;
  /** Starts delivering (no-op without a transport). */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface MailerOptions {
  db: Db;
  now: () => number;
  transport?: MailTransport;
  /** Development: without a transport, mails are kept for `__dev/outbox` and their links printed. */
  development: boolean;
  /** One process owns the database (PGlite): claims left by a killed process are released at start. */
  soleProcess: boolean;
  /** The host of `Message-ID`s (the public origin's). */
  host: string;
  /** Read through the queueing transaction: on PGlite (one connection) another query would wait for it forever. */
  brand(db: Db): Promise<MailBrand>;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, now, transport, development } = options;
  const worker = transport ? new MailWorker(db, transport, now) : undefined;
  return {
    enabled: transport !== undefined || development,
    async queue(on, mail) {
      if (!transport && !development) return;
      const { subject, html, text } = await renderMail(await options.brand(on), mail.locale, mail.content);
      const link = mail.content.action?.url ?? '';
      const at = new Date(now());
      await insertMail(on, {
        to: mail.to,
        kind: mail.kind,
        locale: mail.locale,
        subject,
        html,
        text,
        link,
        message_id: `<${randomUUID()}@${options.host}>`,
        state: transport ? 'pending' : 'kept',
        next_attempt_at: transport ? at : null,
        created_at: at,
      });
      if (!transport) await trimKept(on, KEPT_LIMIT);
      // Links carry reset tokens and signatures: printed for a developer to follow, never in a deployment's log.
      if (development) console.log(`[mail] ${mail.kind} to ${mail.to}: ${link}`);
    },
    wake() {
      worker?.wake();
    },
    async flush() {
      await worker?.flush();
    },
    async start() {
      if (!worker) return;
      if (options.soleProcess) await releaseClaims(db, now());
      worker.start();
    },
    async stop() {
      await worker?.stop();
    },
  };
}
