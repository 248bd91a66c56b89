import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { MailBrand, OutgoingMail } from './content';
import { renderMail } from './render';
import { insertMails, releaseClaims, trimKept } from './store';
import type { MailTransport } from './transport';
import { MailWorker } from './worker';

/** How many mails development keeps without SMTP. */
const KEPT_LIMIT = 200;

/** Queues mail and, with a transport, delivers it; handed to features as `ctx.mail`. */
export interface Mailer {
  /** False only in production without SMTP: a screen that promises a mail says it cannot be sent instead. */
  readonly enabled: boolean;
  /** Writes mail into the outbox through `db` (pass the transaction of the change that causes it); many in one insert. */
  queue(db: Db, mail: OutgoingMail | readonly OutgoingMail[]): Promise<void>;
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
      const mails = Array.isArray(mail) ? mail : [mail];
      if (mails.length === 0) return;
      const brand = await options.brand(on);
      const at = new Date(now());
      const rows = await Promise.all(
        mails.map(async ({ to, kind, locale, content }) => ({
          to,
          kind,
          locale,
          ...(await renderMail(brand, locale, content)),
          link: content.action?.url ?? '',
          message_id: `<${randomUUID()}@${options.host}>`,
          state: transport ? ('pending' as const) : ('kept' as const),
          next_attempt_at: transport ? at : null,
          created_at: at,
        })),
      );
      await insertMails(on, rows);
      if (!transport) await trimKept(on, KEPT_LIMIT);
      // Links carry reset tokens and signatures: printed for a developer to follow, never in a deployment's log.
      if (development) for (const row of rows) console.log(`[mail] ${row.kind} to ${row.to}: ${row.link}`);
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
