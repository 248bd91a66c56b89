// @vitest-environment node
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { call, signIn, startServer } from './server-process';

// The real server on an embedded database folder that is damaged: it stops, says which folder, what is wrong and
// how to restore the latest backup, and leaves every byte as it was; an empty and a complete folder still start (#29).

const PRODUCTION = {
  ACADEMY_ENV: 'production',
  ACADEMY_ATTENDANCE_SECRET: 'process-test-attendance-secret-0123456789',
};

/** Every file under `dir` with the hash of its bytes. */
function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha1').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

/** Runs the server until it exits by itself (a damaged folder) or 90 s pass. */
function runUntilExit(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
      cwd: process.cwd(),
      env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The message of the server's one `fatal` line (production logs JSON lines); undefined when there is none. */
function fatalMessage(output: string): string | undefined {
  const lines = output.split('\n').filter((line) => line.startsWith('{'));
  const fatal = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((e) => e.level === 'fatal');
  expect(fatal, output).toHaveLength(1);
  expect(fatal[0]?.component).toBe('server');
  return fatal[0]?.msg as string | undefined;
}

/** The path of a table's file inside the data folder, as PostgreSQL names it. */
async function relationFile(dataDir: string, table: string): Promise<string> {
  const pg = await PGlite.create(dataDir);
  const { rows } = await pg.query<{ path: string }>('select pg_relation_filepath($1) as path', [table]);
  await pg.close();
  return join(dataDir, rows[0]!.path);
}

describe('the server on a damaged embedded database', () => {
  const dir = mkdtempSync(join(tmpdir(), 'academy-damaged-'));
  /** A complete database made by a development start (seeded), copied for each damage. */
  const complete = join(dir, 'complete');
  let usersFile = '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }), 60_000);

  beforeAll(async () => {
    const server = await startServer({ ACADEMY_DATA_DIR: complete, DATABASE_URL: '' });
    await server.kill();
    usersFile = relative(join(complete, 'pglite'), await relationFile(join(complete, 'pglite'), 'users'));
  }, 180_000);

  const damages: { name: string; damage: (pglite: string) => void; problem: RegExp }[] = [
    {
      name: 'PG_VERSION deleted',
      damage: (pglite) => rmSync(join(pglite, 'PG_VERSION')),
      problem: /PG_VERSION is missing/,
    },
    {
      name: "the users table's file cut to nothing",
      damage: (pglite) => truncateSync(join(pglite, usersFile), 0),
      problem: /the table public\.users cannot be read/,
    },
    {
      name: 'the control file overwritten in the middle',
      damage: (pglite) => {
        const control = join(pglite, 'global', 'pg_control');
        const bytes = readFileSync(control);
        bytes.fill(0x5a, 64, 128);
        writeFileSync(control, bytes);
      },
      problem: /PostgreSQL cannot start on it/,
    },
  ];

  it.each(damages)(
    '$name: stops with what is wrong and the restore command, every byte left',
    async (case_) => {
      const data = join(dir, case_.name.replace(/\W+/g, '-'));
      cpSync(complete, data, { recursive: true });
      const pglite = join(data, 'pglite');
      case_.damage(pglite);
      const before = fingerprint(pglite);

      const { code, output } = await runUntilExit({ ...PRODUCTION, ACADEMY_DATA_DIR: data });

      expect(code, output).toBe(1);
      const message = fatalMessage(output);
      expect(message).toContain(`cannot start: the embedded database in ${pglite} is damaged:`);
      expect(message).toMatch(case_.problem);
      expect(message).toContain('left the folder exactly as it was');
      expect(message).toMatch(/Restore the latest backup: npm run api:restore -- backups\//);
      expect(output).not.toMatch(/Aborted\(\)|-sASSERTIONS|failed to initialize/);
      expect(fingerprint(pglite)).toEqual(before);
    },
    120_000,
  );

  it('starts on a complete folder, with its accounts', async () => {
    const data = join(dir, 'reopened');
    cpSync(complete, data, { recursive: true });
    const server = await startServer({ ...PRODUCTION, ACADEMY_DATA_DIR: data, DATABASE_URL: '' });
    try {
      const token = await signIn(server.base, 'learner');
      expect((await call(server.base, 'user/current', { token })).status).toBe(200);
    } finally {
      await server.kill();
    }
  }, 120_000);

  it('starts on an empty folder, creating the database', async () => {
    const data = join(dir, 'empty');
    const server = await startServer({ ...PRODUCTION, ACADEMY_DATA_DIR: data, DATABASE_URL: '' });
    try {
      expect(server.output()).toMatch(/no accounts yet/);
    } finally {
      await server.kill();
    }
    expect(readdirSync(join(data, 'pglite'))).toContain('PG_VERSION');
  }, 120_000);
});
