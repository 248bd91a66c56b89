import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { getRequestListener } from '@hono/node-server';
import { attendanceEntries, attendanceRecords } from '../demo/api/features/attendance/schema';
import {
  assessmentCriteria,
  assessmentSubCriteria,
  batches,
  batchParticipants,
  batchTrainers,
  lectures,
  participants,
} from '../demo/api/features/batch/schema';
import { examAttempts, examEvents, examPapers, exams } from '../demo/api/features/exam/schema';
import { attendanceCounts } from '../demo/api/features/attendance/directory';
import { examFacts } from '../demo/api/features/exam/directory';
import { insightsOfCounts } from '../demo/api/features/batch/insights';
import { insightsInput } from '../demo/api/features/batch/insights-queries';
import { batchByNo, lecturesOfBatches, rosterOf } from '../demo/api/features/batch/queries';
import { criteriaOfBatch, scoresOfSubs } from '../demo/api/features/batch/assessment-store';
import { createApi, type Api } from '../demo/api/index';
import type { Db } from '../demo/api/db/database';
import { captureLog } from '../tests/unit/api/log-capture';
import { attemptRow, awayRow, examRow, paperRow } from './fixtures/exam-rows';

/**
 * Issue #34 server figures, reported and never asserted: GET batches/insights of a stored batch of 2,000 participants
 * and 40 ended lectures (80,000 attendance records with 160,000 entries, four exams of 2,000 attempts) on PGlite in
 * memory, p50/p95 over 20 calls after 3 warm-up calls (the goal: p95 ≤ 150 ms); then the attendance CSV
 * (80,000 rows) and XLSX exports: time to the last byte and the process's peak RSS growth while it streams.
 * Then the trainer dashboard of the batch's trainer (its at-risk count runs the same rules). Every figure is printed
 * with the machine's 1-minute load average beside it (the machine is shared: compare figures at similar loads).
 * `--verbose`: each read and the aggregation timed alone (median of 5), to see where the time goes.
 */
const PEOPLE = 2000;
const LECTURES = 40;
const EXAMS = 4;
const WARM_UP = 3;
const RUNS = 20;
const BATCH = { id: 990, no: 9901 };
const TRAINER = 2;
const FIRST_PERSON = 990_001;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CHUNK = 2000;

const now = Date.now();
const ms = (value: number) => `${value.toFixed(1)} ms`;
const load = () => `[load ${loadavg()[0]!.toFixed(1)}]`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

async function insertAll<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += CHUNK) await insert(rows.slice(at, at + CHUNK));
}

