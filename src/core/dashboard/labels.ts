import type { PreviousExam, UpcomingExam } from '../api/schemas/dashboard';
import { examFeedbackHref, examResultHref, examTakeHref } from './links';

/** Status words compared case-insensitively, with spaces, underscores and hyphens alike. */
const normal = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

export type LectureStatus = 'active' | 'completed' | 'upcoming';

/** §4: 'active' → active, 'completed' → completed, anything else upcoming. */
export function lectureStatus(status: string | null | undefined): LectureStatus {
  const value = normal(status);
  return value === 'active' || value === 'completed' ? value : 'upcoming';
}

/** Why an upcoming exam's row offers no link: the take page would refuse or only wait, or there is no result. */
export type ExamActionReason = 'not-eligible' | 'results-pending' | 'not-attempted' | 'not-open-yet';

/** 'Take exam' shows from this long before an invited exam starts; earlier the take page would only count down hours. */
export const TAKE_OPENS_BEFORE_MS = 60 * 60 * 1000;

export type ExamAction = { kind: 'take' | 'results'; href: string } | { kind: 'reason'; reason: ExamActionReason };

/**
 * §2: 'Take exam' for Live or Invitation Sent, 'View results' for Ended, nothing for Cancelled (or anything else) —
 * but never a link to a page that refuses: an explicit `eligible_for_exam: false` says 'Not eligible', and an ended
 * exam whose `result_state` is not 'available' says why ('Results pending', 'Not attempted'); an invited exam more
 * than `TAKE_OPENS_BEFORE_MS` from its start says it is not open yet (#29 item 9). Missing fields keep §2.
 */
export function upcomingExamAction(
  exam: Pick<UpcomingExam, 'no' | 'status' | 'eligible_for_exam' | 'result_state' | 'start_date_time'>,
  now: number = Date.now(),
): ExamAction | null {
  const status = normal(exam.status);
  if (status === 'live' || status === 'invitation sent') {
    if (exam.eligible_for_exam === false) return { kind: 'reason', reason: 'not-eligible' };
    const start = Date.parse(exam.start_date_time ?? '');
    if (status === 'invitation sent' && start - now > TAKE_OPENS_BEFORE_MS)
      return { kind: 'reason', reason: 'not-open-yet' };
    return { kind: 'take', href: examTakeHref(exam.no) };
  }
  if (status !== 'ended') return null;
  const result = normal(exam.result_state);
  if (result === 'pending') return { kind: 'reason', reason: 'results-pending' };
  if (result === 'not attempted') return { kind: 'reason', reason: 'not-attempted' };
  return { kind: 'results', href: examResultHref(exam.no) };
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

/** A previous exam's links: its result (none for an exam never sat: the page has none), and its pending feedback. */
export function previousExamLinks(exam: Pick<PreviousExam, 'no' | 'is_feedback_pending' | 'passing_status'>): {
  result: string | null;
  feedback: string | null;
} {
  return {
    result: examOutcome(exam.passing_status) === 'not-attempted' ? null : examResultHref(exam.no),
    feedback: exam.is_feedback_pending ? examFeedbackHref(exam.no) : null,
  };
}

/** A banner line's promise: the certificate only for a passed exam (§4: the certificate section appears only on Pass). */
export function feedbackBannerText(exam: Pick<PreviousExam, 'passing_status'>): 'textCertificate' | 'text' {
  return examOutcome(exam.passing_status) === 'pass' ? 'textCertificate' : 'text';
}

/** The pending-feedback banner: previous exams whose feedback is still owed. */
export function pendingFeedback(exams: readonly PreviousExam[]): PreviousExam[] {
  return exams.filter((exam) => exam.is_feedback_pending === true);
}
