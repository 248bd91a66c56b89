import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type {
  QuestionAttemptRequest,
  QuestionAttemptResult,
  SkipQuestionRequest,
} from '../../../../src/core/api/schemas/exam';
import type { AnswerStore } from '../../../../src/core/exam/answer-store';
import { emptyQueue, enqueueCall, type QueuedCall } from '../../../../src/core/exam/answer-queue';
import { questionHeading, showsFinish } from '../../../../src/core/exam/exam-navigation';
import { createTakeSession } from '../../../../src/core/exam/take-session';
import { take } from './exam-fixtures';

// §4 an active attempt: Next queues the answer with ISO times and counts, Skip lists and revisits last, Finish,
// time-outs, the server's completion and reload, and answers and skips still queued from before a reload count.

const T0 = Date.parse('2026-11-23T09:00:00Z');

/** A fake answer store that records what is queued and lets the test play the server's answers. */
function fakeAnswers(initial: QueuedCall[] = []) {
  const state = signal(initial.reduce(enqueueCall, emptyQueue()));
  const queued: QuestionAttemptRequest[] = [];
  const skipped: SkipQuestionRequest[] = [];
  const listeners = new Set<(result: QuestionAttemptResult, body: QuestionAttemptRequest) => void>();
  const store = {
    queue: state,
    indicator: signal({ status: 'saved', count: 0 }),
    enqueue: (body: QuestionAttemptRequest) => void queued.push(body),
    enqueueSkip: (body: SkipQuestionRequest) => void skipped.push(body),
    flush: () => Promise.resolve(),
    onResult: (listener: (result: QuestionAttemptResult, body: QuestionAttemptRequest) => void) => (
      listeners.add(listener),
      () => listeners.delete(listener)
    ),
    drained: () => Promise.resolve(),
    dispose: () => undefined,
  } as unknown as AnswerStore;
  const answer = (result: Partial<QuestionAttemptResult>, body: QuestionAttemptRequest) =>
    listeners.forEach((listener) => listener(result as QuestionAttemptResult, body));
  return { store, queued, skipped, answer };
}

/** An answer (to `question`, then showing `next`) and a skip, as a reload finds them still queued. */
const queuedAnswer = (question: string, next: string): QueuedCall => ({
  kind: 'answer',
  body: {
    exam_question_id: question,
    question_id: '9001',
    exam_attempt_id: '88',
    exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
    exam_question_attempt_ended_at: '2026-11-23T09:00:06.000Z',
    attempted_answer: ['CO2'],
    total_questions: 3,
    attempted_questions: 1,
    active_question: next,
    exam_completed: false,
  },
});
const queuedSkip = (question: string, next: string): QueuedCall => ({
  kind: 'skip',
  body: { exam_question_id: question, question_id: '9001', exam_attempt_id: '88', active_question: next },
});

const active = (over: Record<string, unknown> = {}) =>
  take({ attempt_found: true, attempt_obj: { record_id: 88 }, ...over });

function session(over: Record<string, unknown> = {}, initial: QueuedCall[] = []) {
  const answers = fakeAnswers(initial);
  let now = T0;
  const log = vi.fn();
  // random 0: always the first fresh question, so the order is the exam's.
  const s = createTakeSession(active(over), { answers: answers.store, random: () => 0, now: () => now, log });
  return { s, answers, log, later: (ms: number) => (now += ms) };
}

