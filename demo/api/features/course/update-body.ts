import type { Course, CourseProgress } from '../../../../src/core/api/schemas/course';
import { contentsOf } from '../../../../src/core/course/course-tree';
import type { ApiRequest } from '../../request';
import { FieldErrors } from '../../validation';

// The update body after the router's shape check (CourseProgressUpdateBody: types, 0–100 percentages, minutes ≥ 0,
// 255-character strings): every id must belong to this course once, every time must be a date in years 1000–9999,
// and the identity fields, when sent, must be this record's. Each check is one pass over the body, whose lists the
// course bounds.

type Body = Record<string, unknown>;
interface SentEntry {
  completed_percentage: number;
  time_spent?: number | null;
  started_at?: string | null;
  completed_at?: string | null;
}

const IDENTITY = ['batch_id', 'batch_course_id', 'course_id', 'participant_id'] as const;
const TIMES = ['started_at', 'completed_at'] as const;

/** The first and last instant a time may be: years 1000–9999 (UTC), which timestamptz stores and reads back unchanged. */
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(10000, 0, 1) - 1;

/** An ISO instant for a sent time, undefined for an unreadable one (or one outside years 1000–9999), null for none. */
function instant(value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return null;
  const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) || time < EARLIEST || time > LATEST ? undefined : new Date(time).toISOString();
}

/** Checks one list of entries; returns them keyed by the course's own id text. */
function readList<K extends string>(
  errors: FieldErrors,
  field: string,
  key: K,
  value: unknown,
  known: ReadonlySet<string>,
): (SentEntry & Record<K, string>)[] {
  if (!Array.isArray(value)) return [];
  // A list longer than the course's items cannot be valid: one error, and no per-item work on an oversized body.
  if (value.length > known.size) {
    errors.add(field, 'courseProgressTooManyItems', { field, max: known.size });
    return [];
  }
  const seen = new Set<string>();
  const read: (SentEntry & Record<K, string>)[] = [];
  value.forEach((item: SentEntry & Record<K, unknown>, index) => {
    const id = String(item[key]);
    const path = `${field}.${index}`;
    if (!known.has(id)) errors.add(`${path}.${key}`, 'courseProgressUnknownItem', { field: `${path}.${key}` });
    else if (seen.has(id)) errors.add(`${path}.${key}`, 'courseProgressDuplicateItem', { field: `${path}.${key}` });
    seen.add(id);
    const times: Partial<Record<(typeof TIMES)[number], string | null>> = {};
    for (const name of TIMES) {
      const time = instant(item[name]);
      if (time === undefined) errors.add(`${path}.${name}`, 'courseProgressTimeInvalid', { field: `${path}.${name}` });
      else times[name] = time;
    }
    read.push({ ...item, ...times, [key]: id } as SentEntry & Record<K, string>);
  });
  return read;
}

/** The posted record read against `course` and the stored record `stored`; 422 naming every bad field. */
export function readUpdateBody(req: ApiRequest, body: Body, course: Course, stored: CourseProgress): CourseProgress {
  const errors = new FieldErrors(req);
  for (const field of IDENTITY) {
    const sent = body[field];
    if (sent !== undefined && sent !== null && sent !== '' && String(sent) !== String(stored[field])) {
      errors.add(field, 'courseProgressMismatch', { field });
    }
  }
  if (!Array.isArray(body.course_content_progress))
    errors.add('course_content_progress', 'courseProgressContentsRequired');
  const chapters = course.units.flatMap((unit) => unit.chapters);
  const contents = readList(
    errors,
    'course_content_progress',
    'content_id',
    body.course_content_progress,
    new Set(contentsOf(course).map((item) => item.id)),
  );
  const chapterEntries = readList(
    errors,
    'course_chapter_progress',
    'chapter_id',
    body.course_chapter_progress,
    new Set(chapters.map((item) => item.id)),
  );
  const unitEntries = readList(
    errors,
    'course_unit_progress',
    'unit_id',
    body.course_unit_progress,
    new Set(course.units.map((item) => item.id)),
  );
  const times: Partial<Record<(typeof TIMES)[number], string | null>> = {};
  for (const name of TIMES) {
    const time = instant(body[name]);
    if (time === undefined) errors.add(name, 'courseProgressTimeInvalid', { field: name });
    else times[name] = time;
  }
  errors.throwIfAny();
  return {
    ...stored,
    course_content_progress: contents,
    course_chapter_progress: chapterEntries,
    course_unit_progress: unitEntries,
    total_time_spent: typeof body.total_time_spent === 'number' ? body.total_time_spent : null,
    progress_percentage: typeof body.progress_percentage === 'number' ? body.progress_percentage : null,
    ...times,
  };
}
