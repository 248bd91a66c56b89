import type { Lang } from '../../types';
import { ACTIVITY_ICONS } from '../../users';
import { type BatchActivityRecord, type BatchRecord, lectureStatus } from '../batch/directory';
import { pick } from '../../bilingual';
import type { ExamRecord } from '../exam/directory';
import { batchCard, courseTitle, lecturesOf, weekSchedule, type Source } from './view';

// GET reports/v2/dashboard/trainer/{id}: the trainer's batches and work, computed at request time from what the
// route read through the owners' directories: their batches and activity (batch), course titles (course), exams (exam).

/** Recent activity shows this many items at most. */
export const RECENT_ACTIVITY_LIMIT = 10;

/** Share of a batch's lectures already delivered (ended), in whole percent. */
function delivered(source: Source, batch: BatchRecord, now: number): number {
  const lectures = lecturesOf(source, batch.id);
  if (lectures.length === 0) return 0;
  const done = lectures.filter((lecture) => lectureStatus(lecture, now) === 'completed').length;
  return Math.round((done / lectures.length) * 100);
}

function batchCourseName(source: Source, batch: BatchRecord, lang: Lang): string {
  const course = batch.courses[0];
  return course ? courseTitle(source, course.course_id, lang) : pick(lang, batch.title, batch.title_ar);
}

/** The trainer's part of the exam feature: their batches' exams, attempts waiting to be marked per exam, certificates ready per batch. */
export interface TrainerExams {
  exams: readonly ExamRecord[];
  pending: ReadonlyMap<number, number>;
  ready: ReadonlyMap<number, number>;
}

/** Every trainer section for the batches in `source` (the ones this user teaches), their `exams`, newest `activity` and at-risk counts by batch id; none gives empty lists. */
export function trainerDashboard(
  source: Source,
  exams: TrainerExams,
  activity: readonly BatchActivityRecord[],
  now: number,
  lang: Lang,
  atRisk: ReadonlyMap<number, number> = new Map(),
) {
  const teaching = [...source.batches.values()];
  const active = teaching.filter((batch) => batch.status === 'active');
  const batchById = source.batches;

  return {
    active_courses: active.map((batch) => ({
      ...batchCard(source, batch, now, lang),
      students: batch.participants.length,
      progress: delivered(source, batch, now),
      status: 'active',
      // Issue #34: learners at risk over the batch's whole range (the insights' rule).
      at_risk: atRisk.get(batch.id) ?? 0,
    })),
    schedule: weekSchedule(source, new Set(active.map((batch) => batch.id)), now, lang),
    pending_assessments: exams.exams
      .filter((exam) => batchById.has(exam.batch_id))
      .map((exam) => ({
        exam,
        batch: batchById.get(exam.batch_id) as BatchRecord,
        count: exams.pending.get(exam.id) ?? 0,
      }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => (a.exam.marking_due_date ?? '').localeCompare(b.exam.marking_due_date ?? ''))
      .map(({ exam, batch, count }) => ({
        exam_no: exam.no,
        title: pick(lang, exam.title, exam.title_ar),
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: courseTitle(source, exam.course_id, lang),
        pending_count: count,
        due_date: exam.marking_due_date,
      })),
    certificates_ready: teaching
      .map((batch) => ({ batch, count: exams.ready.get(batch.id) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .map(({ batch, count }) => ({
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: batchCourseName(source, batch, lang),
        count,
        issue_date: batch.end_date,
      })),
    recent_activity: activity.map((item) => ({
      id: item.id,
      type: item.type,
      icon: ACTIVITY_ICONS[item.type],
      message: pick(lang, item.message, item.message_ar),
      created_at: item.created_at,
    })),
  };
}
