// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseTarget } from '../../demo/api/db/database';
import { outbox } from '../../demo/api/schema';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { silenceConsole, startApi } from '../unit/api/helpers';
import { startServer, type ServerProcess } from './server-process';

// The outbox across processes (#32): a kill -9 while 200 mails are queued loses none, and two processes on one
// PostgreSQL send each mail once. The SMTP server is a real one (smtp-server) started by the test.

const COUNT = 200;
/** The worker's claim size (demo/api/mail/worker.ts): the most mails that can be in flight when a process dies. */
const LEASE_BATCH = 20;
const FROM = 'Safe Academy <academy@academy.test>';
const url = process.env.TEST_DATABASE_URL;

/** Writes `COUNT` due mails straight into the outbox, as a burst of sign-ups would, and answers their Message-IDs. */
async function queueMails(database: DatabaseTarget, dir: string, tag: string): Promise<string[]> {
  const t = await startApi({ database, dir });
  const now = new Date();
  const rows = Array.from({ length: COUNT }, (_, i) => ({
    to: `learner${i}@example.com`,
    kind: 'verify',
    locale: 'en' as const,
    subject: `Mail ${i}`,
    html: `<p>Mail ${i}</p>`,
    text: `Mail ${i}`,
    link: '',
    message_id: `<${tag}-${i}@academy.test>`,
    state: 'pending' as const,
    next_attempt_at: now,
    created_at: now,
  }));
  await t.api.database.db.insert(outbox).values(rows);
  await t.close();
  return rows.map((row) => row.message_id);
}

async function until(done: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > end) throw new Error(`timed out: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('mail across processes', () => {
  let smtp: SmtpCapture;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'academy-mail-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    smtp = await startSmtpCapture();
  });
  beforeEach(() => {
    silenceConsole();
    smtp.mails.length = 0;
    smtp.delayMs = 0;
  });
  afterAll(async () => {
    await smtp.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a malformed ACADEMY_SMTP_URL stops the server at start, naming the variable and hiding the password', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      env: { ...process.env, ACADEMY_DATA_DIR: tempDir(), ACADEMY_SMTP_URL: 'http://user:s3cret@mail.example:25' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toContain('ACADEMY_SMTP_URL must be smtp://');
    expect(started.stderr).not.toContain('s3cret');
  });

  it(`kill -9 while ${COUNT} mails are queued: after the restart every one has arrived, none lost`, async () => {
    const dir = tempDir();
    const database = { kind: 'pglite', dataDir: join(dir, 'pglite') } as const;
    const expected = await queueMails(database, dir, 'kill');
    const env = { ACADEMY_DATA_DIR: dir, DATABASE_URL: '', ACADEMY_SMTP_URL: smtp.url, ACADEMY_MAIL_FROM: FROM };
    // A slow server, so the kill lands in the middle of the stream.
    smtp.delayMs = 15;
    let server: ServerProcess = await startServer(env);
    await until(
      () => smtp.mails.length >= COUNT / 4,
      60_000,
      () => `${smtp.mails.length} received before the kill`,
    );
    await server.kill('SIGKILL');
    const beforeKill = smtp.mails.length;
    expect(beforeKill).toBeLessThan(COUNT);
    smtp.delayMs = 0;
    server = await startServer(env);
    const arrived = () => new Set(smtp.mails.map((mail) => mail.messageId));
    await until(
      () => arrived().size >= COUNT,
      60_000,
      () => `${arrived().size} of ${COUNT} arrived`,
    );
    await server.kill();
    expect([...arrived()].sort()).toEqual([...expected].sort());
    // SMTP has no way to take a mail back: one the server had accepted when the process died, before it could record
    // that, is sent again with the same Message-ID (receivers drop the repeat): at most one claimed batch.
    const repeats = smtp.mails.length - arrived().size;
    console.info(`[mail kill -9] ${beforeKill} received before the kill, ${repeats} repeated by Message-ID`);
    expect(repeats).toBeLessThanOrEqual(LEASE_BATCH);
  }, 180_000);

  it.skipIf(!url)(
    'two processes on one PostgreSQL send each of 200 mails exactly once',
    async () => {
      const database = { kind: 'postgres', url: url ?? '' } as const;
      const env = (dir: string) => ({
        ACADEMY_DATA_DIR: dir,
        DATABASE_URL: url ?? '',
        ACADEMY_SMTP_URL: smtp.url,
        ACADEMY_MAIL_FROM: FROM,
      });
      const [a, b] = await Promise.all([startServer(env(tempDir())), startServer(env(tempDir()))]);
      try {
        const expected = await queueMails(database, tempDir(), 'pair');
        await until(
          () => smtp.mails.length >= COUNT,
          60_000,
          () => `${smtp.mails.length} of ${COUNT} arrived`,
        );
        // A moment more for any duplicate still on its way.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(smtp.mails.map((mail) => mail.messageId).sort()).toEqual([...expected].sort());
      } finally {
        await Promise.all([a.kill(), b.kill()]);
      }
    },
    180_000,
  );
});
