import type { Db } from '../../db/database';
import type { Data, Lang, UserRecord } from '../../types';
import { ACTIVITY_ICONS, type People } from '../../users';
import { lectureStatus } from '../catalog/time';
import type { BatchRecord } from '../catalog/types';
import { pick } from '../catalog/pick';
import { courseTitles } from '../course/directory';
import { batchCard, courseIdsOfBatches, courseTitle, lecturesOf, weekSchedule, type Names } from './view';

// GET reports/v2/dashboard/trainer/{id}: the trainer's batches and work, computed from the catalog at request time.

/** Recent activity shows this many items at most. */
const RECENT_ACTIVITY_LIMIT = 10;

/** Share of a batch's lectures already delivered (ended), in whole percent. */
function delivered(data: Data, batch: BatchRecord, now: number): number {
  const lectures = lecturesOf(data, batch.id);
  if (lectures.length === 0) return 0;
  const done = lectures.filter((lecture) => lectureStatus(lecture, now) === 'completed').length;
  return Math.round((done / lectures.length) * 100);
}

function batchCourseName(names: Names, batch: BatchRecord, lang: Lang): string {
  const course = batch.courses[0];
  return course ? courseTitle(names, course.course_id, lang) : pick(lang, batch.title, batch.title_ar);
}

function teachingOf(data: Data, user: UserRecord): BatchRecord[] {
  return data.batches.filter((batch) => batch.trainer_ids.includes(user.id));
}

/** Looks up the titles of every course the trainer's sections name: their batches', lectures' and exams' courses. */
export async function trainerNames(db: Db, data: Data, people: People, user: UserRecord): Promise<Names> {
  const taught = new Set(teachingOf(data, user).map((batch) => batch.id));
  const examCourses = data.exams.filter((exam) => taught.has(exam.batch_id)).map((exam) => exam.course_id);
  return { people, courses: await courseTitles(db, [...courseIdsOfBatches(data, taught), ...examCourses]) };
}

/** Every trainer section for the batches this user teaches; none taught gives empty lists. */
export function trainerDashboard(data: Data, names: Names, user: UserRecord, now: number, lang: Lang) {
  const teaching = teachingOf(data, user);
  const active = teaching.filter((batch) => batch.status === 'active');
  const batchById = new Map(teaching.map((batch) => [batch.id, batch]));

  return {
    active_courses: active.map((batch) => ({
      ...batchCard(data, names, batch, now, lang),
      students: batch.participants.length,
      progress: delivered(data, batch, now),
      status: 'active',
    })),
    schedule: weekSchedule(data, names, new Set(active.map((batch) => batch.id)), now, lang),
    pending_assessments: data.exams
      .filter((exam) => batchById.has(exam.batch_id))
      .map((exam) => ({
        exam,
        batch: batchById.get(exam.batch_id) as BatchRecord,
        count: data.exam_attempts.filter((attempt) => attempt.exam_id === exam.id && attempt.marking === 'pending').length,
      }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => (a.exam.marking_due_date ?? '').localeCompare(b.exam.marking_due_date ?? ''))
      .map(({ exam, batch, count }) => ({
        exam_no: exam.no,
        title: pick(lang, exam.title, exam.title_ar),
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: courseTitle(names, exam.course_id, lang),
        pending_count: count,
        due_date: exam.marking_due_date,
      })),
    certificates_ready: teaching
      .map((batch) => ({ batch, count: data.certificates.filter((item) => item.batch_id === batch.id && item.status === 'ready').length }))
      .filter((entry) => entry.count > 0)
      .map(({ batch, count }) => ({
        batch_no: batch.batch_no,
        batch_title: pick(lang, batch.title, batch.title_ar),
        course_name: batchCourseName(names, batch, lang),
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
