import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ExamQuestion, ExamTake, QuestionAttemptResult } from '../api/schemas/exam';
import type { MessageKey } from '../locale/i18n';
import type { AnswerStore } from './answer-store';
import {
  answerCurrent,
  navigationFromTake,
  skipCurrent,
  startNavigation,
  type ExamNavigation,
  type RandomSource,
} from './exam-navigation';
import { questionAttemptBody, skipQuestionBody } from './exam-requests';

// §4 an active attempt: the question shown, the chosen answer, Next / Skip / time-out, and the server's answers
// (reload, completion). Answers and skips go through the durable queue; those still queued from before a reload count
// as answered or skipped, so nothing comes back that was already given.

/** Why the attempt is over: every question answered, the time ran out, or the server said so. */
export type FinishReason = 'answered' | 'time-up' | 'server';

/** What the session needs from the page. */
export interface TakeSessionDeps {
  answers: AnswerStore;
  random: RandomSource;
  /** Wall-clock time (epoch ms) for the ISO start and end times of an answer. */
  now: () => number;
  log: (message: string, error?: unknown) => void;
}

/** One active attempt. */
export interface TakeSession {
  readonly attemptId: string;
  readonly navigation: ReadonlySignal<ExamNavigation>;
  /** How many times a question has been shown: each showing is told apart (a skipped question comes back as a new one). */
  readonly showing: ReadonlySignal<number>;
  /** The choice picked for the question shown (null: none yet). */
  readonly chosen: ReadonlySignal<string | null>;
  /** When it was picked (Next is enabled 1 s later). */
  readonly chosenAt: ReadonlySignal<number | null>;
  /** Set once the attempt is over. */
  readonly finished: ReadonlySignal<FinishReason | null>;
  /** The server asked for a reload (§4 `reload`). */
  readonly reloadRequested: ReadonlySignal<boolean>;
  /** §5 'Missing required question data' when an answer could not be built (a malformed question). */
  readonly error: ReadonlySignal<MessageKey | null>;
  question(id: string | null): ExamQuestion | undefined;
  choose(choice: string): void;
  /** Next / Finish: queues the chosen answer and shows the next question (false: nothing chosen). */
  next(): boolean;
  /** Skip: lists the question shown and moves on (ignored, and logged, with none shown). */
  skip(): void;
  /** The total timer ran out: the chosen answer (if any) is sent as the last one. */
  timeUp(): void;
  /** A per-question timer ran out: the chosen answer is sent (none: a skip is recorded) and the next question shows; it never comes back. */
  questionTimeUp(): void;
  dispose(): void;
}

/** The attempt's answered and skipped questions: the server's plus those still waiting in the queue. */
function resumeNavigation(
  take: ExamTake,
  answers: AnswerStore,
  attemptId: string,
  random: RandomSource,
): ExamNavigation {
  const fromServer = navigationFromTake(take, random);
  const queued = answers.queue.value.items.filter((item) => String(item.body.exam_attempt_id) === attemptId);
  if (queued.length === 0) return fromServer;
  const ids = (kind: 'answer' | 'skip') =>
    queued.filter((item) => item.kind === kind).map((item) => String(item.body.exam_question_id));
  const answered = [...fromServer.answered, ...ids('answer')];
  // Those the queue holds were shown after those the server has, in the order queued.
  const shown = [...fromServer.shown, ...queued.map((item) => String(item.body.exam_question_id))];
  const last = queued[queued.length - 1]!.body.active_question;
  return startNavigation(
    fromServer.questionIds,
    {
      answered,
      // A question skipped and answered since (the answer queued) counts as answered: startNavigation drops it here.
      skipped: [...fromServer.skipped.filter((id) => !answered.includes(id)), ...ids('skip')],
      shown,
      active: last == null ? fromServer.current : String(last),
    },
    random,
  );
}

