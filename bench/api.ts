import { cpus } from 'node:os';
import { join, resolve } from 'node:path';
import type { DatabaseTarget } from '../demo/api/db/database';
import { growJsonFile, growTables } from './api-grow';
import {
  answerSaves,
  bytesPerUpdate,
  checkIns,
  enrol,
  oneWrite,
  profile,
  signIn,
  signInAll,
  throughput,
  ticketTotal,
  type Bytes,
  type CheckIns,
  type Saves,
} from './api-scenarios';
import {
  cleanUp,
  median,
  runScript,
  startServer,
  tempDir,
  worktreeAt,
  type BenchServer,
  type Spread,
} from './api-server';
import { BOARD_POLL_MS } from '../src/core/api/schemas/exam-board';
import { boardDelay, integrityCost, type BoardDelay, type IntegrityCost } from './exam-integrity-scenarios';
import { loadCell, medianCell, medianOf, repeated, RUNS, type Repeated } from './api-repeat';

/**
 * The reference API server as `npm start` runs it (PGlite in a fresh data folder, or the PostgreSQL server of
 * DATABASE_URL reset to the seed) against the JSON-file server of commit 5903244, built in the same run from a git
 * worktree: check-ins spread over a second, answer saves at once, disk bytes per update, a write's cost once 20,000
 * tickets are added (while the server is stopped), and (PostgreSQL only) two processes against one. Each server is
 * started fresh, one at a time, on loopback.
 * The burst rows (check-ins, answer saves, the integrity log's cost) are each the median of BENCH_RUNS runs (3) after
 * a warm-up run that is not counted, with the spread of their p95 and the load average beside them.
 * Figures are reported, never asserted; BENCH_QUICK=1 divides the counts by 10; BENCH_ROWS=burst runs only the burst
 * rows on the current server; BENCH_TREE=<checkout> starts that checkout's server as "now" (before/after in one session).
 */
const repo = resolve(import.meta.dirname, '..');
const BASELINE_COMMIT = '5903244';
const QUICK = process.env.BENCH_QUICK === '1';
const BURST_ONLY = process.env.BENCH_ROWS === 'burst';
/** The checkout whose server is "now": this one, or another (an older commit's worktree) for a before/after. */
const nowTree = resolve(process.env.BENCH_TREE ?? repo);
const scale = (count: number) => (QUICK ? Math.max(1, Math.round(count / 10)) : count);
const COUNT = {
  checkIns: scale(200),
  saves: scale(500),
  updates: scale(50),
  samples: Math.max(5, scale(20)),
  tickets: scale(20_000),
  throughput: scale(200),
  /** Answer saves one after another, without and with the integrity log's calls beside them. */
  integritySaves: scale(200),
  /** Attempts running on the live board, and the saves timed to it. */
  boardAttempts: scale(500),
  boardSaves: Math.max(5, scale(20)),
};
/** Setup (learners made and signed in, each a scrypt hash on the server) may take this long per scenario. */
const SETUP_MS = 150_000;
/** Adding tickets stops here even short of the target: the whole run should stay within about five minutes. */
const GROW_MS = 60_000;
const databaseUrl = process.env.DATABASE_URL?.trim() ?? '';

const started = Date.now();
/** Progress on stderr, with seconds since the start. */
const log = (message: string) => console.error(`[bench ${((Date.now() - started) / 1000).toFixed(0)} s] ${message}`);

type Outcome<T> = { ok: true; value: T } | { ok: false; reason: string };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').replace(/\|/g, '/').slice(0, 160);

async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) };
  }
}

interface Growth {
  seedMs: number;
  grownMs: number;
  /** Tickets added to the seed's. */
  tickets: number;
}

interface Run {
  checkIns: Outcome<Repeated<CheckIns>>;
  saves: Outcome<Repeated<Saves>>;
  bytes: Outcome<Bytes | null>;
  growth: Outcome<Growth>;
  /** The integrity log's rows (issue #33): the current server only. */
  integrity: Outcome<Repeated<IntegrityCost>>;
  board: Outcome<BoardDelay>;
}

