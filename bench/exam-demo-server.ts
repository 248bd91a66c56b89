import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { BATCH_NO } from '../demo/api/features/batch/ids';

// The demo server of the exam benchmarks: a build of their own (or BENCH_DIST), a port and a data folder of their own,
// and fresh exam candidates signed in through the API (a started exam is used up, so each page gets its own).

const repo = resolve(import.meta.dirname, '..');
const CANDIDATE_PASSWORD = 'Candidate#2026';

/** A running demo server and how to reach and stop it. */
export interface DemoServer {
  origin: string;
  stop(): void;
}

async function buildDist(dir: string): Promise<void> {
  for (const config of ['vite.lib.config.ts', 'vite.bundle.config.ts', 'vite.demo.config.ts']) {
    const part = config.split('.')[1]!;
    await build({
      configFile: join(repo, config),
      logLevel: 'warn',
      build: { outDir: join(dir, part), emptyOutDir: true },
    });
  }
}

/** Builds (unless BENCH_DIST holds a build) and starts the demo server on `port` with a fresh data folder. */
export async function startDemoServer(port: number): Promise<DemoServer> {
  const dist = process.env.BENCH_DIST ?? '/tmp/academy-bench-exam';
  if (!process.env.BENCH_DIST || !existsSync(join(dist, 'demo'))) await buildDist(dist);
  const dataDir = join('/tmp', `academy-bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const origin = `http://localhost:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), ACADEMY_DIST: dist, ACADEMY_DATA_DIR: dataDir },
    stdio: 'ignore',
  });
  const stop = () => {
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 60_000; waited += 250) {
    try {
      if ((await fetch(`${origin}/`)).ok) return { origin, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  stop();
  throw new Error(`the demo server did not answer on ${origin}`);
}

async function envelope<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A new learner enrolled in the Fire Safety batch (exams 5014–5017) through the dev-only enrol route, signed in through
 * the API: the localStorage entries the app keeps for it (never the form), and its token.
 */
export async function candidateStorage(
  origin: string,
): Promise<{ token: string; localStorage: { name: string; value: string }[] }> {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}/backend/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { email } = await envelope<{ email: string }>(
    await post('__dev/enroll', { batch_no: BATCH_NO.fireMorning, password: CANDIDATE_PASSWORD }),
    'enrol',
  );
  const { access_token: token } = await envelope<{ access_token: string }>(
    await post('auth/login', { username: email, password: CANDIDATE_PASSWORD }),
    'sign in',
  );
  const read = async (path: string) =>
    envelope<unknown>(
      await fetch(`${origin}/backend/${path}`, { headers: { Authorization: `Bearer ${token}` } }),
      path,
    );
  const names = (list: unknown) =>
    Array.isArray(list)
      ? list.map((item) => (typeof item === 'string' ? item : String((item as { name: string }).name)))
      : [];
  const [user, roles, permissions] = (await Promise.all([
    read('user/current'),
    read('roles/current'),
    read('permissions/current'),
  ])) as [Record<string, unknown>, unknown, unknown];
  return {
    token,
    localStorage: [
      { name: 'auth_token', value: token },
      {
        name: 'auth_user',
        value: JSON.stringify({
          ...user,
          id: String(user.id),
          roles: names(user.roles),
          permissions: names(user.permissions),
        }),
      },
      { name: 'user_roles', value: JSON.stringify(names(roles)) },
      { name: 'user_permissions', value: JSON.stringify(names(permissions)) },
      { name: 'language', value: 'en' },
    ],
  };
}
