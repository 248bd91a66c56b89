import type { Lang } from '../../types';
import type { Company } from '../content/directory';
import { pick } from '../../bilingual';
import { examStatus } from './exam-status';
import type { OwnExam } from './records';
import { isTaken, paperSeconds, remainingSeconds, timeLimitWith } from './scoring';
import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord } from './types';

// GET exams/take/{examNo}: the §3 take response, with every window computed from the request's now so each §4 view
// follows from the data. Correct answers never leave the server here.

const seconds = (ms: number) => Math.round(ms / 1000);

/** What the route read for the take response: the caller's attempt (settled), its answers, and whether the before-exam survey is given. */
export interface TakeState {
  attempt: ExamAttemptRecord | undefined;
  answers: readonly ExamAnswerRecord[];
  beforeFeedbackGiven: boolean;
  /** The learner's time beyond the paper's: the attempt's own, or before it starts, their allowance (issue #33). */
  extraSeconds: number;
}

/** The brands a take response names, looked up by the route (content's directory): the participant's and the paper's. */
export interface TakeCompanies {
  participant: Company | undefined;
  provider: Company | undefined;
}

/** exam_obj: the paper's questions with their choices (no correct answers). */
function examObj(own: OwnExam, paper: ExamPaperRecord, lang: Lang, extraSeconds: number) {
  const seconds = paperSeconds(paper) + extraSeconds;
  return {
    record_id: own.exam.id,
    title: pick(lang, own.exam.title, own.exam.title_ar),
    // The exam's own length in minutes (the window it may be taken in is the exam record's `duration`).
    duration: Math.ceil(seconds / 60),
    // The learner's own limit: extra time stretches a per-question limit in proportion (issue #33).
    time_limit: timeLimitWith(paper, extraSeconds),
    timer_type: paper.timer_type,
    language: paper.language,
    batch: { title: pick(lang, own.batch.title, own.batch.title_ar) },
    questions: paper.questions.map((question) => ({
      record_id: question.id,
      question_id: question.question_id,
      question: question.question,
      question_type: 'Multiple Choice',
      choices: question.choices.map((choice, index) => ({ choice, record_id: question.id * 10 + index + 1 })),
    })),
  };
}

function participantObj(own: OwnExam, paper: ExamPaperRecord | null, company: Company | undefined) {
  const { participant, place } = own;
  return {
    name: participant.name,
    email: participant.email,
    record_id: participant.id,
    batch_participant_id: place.id,
    company_id: company?.id ?? null,
    company_name: participant.company,
    email_template_language: company?.default_language ?? 'en',
    eligible_for_exam: !(paper?.ineligible.includes(participant.id) ?? false),
    user_profile: { cnic: participant.nid, user_id: participant.user_id },
  };
}

/**
 * attempted_questions_obj: the attempt's answered and skipped questions, so a reload resumes where it was; in the
 * order first saved (a record keeps its id when answered again), which is the order shown: the client numbers by it.
 */
function attemptedObj(paper: ExamPaperRecord, answers: readonly ExamAnswerRecord[]) {
  const bankIds = new Map(paper.questions.map((question) => [question.id, question.question_id]));
  return [...answers]
    .sort((a, b) => a.id - b.id)
    .map((answer) => ({
      exam_question_id: answer.exam_question_id,
      question_id: bankIds.get(answer.exam_question_id) ?? null,
      attempted_answer: [...answer.answer],
      is_skipped: answer.skipped && answer.answer.length === 0,
    }));
}

/** The question shown last: the newest saved one, or the first question. */
function activeQuestion(paper: ExamPaperRecord, answers: readonly ExamAnswerRecord[]): number | null {
  const newest = [...answers].sort((a, b) => a.saved_at.localeCompare(b.saved_at) || a.id - b.id).at(-1);
  return newest?.exam_question_id ?? paper.questions[0]?.id ?? null;
}

function resultFields(attempt: ExamAttemptRecord | undefined, paper: ExamPaperRecord) {
  const shown = attempt && isTaken(attempt) && paper.is_show_result;
  return {
    passing_status: shown ? attempt.passing_status : null,
    percentage: shown ? attempt.percentage : null,
    scored: shown ? attempt.scored : null,
    total_score: shown ? attempt.total_score : null,
  };
}

/** Feedback state: before-exam feedback is done once given; after-exam once the attempt's feedback is no longer pending. */
function feedbackFields(paper: ExamPaperRecord, { attempt, beforeFeedbackGiven }: TakeState) {
  const timing = paper.feedback_timing;
  const completed =
    timing === 'before'
      ? beforeFeedbackGiven
      : timing === 'after'
        ? Boolean(attempt && isTaken(attempt) && !attempt.is_feedback_pending)
        : false;
  return {
    feedback_completed: completed,
    feedback_timing: timing ?? '',
    feedback_started: false,
    feedback_attempted: completed,
    is_npo_course: paper.is_npo_course,
    feedback_attempt_obj: null,
  };
}

/** An exam that cannot be taken here (cancelled, or marked by hand): not-available, with the participant card. */
function notAvailable(own: OwnExam, now: number, company: Company | undefined) {
  return {
    exam_found: false,
    exam_obj: null,
    participant_found: true,
    participant_obj: participantObj(own, own.paper, company),
    attempt_found: false,
    attempt_obj: null,
    attempted_questions_obj: [],
    server_time: now,
  };
}

/** The take response of the caller's exam at `now`, from what the route read (`state`). */
export function takeResponse(own: OwnExam, state: TakeState, now: number, lang: Lang, companies: TakeCompanies) {
  const { exam, paper } = own;
  if (!paper || examStatus(exam, now) === 'Cancelled') return notAvailable(own, now, companies.participant);
  const start = Date.parse(exam.start_date_time);
  const end = Date.parse(exam.end_date_time);
  const { attempt, answers } = state;
  const taken = attempt !== undefined && isTaken(attempt);
  const company = companies.provider;
  return {
    exam_found: true,
    provided_by_logo: company ? `/backend/storage/company/${company.id}/logo.svg` : null,
    provided_by_name: company?.name ?? null,
    provided_by_id: company?.id ?? null,
    exam_obj: examObj(own, paper, lang, state.extraSeconds),
    exam_started: now >= start,
    exam_starts_in: Math.max(0, seconds(start - now)),
    // An attempt in progress may run past the window's end: the attempt's own deadline rules it.
    exam_ended: now >= end && !(attempt && !taken),
    exam_ends_in: seconds(end - now),
    participant_found: true,
    participant_obj: participantObj(own, paper, companies.participant),
    attempt_found: attempt !== undefined,
    attempt_obj: attempt ? { record_id: attempt.id } : null,
    active_question: attempt && !taken ? activeQuestion(paper, answers) : null,
    remaining_time:
      attempt && !taken ? remainingSeconds(attempt, paper, now) : paperSeconds(paper) + state.extraSeconds,
    exam_taken: taken,
    ...resultFields(attempt, paper),
    total_questions: paper.questions.length,
    attempted_questions: answers.filter((answer) => answer.answer.length > 0).length,
    attempted_questions_obj: attemptedObj(paper, answers),
    is_show_result: paper.is_show_result,
    ...feedbackFields(paper, state),
    server_time: now,
  };
}
