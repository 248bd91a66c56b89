import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { getRequestListener } from '@hono/node-server';
import { createApi } from '../demo/api/index';
import { SEED_PASSWORD } from '../demo/api/features/auth/seed';
import { notify } from '../demo/api/notifications';
import { UNREAD_POLL_MS } from '../src/core/shell/notifications-unread';
import { outbox } from '../demo/api/schema';
import { passwordChangedMail } from '../demo/api/features/auth/mails';
import { messageCatalogue } from '../demo/api/messages';
import { FEATURES } from '../demo/api/features/index';
import { parseSmtpUrl } from '../demo/api/mail/smtp-url';
import { smtpTransport, type MailTransport } from '../demo/api/mail/transport';
import { startSmtpCapture } from '../tests/support/smtp-capture';

/**
 * `npm run bench:mail` (#32): the outbox on the embedded database in a fresh folder (flushed per commit, as
 * `npm start` runs it) and a local SMTP server (smtp-server, started here). Queueing 1,000 mails in one transaction
 * (each rendered from its template, as a reminder to a lecture's learners would be) against plain inserts of the
 * same rows; delivery through the outbox against nodemailer sending the same mails straight to the same server.
 * The bell's delay: a notification shows at the shell's next poll, so its worst case is the poll interval plus one
 * unread-count answer over HTTP (for a learner with ${COUNT} notifications) against the cheapest signed-in call.
 * Each figure is the median of 3 runs with its spread; a warm-up run is done first and not counted.
 * Reported, never asserted. BENCH_QUICK=1 divides the counts by 10.
 */
const QUICK = process.env.BENCH_QUICK === '1';
const COUNT = QUICK ? 100 : 1000;
const RUNS = 3;
const FROM = { name: 'Safe Academy', address: 'academy@academy.test' };
const ORIGIN = 'https://academy.example';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const spread = (values: number[]) => `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;

const smtp = await startSmtpCapture();
const dir = mkdtempSync(join(tmpdir(), 'academy-bench-mail-'));
const transport: MailTransport = smtpTransport(parseSmtpUrl(smtp.url), FROM);
const api = await createApi({
  database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
  mailTransport: transport,
  publicOrigin: ORIGIN,
});
const messages = messageCatalogue(FEATURES);
const db = api.database.db;
const recipients = Array.from({ length: COUNT }, (_, i) => `learner${i}@example.com`);

/** Queues one mail per recipient in one transaction; `distinct` gives each its own words (no render shared). */
async function queueRendered(distinct = false): Promise<number> {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const mails = recipients.map((to, i) => {
      const locale = i % 2 === 0 ? ('en' as const) : ('ar' as const);
      const content = passwordChangedMail((key, params) => messages.translate(locale, key, params), ORIGIN);
      if (distinct) content.paragraphs.push(to);
      return { to, kind: 'bench', locale, content };
    });
    await api.mail.queue(tx, mails);
  });
  return performance.now() - started;
}

async function insertPlain(): Promise<number> {
  const started = performance.now();
  const now = new Date();
  await db.insert(outbox).values(
    recipients.map((to, i) => ({
      to,
      kind: 'bench-plain',
      subject: 'Plain',
      html: '<p>Plain</p>',
      text: 'Plain',
      link: '',
      message_id: `<plain-${i}-${now.getTime()}@academy.example>`,
      state: 'sent' as const,
      created_at: now,
    })),
  );
  return performance.now() - started;
}

/** Everything queued is delivered (the worker's own passes included) before the next measurement starts. */
async function settle(): Promise<void> {
  await api.mail.flush();
  smtp.mails.length = 0;
  await db.delete(outbox);
}

async function deliverThroughOutbox(): Promise<{ perSecond: number; repeats: number; lost: number }> {
  await queueRendered();
  // From the commit: the worker may already be on its way (its 5 s poll); flush joins it.
  const started = performance.now();
  await api.mail.flush();
  const ms = performance.now() - started;
  const ids = new Set(smtp.mails.map((mail) => mail.messageId));
  return { perSecond: (COUNT / ms) * 1000, repeats: smtp.mails.length - ids.size, lost: COUNT - ids.size };
}

async function deliverDirect(): Promise<number> {
  const rows = await db.select().from(outbox).limit(COUNT);
  smtp.mails.length = 0;
  const started = performance.now();
  // The same pool size as the worker's (3 connections), as many mails in hand at once as its claim (20).
  for (let i = 0; i < rows.length; i += 20) {
    await Promise.all(
      rows.slice(i, i + 20).map((row) =>
        transport.send({
          to: row.to,
          subject: row.subject,
          html: row.html,
          text: row.text,
          messageId: row.message_id,
          locale: row.locale,
        }),
      ),
    );
  }
  return (rows.length / (performance.now() - started)) * 1000;
}

const SAMPLES = QUICK ? 50 : 200;
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;

/** Answer times of the bell's count and of `user/current`, one after the other, over HTTP on this machine. */
async function unreadAnswers(): Promise<{ unread: number[]; current: number[] }> {
  const server = createServer(getRequestListener(api.app.fetch));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backend/`;
  const login = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'learner', password: SEED_PASSWORD, rememberMe: false }),
  });
  const { access_token: token, user } = (
    (await login.json()) as { data: { access_token: string; user: { id: number } } }
  ).data;
  const headers = { Authorization: `Bearer ${token}` };
  await notify(
    db,
    recipients.map(() => ({ userId: Number(user.id), kind: 'lecture-soon' as const, params: {}, path: '/dashboard' })),
    Date.now(),
  );
  const timed = async (path: string) => {
    const samples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const started = performance.now();
      await (await fetch(`${base}${path}`, { headers })).json();
      samples.push(performance.now() - started);
    }
    return samples;
  };
  const result = { unread: await timed('user/notifications/unread'), current: await timed('user/current') };
  server.close();
  return result;
}