/** The batch: 2,000 people, 40 daily lectures ending yesterday, every place marked (ten patterns), four exams. */
export async function seedBatch(db: Db): Promise<void> {
  const start = new Date(now - (LECTURES + 1) * DAY);
  const day = (n: number) => new Date(start.getTime() + n * DAY);
  await db.insert(batches).values({
    id: BATCH.id,
    batch_no: BATCH.no,
    title: 'Insights Bench',
    title_ar: 'قياس الأداء',
    start_date: start.toISOString().slice(0, 10),
    end_date: new Date(now + DAY).toISOString().slice(0, 10),
    status: 'active',
  });
  await db.insert(batchTrainers).values({ batch_id: BATCH.id, user_id: TRAINER });
  const people = Array.from({ length: PEOPLE }, (_, n) => FIRST_PERSON + n);
  await insertAll(people, (chunk) =>
    db
      .insert(participants)
      .values(
        chunk.map((id) => ({ id, name: `Learner ${id}`, arabic_name: `متدرب ${id}`, email: `${id}@bench.test` })),
      ),
  );
  await insertAll(people, (chunk) =>
    db.insert(batchParticipants).values(
      chunk.map((id) => ({
        id,
        batch_id: BATCH.id,
        participant_id: id,
        status: 'Active' as const,
        enrollment_date: '2026-01-01',
      })),
    ),
  );
  const lectureIds = Array.from({ length: LECTURES }, (_, n) => 990_000 + n);
  await db.insert(lectures).values(
    lectureIds.map((id, n) => ({
      id,
      batch_id: BATCH.id,
      course_id: 1,
      title: `Bench Lecture ${n + 1}`,
      title_ar: `محاضرة ${n + 1}`,
      start_at: day(n),
      end_at: new Date(day(n).getTime() + 2 * HOUR),
      venue: 'Hall',
      venue_ar: 'القاعة',
      delivered_by: TRAINER,
    })),
  );
  for (const [n, lecture] of lectureIds.entries()) {
    const begin = day(n).getTime();
    const statuses = people.map((id) => ['PRESENT', 'PRESENT', 'FLAGGED', 'ABSENT', 'EXCUSED'][(id + n) % 5]!);
    const made = await db
      .insert(attendanceRecords)
      .values(
        people.map((id, at) => ({
          lecture_id: lecture,
          batch_id: BATCH.id,
          participant_id: id,
          batch_participant_id: id,
          status: statuses[at]!,
          is_late: (id + n) % 7 === 0,
          created_at: new Date(begin),
          updated_at: new Date(begin),
        })),
      )
      .returning({ id: attendanceRecords.id, status: attendanceRecords.status });
    const entries = made
      .filter((record) => record.status === 'PRESENT' || record.status === 'FLAGGED')
      .flatMap((record) => [
        { record_id: record.id, kind: 'IN', at: new Date(begin + 5 * 60_000) },
        { record_id: record.id, kind: 'OUT', at: new Date(begin + (record.id % 3 === 0 ? 60 : 121) * 60_000) },
      ])
      .map((entry) => ({ ...entry, client_timestamp: null, language: 'En', source: 'SCANNED' }));
    await insertAll(entries, (chunk) => db.insert(attendanceEntries).values(chunk));
  }
  for (let n = 0; n < EXAMS; n++) {
    const opens = day(n * 10 + 1);
    const [exam] = await db
      .insert(exams)
      .values(
        examRow({
          no: 99_000 + n,
          title: `Bench Exam ${n + 1}`,
          title_ar: `اختبار ${n + 1}`,
          batch_id: BATCH.id,
          status: 'Ended',
          start: opens,
          end: new Date(opens.getTime() + HOUR),
        }),
      )
      .returning({ id: exams.id });
    await db.insert(examPapers).values(paperRow(exam!.id));
    const takers = people.filter((id) => id % 13 !== n);
    const attempts = await db
      .insert(examAttempts)
      .values(
        takers.map((id) => {
          const percentage = (id * 7 + n * 11) % 101;
          return attemptRow({
            exam_id: exam!.id,
            participant_id: id,
            batch_participant_id: id,
            passing_status: percentage >= 60 ? 'Pass' : 'Fail',
            percentage,
            attempt_date_time: opens,
          });
        }),
      )
      .returning({ id: examAttempts.id });
    const events = attempts
      .filter((attempt) => attempt.id % 9 === 0)
      .map((attempt) => awayRow(attempt.id, null, opens, 30_000, true));
    await insertAll(events, (chunk) => db.insert(examEvents).values(chunk));
  }
  await db
    .insert(assessmentCriteria)
    .values({ id: 9901, batch_id: BATCH.id, title: 'Practical', title_ar: 'عملي', exam_no: null });
  await db.insert(assessmentSubCriteria).values([
    { id: 99_011, criterion_id: 9901, title: 'A', title_ar: 'أ', max_score: 10, weightage: 50 },
    { id: 99_012, criterion_id: 9901, title: 'B', title_ar: 'ب', max_score: 20, weightage: 50 },
  ]);
}

