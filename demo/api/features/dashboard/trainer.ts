import type { Db } from '../../db/database';
import type { Data, Lang, UserRecord } from '../../types';
import { ACTIVITY_ICONS } from '../../users';
import { lectureStatus } from '../catalog/time';
import type { BatchRecord } from '../catalog/types';
import { pick } from '../catalog/pick';
import { examsOfBatches, pendingMarkingCounts, readyCertificateCounts } from '../exam/directory';
import { batchCard, courseTitle, lecturesOf, weekSchedule } from './view';
import type { People } from '../../users';

// GET reports/v2/dashboard/trainer/{id}: the trainer's batches and work, computed at request time from the catalog
// (data file) and the exam feature's directory (exams, marking and certificate counts).

/** Recent activity shows this many items at most. */
const RECENT_ACTIVITY_LIMIT = 10;

/** Share of a batch's lectures already delivered (ended), in whole percent. */
function delivered(data: Data, batch: BatchRecord, now: number): number {
  const lectures = lecturesOf(data, batch.id);
  if (lectures.length === 0) return 0;
  const done = lectures.filter((lecture) => lectureStatus(lecture, now) === 'completed').length;
  return Math.round((done / lectures.length) * 100);
}

function batchCourseName(data: Data, batch: BatchRecord, lang: Lang): string {
  const course = batch.courses[0];
  return course ? courseTitle(data, course.course_id, lang) : pick(lang, batch.title, batch.title_ar);
}

/** Every trainer section for the batches this user teaches; none taught gives empty lists. */
export async function trainerDashboard(db: Db, data: Data, people: People, user: UserRecord, now: number, lang: Lang) {
  const teaching = data.batches.filter((batch) => batch.trainer_ids.includes(user.id));
  const active = teaching.filter((batch) => batch.status === 'active');
  const batchById = new Map(teaching.map((batch) => [batch.id, batch]));
  const exams = await examsOfBatches(db, [...batchById.keys()]);
  const examIds = exams.map((exam) => exam.id);
  const [pending, ready] = await Promise.all([pendingMarkingCounts(db, examIds), readyCertificateCounts(db, [...batchById.keys()])]);

  return {
    active_courses: active.map((batch) => ({
      ...batchCard(data, people, batch, now, lang),
      students: batch.participants.length,
      progress: delivered(data, batch, now),
      status: 'active',
    })),
    schedule: weekSchedule(data, people, new Set(active.map((batch) => batch.id)), now, lang),
    pending_assessments: exams
      .map((exam) => ({ exam, batch: batchById.get(exam.batch_id) as BatchRecord, count: pending.get(exam.id) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => (a.exam.marking_due_date ?? '').localeCompare(b.exam.marking_due_date ?? ''))
      .map(({ exam, batch, count }) => ({
        exam_no: exam.no,
        title: pick(lang, exam.title, exam.title_ar),
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: courseTitle(data, exam.course_id, lang),
        pending_count: count,
        due_date: exam.marking_due_date,
      })),
    certificates_ready: teaching
      .map((batch) => ({ batch, count: ready.get(batch.id) ?? 0 }))
      .filter((entry) => entry.count > 0)
      .map(({ batch, count }) => ({
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: batchCourseName(data, batch, lang),
        count,
        issue_date: batch.end_date,
      })),
    recent_activity: data.batch_activity
      .filter((item) => batchById.has(item.batch_id))
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id)
      .slice(0, RECENT_ACTIVITY_LIMIT)
      .map((item) => ({
        id: item.id,
        type: item.type,
        icon: ACTIVITY_ICONS[item.type],
        message: pick(lang, item.message, item.message_ar),
        created_at: item.created_at,
      })),
  };
}
