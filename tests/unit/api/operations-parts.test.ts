// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEATURES } from '../../../demo/api/features/index';
import { migrationOwners } from '../../../demo/api/index';
import { createLog, developmentLine } from '../../../demo/api/ops/log';
import { readinessProbe } from '../../../demo/api/ops/readiness';
import { readConfig } from '../../../demo/server/config';
import { requestIdOf } from '../../../demo/server/request-log';
import { startApi, type TestApi } from './helpers';

// The parts behind the operator endpoints: the development log line, the readiness checks one by one, the settings.

describe('the development log', () => {
  it('writes a request as one readable line through the console, warnings and errors to stderr', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const logger = createLog({ development: true });
    logger
      .child({ component: 'http' })
      .info(
        { reqId: 'r-1', method: 'GET', route: '/backend/user/current', status: 200, ms: 3.2, userId: 7 },
        'request',
      );
    logger.child({ component: 'mail' }).warn({ mailId: 4, kind: 'reset' }, 'mail will be retried');
    expect(log).toHaveBeenCalledWith('[http] GET /backend/user/current 200 3.2 ms id=r-1 user=7');
    expect(warn).toHaveBeenCalledWith('[mail] mail will be retried mailId=4 kind=reset');
  });

  it('shows an error with its stack on the following lines', () => {
    const line = developmentLine({
      level: 'error',
      component: 'api',
      msg: 'unexpected error',
      err: { stack: 'E: x\n  at f' },
    });
    expect(line).toBe('[api] unexpected error\nE: x\n  at f');
  });

  it('never writes a password, token or email a caller passes by mistake', () => {
    const lines: string[] = [];
    const logger = createLog({ development: false, destination: { write: (line: string) => void lines.push(line) } });
    logger.info({ password: 'p4ss', body: { token: 't0k', email: 'a@b.test' } }, 'oops');
    expect(lines.join('')).not.toMatch(/p4ss|t0k|a@b\.test/);
  });
});

describe('request ids', () => {
  it('keeps a short token of letters, digits, dot, dash and underscore; replaces anything else', () => {
    expect(requestIdOf('A-z_0.9')).toBe('A-z_0.9');
    expect(requestIdOf('x'.repeat(64))).toBe('x'.repeat(64));
    for (const unsafe of [undefined, '', 'x'.repeat(65), 'a\nb', 'a"b', 'a b', 'é'])
      expect(requestIdOf(unsafe)).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the readiness checks', () => {
  let t: TestApi;
  let dir: string;
  beforeAll(async () => {
    t = await startApi({ devEndpoints: false });
    dir = mkdtempSync(join(tmpdir(), 'academy-readiness-'));
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('fail "migrations" when a folder ships a migration the database has not applied', async () => {
    const owners = migrationOwners(FEATURES);
    const core = owners.find((owner) => owner.name === 'core')!;
    const copy = join(dir, 'core');
    cpSync(core.folder, copy, { recursive: true });
    const journalFile = join(copy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number; tag: string }[] };
    journal.entries.push({ ...journal.entries.at(-1)!, when: Date.now() + 60_000, tag: '9999_next' });
    writeFileSync(journalFile, JSON.stringify(journal));
    const probe = readinessProbe({
      db: t.api.database.db,
      owners: owners.map((owner) => (owner === core ? { ...owner, folder: copy } : owner)),
      mailRunning: () => true,
    });
    expect(await probe()).toEqual({
      ready: false,
      failed: ['migrations'],
      reasons: { migrations: 'not applied: core' },
    });
    const shipped = readinessProbe({ db: t.api.database.db, owners, mailRunning: () => true });
    expect(await shipped()).toEqual({ ready: true, failed: [], reasons: {} });
  });

  it('fail "mail" when mail should be delivered and the worker does not run', async () => {
    const probe = readinessProbe({
      db: t.api.database.db,
      owners: migrationOwners(FEATURES),
      mailRunning: () => false,
    });
    expect((await probe()).failed).toEqual(['mail']);
  });

  it('fail "database" when the database does not answer in time', async () => {
    const slow = { execute: () => new Promise(() => undefined) } as unknown as TestApi['api']['database']['db'];
    const probe = readinessProbe({ db: slow, owners: [], mailRunning: () => true, timeoutMs: 50 });
    const result = await probe();
    expect(result.failed).toEqual(['database', 'migrations']);
    expect(result.reasons.database).toBe('no answer within 50 ms');
  });
});

describe('the operator settings', () => {
  const repo = process.cwd();
  it('take a metrics token of 16+ characters without spaces, and a pino log level', () => {
    expect(readConfig([], {}, repo).metricsToken).toBeUndefined();
    expect(readConfig([], { ACADEMY_METRICS_TOKEN: ' abcdefghij0123456789 ' }, repo).metricsToken).toBe(
      'abcdefghij0123456789',
    );
    expect(() => readConfig([], { ACADEMY_METRICS_TOKEN: 'short' }, repo)).toThrow(
      'ACADEMY_METRICS_TOKEN must be at least 16 characters without spaces (try: openssl rand -hex 24)',
    );
    expect(() => readConfig([], { ACADEMY_METRICS_TOKEN: 'sixteen chars and more' }, repo)).toThrow(/without spaces/);
    expect(readConfig([], {}, repo).logLevel).toBe('info');
    expect(readConfig([], { ACADEMY_LOG_LEVEL: 'DEBUG' }, repo).logLevel).toBe('debug');
    expect(() => readConfig([], { ACADEMY_LOG_LEVEL: 'verbose' }, repo)).toThrow(
      'ACADEMY_LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not "verbose"',
    );
  });
});
