import type { ExamTake, QuestionAttemptRequest, SkipQuestionRequest, StartAttemptRequest } from '../api/schemas/exam';

// §7 exam call bodies with the §5 checks before sending ('Missing required exam data: …', 'Missing required question
// data', 'Exam number is required'); their paths are api/exam-endpoints'. The texts live in the dictionaries; these
// return what is missing.

/** A body, or the names of the required fields that were missing. */
export type Checked<T> = { ok: true; body: T } | { ok: false; missing: string[] };

/** §5 the exam number trimmed, or null ('Exam number is required'). */
export function requireExamNo(examNo: string | null | undefined): string | null {
  const trimmed = examNo?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

const present = (value: string | number | null | undefined): value is string | number =>
  value != null && String(value).trim() !== '';

function missingOf(fields: Record<string, string | number | null | undefined>): string[] {
  return Object.entries(fields)
    .filter(([, value]) => !present(value))
    .map(([name]) => name);
}

/** What a start needs: the exam, the participant's batch enrolment and the participant, and the question shown first. */
export interface StartInput {
  examId: string | null | undefined;
  batchParticipantId: string | null | undefined;
  participantId: string | null | undefined;
  activeQuestion?: string | null;
}

/** §5 POST exams/attempts/create body; exam_id, batch_participant_id and participant_id are required. */
export function startAttemptBody(input: StartInput): Checked<StartAttemptRequest> {
  const fields = {
    exam_id: input.examId,
    batch_participant_id: input.batchParticipantId,
    participant_id: input.participantId,
  };
  const missing = missingOf(fields);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    body: {
      exam_id: String(input.examId),
      batch_participant_id: String(input.batchParticipantId),
      participant_id: String(input.participantId),
      active_question: input.activeQuestion ?? null,
    },
  };
}

/** The start input from the take response: exam_obj.record_id, participant_obj.batch_participant_id and record_id. */
export function startInputFromTake(take: ExamTake, activeQuestion: string | null = null): StartInput {
  return {
    examId: take.exam_obj?.record_id,
    batchParticipantId: take.participant_obj?.batch_participant_id,
    participantId: take.participant_obj?.record_id,
    activeQuestion,
  };
}

/** One answered question, as the page knows it. */
export interface QuestionAttemptInput {
  examQuestionId: string | null | undefined;
  questionId: string | null | undefined;
  attemptId: string | null | undefined;
  /** When the question was shown and when it was answered (epoch ms or Date); sent as ISO times. */
  startedAt: number | Date;
  endedAt: number | Date;
  /** Selected values (the choices' text). */
  answer: readonly string[];
  totalQuestions: number;
  attemptedQuestions: number;
  activeQuestion: string | null;
  completed: boolean;
}

/** The idempotency key of an answer: one per attempt and question, so a replay replaces instead of adding. */
export function answerKey(attemptId: string, examQuestionId: string): string {
  return `${attemptId}:${examQuestionId}`;
}

/** §5 POST exams/attempts/create/question body; exam_question_id, question_id and exam_attempt_id are required. */
export function questionAttemptBody(input: QuestionAttemptInput): Checked<QuestionAttemptRequest> {
  const fields = {
    exam_question_id: input.examQuestionId,
    question_id: input.questionId,
    exam_attempt_id: input.attemptId,
  };
  const missing = missingOf(fields);
  const startMs = new Date(input.startedAt).getTime();
  const endMs = new Date(input.endedAt).getTime();
  if (Number.isNaN(startMs) && Number.isNaN(endMs))
    missing.push('exam_question_attempt_started_at', 'exam_question_attempt_ended_at');
  if (missing.length > 0) return { ok: false, missing };
  const started = Number.isNaN(startMs) ? endMs : startMs;
  // A device clock stepping back mid-question must not send an end before the start.
  const ended = Number.isNaN(endMs) ? started : Math.max(started, endMs);
  const attemptId = String(input.attemptId);
  const examQuestionId = String(input.examQuestionId);
  return {
    ok: true,
    body: {
      exam_question_id: examQuestionId,
      question_id: String(input.questionId),
      exam_attempt_id: attemptId,
      exam_question_attempt_started_at: new Date(started).toISOString(),
      exam_question_attempt_ended_at: new Date(ended).toISOString(),
      attempted_answer: [...input.answer],
      total_questions: input.totalQuestions,
      attempted_questions: input.attemptedQuestions,
      active_question: input.activeQuestion,
      exam_completed: input.completed,
      idempotency_key: answerKey(attemptId, examQuestionId),
    },
  };
}

/** POST exams/attempts/skip/question body (same required ids as an answer). */
export function skipQuestionBody(input: {
  examQuestionId: string | null | undefined;
  questionId: string | null | undefined;
  attemptId: string | null | undefined;
  activeQuestion?: string | null;
}): Checked<SkipQuestionRequest> {
  const fields = {
    exam_question_id: input.examQuestionId,
    question_id: input.questionId,
    exam_attempt_id: input.attemptId,
  };
  const missing = missingOf(fields);
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    body: {
      exam_question_id: String(input.examQuestionId),
      question_id: String(input.questionId),
      exam_attempt_id: String(input.attemptId),
      active_question: input.activeQuestion ?? null,
    },
  };
}
