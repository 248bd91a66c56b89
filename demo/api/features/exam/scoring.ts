import type { ExamAnswerRecord, ExamAttemptRecord, ExamPaperRecord } from './types';

// The server's authority over an attempt: its deadline, its score and its completion.

/** The whole paper's time in seconds: the limit, or the limit per question for a per-question timer. */
export function paperSeconds(paper: Pick<ExamPaperRecord, 'time_limit' | 'timer_type' | 'questions'>): number {
  return paper.timer_type === '2' ? paper.time_limit : paper.time_limit * paper.questions.length;
}

/** The attempt's own time in seconds: the paper's plus its allowance and extensions. */
export function attemptSeconds(attempt: Pick<ExamAttemptRecord, 'extra_seconds'>, paper: ExamPaperRecord): number {
  return paperSeconds(paper) + attempt.extra_seconds;
}

/** The limit a page's timer counts with `extraSeconds` more: the total's, or one question's stretched in proportion. */
export function timeLimitWith(paper: ExamPaperRecord, extraSeconds: number): number {
  if (paper.timer_type === '2') return paper.time_limit + extraSeconds;
  const base = paperSeconds(paper);
  return base === 0 ? paper.time_limit : Math.floor((paper.time_limit * (base + extraSeconds)) / base);
}

/** An answer may arrive this long after the deadline: the one a timed-out page submits at zero, over a slow network. */
export const DEADLINE_GRACE_MS = 15_000;

/** The attempt's deadline (epoch ms): its start plus its own time (the paper's, its allowance, its extensions). */
function deadlineOf(attempt: ExamAttemptRecord, paper: ExamPaperRecord): number {
  return Date.parse(attempt.attempt_date_time ?? '') + attemptSeconds(attempt, paper) * 1000;
}

/** Whole seconds left before the deadline, never negative. */
export function remainingSeconds(attempt: ExamAttemptRecord, paper: ExamPaperRecord, now: number): number {
  return Math.max(0, Math.ceil((deadlineOf(attempt, paper) - now) / 1000));
}

/** Answers are refused once the deadline and its grace have passed. */
export function isPastDeadline(attempt: ExamAttemptRecord, paper: ExamPaperRecord, now: number): boolean {
  return now > deadlineOf(attempt, paper) + DEADLINE_GRACE_MS;
}

/** Taken: scored (Pass, Fail, or a seeded Incomplete / Not attempted). */
export function isTaken(attempt: ExamAttemptRecord): boolean {
  return attempt.passing_status !== null;
}

/** Sat: started by the learner and scored. A 'Not attempted' record has no result and no answer key to show (#29). */
export function isSat(attempt: ExamAttemptRecord): boolean {
  return isTaken(attempt) && attempt.passing_status !== 'Not attempted' && attempt.attempt_date_time !== null;
}

/** The score: marks per correct answer (unanswered and skipped count as wrong), percentage with two decimals, pass mark. */
function scoreOf(paper: ExamPaperRecord, answers: readonly ExamAnswerRecord[]) {
  const byQuestion = new Map(answers.map((answer) => [answer.exam_question_id, answer]));
  const right = paper.questions.filter((question) => {
    const answer = byQuestion.get(question.id);
    return answer !== undefined && answer.answer.length === 1 && answer.answer[0] === question.correct;
  }).length;
  const total = paper.questions.length * paper.marks;
  const scored = right * paper.marks;
  const percentage = total === 0 ? 0 : Math.round((scored / total) * 10000) / 100;
  return { scored, total, percentage, passing: percentage >= paper.pass_mark ? ('Pass' as const) : ('Fail' as const) };
}

/** Scores and closes an attempt (idempotent: a taken attempt is left as it is). */
export function completeAttempt(
  attempt: ExamAttemptRecord,
  paper: ExamPaperRecord,
  answers: readonly ExamAnswerRecord[],
  now: number,
): void {
  if (isTaken(attempt)) return;
  const score = scoreOf(paper, answers);
  const started = Date.parse(attempt.attempt_date_time ?? '');
  attempt.passing_status = score.passing;
  attempt.scored = score.scored;
  attempt.total_score = score.total;
  attempt.percentage = score.percentage;
  attempt.total_time_spent = Math.max(0, Math.min(Math.round((now - started) / 1000), attemptSeconds(attempt, paper)));
  attempt.is_feedback_pending = paper.feedback_timing === 'after';
}
