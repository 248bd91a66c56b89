import type {
  AtRiskLearner,
  AtRiskReason,
  CriterionInsight,
  ExamInsight,
  LearnerInsight,
  LectureInsight,
} from '../../../../src/core/api/schemas/batch-insights';
import { AT_RISK_ATTENDANCE_RATE, AT_RISK_INTEGRITY_EVENTS } from '../../../../src/core/batch/insights-range';
import { pick } from '../../bilingual';
import { localDate } from '../../local-time';
import type { Lang } from '../../types';
import {
  countsOfFacts,
  emptyLearner,
  emptyLecture,
  type AttendanceCounts,
  type LectureCounts,
} from './attendance-counts';
import type { AttendanceFact, ExamFacts } from './page-sources';
import type { AssessmentCriterionRecord, Enrolment, LectureRecord } from './types';

// Issue #34 insights, pure: the range's attendance counts per lecture and per roster place (counted by the database,
// attendance-counts.ts), the exams' scored attempts and the criteria's totals. The routes read every input in a few
// queries (no per-learner or per-lecture read); the trainer dashboard's at-risk count goes through the same function.

/** What the insights are computed from; lists in the batch's order (lectures and exams by time, places by roster). */
export interface InsightsInput {
  roster: readonly Enrolment[];
  /** The range's lectures. */
  lectures: readonly LectureRecord[];
  /** For each of `lectures`, each roster place's fact. */
  attendance: readonly (readonly AttendanceFact[])[];
  /** The range's exams. */
  exams: readonly ExamFacts[];
  criteria: readonly AssessmentCriterionRecord[];
  /** For each of `criteria`, each roster place's total as a percent of the criterion's maximum; null: nothing scored. */
  criterionPercents: readonly (readonly (number | null)[])[];
  now: number;
  lang: Lang;
}

/** What the routes compute the insights from: the attendance already counted instead of every place's fact. */
export type CountedInput = Omit<InsightsInput, 'attendance'> & { attendance: AttendanceCounts };

// The answer's shapes with ids as the server sends them (numbers; the client's schema reads them as text).
type WithIds<T, K extends keyof T> = Omit<T, K> & { [P in K]: number };
type Lecture = WithIds<LectureInsight, 'lecture_id'>;
type Learner = WithIds<LearnerInsight, 'participant_id'>;
type Exam = WithIds<ExamInsight, 'exam_no'>;
type Criterion = WithIds<CriterionInsight, 'criterion_id'>;
type AtRisk = WithIds<AtRiskLearner, 'participant_id'>;

const BIN_COUNT = 10;

