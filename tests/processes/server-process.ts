import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

// Starts the real server (demo/server/main.ts) as a child process, the way `npm start` runs it, for tests that
// need separate processes: several processes on one database, and kill -9.

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Milliseconds from spawn until the API answered. */
  startMs: number;
  output(): string;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** A port free on loopback right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Servers still running: a test that failed half-way never stopped its own, which then kept serving its database. */
const running = new Set<ChildProcess>();

/** Kills every server this module started that is still running (after each process test file: tests/processes/setup.ts). */
export function stopAllServers(): void {
  for (const child of running) child.kill('SIGKILL');
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      // Mailed links open this very server (the default names localhost, which may resolve to ::1).
      ACADEMY_PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ACADEMY_LOGIN_LOCK_MS: '600000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}/backend/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    if (Date.now() - started > 120_000) throw new Error(`the server did not answer within 120 s:\n${output}`);
    const answered = await fetch(`${base}user/current`).then(
      (response) => response.status === 401,
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    base,
    child,
    startMs: Date.now() - started,
    output: () => output,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** One JSON call; answers status and the envelope's data. */
export async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const response = await fetch(base + path, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? (JSON.parse(text) as { data: T }).data : undefined) as T };
}

export async function signIn(base: string, username: string, password = 'Academy#2026'): Promise<string> {
  const result = await call<{ access_token: string }>(base, 'auth/login', { body: { username, password } });
  if (result.status !== 200) throw new Error(`sign-in failed: ${result.status}`);
  return result.data.access_token;
}