const NO_LOG = { ok: false, reason: 'n/a (no integrity log)' } as const;
const SKIPPED = { ok: false, reason: 'n/a (BENCH_ROWS=burst)' } as const;
/** The warm-up run's size: enough calls to compile every path, few enough to add little setup. */
const WARM = {
  checkIns: Math.max(5, Math.round(COUNT.checkIns / 10)),
  saves: Math.max(10, Math.round(COUNT.saves / 10)),
};

const allFailed = (reason: string): Run => {
  const failed = { ok: false, reason } as const;
  return { checkIns: failed, saves: failed, bytes: failed, growth: failed, integrity: failed, board: failed };
};

/** Adds up to `count` tickets to a stopped server's data before `deadline`; answers how many it added. */
type Grow = (count: number, deadline: number) => Promise<number>;

/** Every scenario against one fresh server; then it is stopped, `grow` adds `ticketTarget` tickets, and it is started again. */
async function measure(
  name: string,
  start: () => Promise<BenchServer>,
  grow: Grow,
  ticketTarget: number,
  withLog = false,
): Promise<Run> {
  log(`${name}: starting`);
  let server: BenchServer;
  try {
    server = await start();
  } catch (error) {
    return allFailed(reasonOf(error));
  }
  const { base } = server;
  try {
    const user = await attempt(() => profile(base));
    const bytes = BURST_ONLY
      ? SKIPPED
      : user.ok
        ? await attempt(() => bytesPerUpdate(server, user.value, COUNT.updates))
        : user;
    // Timed after the bytes' updates: by then the write path is compiled, as it is later at the grown size.
    const seedMs = user.ok ? await attempt(() => oneWrite(base, user.value, COUNT.samples)) : user;
    const arrive = async (learnerCount: number) => {
      log(`${name}: check-ins (setup: ${learnerCount} learners)`);
      const deadline = Date.now() + SETUP_MS;
      const trainer = await signIn(base, 'trainer');
      const learners = await enrol(base, learnerCount, deadline);
      await signInAll(base, learners, deadline);
      log(`${name}: ${learners.filter((learner) => learner.token).length} learners signed in; checking in`);
      return checkIns(base, learners, trainer, 1000);
    };
    // Each run checks in new learners: a learner checks in once.
    const arrivals = await attempt(() =>
      repeated(
        () => arrive(WARM.checkIns),
        () => arrive(COUNT.checkIns),
      ),
    );
    log(`${name}: answer saves`);
    const saveRun = (saveCount: number) => answerSaves(base, saveCount, Date.now() + SETUP_MS);
    const saves = await attempt(() =>
      repeated(
        () => saveRun(WARM.saves),
        () => saveRun(COUNT.saves),
      ),
    );
    if (withLog) log(`${name}: integrity log on and off; live board with ${COUNT.boardAttempts} attempts`);
    const integrityRun = (saveCount: number) => integrityCost(base, saveCount, Date.now() + SETUP_MS);
    const integrity = withLog
      ? await attempt(() =>
          repeated(
            () => integrityRun(WARM.saves),
            () => integrityRun(COUNT.integritySaves),
          ),
        )
      : NO_LOG;
    const board =
      withLog && !BURST_ONLY
        ? await attempt(() => boardDelay(base, COUNT.boardAttempts, COUNT.boardSaves, Date.now() + 2 * SETUP_MS))
        : BURST_ONLY
          ? SKIPPED
          : NO_LOG;
    if (BURST_ONLY) return { checkIns: arrivals, saves, bytes, growth: SKIPPED, integrity, board };
    log(`${name}: adding ${count(ticketTarget)} tickets`);
    const growth = await attempt(async () => {
      if (!user.ok) throw new Error(user.reason);
      if (!seedMs.ok) throw new Error(seedMs.reason);
      const before = await ticketTotal(base, user.value.token);
      // PGlite is one process's database (locked while the server runs); the JSON file is rewritten by its server.
      await server.stop();
      const tickets = await grow(ticketTarget, Date.now() + GROW_MS);
      server = await start();
      const grown = await profile(server.base);
      const after = await ticketTotal(server.base, grown.token);
      if (after !== before + tickets)
        throw new Error(`the restarted server lists ${after} of the learner's tickets, not ${before} + ${tickets}`);
      log(`${name}: +${count(tickets)} tickets`);
      // As warm as the seed's timing, which came after the bytes' updates: a fresh start is not the data's size.
      const grownMs = await oneWrite(server.base, grown, COUNT.samples, COUNT.updates + 5);
      return { seedMs: seedMs.value, grownMs, tickets };
    });
    return { checkIns: arrivals, saves, bytes, growth, integrity, board };
  } finally {
    await server.stop();
  }
}

