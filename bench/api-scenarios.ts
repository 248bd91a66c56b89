import { create } from 'superstruct';
import { BATCH_NO, LECTURE, VENUE } from '../demo/api/features/batch/ids';
import { EXAM } from '../demo/api/features/exam/ids';
import { SEED_PASSWORD } from '../demo/api/features/auth/seed';
import { ExamTakeSchema, type ExamTake } from '../src/core/api/schemas/exam';
import { examTakePath, QUESTION_ATTEMPT_PATH, START_ATTEMPT_PATH } from '../src/core/api/exam-endpoints';
import { questionAttemptBody, startAttemptBody, startInputFromTake } from '../src/core/exam/exam-requests';
import { call, median, pool, sleep, spread, writeCounters, type BenchServer, type Spread } from './api-server';

// The API bench's scenarios, each against one running server: learners made through `__dev/enroll` (setup, untimed),
// then the timed calls. Bodies are the ones the client sends (the tests' scan body; the exam page's request builders).

const PASSWORD = 'Candidate#2026';
/** Server-side scrypt runs on libuv's four threads: more setup calls at once only queue. */
const SETUP_CONCURRENCY = 4;
/** At the running lecture's venue (Dubai Campus), as the attendance tests send. */
const COORDS = { latitude: VENUE.dubaiCampus.latitude, longitude: VENUE.dubaiCampus.longitude };

export interface Learner {
  email: string;
  participantId: number;
  token?: string;
}

/** Up to `count` new verified learners enrolled in `batchNo`, none started after `deadline`. */
export async function enrol(
  base: string,
  count: number,
  deadline: number,
  batchNo: number = BATCH_NO.fireMorning,
): Promise<Learner[]> {
  const made: Learner[] = [];
  let failure = '';
  await pool(count, SETUP_CONCURRENCY, deadline, async () => {
    const res = await call<{ email: string; participant_id: number }>(base, '__dev/enroll', {
      body: { password: PASSWORD, batch_no: batchNo },
      timeoutMs: 60_000,
    });
    if (res.status === 200) made.push({ email: res.data.email, participantId: res.data.participant_id });
    else failure = `__dev/enroll answered ${res.status}`;
  });
  if (made.length === 0 && count > 0) throw new Error(failure || 'no learner enrolled within the setup time');
  return made;
}

