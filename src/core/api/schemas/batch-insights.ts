import { array, enums, nullable, number, string, type, type Infer } from 'superstruct';
import { Id } from './common';

// The batch's insights (issue #34): GET batches/insights/{batchNo}?from=YYYY-MM-DD&to=YYYY-MM-DD, for the batch's
// trainers. Aggregates only, computed by the server over the lectures and exams inside the range; the client draws.
// Counts are strict JSON numbers (a contract of our own, no legacy text numbers): coercing 2,000 learners' figures
// took 107 ms against 12 ms (Node, warm), most of the charts' time to paint on a slow phone.

/** Counts of one lecture's marks: every roster place falls in exactly one of present, late, absent, excused or unmarked. */
export const LectureInsightSchema = type({
  lecture_id: Id,
  title: string(),
  /** The lecture's local date, `YYYY-MM-DD`. */
  date: string(),
  /** Present and on time. */
  present: number(),
  /** Present, checked in late. */
  late: number(),
  /** Present (on time or late) and checked out early. Also counted in present or late. */
  early_leave: number(),
  absent: number(),
  excused: number(),
  /** No mark yet (a lecture that has not ended, or a place without a record). */
  unmarked: number(),
  /** (present + late) ÷ (present + late + absent), whole percent; null when nobody is marked. */
  rate: nullable(number()),
});
export type LectureInsight = Infer<typeof LectureInsightSchema>;

/** One learner over the range's ended lectures. */
export const LearnerInsightSchema = type({
  participant_id: Id,
  /** In the request's language (the Arabic name when asked in Arabic and known). */
  name: string(),
  /** Lectures that count: ended, not excused. */
  lectures: number(),
  /** Present, on time or late. */
  attended: number(),
  late: number(),
  early_leave: number(),
  absent: number(),
  /** attended ÷ lectures, whole percent; null when no lecture counts yet. */
  rate: nullable(number()),
});
export type LearnerInsight = Infer<typeof LearnerInsightSchema>;

/** Ten bins of whole percent: [0,10), [10,20) … [80,90), [90,100]. */
export const ScoreBins = array(number());

/** One exam of the batch whose window opened inside the range. */
export const ExamInsightSchema = type({
  exam_no: Id,
  title: string(),
  /** The pass mark, whole percent. */
  pass_mark: number(),
  /** Finished and scored attempts. */
  takers: number(),
  passed: number(),
  failed: number(),
  /** Roster places without a scored attempt after the exam's window closed (0 while it is open). */
  missed: number(),
  /** Mean score in whole percent, null without takers. */
  average: nullable(number()),
  bins: ScoreBins,
});
export type ExamInsight = Infer<typeof ExamInsightSchema>;

/** One assessment criterion: the learners' totals on it, as a percent of its maximum. */
export const CriterionInsightSchema = type({
  criterion_id: Id,
  title: string(),
  /** Learners with at least one sub-assessment scored. */
  scored: number(),
  average: nullable(number()),
  bins: ScoreBins,
});
export type CriterionInsight = Infer<typeof CriterionInsightSchema>;

/** Why a learner is at risk; the client words each code in the dictionaries. */
export const AT_RISK_CODES = ['low_attendance', 'failed_exam', 'missed_exam', 'integrity_flags'] as const;
export type AtRiskCode = (typeof AT_RISK_CODES)[number];

/**
 * One reason: `value` is the attendance rate (low_attendance), the score in whole percent (failed_exam), the number
 * of counted integrity events (integrity_flags), or null (missed_exam); `exam_title` names the exam, else null.
 */
export const AtRiskReasonSchema = type({
  code: enums(AT_RISK_CODES),
  value: nullable(number()),
  exam_title: nullable(string()),
});
export type AtRiskReason = Infer<typeof AtRiskReasonSchema>;

/** A learner with at least one reason, the reasons in the order of AT_RISK_CODES. */
export const AtRiskLearnerSchema = type({
  participant_id: Id,
  name: string(),
  reasons: array(AtRiskReasonSchema),
});
export type AtRiskLearner = Infer<typeof AtRiskLearnerSchema>;

/** GET batches/insights/{batchNo} answer `data`. Lists in the batch's order (lectures and exams by date, learners by roster). */
export const BatchInsightsSchema = type({
  batch_no: string(),
  /** The range applied, `YYYY-MM-DD` each: the request's, else the batch's start and end dates. */
  from: string(),
  to: string(),
  /** Learners whose rate is under this whole percent are at risk. */
  attendance_threshold: number(),
  lectures: array(LectureInsightSchema),
  learners: array(LearnerInsightSchema),
  exams: array(ExamInsightSchema),
  criteria: array(CriterionInsightSchema),
  /** Sorted by the number of reasons, most first, then by roster order. */
  at_risk: array(AtRiskLearnerSchema),
});
export type BatchInsights = Infer<typeof BatchInsightsSchema>;

/** GET batches/export/{batchNo}?table=…&format=…: the tables a trainer can download. */
export const EXPORT_TABLES = ['attendance', 'scores', 'at_risk'] as const;
export type ExportTable = (typeof EXPORT_TABLES)[number];
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