/** Whole percent of part ÷ whole; null when whole is 0. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 100);
}

/** Ten bins of whole percent: [0,10) … [80,90), [90,100] (100 and anything above lands in the last). */
export function scoreBins(percents: readonly number[]): number[] {
  const bins = new Array<number>(BIN_COUNT).fill(0);
  for (const value of percents) bins[Math.min(BIN_COUNT - 1, Math.max(0, Math.floor(value / 10)))]! += 1;
  return bins;
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round(values.reduce((sum, value) => sum + value, 0) / values.length);

/** The lectures whose local date is inside `from`..`to` (inclusive). */
export function lecturesInRange<T extends Pick<LectureRecord, 'start_at'>>(
  lectures: readonly T[],
  from: string,
  to: string,
): T[] {
  return lectures.filter((lecture) => {
    const day = localDate(Date.parse(lecture.start_at));
    return day >= from && day <= to;
  });
}

/** The exams whose window opened on a local date inside `from`..`to` (inclusive). */
export function examsInRange(exams: readonly ExamFacts[], from: string, to: string): ExamFacts[] {
  return exams.filter((exam) => {
    const day = localDate(exam.opens_at);
    return day >= from && day <= to;
  });
}

function lectureInsight(lecture: LectureRecord, counts: LectureCounts, lang: Lang): Lecture {
  const attended = counts.present + counts.late;
  return {
    lecture_id: lecture.id,
    title: pick(lang, lecture.title, lecture.title_ar),
    date: localDate(Date.parse(lecture.start_at)),
    ...counts,
    rate: percentOf(attended, attended + counts.absent),
  };
}

/** One learner over the ended lectures (attendance-counts.ts addToLearner says which count). */
function learnerInsights(input: CountedInput): Learner[] {
  return input.roster.map(({ participant }, place) => {
    const row = input.attendance.learners[place] ?? emptyLearner();
    return {
      participant_id: participant.id,
      name: pick(input.lang, participant.name, participant.arabic_name),
      lectures: row.lectures,
      attended: row.attended,
      late: row.late,
      early_leave: row.early_leave,
      absent: row.absent,
      rate: percentOf(row.attended, row.lectures),
    };
  });
}

/** Missed: the window has closed and the place never sat it. */
const missed = (exam: ExamFacts, participantId: number, now: number) =>
  now >= exam.closes_at && !exam.sat.has(participantId);

function examInsight(exam: ExamFacts, roster: readonly Enrolment[], now: number, lang: Lang): Exam {
  const scores: number[] = [];
  let passed = 0;
  let absent = 0;
  for (const { participant } of roster) {
    const attempt = exam.scored.get(participant.id);
    if (attempt) {
      scores.push(attempt.percent);
      if (attempt.passed) passed += 1;
    } else if (missed(exam, participant.id, now)) absent += 1;
  }
  return {
    exam_no: exam.no,
    title: pick(lang, exam.title, exam.title_ar),
    pass_mark: Math.round(exam.pass_mark),
    takers: scores.length,
    passed,
    failed: scores.length - passed,
    missed: absent,
    average: mean(scores),
    bins: scoreBins(scores),
  };
}

function criterionInsight(
  criterion: AssessmentCriterionRecord,
  percents: readonly (number | null)[],
  lang: Lang,
): Criterion {
  const scored = percents.filter((value): value is number => value !== null);
  return {
    criterion_id: criterion.id,
    title: pick(lang, criterion.title, criterion.title_ar),
    scored: scored.length,
    average: mean(scored),
    bins: scoreBins(scored),
  };
}

/** A learner's reasons in the order of AT_RISK_CODES: attendance, each failed exam, each missed exam, integrity. */
function reasonsOf(input: CountedInput, learner: Learner): AtRiskReason[] {
  const reasons: AtRiskReason[] = [];
  if (learner.rate !== null && learner.rate < AT_RISK_ATTENDANCE_RATE)
    reasons.push({ code: 'low_attendance', value: learner.rate, exam_title: null });
  const title = (exam: ExamFacts) => pick(input.lang, exam.title, exam.title_ar);
  for (const exam of input.exams) {
    const attempt = exam.scored.get(learner.participant_id);
    if (attempt && !attempt.passed)
      reasons.push({ code: 'failed_exam', value: Math.round(attempt.percent), exam_title: title(exam) });
  }
  for (const exam of input.exams)
    if (!exam.scored.has(learner.participant_id) && missed(exam, learner.participant_id, input.now))
      reasons.push({ code: 'missed_exam', value: null, exam_title: title(exam) });
  const events = input.exams.reduce((sum, exam) => sum + (exam.integrity.get(learner.participant_id) ?? 0), 0);
  if (events >= AT_RISK_INTEGRITY_EVENTS) reasons.push({ code: 'integrity_flags', value: events, exam_title: null });
  return reasons;
}

/** The learners with at least one reason, most reasons first, then in roster order (the sort is stable). */
export function atRiskOf(input: CountedInput, learners: readonly Learner[]): AtRisk[] {
  return learners
    .map((learner) => ({
      participant_id: learner.participant_id,
      name: learner.name,
      reasons: reasonsOf(input, learner),
    }))
    .filter((learner) => learner.reasons.length > 0)
    .sort((a, b) => b.reasons.length - a.reasons.length);
}

/** The insights of one batch over one range from counted attendance (the route adds nothing but what it was asked). */
export function insightsOfCounts(input: CountedInput, range: { batch_no: string; from: string; to: string }) {
  const learners = learnerInsights(input);
  return {
    ...range,
    attendance_threshold: AT_RISK_ATTENDANCE_RATE,
    lectures: input.lectures.map((lecture, at) =>
      lectureInsight(lecture, input.attendance.lectures[at] ?? emptyLecture(), input.lang),
    ),
    learners,
    exams: input.exams.map((exam) => examInsight(exam, input.roster, input.now, input.lang)),
    criteria: input.criteria.map((criterion, at) =>
      criterionInsight(criterion, input.criterionPercents[at] ?? [], input.lang),
    ),
    at_risk: atRiskOf(input, learners),
  };
}

/** The insights from every place's fact at every lecture, counted here (the rules' tests build these by hand). */
export function batchInsights(input: InsightsInput, range: { batch_no: string; from: string; to: string }) {
  const attendance = countsOfFacts(input.roster, input.lectures, input.attendance, input.now);
  return insightsOfCounts({ ...input, attendance }, range);
}

/** How many learners are at risk (the trainer dashboard's cards): the insights' rule without the criteria. */
export function atRiskCount(input: Omit<CountedInput, 'criteria' | 'criterionPercents' | 'lang'>): number {
  const full: CountedInput = { ...input, criteria: [], criterionPercents: [], lang: 'en' };
  return atRiskOf(full, learnerInsights(full)).length;
}
