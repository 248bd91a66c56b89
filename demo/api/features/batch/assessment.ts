import type { Db } from '../../db/database';
import type { ApiRequest } from '../../request';
import { pick } from '../../bilingual';
import { localDate, localTime } from '../../local-time';
import type { AssessmentCriterionRecord, AssessmentScoreRecord, Enrolment, LectureRecord } from './types';
import type { AttendanceMark, BatchPageSources } from './page-sources';
import type { BatchScope } from './scope';
import { scoresAreFinal, seededScore } from './seeded';

// §3 Assessment rows of one criterion: a row per participant with their attendance marks (P / A / L per lecture
// that has started, from the attendance feature) and a cell per sub-criterion: the entered score, else the seeded one.

/** A score cell's `record_id`: `<sub-criterion id>-<participant id>`. */
export function scoreKey(subId: number, participantId: number): string {
  return `${subId}-${participantId}`;
}

const SCORE_KEY = /^(\d{1,15})-(\d{1,15})$/;

/** The sub-criterion and participant a score key names (not checked against any batch yet). */
export function parseScoreKey(raw: unknown): { subId: number; participantId: number } | undefined {
  const match = SCORE_KEY.exec(String(raw));
  return match ? { subId: Number(match[1]), participantId: Number(match[2]) } : undefined;
}

/** Entered scores by score key (one pass). */
function enteredScores(scores: readonly AssessmentScoreRecord[]): Map<string, AssessmentScoreRecord> {
  return new Map(scores.map((score) => [scoreKey(score.sub_criterion_id, score.participant_id), score]));
}

/** Exam attempts as the exam feature answers them (handed in by the registry). */
type ExamAttempts = Pick<BatchPageSources, 'attemptIdOfParticipant' | 'attemptIdsOfExam'>;

/** The exam attempt a row's score path names: the participant's attempt at the criterion's exam, else none ('no_exam'). */
export async function attemptIdOf(
  exams: ExamAttempts,
  db: Db,
  criterion: AssessmentCriterionRecord,
  participantId: number,
): Promise<number | null> {
  return criterion.exam_no === null ? null : exams.attemptIdOfParticipant(db, criterion.exam_no, participantId);
}

/** The attempt id of each participant at the criterion's exam (none without an exam). */
export async function criterionAttempts(
  exams: ExamAttempts,
  db: Db,
  criterion: AssessmentCriterionRecord,
): Promise<ReadonlyMap<number, number>> {
  return criterion.exam_no === null ? new Map() : exams.attemptIdsOfExam(db, criterion.exam_no);
}

/** The lectures of the scope that have started: the ones whose attendance the rows show. */
export function startedLectures(scope: BatchScope, now: number): LectureRecord[] {
  return scope.lectures.filter((lecture) => Date.parse(lecture.start_at) <= now);
}

/** What the rows of a criterion are built from besides the scope: attendance marks, entered scores, exam attempts. */
export interface AssessmentInputs {
  /** For each started lecture (startedLectures), each roster place's mark in roster order. */
  marks: readonly (readonly AttendanceMark[])[];
  scores: readonly AssessmentScoreRecord[];
  /** Participant id → attempt id at the criterion's exam. */
  attempts: ReadonlyMap<number, number>;
}

/** The rows of `criterion` in roster order. */
export function assessmentRows(
  { marks, scores, attempts }: AssessmentInputs,
  req: ApiRequest,
  scope: BatchScope,
  criterion: AssessmentCriterionRecord,
  now: number,
) {
  const started = startedLectures(scope, now);
  const entered = enteredScores(scores);
  const numberOf = new Map(scope.lectures.map((lecture, index) => [lecture.id, index + 1]));

  return scope.roster.map(({ participant }: Enrolment, index) => {
    const subs = criterion.sub_criteria.map((sub) => {
      const stored = entered.get(scoreKey(sub.id, participant.id));
      return { sub, scored: stored?.scored ?? seededScore(sub, index), updatedAt: stored?.updated_at ?? null };
    });
    const updatedAt =
      subs
        .map((cell) => cell.updatedAt)
        .filter((at): at is string => at !== null)
        .sort()
        .at(-1) ?? null;
    return {
      record_id: `${criterion.id}-${participant.id}`,
      id: participant.id,
      user_name: pick(req.lang, participant.name, participant.arabic_name),
      user_nid: participant.nid,
      exam_attempt_id: attempts.get(participant.id) ?? null,
      scored: Math.round(subs.reduce((sum, cell) => sum + (cell.scored ?? 0), 0) * 100) / 100,
      batch_assessment_criteria_title: pick(req.lang, criterion.title, criterion.title_ar),
      batch_attendances: started.map((lecture, at) => ({
        key: req.t('lectureColumn', { n: numberOf.get(lecture.id) ?? at + 1 }),
        value: marks[at]?.[index] ?? null,
      })),
      batch_sub_assessments: subs.map(({ sub, scored }) => ({
        record_id: scoreKey(sub.id, participant.id),
        scored,
        batch_assessment_sub_criteria_title: pick(req.lang, sub.title, sub.title_ar),
        batch_assessment_sub_criteria_score: sub.max_score,
        batch_assessment_sub_criteria_weightage: sub.weightage,
      })),
      record_permissions: { can_mark_sub_assessment: !scoresAreFinal(index) },
      updated_at_formatted: updatedAt
        ? `${localDate(Date.parse(updatedAt))} ${localTime(Date.parse(updatedAt))}`
        : null,
    };
  });
}
