import type { ExamTake } from '../src/core/api/schemas/exam';
import { examEventsPath, QUESTION_ATTEMPT_PATH } from '../src/core/api/exam-endpoints';
import { questionAttemptBody } from '../src/core/exam/exam-requests';
import { BOARD_POLL_MS } from '../src/core/api/schemas/exam-board';
import { enrol, signIn, signInAll, startAttempt } from './api-scenarios';
import { call, pool, sleep, spread, type Spread } from './api-server';

// bench:api's exam integrity rows (issue #33), on the current server only (the JSON-file baseline has no log): what
// logging costs the answer path, and how soon a save reaches a trainer's live board with many attempts running.

const PASSWORD = 'Candidate#2026';
const SETUP_CONCURRENCY = 4;

/** The body of an answer to question `index % n` of `take`, choice by `round`. */
function answerBody(take: ExamTake, attemptId: string, index: number, round = 0) {
  const questions = take.exam_obj?.questions ?? [];
  const question = questions[index % questions.length]!;
  const now = Date.now();
  const checked = questionAttemptBody({
    examQuestionId: question.record_id,
    questionId: question.question_id,
    attemptId,
    startedAt: now - 5000,
    endedAt: now,
    answer: [question.choices[round % question.choices.length]?.choice ?? ''],
    totalQuestions: questions.length,
    attemptedQuestions: (index % questions.length) + 1,
    activeQuestion: question.record_id,
    completed: false,
  });
  if (!checked.ok) throw new Error(`answer body misses ${checked.missing.join(', ')}`);
  return checked.body;
}

/** A page's integrity events as it sends them: a time away and a blocked shortcut. */
function eventsBody(serial: number) {
  const at = new Date().toISOString();
  return {
    events: [
      { key: `b${serial}a`, kind: 'away', detail: 'hidden', at, duration_ms: 3000 },
      { key: `b${serial}s`, kind: 'shortcut', detail: 'copy', at },
    ],
    sent_at: at,
  };
}

export interface IntegrityCost {
  off: Spread;
  on: Spread;
  errors: number;
}

/**
 * `count` answer saves one after another by each of two learners, as a page sends them, taken in turns so both see the
 * server in the same state: one learner's saves alone, the other's each with an events call sent beside it.
 */
export async function integrityCost(base: string, count: number, deadline: number): Promise<IntegrityCost> {
  const learners = await enrol(base, 2, deadline);
  if (learners.length < 2) throw new Error('two candidates needed');
  const open = async (email: string) => {
    const token = await signIn(base, email, PASSWORD);
    return { token, ...(await startAttempt(base, token)), times: [] as number[] };
  };
  const off = await open(learners[0]!.email);
  const on = await open(learners[1]!.email);
  let errors = 0;
  for (let index = 0; index < count; index++) {
    for (const [learner, withEvents] of [
      [off, false],
      [on, true],
    ] as const) {
      const events = withEvents
        ? call(base, examEventsPath(learner.attemptId), { token: learner.token, body: eventsBody(index) })
        : Promise.resolve({ status: 200 });
      const saved = await call(base, QUESTION_ATTEMPT_PATH, {
        token: learner.token,
        body: answerBody(learner.take, learner.attemptId, index, index),
      });
      learner.times.push(saved.ms);
      if (saved.status !== 200 || (await events).status !== 200) errors += 1;
    }
  }
  return { off: spread(off.times), on: spread(on.times), errors };
}

export interface BoardDelay {
  attempts: number;
  /** The board call's own latency with every attempt on it. */
  board: Spread;
  /** From a save's answer to the first board answer that counts it. */
  delay: Spread;
  saves: number;
}

/**
 * `count` learners with an attempt running at one exam; the trainer's board polled every BOARD_POLL_MS as the page
 * does, while `saves` learners each save one answer at a random moment: how long each save takes to show.
 */
export async function boardDelay(base: string, count: number, saves: number, deadline: number): Promise<BoardDelay> {
  const learners = await enrol(base, count, deadline);
  await signInAll(base, learners, deadline);
  const running: { token: string; take: ExamTake; attemptId: string; examNo: number }[] = [];
  await pool(learners.length, SETUP_CONCURRENCY, deadline, async (index) => {
    const token = learners[index]?.token;
    if (token) running.push({ token, ...(await startAttempt(base, token)) });
  });
  const examNo = running[0]?.examNo;
  if (examNo === undefined) throw new Error('no attempt started');
  const trainer = await signIn(base, 'trainer');
  const pending = new Map<number, number>();
  const delays: number[] = [];
  const boardTimes: number[] = [];
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const res = await call<{ rows: { attempt_id: number; answered: number }[] }>(base, `exams/board/${examNo}`, {
        token: trainer,
      });
      boardTimes.push(res.ms);
      const at = performance.now();
      for (const row of res.data?.rows ?? []) {
        const savedAt = pending.get(row.attempt_id);
        if (savedAt !== undefined && row.answered > 0) {
          delays.push(at - savedAt);
          pending.delete(row.attempt_id);
        }
      }
      await sleep(BOARD_POLL_MS);
    }
  })();
  const chosen = running.filter((item) => item.examNo === examNo).slice(0, saves);
  await Promise.all(
    chosen.map(async (item, index) => {
      await sleep((index / chosen.length) * 3 * BOARD_POLL_MS + Math.random() * BOARD_POLL_MS);
      const saved = await call(base, QUESTION_ATTEMPT_PATH, {
        token: item.token,
        body: answerBody(item.take, item.attemptId, 0),
      });
      if (saved.status === 200) pending.set(Number(item.attemptId), performance.now());
    }),
  );
  const until = Date.now() + 3 * BOARD_POLL_MS;
  while (pending.size > 0 && Date.now() < until) await sleep(200);
  polling = false;
  await poller;
  return { attempts: running.length, board: spread(boardTimes), delay: spread(delays), saves: delays.length };
}
