// Trainer batch page (learning §3 assessment entities, issue #13). Attendance itself lives in the QR feature's
// tables: this feature reads and saves those records through the attendance directory.

/** A sub-criterion of an assessment criterion: one score column, marked out of `max_score`. */
export interface SubCriterionRecord {
  id: number;
  title: string;
  title_ar: string;
  max_score: number;
  weightage: number;
}

/** A batch's assessment criterion; `exam_no` (the exam's public number) links the rows to that exam's attempts (the score path's attempt id). */
export interface AssessmentCriterionRecord {
  id: number;
  batch_id: number;
  title: string;
  title_ar: string;
  exam_no: number | null;
  sub_criteria: SubCriterionRecord[];
}

/** A score a trainer entered; seeded scores are derived (see seeded.ts) and only entered ones are stored. */
export interface AssessmentScoreRecord {
  sub_criterion_id: number;
  participant_id: number;
  scored: number;
  updated_by: number;
  updated_at: string;
}

declare module '../../types' {
  interface DataCollections {
    assessment_criteria: AssessmentCriterionRecord[];
    assessment_scores: AssessmentScoreRecord[];
  }
}