interface ScaleOut {
  one: Awaited<ReturnType<typeof throughput>>;
  two: Awaited<ReturnType<typeof throughput>>;
}

/** Check-in throughput through one process, then split over two, on the PostgreSQL server (reset to the seed first). */
async function scaleOut(url: string): Promise<ScaleOut> {
  log('two processes on PostgreSQL');
  const dirA = tempDir('pg-a');
  const dirB = tempDir('pg-b');
  runScript(repo, 'demo/api/reset.ts', { DATABASE_URL: url, ACADEMY_DATA_DIR: dirA });
  const a = await startServer(repo, { DATABASE_URL: url, ACADEMY_DATA_DIR: dirA });
  try {
    const b = await startServer(repo, { DATABASE_URL: url, ACADEMY_DATA_DIR: dirB });
    try {
      const deadline = Date.now() + SETUP_MS;
      const half = Math.ceil(COUNT.throughput / 2);
      // Enrolments are in the shared database: a learner enrolled through one process scans through either.
      const single = await enrol(a.base, COUNT.throughput, deadline);
      const onA = await enrol(a.base, half, deadline);
      const onB = await enrol(b.base, COUNT.throughput - half, deadline);
      await signInAll(a.base, [...single, ...onA], deadline);
      await signInAll(b.base, onB, deadline);
      const trainer = await signIn(a.base, 'trainer');
      const one = await throughput([{ base: a.base, learners: single }], trainer, 16);
      const two = await throughput(
        [
          { base: a.base, learners: onA },
          { base: b.base, learners: onB },
        ],
        trainer,
        8,
      );
      return { one, two };
    } finally {
      await b.stop();
    }
  } finally {
    await a.stop();
  }
}

const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;
const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const count = (value: number) => value.toLocaleString('en-US');

/** A row's three value cells: now, baseline, and now ÷ baseline when both ran. */
function cells<T>(
  now: Outcome<T>,
  baseline: Outcome<T>,
  show: (value: T) => string,
  ratio: (a: T, b: T) => string,
): string[] {
  const one = (outcome: Outcome<T>) => (outcome.ok ? show(outcome.value) : `failed: ${outcome.reason}`);
  return [one(now), one(baseline), now.ok && baseline.ok ? ratio(now.value, baseline.value) : '—'];
}

type Timed = { latency: Spread; errors: number };
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** The runs' median latencies, every run's errors added up, and the loads. */
const latencyCell = (value: Repeated<Timed>) =>
  `${medianCell(medianOf(value.runs.map((run) => run.latency)))}; ${sum(value.runs.map((run) => run.errors))} errors; ${loadCell(value.loads)}`;
const latencyRatio = (a: Repeated<Timed>, b: Repeated<Timed>) => {
  const [x, y] = [medianOf(a.runs.map((run) => run.latency)), medianOf(b.runs.map((run) => run.latency))];
  return `p50 ${times(x.p50 / y.p50)} · p95 ${times(x.p95 / y.p95)} · max ${times(x.max / y.max)}`;
};
/** Each run's on ÷ off p95: their median and range, and the median latencies both ways. */
function integrityCell(value: Repeated<IntegrityCost>): string {
  const ratios = value.runs.map((run) => run.on.p95 / run.off.p95);
  const ratio = `${times(median(ratios))} (runs ${times(Math.min(...ratios))}–${times(Math.max(...ratios))})`;
  const off = medianCell(medianOf(value.runs.map((run) => run.off)));
  const on = medianCell(medianOf(value.runs.map((run) => run.on)));
  return `${ratio}; without: ${off}; with: ${on}; ${sum(value.runs.map((run) => run.errors))} errors; ${loadCell(value.loads)}`;
}

