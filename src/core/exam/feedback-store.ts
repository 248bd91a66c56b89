import { atom, type ReadableAtom } from 'nanostores';
import { fetchFeedbackForm, submitFeedback } from '../api/exam-feedback';
import type { FeedbackQuestion, FeedbackType } from '../api/schemas/exam-feedback';
import type { Message } from '../locale/message';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { readStoredDraft, storeDraft } from './feedback-draft-storage';
import {
  answersForCourseType,
  feedbackBody,
  isFeedbackValid,
  type FeedbackAnswers,
  type FeedbackMeta,
} from './feedback-rules';

// §4/§5 feedback surveys: the exam's form per exam number, and the submission with its §5/§8 refusals.

/** The survey per exam number (it changes rarely: the default lifetime). */
const feedbackFormQuery = createQueryFamily((examNo: string) => fetchFeedbackForm(examNo));
/** One store per exam number: loads when first watched; `load({ force: true })` is Try Again. */
export const feedbackFormStore = keyedStores(feedbackFormQuery);

/** Who and what the survey is about; any id may be missing in a bad take ('Exam data not available'). */
export type FeedbackSubject = Omit<FeedbackMeta, 'userId' | 'examId'> & {
  userId: string | null | undefined;
  examId: string | null | undefined;
};

/** The outcome of Submit: ok, or the alert's message. */
export type FeedbackOutcome = { ok: true } | { ok: false; message: Message };

/**
 * §5/§8 Submit: 'Exam data not available' without the exam or the participant, 'Please answer all required
 * questions' while the form is not valid, else POST feedbacks/create; a failure is 'Failed to submit feedback. Please
 * try again.' (logged).
 */
export async function sendFeedback(
  questions: readonly FeedbackQuestion[],
  answers: FeedbackAnswers,
  subject: FeedbackSubject,
): Promise<FeedbackOutcome> {
  const { userId, examId } = subject;
  if (!userId || !examId) return { ok: false, message: { key: 'exam.errors.examDataUnavailable' } };
  if (!isFeedbackValid(questions.length, answers)) return { ok: false, message: { key: 'exam.errors.answerAll' } };
  try {
    await submitFeedback(feedbackBody(questions, answers, { ...subject, userId, examId }));
    return { ok: true };
  } catch (error) {
    console.error('[academy] Failed to submit feedback', error instanceof Error ? error.message : error);
    return { ok: false, message: { key: 'exam.errors.feedbackFailedRetry' } };
  }
}

/** The answers given so far to one survey, and the course type (NPO or not) they were given for. */
export interface FeedbackDraft {
  answers: FeedbackAnswers;
  isNpo: boolean | null;
}

/** One survey's answers, kept while its form is away (§4 Back: active → start) until it is sent. */
export interface FeedbackDraftStore {
  readonly $draft: ReadableAtom<FeedbackDraft>;
  /** The answers after a change of the form. */
  set(answers: FeedbackAnswers): void;
  /** §4 the course type is known: the answers reset when it changed. */
  courseType(isNpo: boolean): void;
  /** Sent: the next survey starts empty. */
  clear(): void;
}

const EMPTY_DRAFT: FeedbackDraft = { answers: {}, isNpo: null };
const drafts = new Map<string, FeedbackDraftStore>();

/**
 * The draft of the survey of this exam and type, one per pair, so leaving the form (Back) and coming back keeps every
 * answer, a reload too (sessionStorage, the signed-in user's only). Dropped with the user's caches (sign-out, a new
 * sign-in) together with the exam's form.
 */
export function feedbackDraft(examNo: string, type: FeedbackType): FeedbackDraftStore {
  const key = `${type}:${examNo}`;
  const known = drafts.get(key);
  if (known) return known;
  const $draft = atom<FeedbackDraft>(readStoredDraft(key) ?? EMPTY_DRAFT);
  $draft.listen((draft) => storeDraft(key, draft));
  const store: FeedbackDraftStore = {
    $draft,
    set: (answers) => $draft.set({ ...$draft.get(), answers }),
    courseType(isNpo) {
      const { answers, isNpo: previous } = $draft.get();
      if (previous !== isNpo) $draft.set({ answers: answersForCourseType(answers, previous, isNpo), isNpo });
    },
    clear: () => $draft.set(EMPTY_DRAFT),
  };
  const stop = feedbackFormQuery(examNo).onClear(() => {
    stop();
    drafts.delete(key);
    $draft.set(EMPTY_DRAFT);
  });
  drafts.set(key, store);
  return store;
}
