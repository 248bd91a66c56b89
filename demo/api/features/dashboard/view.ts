import type { Lang } from '../../types';
import type { People } from '../../users';
import { pick } from '../../bilingual';
import { dayStart, localDate, localTime, timezone } from '../../local-time';
import { type BatchRecord, type LectureRecord, lectureStatus } from '../batch/directory';
import type { CourseTitles } from '../course/directory';

// Shapes shared by both dashboards: bilingual picks, schedule items and batch cards (src/core/api/schemas/dashboard.ts).

/**
 * What a dashboard is built from, read before it is built: the user's batches with their lectures (time order), and
 * the accounts and the course titles they name.
 */
export interface Source {
  people: People;
  courses: CourseTitles;
  batches: ReadonlyMap<number, BatchRecord>;
  lectures: readonly LectureRecord[];
}

/** A user's display name in the request's language. */
function personName(people: People, userId: number, lang: Lang): string {
  const user = people.get(userId);
  return user ? pick(lang, user.name, user.arabic_name) : '';
}

/** The accounts a dashboard names: its batches' trainers and its lectures' deliverers. */
export function staffIds(batches: Iterable<BatchRecord>, lectures: readonly LectureRecord[]): number[] {
  return [...[...batches].flatMap((batch) => batch.trainer_ids), ...lectures.map((lecture) => lecture.delivered_by)];
}

/** The courses the cards and schedules of these batches name: each batch's courses and its lectures'. */
export function courseIdsOf(batches: Iterable<BatchRecord>, lectures: readonly LectureRecord[]): number[] {
  return [
    ...[...batches].flatMap((batch) => batch.courses.map((course) => course.course_id)),
    ...lectures.map((lecture) => lecture.course_id),
  ];
}

/** A course's title in the request's language ('' for a course not looked up). */
export function courseTitle(source: Pick<Source, 'courses'>, courseId: number, lang: Lang): string {
  const course = source.courses.get(courseId);
  return course ? pick(lang, course.title, course.title_ar) : '';
}

/** A batch's lectures in time order. */
export function lecturesOf(source: Source, batchId: number): LectureRecord[] {
  return source.lectures.filter((lecture) => lecture.batch_id === batchId);
}

/** "This week": the seven local days from today's midnight on (today included), by lecture start; plus a lecture begun before midnight and still running. */
function inWeek(lecture: LectureRecord, now: number): boolean {
  const start = Date.parse(lecture.start_at);
  const running = start < dayStart(now) && Date.parse(lecture.end_at) > now;
  return running || (start >= dayStart(now) && start < dayStart(now, 7));
}

/** The lectures of these batches that start this week, in time order. */
export function weekSchedule(source: Source, batchIds: ReadonlySet<number>, now: number, lang: Lang) {
  return source.lectures
    .filter((lecture) => batchIds.has(lecture.batch_id) && inWeek(lecture, now))
    .map((lecture) => scheduleItem(source, lecture, now, lang));
}

/** §3 Schedule item: local date and times, the server's zone, status by `lectureStatus`. */
function scheduleItem(source: Source, lecture: LectureRecord, now: number, lang: Lang) {
  const batch = source.batches.get(lecture.batch_id);
  const start = Date.parse(lecture.start_at);
  return {
    lecture_id: lecture.id,
    title: pick(lang, lecture.title, lecture.title_ar),
    course_name: courseTitle(source, lecture.course_id, lang),
    batch_title: batch ? pick(lang, batch.title, batch.title_ar) : null,
    date: localDate(start),
    start_time: localTime(start),
    end_time: localTime(Date.parse(lecture.end_at)),
    venue: pick(lang, lecture.venue, lecture.venue_ar),
    delivered_by: personName(source.people, lecture.delivered_by, lang),
    timezone: timezone(),
    status: lectureStatus(lecture, now),
  };
}

/** The fields of an active-course card that come from its batch: title, lectures, the one running now, the next one. */
export function batchCard(source: Source, batch: BatchRecord, now: number, lang: Lang) {
  const lectures = lecturesOf(source, batch.id);
  const course = batch.courses[0];
  const active = lectures.find((lecture) => lectureStatus(lecture, now) === 'active');
  const next = active ?? lectures.find((lecture) => lectureStatus(lecture, now) === 'upcoming');
  return {
    id: course?.course_id ?? batch.id,
    title: course ? courseTitle(source, course.course_id, lang) : pick(lang, batch.title, batch.title_ar),
    batch_title: pick(lang, batch.title, batch.title_ar),
    batch_no: batch.batch_no,
    batch_course_id: course?.id ?? null,
    instructor: batch.trainer_ids.map((id) => personName(source.people, id, lang)).join(', '),
    next_session: next ? next.start_at : null,
    next_session_meeting_link: next?.meeting_link ?? null,
    venue: next ? pick(lang, next.venue, next.venue_ar) : null,
    active_lecture_id: active ? active.id : null,
    schedule: lectures.map((lecture) => scheduleItem(source, lecture, now, lang)),
  };
}