function report(now: Run, baseline: Run, scaled: Outcome<ScaleOut> | null, seconds: number): void {
  const target = now.growth.ok ? now.growth.value.tickets : COUNT.tickets;
  const growthCell = (value: Growth) =>
    `${ms(value.seedMs)} → ${ms(value.grownMs)} (${times(value.grownMs / value.seedMs)})${value.tickets === target ? '' : `, at ${count(value.tickets)} tickets`}`;
  const rows: string[][] = [
    [
      `${COUNT.checkIns} check-ins within 1 s: latency, errors, check-ins stored (trainer's roster)`,
      '≤ 100 ms / 0 errors',
      ...cells(
        now.checkIns,
        baseline.checkIns,
        (v) =>
          `${latencyCell(v)}; ${v.runs.some((run) => run.stored === null) ? 'roster unreadable' : `${sum(v.runs.map((run) => run.stored ?? 0))}/${sum(v.runs.map((run) => run.sent))} stored`}`,
        latencyRatio,
      ),
    ],
    [
      `${COUNT.saves} answer saves at once on one attempt: latency, errors, last answer stored (take call)`,
      '≤ 500 ms',
      ...cells(
        now.saves,
        baseline.saves,
        (v) =>
          `${latencyCell(v)}; last answer stored for ${sum(v.runs.map((run) => run.lastStored))}/${sum(v.runs.map((run) => run.questions))} questions (exam ${v.runs[0]?.exam})`,
        latencyRatio,
      ),
    ],
    [
      `bytes written to disk per one-field update (${COUNT.updates} name updates)`,
      '≤ 100 KB',
      ...cells(
        now.bytes,
        baseline.bytes,
        (v) =>
          v === null ? 'n/a (no /proc/<pid>/io)' : `${kb(v.disk)} (write_bytes); ${kb(v.written)} passed to write()`,
        (a, b) =>
          a === null || b === null
            ? '—'
            : `write_bytes ${times(a.disk / b.disk)} · write() ${times(a.written / b.written)}`,
      ),
    ],
    [
      `one write at ${count(target)} tickets ÷ one write at seed`,
      '≤ 1.5×',
      ...cells(now.growth, baseline.growth, growthCell, (a, b) => times(a.grownMs / a.seedMs / (b.grownMs / b.seedMs))),
    ],
    [
      `${COUNT.integritySaves} answer saves one after another: p95 with the integrity log's calls beside them ÷ without`,
      '≤ 1.1×',
      ...cells(now.integrity, baseline.integrity, integrityCell, () => '—'),
    ],
    [
      `live board with ${COUNT.boardAttempts} attempts running: a save to the board (polled every ${BOARD_POLL_MS / 1000} s)`,
      '≤ 5 s p95',
      ...cells(
        now.board,
        baseline.board,
        (v) =>
          `p50 ${ms(v.delay.p50)} · p95 ${ms(v.delay.p95)} over ${v.saves} saves; the board call with ${v.attempts} attempts: p50 ${ms(v.board.p50)} · p95 ${ms(v.board.p95)}`,
        () => '—',
      ),
    ],
    [
      'two processes on PostgreSQL ÷ one, check-in throughput',
      '≥ 1.6×',
      ...(scaled === null
        ? ['n/a (needs DATABASE_URL)', 'n/a', '—']
        : scaled.ok
          ? [
              `${times(scaled.value.two.perSecond / scaled.value.one.perSecond)} (1 process ${scaled.value.one.perSecond.toFixed(0)}/s, ${scaled.value.one.errors} errors; 2 processes ${scaled.value.two.perSecond.toFixed(0)}/s, ${scaled.value.two.errors} errors)`,
              'n/a (one process per data file)',
              '—',
            ]
          : [`failed: ${scaled.reason}`, 'n/a (one process per data file)', '—']),
    ],
  ];
  const header = ['figure', 'goal', 'now', 'baseline (JSON file)', 'now ÷ baseline'];
  console.log(
    `\nReference API under load — now vs the JSON-file server of ${BASELINE_COMMIT}, ${new Date().toISOString()}${QUICK ? ' (BENCH_QUICK: counts ÷ 10)' : ''}\n`,
  );
  console.log(`| ${header.join(' | ')} |`);
  console.log(`|${header.map(() => '---').join('|')}|`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  console.log(`
now: ${databaseUrl ? 'the PostgreSQL server of DATABASE_URL, reset to the seed first' : 'PGlite in a fresh temp data folder'} ; baseline: commit ${BASELINE_COMMIT} in a git worktree, one JSON file rewritten whole on every change.
Burst rows (check-ins, answer saves, integrity log): ${RUNS} timed runs on the same server after a smaller warm-up run (${WARM.checkIns} check-ins, ${WARM.saves} saves) that is not counted;
each figure is the median of the runs' p50 / p95 / max, "runs a–b" the lowest and highest run's p95, load the 1-minute load average as each run ended (${cpus().length} cores).${nowTree === repo ? '' : ` now: the server of ${nowTree}.`}
Latencies are measured by this process, on the same machine as the server: the client's own work is in them. Each check-in comes from its own learner (made through __dev/enroll and signed in beforehand, untimed).
Check-ins stored: learners the trainer's roster (attendance/lecture/roster) shows checked in afterwards. Last answer stored: exams/take's attempted_questions_obj holds, for each question, the last answer sent for it (saves fired at once may be handled in any order).
Bytes: /proc/<pid>/io of the server process, a settled second before and after, ÷ ${COUNT.updates}. write_bytes counts a page (on this kernel possibly a large folio, up to 2 MB) when it first turns dirty, so rewriting
a page not yet flushed counts 0 until the kernel writes it back; write() (wchar) counts every byte handed to write(), the ~1 KB HTTP answer included. ${
    databaseUrl
      ? 'On PostgreSQL the database server writes in its own processes: those bytes are not in the figure.'
      : "PGlite's WAL page is not fsynced per commit, so it is rewritten in the page cache."
  }
One write: median of ${COUNT.samples} PUT user/update/name at the seed and again after the server was stopped, ${count(target)} tickets of the learner were added to its data
(now: Drizzle inserts of 1,000 rows at a time into its tickets table; baseline: copies of a seeded ticket in its JSON file) and it was restarted; each after ${COUNT.updates + 5} untimed
(at the seed, the bytes row's ${COUNT.updates} and 5 more), so both are timed on a warmed-up server.
Two processes: both serve every table from the one PostgreSQL server; half the learners scan through each.
Run time: ${seconds.toFixed(0)} s.`);
}

// Servers and the worktree go away on an interrupt too.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
try {
  const nowDir = tempDir('now');
  const nowEnv: Record<string, string> = { ACADEMY_DATA_DIR: nowDir };
  let now: Run;
  try {
    if (databaseUrl) {
      nowEnv.DATABASE_URL = databaseUrl;
      runScript(nowTree, 'demo/api/reset.ts', nowEnv);
    }
    // Opened from this process like the server opens it: the same embedded folder, or the same PostgreSQL server.
    const database: DatabaseTarget = databaseUrl
      ? { kind: 'postgres', url: databaseUrl }
      : { kind: 'pglite', dataDir: join(nowDir, 'pglite') };
    now = await measure(
      'now',
      () => startServer(nowTree, nowEnv),
      (tickets, deadline) => growTables(database, tickets, deadline),
      COUNT.tickets,
      true,
    );
  } catch (error) {
    now = allFailed(reasonOf(error));
  }
  // The baseline grows to what now reached, so both writes are timed at the same size.
  const target = now.growth.ok ? now.growth.value.tickets : COUNT.tickets;
  let baseline: Run;
  try {
    if (BURST_ONLY) throw new Error('n/a (BENCH_ROWS=burst)');
    const tree = worktreeAt(repo, BASELINE_COMMIT);
    const file = join(tempDir('baseline'), 'api.json');
    baseline = await measure(
      'baseline',
      () => startServer(tree, { ACADEMY_DATA_FILE: file }),
      async (tickets) => growJsonFile(file, tickets),
      target,
    );
  } catch (error) {
    baseline = allFailed(reasonOf(error));
  }
  const scaled = databaseUrl && !BURST_ONLY ? await attempt(() => scaleOut(databaseUrl)) : null;
  report(now, baseline, scaled, (Date.now() - started) / 1000);
} finally {
  await cleanUp();
}