/** Starts the session of the take's attempt (call only when it has one). */
export function createTakeSession(take: ExamTake, deps: TakeSessionDeps): TakeSession {
  const attemptId = String(take.attempt_obj?.record_id ?? '');
  const questions = new Map((take.exam_obj?.questions ?? []).map((question) => [question.record_id, question]));
  const navigation = signal(resumeNavigation(take, deps.answers, attemptId, deps.random));
  const showing = signal(0);
  const chosen = signal<string | null>(null);
  const chosenAt = signal<number | null>(null);
  const finished = signal<FinishReason | null>(
    navigation.value.current === null && navigation.value.questionIds.length > 0 ? 'answered' : null,
  );
  const reloadRequested = signal(false);
  const error = signal<MessageKey | null>(null);
  let shownAt = deps.now();

  const stopListening = deps.answers.onResult((result: QuestionAttemptResult, body) => {
    if (String(body.exam_attempt_id) !== attemptId) return;
    if (result.is_completed && finished.value === null) finished.value = 'server';
    else if (result.reload && finished.value === null) reloadRequested.value = true;
  });

  function show(next: ExamNavigation): void {
    batch(() => {
      navigation.value = next;
      showing.value += 1;
      chosen.value = null;
      chosenAt.value = null;
    });
    shownAt = deps.now();
  }

  /** Queues a skip of the question shown in `state` (when its ids are known) and moves on to `after`. */
  function skipTo(state: ExamNavigation, after: ExamNavigation): void {
    const question = state.current === null ? undefined : questions.get(state.current);
    const body = skipQuestionBody({
      examQuestionId: question?.record_id,
      questionId: question?.question_id ?? question?.record_id,
      attemptId,
      activeQuestion: after.current,
    });
    if (body.ok) deps.answers.enqueueSkip(body.body);
    show(after);
    if (after.current === null) finished.value = 'answered';
  }

  /** Queues the answer to the question shown; `last` marks the attempt's final answer. */
  function queueAnswer(answer: readonly string[], after: ExamNavigation, last: boolean): boolean {
    const state = navigation.value;
    const question = state.current === null ? undefined : questions.get(state.current);
    const checked = questionAttemptBody({
      examQuestionId: question?.record_id,
      questionId: question?.question_id ?? question?.record_id,
      attemptId,
      startedAt: shownAt,
      endedAt: deps.now(),
      answer,
      totalQuestions: state.questionIds.length,
      attemptedQuestions: after.answered.length,
      activeQuestion: after.current,
      completed: last,
    });
    if (!checked.ok) {
      deps.log(`Missing required question data: ${checked.missing.join(', ')}`);
      error.value = 'exam.errors.missingQuestionData';
      return false;
    }
    error.value = null;
    deps.answers.enqueue(checked.body);
    return true;
  }

  function advance(answer: readonly string[]): void {
    const after = answerCurrent(navigation.value, deps.random);
    queueAnswer(answer, after, after.current === null);
    show(after);
    if (after.current === null) finished.value = 'answered';
  }

  return {
    attemptId,
    navigation,
    showing,
    chosen,
    chosenAt,
    finished,
    reloadRequested,
    error,
    question: (id) => (id === null ? undefined : questions.get(id)),
    choose(choice) {
      if (finished.value !== null) return;
      batch(() => {
        chosen.value = choice;
        chosenAt.value = deps.now();
      });
    },
    next() {
      const choice = chosen.value;
      if (finished.value !== null || choice === null || navigation.value.current === null) return false;
      advance([choice]);
      return true;
    },
    skip() {
      if (finished.value !== null) return;
      const state = navigation.value;
      const { state: after, ignored } = skipCurrent(state, deps.random);
      if (ignored) {
        deps.log('skip with no active question');
        return;
      }
      skipTo(state, after);
    },
    timeUp() {
      if (finished.value !== null) return;
      const choice = chosen.value;
      if (choice !== null && navigation.value.current !== null) {
        const after = answerCurrent(navigation.value, deps.random);
        queueAnswer([choice], { ...after, current: null }, true);
      }
      finished.value = 'time-up';
    },
    questionTimeUp() {
      if (finished.value !== null || navigation.value.current === null) return;
      if (chosen.value !== null) {
        advance([chosen.value]);
        return;
      }
      // No choice: the server records a skip (it takes no empty answer); here the question is done and never comes back.
      const state = navigation.value;
      const after = answerCurrent(state, deps.random);
      skipTo(state, after);
    },
    dispose() {
      stopListening();
    },
  };
}
