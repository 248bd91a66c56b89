import type { PreviousExam, UpcomingExam } from '../api/schemas/dashboard';
import { examFeedbackHref, examResultHref, examTakeHref } from './links';

/** Status words compared case-insensitively, with spaces, underscores and hyphens alike. */
const normal = (value: string | null | undefined) => (value ?? '').trim().toLowerCase().replace(/[\s_-]+/g, ' ');

export type LectureStatus = 'active' | 'completed' | 'upcoming';

/** §4: 'active' → active, 'completed' → completed, anything else upcoming. */
export function lectureStatus(status: string | null | undefined): LectureStatus {
  const value = normal(status);
  return value === 'active' || value === 'completed' ? value : 'upcoming';
}

export type ExamAction = { kind: 'take' | 'results'; href: string };

/** §2: 'Take exam' for Live or Invitation Sent, 'view results' for Ended, nothing for Cancelled (or anything else). */
export function upcomingExamAction(exam: Pick<UpcomingExam, 'no' | 'status'>): ExamAction | null {
  const status = normal(exam.status);
  if (status === 'live' || status === 'invitation sent') return { kind: 'take', href: examTakeHref(exam.no) };
  if (status === 'ended') return { kind: 'results', href: examResultHref(exam.no) };
  return null;
}

export type UpcomingExamStatus = 'invitation-sent' | 'live' | 'ended' | 'cancelled';

/** The known upcoming-exam status (§4) for a translated badge; null shows the server's text. */
export function upcomingExamStatus(status: string): UpcomingExamStatus | null {
  const value = normal(status);
  if (value === 'invitation sent') return 'invitation-sent';
  return value === 'live' || value === 'ended' || value === 'cancelled' ? value : null;
}

export type ExamOutcome = 'pass' | 'fail' | 'incomplete' | 'not-attempted';

const OUTCOMES: Record<string, ExamOutcome> = {
  pass: 'pass',
  passed: 'pass',
  fail: 'fail',
  failed: 'fail',
  incomplete: 'incomplete',
  'in complete': 'incomplete',
  'not attempted': 'not-attempted',
};

/** §4 passing_status: Pass, Fail, Incomplete, Not attempted (and passed, failed, in_complete, not_attempted); else null. */
export function examOutcome(passingStatus: string): ExamOutcome | null {
  return OUTCOMES[normal(passingStatus)] ?? null;
}

/** A previous exam's links: its result, and its feedback while that is pending. */
export function previousExamLinks(exam: Pick<PreviousExam, 'no' | 'is_feedback_pending'>): { result: string; feedback: string | null } {
  return { result: examResultHref(exam.no), feedback: exam.is_feedback_pending ? examFeedbackHref(exam.no) : null };
}

/** The pending-feedback banner: previous exams whose feedback is still owed. */
export function pendingFeedback(exams: readonly PreviousExam[]): PreviousExam[] {
  return exams.filter((exam) => exam.is_feedback_pending === true);
}
