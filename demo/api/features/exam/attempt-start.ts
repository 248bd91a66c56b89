import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { MessageKey } from '../../messages';
import { allowanceOf, allowanceSeconds } from './allowances';
import { examStatus } from './exam-status';
import { attemptOf, feedbackGiven, insertAttempt, settleAttempt } from './queries';
import type { OwnExam } from './records';
import type { ResultRelease } from './result-notice';
import { isTaken } from './scoring';
import type { ExamAttemptRecord, ExamPaperRecord } from './types';

// POST exams/attempts/create's decision: resume the caller's attempt, refuse, or open one (learning §4 rules).

export type StartOutcome =
  { kind: 'resumed' | 'created'; attempt: ExamAttemptRecord } | { kind: 'refused'; status: 403 | 409; key: MessageKey };

const refused = (status: 403 | 409, key: MessageKey): StartOutcome => ({ kind: 'refused', status, key });

/**
 * Starts or resumes the participant's attempt at `now`. The attempt's row is read locked in one transaction, and the
 * unique (exam, participant) index stops a second one: of two parallel first starts, the one that lost the race
 * decides again and resumes the attempt the other opened. A refusal is answered, not thrown, so an attempt closed
 * on the way (its deadline passed) stays closed.
 */
export async function startAttempt(
  db: Db,
  own: OwnExam,
  paper: ExamPaperRecord,
  now: number,
  release: ResultRelease,
): Promise<StartOutcome> {
  const { exam, participant } = own;
  const decide = () =>
    db.transaction(async (tx): Promise<StartOutcome> => {
      // A start of an attempt in progress (a double click, a second tab) resumes it, even past the window's end.
      const existing = await attemptOf(tx, exam.id, participant.id, true);
      if (existing) {
        const current = (await settleAttempt(tx, existing, paper, now, release)) ?? existing;
        return isTaken(current) ? refused(409, 'examAlreadyTaken') : { kind: 'resumed', attempt: current };
      }
      if (examStatus(exam, now) !== 'Live') return refused(409, 'examNotOpen');
      if (paper.ineligible.includes(participant.id)) return refused(403, 'examNotEligible');
      if (paper.feedback_timing === 'before' && !(await feedbackGiven(tx, exam.id, participant.id, 'BeforeExam')))
        return refused(409, 'examFeedbackFirst');
      const attempt = await insertAttempt(tx, {
        exam_id: exam.id,
        participant_id: participant.id,
        batch_participant_id: own.place.id,
        passing_status: null,
        percentage: null,
        scored: null,
        total_score: paper.questions.length * paper.marks,
        is_feedback_pending: false,
        marking: 'marked',
        attempt_date_time: new Date(now).toISOString(),
        total_time_spent: 0,
        // The learner's allowance in the batch, fixed at the start (a later change moves it: ./allowances.ts).
        extra_seconds: allowanceSeconds(paper, await allowanceOf(tx, exam.batch_id, participant.id)),
      });
      return { kind: 'created', attempt };
    });
  return decide().catch((error: unknown) => {
    if (isUniqueViolation(error)) return decide();
    throw error;
  });
}
