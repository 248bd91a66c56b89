import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/processes/server-process';

// The API bench's servers: the reference server started as `npm start` runs it (this checkout, or the JSON-file
// baseline in a git worktree), one JSON call with its latency, a bounded pool of calls, and the process's disk writes.

/** A running server process and how to call and stop it. */
export interface BenchServer {
  base: string;
  pid: number;
  output(): string;
  stop(): Promise<void>;
}

/** Things to undo at the end, on failure and on Ctrl-C too. */
const cleanups: (() => void | Promise<void>)[] = [];
export function onCleanup(step: () => void | Promise<void>): void {
  cleanups.unshift(step);
}
export async function cleanUp(): Promise<void> {
  for (const step of cleanups.splice(0)) {
    try {
      await step();
    } catch (error) {
      console.error(`[bench] cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

export function tempDir(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `academy-bench-api-${name}-`));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Starts `demo/server/main.ts` of checkout `cwd` on a loopback port; resolves once the API answers (401 to user/current). */
export async function startServer(cwd: string, env: Record<string, string>, timeoutMs = 90_000): Promise<BenchServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'demo/server/main.ts'], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Only the tail is kept: a failure reason, not the whole log.
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  onCleanup(stop);
  const base = `http://127.0.0.1:${port}/backend/`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}): ${output.trim().split('\n').slice(-3).join(' ')}`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
    }
    const answered = await fetch(`${base}user/current`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 401,
      () => false,
    );
    if (answered) break;
    await sleep(100);
  }
  return { base, pid: child.pid ?? 0, output: () => output, stop };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer<T> {
  status: number;
  data: T;
  /** Milliseconds from sending to the whole answer read. */
  ms: number;
}

/** One JSON call; status 0 when it failed on the wire or timed out. */
export async function call<T = unknown>(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string; timeoutMs?: number } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const sent = performance.now();
  try {
    const response = await fetch(base + path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    const ms = performance.now() - sent;
    let data: unknown;
    try {
      data = text ? (JSON.parse(text) as { data: unknown }).data : undefined;
    } catch {
      data = undefined;
    }
    return { status: response.status, data: data as T, ms };
  } catch {
    return { status: 0, data: undefined as T, ms: performance.now() - sent };
  }
}

/** Runs `work(i)` for i < count with at most `concurrency` at once, starting none after `deadline` (epoch ms); answers how many ran. */
export async function pool(
  count: number,
  concurrency: number,
  deadline: number,
  work: (index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < count && Date.now() < deadline) await work(next++);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return next;
}

/** What the process wrote (Linux `/proc/<pid>/io`): bytes it made dirty for storage (write_bytes) and bytes it passed to write() (wchar, sockets included); null elsewhere. */
export function writeCounters(pid: number): { disk: number; written: number } | null {
  try {
    const text = readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s*(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
    const counters = { disk: field('write_bytes'), written: field('wchar') };
    return Number.isFinite(counters.disk) && Number.isFinite(counters.written) ? counters : null;
  } catch {
    return null;
  }
}

export interface Spread {
  p50: number;
  p95: number;
  max: number;
}

export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? NaN };
}

export const median = (values: readonly number[]) => spread(values).p50;

function git(cwd: string, args: string[]): void {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', timeout: 120_000 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${(run.stderr || run.error?.message || '').trim()}`);
}

/** A detached worktree of `commit` sharing this checkout's node_modules; removed again by cleanUp(). */
export function worktreeAt(repo: string, commit: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'academy-bench-api-baseline-')), 'tree');
  onCleanup(() => {
    if (existsSync(dir)) git(repo, ['worktree', 'remove', '--force', dir]);
    rmSync(join(dir, '..'), { recursive: true, force: true });
    git(repo, ['worktree', 'prune']);
  });
  git(repo, ['worktree', 'add', '--detach', dir, commit]);
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

/** Runs a TS script of this checkout to its end (the database reset before a PostgreSQL run). */
export function runScript(repo: string, script: string, env: Record<string, string>): void {
  const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
    cwd: repo,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0)
    throw new Error(
      `${script}: ${(run.stderr || run.stdout || run.error?.message || '').trim().split('\n').pop() ?? ''}`,
    );
}
