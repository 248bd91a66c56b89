import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';
import type { Log } from '../ops/log';
import type { Lang } from '../types';
import type { MailBrand, OutgoingMail } from './content';
import { emailOff, isChosen, unsubscribeUrl, type ChosenKind } from './choices';
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
  /** False when mail should be delivered and the worker does not run (before start, after stop). */
  running(): boolean;
}

export interface MailerOptions {
  db: Db;
  now: () => number;
  transport?: MailTransport;
  /** Development: without a transport, mails are kept for `__dev/outbox` and their links printed. */
  development: boolean;
  /** One process owns the database (PGlite): claims left by a killed process are released at start. */
  soleProcess: boolean;
  /** Where links point (unsubscribe links; the host of `Message-ID`s). */
  publicOrigin: string;
  /** Signs unsubscribe links (read per mail: a development re-seed makes a new one). */
  secret(): string;
  /** The core texts of a notice's footer in the recipient's language. */
  translate(lang: Lang, key: 'mailNoticeWhy' | 'mailUnsubscribe'): string;
  /** Read through the queueing transaction: on PGlite (one connection) another query would wait for it forever. */
  brand(db: Db): Promise<MailBrand>;
  /** The `mail` component's logger (delivery outcomes; development's links). */
  log: Log;
}

/** Chosen mails (notices, digests) their recipient does not want are dropped; they must name the recipient's account. */
async function withoutOptedOut(db: Db, mails: readonly OutgoingMail[]): Promise<OutgoingMail[]> {
  const kept: OutgoingMail[] = [];
  const byKind = new Map<ChosenKind, OutgoingMail[]>();
  for (const mail of mails) {
    if (!isChosen(mail.kind)) kept.push(mail);
    else if (mail.userId === undefined) throw new Error(`[mail] a ${mail.kind} notice needs the recipient's userId`);
    else byKind.set(mail.kind, [...(byKind.get(mail.kind) ?? []), mail]);
  }
  for (const [kind, notices] of byKind) {
    const off = await emailOff(
      db,
      notices.map((mail) => mail.userId ?? 0),
      kind,
    );
    kept.push(...notices.filter((mail) => !off.has(mail.userId ?? 0)));
  }
  return kept;
}

export function createMailer(options: MailerOptions): Mailer {
  const { db, now, transport, development } = options;
  const worker = transport ? new MailWorker(db, transport, now, options.log) : undefined;
  const messageHost = new URL(options.publicOrigin).hostname;
  return {
    enabled: transport !== undefined || development,
    async queue(on, mail) {
      if (!transport && !development) return;
      const wanted = await withoutOptedOut(on, Array.isArray(mail) ? mail : [mail]);
      if (wanted.length === 0) return;
      const brand = await options.brand(on);
      const at = new Date(now());
      const rows = await Promise.all(
        wanted.map(async ({ to, kind, locale, content, userId }) => {
          const unsubscribe = isChosen(kind)
            ? unsubscribeUrl(options.publicOrigin, options.secret(), userId ?? 0, kind)
            : null;
          const words = unsubscribe
            ? {
                ...content,
                unsubscribe: {
                  note: options.translate(locale, 'mailNoticeWhy'),
                  label: options.translate(locale, 'mailUnsubscribe'),
                  url: unsubscribe,
                },
              }
            : content;
          return {
            to,
            kind,
            locale,
            ...(await renderMail(brand, locale, words)),
            link: content.action?.url ?? '',
            message_id: `<${randomUUID()}@${messageHost}>`,
            state: transport ? ('pending' as const) : ('kept' as const),
            next_attempt_at: transport ? at : null,
            unsubscribe_url: unsubscribe,
            created_at: at,
          };
        }),
      );
      await insertMails(on, rows);
      if (!transport) await trimKept(on, KEPT_LIMIT);
      // Links carry reset tokens and signatures: printed for a developer to follow, never in a deployment's log.
      if (development) for (const row of rows) options.log.info(`${row.kind} to ${row.to}: ${row.link}`);
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
    running: () => worker?.active ?? true,
  };
}