describe('createTakeSession', () => {
  it('opens at the first open question; Next needs a choice and queues it with ISO times, counts and the next question', () => {
    const { s, answers, later } = session();
    expect(s.navigation.value.current).toBe('301');
    expect(s.next()).toBe(false);
    later(5000);
    s.choose('CO2');
    expect(s.chosenAt.value).toBe(T0 + 5000);
    later(1000);
    expect(s.next()).toBe(true);
    expect(answers.queued[0]).toMatchObject({
      exam_question_id: '301',
      question_id: '9001',
      exam_attempt_id: '88',
      exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
      exam_question_attempt_ended_at: '2026-11-23T09:00:06.000Z',
      attempted_answer: ['CO2'],
      total_questions: 3,
      attempted_questions: 1,
      active_question: '302',
      exam_completed: false,
      idempotency_key: '88:301',
    });
    expect(s.navigation.value.current).toBe('302');
    expect(s.chosen.value).toBeNull();
  });

  it("skips to the next question, brings skipped ones back last as 'Skipped Question n', and finishes when all are answered", () => {
    const { s, answers } = session();
    s.skip();
    expect(answers.skipped).toEqual([
      { exam_question_id: '301', question_id: '9001', exam_attempt_id: '88', active_question: '302' },
    ]);
    s.choose('Pull, Aim, Squeeze, Sweep');
    s.next();
    s.skip();
    expect(s.navigation.value.current).toBe('301');
    expect(questionHeading(s.navigation.value)).toEqual({ kind: 'skipped', n: 1 });
    s.choose('CO2');
    expect(showsFinish(s.navigation.value)).toBe(false);
    s.next();
    expect(s.navigation.value.current).toBe('303');
    s.choose('x');
    expect(showsFinish(s.navigation.value)).toBe(true);
    s.next();
    expect(s.finished.value).toBe('answered');
    expect(answers.queued.at(-1)).toMatchObject({
      exam_question_id: '303',
      exam_completed: true,
      attempted_questions: 3,
      active_question: null,
    });
  });

  it('total time-out sends the chosen answer as the last one; with none chosen it only finishes', () => {
    const first = session();
    first.s.choose('CO2');
    first.s.timeUp();
    expect(first.s.finished.value).toBe('time-up');
    expect(first.answers.queued).toHaveLength(1);
    expect(first.answers.queued[0]).toMatchObject({ exam_completed: true, attempted_answer: ['CO2'] });
    const second = session();
    second.s.timeUp();
    expect(second.answers.queued).toHaveLength(0);
    expect(second.s.finished.value).toBe('time-up');
    second.s.choose('late');
    expect(second.s.chosen.value).toBeNull();
  });

  it('a per-question time-out sends the chosen answer, or records a skip, and moves on for good', () => {
    const { s, answers } = session();
    s.questionTimeUp();
    expect(answers.queued).toHaveLength(0);
    expect(answers.skipped).toEqual([
      { exam_question_id: '301', question_id: '9001', exam_attempt_id: '88', active_question: '302' },
    ]);
    expect(s.navigation.value).toMatchObject({ current: '302', answered: ['301'], skipped: [] });
    s.choose('PASS');
    s.questionTimeUp();
    expect(answers.queued[0]).toMatchObject({ exam_question_id: '302', attempted_answer: ['PASS'] });
    s.questionTimeUp();
    expect(s.finished.value).toBe('answered');
  });

  it("follows the server: completion ends the attempt, 'reload' asks the page to reload", () => {
    const { s, answers } = session();
    s.choose('CO2');
    s.next();
    answers.answer({ reload: true }, answers.queued[0]!);
    expect(s.reloadRequested.value).toBe(true);
    answers.answer({ is_completed: true }, answers.queued[0]!);
    expect(s.finished.value).toBe('server');
  });

  it('counts answers still queued from before a reload as answered and resumes at their next question', () => {
    const { s } = session({ active_question: '301' }, [queuedAnswer('301', '303')]);
    expect(s.navigation.value.answered).toEqual(['301']);
    expect(s.navigation.value.current).toBe('303');
  });

  it('counts skips still queued from before a reload as skipped, and a skipped question answered since as answered', () => {
    const { s } = session({ active_question: '301' }, [queuedSkip('301', '302')]);
    expect(s.navigation.value).toMatchObject({ answered: [], skipped: ['301'], current: '302' });
    // The skipped question was the first shown: the next one is the second, every question counted once.
    expect(questionHeading(s.navigation.value)).toEqual({ kind: 'question', n: 2, total: 3 });
    expect(s.navigation.value.shown).toEqual(['301', '302']);
    const answeredSince = session(
      {
        active_question: '302',
        attempted_questions_obj: [{ exam_question_id: 301, attempted_answer: [], is_skipped: 1 }],
      },
      [queuedAnswer('301', '302')],
    );
    expect(answeredSince.s.navigation.value).toMatchObject({ answered: ['301'], skipped: [], current: '302' });
  });

  it("says 'Missing required question data' when the attempt id is missing, and queues nothing", () => {
    const { s, answers, log } = session({ attempt_obj: null });
    s.choose('CO2');
    s.next();
    expect(answers.queued).toHaveLength(0);
    expect(s.error.value).toBe('exam.errors.missingQuestionData');
    expect(log).toHaveBeenCalledWith('Missing required question data: exam_attempt_id');
  });

  it('resumes the server’s answered and skipped questions', () => {
    const { s } = session({
      active_question: 302,
      attempted_questions_obj: [
        { exam_question_id: 301, attempted_answer: ['CO2'] },
        { exam_question_id: 303, attempted_answer: [], is_skipped: 1 },
      ],
    });
    expect(s.navigation.value).toMatchObject({ answered: ['301'], skipped: ['303'], current: '302' });
  });
});