/** The API on a loopback port of the system's choosing (sign-in reads the client's address off the socket). */
async function serve(api: Api): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer(getRequestListener(api.app.fetch));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/backend/`;
  return { base, close: () => new Promise((done) => server.close(() => done())) };
}

function call(base: string, path: string, token: string): Promise<Response> {
  return fetch(base + path, { headers: { Authorization: `Bearer ${token}` } });
}

/** Time to the last byte of a download, and the highest RSS seen above the starting one while it ran. */
async function download(
  base: string,
  path: string,
  token: string,
): Promise<{ took: number; bytes: number; peak: number; heap: number }> {
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  let heap = before.heapUsed + before.external;
  const sample = () => {
    const now = process.memoryUsage();
    peak = Math.max(peak, now.rss);
    heap = Math.max(heap, now.heapUsed + now.external);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  const response = await call(base, path, token);
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    sample();
  }
  const took = performance.now() - started;
  clearInterval(sampler);
  return { took, bytes, peak: peak - before.rss, heap: heap - before.heapUsed - before.external };
}

/** Median of five calls of `work`, in ms. */
async function median(work: () => Promise<unknown> | unknown): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return quantile(times, 0.5);
}

/** Each part of the insights route alone: the scope's reads, the attendance counts, the exams, the scores, the JS. */
async function profile(db: Db): Promise<void> {
  const batch = (await batchByNo(db, BATCH.no))!;
  const [lectureList, roster, criteria] = await Promise.all([
    lecturesOfBatches(db, [batch.id]),
    rosterOf(db, batch),
    criteriaOfBatch(db, batch.id),
  ]);
  const scope = { batch, lectures: lectureList, roster, criteria };
  const range = { from: batch.start_date, to: batch.end_date };
  const sources = { attendanceCounts, examFacts };
  const input = await insightsInput(db, sources, scope, range, now, 'en');
  const parts: [string, () => Promise<unknown> | unknown][] = [
    ['batch by number (places)', () => batchByNo(db, BATCH.no)],
    ['roster (participants)', () => rosterOf(db, batch)],
    ['lectures + criteria', () => Promise.all([lecturesOfBatches(db, [batch.id]), criteriaOfBatch(db, batch.id)])],
    ['attendance counts (SQL)', () => attendanceCounts(db, [{ roster, lectures: lectureList }], now)],
    ['exam facts (SQL)', () => examFacts(db, [batch.id])],
    ['entered scores', () => scoresOfSubs(db, [99_011, 99_012])],
    ['all inputs (concurrent)', () => insightsInput(db, sources, scope, range, now, 'en')],
    ['aggregation (JS)', () => insightsOfCounts(input, { batch_no: String(BATCH.no), ...range })],
  ];
  for (const [label, work] of parts) console.log(`  ${label.padEnd(26)} median ${ms(await median(work))} ${load()}`);
}

async function main(): Promise<void> {
  const api = await createApi({
    database: { kind: 'pglite', dataDir: 'memory' },
    jobs: false,
    seedHashCost: 1024,
    attendanceSecret: 'bench-attendance-secret-0123456789abcdef',
    // Request and database lines kept in memory, not printed between the figures.
    log: captureLog().log,
  });
  const seeding = performance.now();
  await seedBatch(api.database.db);
  console.log(
    `seeded ${PEOPLE} × ${LECTURES} records and ${EXAMS} exams in ${ms(performance.now() - seeding)} ${load()}`,
  );
  if (process.argv.includes('--verbose')) await profile(api.database.db);
  const { base, close } = await serve(api);
  const login = await fetch(`${base}auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'trainer', password: 'Academy#2026' }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;

  const times: number[] = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    const started = performance.now();
    const response = await call(base, `batches/insights/${BATCH.no}`, token);
    const body = (await response.json()) as { data: { learners: unknown[]; lectures: unknown[]; at_risk: unknown[] } };
    if (response.status !== 200 || body.data.learners.length !== PEOPLE || body.data.lectures.length !== LECTURES)
      throw new Error(`insights answered ${response.status}`);
    if (run >= WARM_UP) times.push(performance.now() - started);
  }
  console.log(
    `insights (${PEOPLE} learners × ${LECTURES} lectures, ${EXAMS} exams), ${RUNS} calls: ` +
      `p50 ${ms(quantile(times, 0.5))}, p95 ${ms(quantile(times, 0.95))}, max ${ms(Math.max(...times))} (goal p95 ≤ 150 ms) ${load()}`,
  );
  for (const format of ['csv', 'xlsx'] as const) {
    const { took, bytes, peak, heap } = await download(
      base,
      `batches/export/${BATCH.no}?table=attendance&format=${format}`,
      token,
    );
    console.log(
      `attendance ${format.toUpperCase()} (${PEOPLE * LECTURES} rows): ${ms(took)}, ${mb(bytes)}, peak growth RSS ${mb(peak)}, heap + external ${mb(heap)} ${load()}`,
    );
  }
  const small = await download(base, `batches/export/${BATCH.no}?table=at_risk&format=csv`, token);
  console.log(`at-risk CSV (2,000 learners' reasons): ${ms(small.took)} ${load()}`);
  const dashboard: number[] = [];
  for (let run = 0; run < 1 + 5; run++) {
    const started = performance.now();
    const response = await call(base, `reports/v2/dashboard/trainer/${TRAINER}`, token);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`trainer dashboard answered ${response.status}`);
    if (run > 0) dashboard.push(performance.now() - started);
  }
  console.log(
    `trainer dashboard (its at-risk count covers this batch), 5 calls: median ${ms(quantile(dashboard, 0.5))} ${load()}`,
  );
  await close();
  await api.close();
}

if (process.argv[1] === import.meta.filename)
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
