import { create } from 'superstruct';
import {
  CourseProgressSchema,
  CourseSchema,
  type Course,
  type CourseProgress,
} from '../../../../src/core/api/schemas/course';
import type { Lang } from '../../types';
import { pick } from '../../bilingual';
import type { CourseContentRecord, CourseProgressRecord, CourseRecord } from './types';

// What the course routes answer (learning §3 Course and Course progress record), and the same data read the way the
// client reads it, so the server can run the client's progress rules (src/core/course) on it.

function publicContent(item: CourseContentRecord, lang: Lang) {
  const { id, type, url, thumbnailUrl, duration, downloadUrl, status, captions } = item;
  const description = item.description === null ? null : pick(lang, item.description, item.description_ar);
  return {
    id,
    title: pick(lang, item.title, item.title_ar),
    type,
    url,
    thumbnailUrl,
    description,
    duration,
    downloadUrl,
    status,
    ...(captions && { captions: captions.map((track) => ({ ...track })) }),
  };
}

/** §3 Course with titles (and descriptions) in the request's language. */
export function publicCourse(course: CourseRecord, lang: Lang) {
  return {
    id: course.id,
    title: pick(lang, course.title, course.title_ar),
    duration: course.duration,
    units: course.units.map((unit) => ({
      id: unit.id,
      title: pick(lang, unit.title, unit.title_ar),
      duration: unit.duration,
      chapters: unit.chapters.map((chapter) => ({
        id: chapter.id,
        title: pick(lang, chapter.title, chapter.title_ar),
        duration: chapter.duration,
        contents: chapter.contents.map((item) => publicContent(item, lang)),
      })),
    })),
  };
}

/** §3 Course progress record; participant_id as text (§3 "sent as text"). */
export function publicProgress(record: CourseProgressRecord) {
  return {
    batch_id: record.batch_id,
    batch_course_id: record.batch_course_id,
    course_id: record.course_id,
    participant_id: String(record.participant_id),
    course_content_progress: record.course_content_progress.map((entry) => ({ ...entry })),
    course_chapter_progress: record.course_chapter_progress.map((entry) => ({ ...entry })),
    course_unit_progress: record.course_unit_progress.map((entry) => ({ ...entry })),
    total_time_spent: record.total_time_spent,
    progress_percentage: record.progress_percentage,
    total_guided_learning_time: record.total_guided_learning_time,
    started_at: record.started_at,
    completed_at: record.completed_at,
  };
}

/** The course as the client's schema reads it (ids as text). */
export function clientCourse(course: CourseRecord): Course {
  return create(publicCourse(course, 'en'), CourseSchema);
}

/** The progress record as the client's schema reads it (ids as text). */
export function clientProgress(record: CourseProgressRecord): CourseProgress {
  return create(publicProgress(record), CourseProgressSchema);
}

/** Stores a record computed on client-shaped data back with numeric ids (every id came from the stored course). */
export function storeProgress(record: CourseProgressRecord, next: CourseProgress): void {
  const entry = (item: {
    completed_percentage: number;
    time_spent?: number | null;
    started_at?: string | null;
    completed_at?: string | null;
  }) => ({
    completed_percentage: item.completed_percentage,
    time_spent: item.time_spent ?? 0,
    started_at: item.started_at ?? null,
    completed_at: item.completed_at ?? null,
  });
  record.course_content_progress = next.course_content_progress.map((item) => ({
    content_id: Number(item.content_id),
    ...entry(item),
  }));
  record.course_chapter_progress = next.course_chapter_progress.map((item) => ({
    chapter_id: Number(item.chapter_id),
    ...entry(item),
  }));
  record.course_unit_progress = next.course_unit_progress.map((item) => ({
    unit_id: Number(item.unit_id),
    ...entry(item),
  }));
  record.progress_percentage = next.progress_percentage ?? 0;
  record.total_time_spent = next.total_time_spent ?? 0;
  record.started_at = next.started_at ?? null;
  record.completed_at = next.completed_at ?? null;
}