export async function signIn(base: string, username: string, password = SEED_PASSWORD): Promise<string> {
  const res = await call<{ access_token: string }>(base, 'auth/login', {
    body: { username, password },
    timeoutMs: 60_000,
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}`);
  return res.data.access_token;
}

/** Signs every learner in (some may stay without a token past `deadline`). */
export async function signInAll(base: string, learners: Learner[], deadline: number): Promise<void> {
  await pool(learners.length, SETUP_CONCURRENCY, deadline, async (index) => {
    const learner = learners[index];
    if (learner) learner.token = await signIn(base, learner.email, PASSWORD).catch(() => undefined);
  });
}

/**
 * The check-in code the running lecture's QR page shows now (the server signs it); undefined from the JSON-file
 * baseline, which issued none and took `qr_created_at` instead.
 */
export async function shownCode(base: string, trainerToken: string): Promise<string | undefined> {
  const res = await call<{ qr_codes?: { IN: { qr_content: string } } | null }>(base, 'attendance/view/qr', {
    token: trainerToken,
    body: { related_type: 'lecture', related_id: LECTURE.fireNow },
  });
  return res.data?.qr_codes?.IN.qr_content;
}

/** A check-in at the venue with the code read from the trainer's page (both servers' fields: each ignores the other's). */
export const scanBody = (code: string | undefined) => ({
  language: 'En',
  attendance_entry_type: 'IN',
  related_id: LECTURE.fireNow,
  related_type: 'lecture',
  location_coords: COORDS,
  location_accuracy: 15,
  timestamp: Date.now(),
  qr_created_at: Date.now(),
  qr_content: code,
});

export interface CheckIns {
  sent: number;
  latency: Spread;
  errors: number;
  /** Check-ins the trainer's roster shows for these learners; null when it could not be read. */
  stored: number | null;
}

/** Each signed-in learner's check-in to the running lecture, sent evenly over `windowMs`; then the roster read back. */
export async function checkIns(
  base: string,
  learners: Learner[],
  trainerToken: string,
  windowMs: number,
): Promise<CheckIns> {
  const ready = learners.filter((learner) => learner.token);
  if (ready.length === 0) throw new Error('no learner signed in');
  const step = windowMs / ready.length;
  const code = await shownCode(base, trainerToken);
  const answers = await Promise.all(
    ready.map((learner, index) =>
      sleep(index * step).then(() => call(base, 'attendance/scan', { token: learner.token, body: scanBody(code) })),
    ),
  );
  const roster = await call<{ rows: { participant_id: number; state: string }[] }>(base, 'attendance/lecture/roster', {
    token: trainerToken,
    body: { related_type: 'lecture', related_id: LECTURE.fireNow },
  });
  const ours = new Set(ready.map((learner) => learner.participantId));
  const stored =
    roster.status === 200
      ? roster.data.rows.filter((row) => ours.has(row.participant_id) && row.state !== 'not_yet').length
      : null;
  return {
    sent: ready.length,
    latency: spread(answers.map((answer) => answer.ms)),
    errors: answers.filter((answer) => answer.status !== 200).length,
    stored,
  };
}

export interface Saves {
  sent: number;
  latency: Spread;
  errors: number;
  exam: number;
  /** Questions whose stored answer (take call) is the last one sent for it, of `questions`. */
  lastStored: number;
  questions: number;
}

async function readTake(base: string, token: string, examNo: number): Promise<ExamTake | null> {
  const res = await call(base, examTakePath(String(examNo)), { token });
  return res.status === 200 ? create(res.data, ExamTakeSchema) : null;
}

/** An attempt started by a new candidate on the first exam of batch 2401 that is open now. */
export async function startAttempt(
  base: string,
  token: string,
): Promise<{ examNo: number; take: ExamTake; attemptId: string }> {
  for (const examNo of [EXAM.fireTotalTimer, EXAM.fireLive, EXAM.fireArabic]) {
    const take = await readTake(base, token, examNo);
    if (!take?.exam_obj?.questions.length) continue;
    const checked = startAttemptBody(startInputFromTake(take));
    if (!checked.ok) continue;
    const res = await call<{ attempt_obj?: { record_id: number } }>(base, START_ATTEMPT_PATH, {
      token,
      body: checked.body,
    });
    const attemptId = res.data?.attempt_obj?.record_id;
    if ((res.status === 200 || res.status === 201) && attemptId !== undefined)
      return { examNo, take, attemptId: String(attemptId) };
  }
  throw new Error('no exam of batch 2401 could be started');
}

/** `count` answer saves on one attempt fired at once, cycling over its questions and choices; then the take read back. */
export async function answerSaves(base: string, count: number, deadline: number): Promise<Saves> {
  const [candidate] = await enrol(base, 1, deadline);
  if (!candidate) throw new Error('no candidate enrolled');
  const token = await signIn(base, candidate.email, PASSWORD);
  const { examNo, take, attemptId } = await startAttempt(base, token);
  const questions = take.exam_obj?.questions ?? [];
  const last = new Map<string, string>();
  const bodies = Array.from({ length: count }, (_, index) => {
    const question = questions[index % questions.length]!;
    const choice = question.choices[Math.floor(index / questions.length) % question.choices.length]?.choice ?? '';
    last.set(question.record_id, choice);
    const now = Date.now();
    const checked = questionAttemptBody({
      examQuestionId: question.record_id,
      questionId: question.question_id,
      attemptId,
      startedAt: now - 5000,
      endedAt: now,
      answer: [choice],
      totalQuestions: questions.length,
      attemptedQuestions: (index % questions.length) + 1,
      activeQuestion: question.record_id,
      completed: false,
    });
    if (!checked.ok) throw new Error(`answer body misses ${checked.missing.join(', ')}`);
    return checked.body;
  });
  const answers = await Promise.all(bodies.map((body) => call(base, QUESTION_ATTEMPT_PATH, { token, body })));
  const stored = (await readTake(base, token, examNo))?.attempted_questions_obj ?? [];
  const lastStored = stored.filter((item) => item.attempted_answer[0] === last.get(item.exam_question_id)).length;
  return {
    sent: count,
    latency: spread(answers.map((answer) => answer.ms)),
    errors: answers.filter((answer) => answer.status !== 200).length,
    exam: examNo,
    lastStored,
    questions: questions.length,
  };
}

export interface Profile {
  token: string;
  id: number;
  arabicName: string;
}

/** The seeded learner, signed in, as the name update needs it. */
export async function profile(base: string): Promise<Profile> {
  const token = await signIn(base, 'learner');
  const me = await call<{ id: number; arabic_name?: string }>(base, 'user/current', { token });
  if (me.status !== 200) throw new Error(`user/current answered ${me.status}`);
  return { token, id: Number(me.data.id), arabicName: me.data.arabic_name ?? '' };
}

/** How many tickets the user's ticket list counts (all statuses), as the support page's table asks. */
export async function ticketTotal(base: string, token: string): Promise<number> {
  const res = await call<{ row_numbers?: { total?: number } }>(base, 'support/ticket/table', {
    token,
    body: { status: -1, page: 0, limit: 1, search: '' },
  });
  const total = res.data?.row_numbers?.total;
  if (res.status !== 200 || typeof total !== 'number') throw new Error(`support/ticket/table answered ${res.status}`);
  return total;
}

/** One `PUT user/update/name` (alternating names, so each is a change); its latency, or throws on an error. */
async function rename(base: string, user: Profile, index: number): Promise<number> {
  const res = await call(base, 'user/update/name', {
    method: 'PUT',
    token: user.token,
    body: { id: user.id, name: index % 2 ? 'Layla Learner' : 'Layla Al Learner', arabic_name: user.arabicName },
  });
  if (res.status !== 200) throw new Error(`user/update/name answered ${res.status}`);
  return res.ms;
}

/** Median latency of `count` name updates one after another, after `warmUp` untimed ones (5). */
export async function oneWrite(base: string, user: Profile, count: number, warmUp = 5): Promise<number> {
  // The first calls after a start pay for compiling the code path, not for the data's size.
  for (let index = 0; index < warmUp; index++) await rename(base, user, index);
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await rename(base, user, index));
  return median(times);
}

export interface Bytes {
  /** write_bytes per update: what reached (or will reach) storage, counted when a page first turns dirty. */
  disk: number;
  /** wchar per update: every byte passed to write(), the HTTP answer included. */
  written: number;
}

/** Bytes the server process wrote per name update over `count` updates, a settled second either side; null off Linux. */
export async function bytesPerUpdate(server: BenchServer, user: Profile, count: number): Promise<Bytes | null> {
  await sleep(1000);
  const before = writeCounters(server.pid);
  if (before === null) return null;
  for (let index = 0; index < count; index++) await rename(server.base, user, index);
  await sleep(1000);
  const after = writeCounters(server.pid);
  return after === null
    ? null
    : { disk: (after.disk - before.disk) / count, written: (after.written - before.written) / count };
}

/** Check-ins of signed-in learners, each through its own server, `concurrency` in flight per server; check-ins per second. */
export async function throughput(
  groups: { base: string; learners: Learner[] }[],
  trainerToken: string,
  concurrency: number,
): Promise<{ perSecond: number; errors: number; sent: number }> {
  let errors = 0;
  let sent = 0;
  // Both servers share the database, so either one's code verifies on the other.
  const code = await shownCode(groups[0]?.base ?? '', trainerToken);
  const started = performance.now();
  await Promise.all(
    groups.map(({ base, learners }) => {
      const ready = learners.filter((learner) => learner.token);
      sent += ready.length;
      return pool(ready.length, concurrency, Date.now() + 120_000, async (index) => {
        const res = await call(base, 'attendance/scan', { token: ready[index]?.token, body: scanBody(code) });
        if (res.status !== 200) errors++;
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: (sent - errors) / seconds, errors, sent };
}