const load = async () =>
  (await import('node:os'))
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
// The development log prints every mail's link: not part of the figures.
console.log = () => undefined;
const print = (line: string) => process.stdout.write(`${line}\n`);
console.error(`[bench] ${COUNT} mails, load average ${await load()}; warm-up run first (not counted)`);
await queueRendered();
await settle();
await deliverThroughOutbox();

const queued: number[] = [];
const distinctQueued: number[] = [];
const plain: number[] = [];
const outboxRates: number[] = [];
const directRates: number[] = [];
let repeats = 0;
let lost = 0;
for (let run = 0; run < RUNS; run++) {
  await settle();
  queued.push(await queueRendered());
  await settle();
  distinctQueued.push(await queueRendered(true));
  await settle();
  plain.push(await insertPlain());
  await settle();
  const delivered = await deliverThroughOutbox();
  outboxRates.push(delivered.perSecond);
  repeats += delivered.repeats;
  lost += delivered.lost;
  directRates.push(await deliverDirect());
}
const answers = await unreadAnswers();
await api.close();
await smtp.close();
rmSync(dir, { recursive: true, force: true });

print(
  `\n## Mail (${COUNT} mails, PGlite in a folder, local SMTP; median of ${RUNS} runs, spread; load ${await load()})\n`,
);
print('| figure | goal | this run | baseline (same run) | ratio |');
print('|---|---|---|---|---|');
print(
  `| ${COUNT} mails rendered and queued in one transaction | ≤ 1,000 ms | ${median(queued).toFixed(0)} ms (${spread(queued)}) | plain insert of the rows: ${median(plain).toFixed(0)} ms (${spread(plain)}) | ${(median(queued) / median(plain)).toFixed(1)}× |`,
);
print(
  `| the same, every mail's words its own (no render shared) | — | ${median(distinctQueued).toFixed(0)} ms (${spread(distinctQueued)}) | plain insert | ${(median(distinctQueued) / median(plain)).toFixed(1)}× |`,
);
print(
  `| delivered to a local SMTP server | ≥ 50 mails/s, 0 repeated, 0 lost | ${median(outboxRates).toFixed(0)} mails/s (${spread(outboxRates)}), ${repeats} repeated, ${lost} lost | nodemailer straight to the server: ${median(directRates).toFixed(0)} mails/s (${spread(directRates)}) | ${(median(outboxRates) / median(directRates)).toFixed(2)}× |`,
);
print(
  `| unread count after a new notification | ≤ 30 s in the browser | ≤ ${(UNREAD_POLL_MS / 1000).toFixed(0)} s poll + ${p95(answers.unread).toFixed(1)} ms (p95 of ${SAMPLES} count answers, ${COUNT} notifications) | GET user/current: p95 ${p95(answers.current).toFixed(1)} ms | ${(p95(answers.unread) / p95(answers.current)).toFixed(2)}× |`,
);
