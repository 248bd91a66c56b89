import type { ChapterProgress, ContentProgress, Course, CourseProgress, UnitProgress } from '../api/schemas/course';
import { contentsOf, flattenCourse, locateContent, type ContentPlace } from './course-tree';
import { VIDEO_COMPLETE_PERCENT } from './course-constants';
import { completedShare, isContentComplete } from './progress-status';
import { elapsedMinutes, isSuspectMinutes, settledMinutes, summedMinutes } from './progress-time';

// §4 Course progress: every function takes the record and returns a new one (the input is never changed).

/** What a progress change works on; any of it may be missing while the viewer loads. */
export interface ProgressChange {
  progressId: string | null | undefined;
  record: CourseProgress | null | undefined;
  course: Course | null | undefined;
  contentId: string | null | undefined;
  now: Date;
}

/** Why a completion or unmark was not done (§4 "Completion is not done if …"). */
export type SkipReason =
  'no-progress-id' | 'no-progress' | 'no-course' | 'no-content' | 'already-complete' | 'not-complete';

/** A new record to send, or the reason nothing changed. */
export type ChangeResult =
  { done: true; record: CourseProgress; place: ContentPlace } | { done: false; reason: SkipReason };

/** A completion also says whether the content's time spent is suspect (§9 above 1440 minutes) for the caller to warn. */
export type CompletionResult =
  (ChangeResult & { done: false }) | { done: true; record: CourseProgress; place: ContentPlace; suspect: boolean };

interface Entry {
  completed_percentage: number;
  time_spent?: number | null | undefined;
  started_at?: string | null | undefined;
  completed_at?: string | null | undefined;
}

/**
 * §4 opening content: on a first open or a forward move, started_at is set where still missing on the content, its
 * chapter, its unit and the course (never moved). A backward move (`fromContentId` later in the order) changes nothing.
 * `changed` says whether there is anything to send.
 */
export function openContent(
  record: CourseProgress,
  course: Course,
  contentId: string,
  now: Date,
  fromContentId?: string | null,
): { record: CourseProgress; changed: boolean } {
  const place = locateContent(course, contentId);
  if (!place || (fromContentId && !isForwardMove(course, fromContentId, contentId))) return { record, changed: false };
  const at = now.toISOString();
  let changed = !record.started_at;
  const start = <T extends Entry>(entry: T): T => {
    if (entry.started_at) return entry;
    changed = true;
    return { ...entry, started_at: at };
  };
  const create = <T>(entry: T): T => {
    changed = true;
    return entry;
  };
  const next: CourseProgress = {
    ...record,
    started_at: record.started_at || at,
    course_content_progress: upsert(record.course_content_progress, 'content_id', place.content.id, start, () =>
      create(fresh({ content_id: place.content.id }, 0, at)),
    ),
    course_chapter_progress: upsert(record.course_chapter_progress, 'chapter_id', place.chapter.id, start, () =>
      create(fresh({ chapter_id: place.chapter.id }, completedShare(place.chapter.contents, record), at)),
    ),
    course_unit_progress: upsert(record.course_unit_progress, 'unit_id', place.unit.id, start, () =>
      create(fresh({ unit_id: place.unit.id }, completedShare(contentsOf(place.unit), record), at)),
    ),
  };
  return { record: changed ? next : record, changed };
}

/** True unless `toId` comes before `fromId` in the navigation order (an unknown `fromId` counts as forward). */
export function isForwardMove(course: Course, fromId: string, toId: string): boolean {
  const order = flattenCourse(course).map((place) => place.content.id);
  const from = order.indexOf(fromId);
  return from < 0 || order.indexOf(toId) >= from;
}

/**
 * §4 completing content: 100 %, time spent in whole minutes since its started_at (see `settledMinutes`), completed_at
 * now; then the chapter, unit and course are recomputed. Skipped with a reason when something is missing or the content
 * is already complete.
 */
export function completeContent(change: ProgressChange): CompletionResult {
  const checked = check(change);
  if ('reason' in checked) return checked;
  const { record, course, place } = checked;
  if (isContentComplete(record, place.content.id)) return { done: false, reason: 'already-complete' };
  const at = change.now.toISOString();
  let minutes = 0;
  const content_progress = upsert(
    record.course_content_progress,
    'content_id',
    place.content.id,
    (entry) => {
      minutes = settledMinutes(entry.time_spent, elapsedMinutes(entry.started_at, change.now));
      return {
        ...entry,
        completed_percentage: 100,
        time_spent: minutes,
        started_at: entry.started_at || at,
        completed_at: at,
      };
    },
    (): ContentProgress => ({
      content_id: place.content.id,
      completed_percentage: 100,
      time_spent: 0,
      started_at: at,
      completed_at: at,
    }),
  );
  const next = recompute({ ...record, course_content_progress: content_progress }, course, place, at);
  return { done: true, record: next, place, suspect: isSuspectMinutes(minutes) };
}

/** §4 unmarking (only a completed content): its entry is removed, then chapter, unit and course are recomputed. */
export function unmarkContent(change: ProgressChange): ChangeResult {
  const checked = check(change);
  if ('reason' in checked) return checked;
  const { record, course, place } = checked;
  if (!isContentComplete(record, place.content.id)) return { done: false, reason: 'not-complete' };
  const remaining = record.course_content_progress.filter((entry) => entry.content_id !== place.content.id);
  const next = recompute({ ...record, course_content_progress: remaining }, course, place, change.now.toISOString());
  return { done: true, record: next, place };
}

/** §4/§9: a video completes once 90 % has played, unless it is already complete (an unknown duration never completes). */
export function shouldCompleteVideo(currentTime: number, duration: number, alreadyComplete: boolean): boolean {
  if (alreadyComplete || !Number.isFinite(duration) || duration <= 0 || !Number.isFinite(currentTime)) return false;
  return currentTime * 100 >= duration * VIDEO_COMPLETE_PERCENT;
}

/**
 * §4 resume: the first content below 100 %, the last when all are done, the first when no progress is loaded; null when
 * the course has no content.
 */
export function resumeContentId(course: Course, record: CourseProgress | null | undefined): string | null {
  const order = flattenCourse(course);
  if (order.length === 0) return null;
  if (!record) return order[0]!.content.id;
  const open = order.find((place) => !isContentComplete(record, place.content.id));
  return (open ?? order[order.length - 1]!).content.id;
}

/** The content to show: the one named in the route when the course has it, else the resume content. */
export function initialContentId(
  course: Course,
  record: CourseProgress | null | undefined,
  requested?: string | null,
): string | null {
  if (requested && locateContent(course, requested)) return requested;
  return resumeContentId(course, record);
}

function check(
  change: ProgressChange,
): { record: CourseProgress; course: Course; place: ContentPlace } | { done: false; reason: SkipReason } {
  if (!change.progressId) return { done: false, reason: 'no-progress-id' };
  if (!change.record) return { done: false, reason: 'no-progress' };
  if (!change.course) return { done: false, reason: 'no-course' };
  const place = change.contentId ? locateContent(change.course, change.contentId) : undefined;
  if (!place) return { done: false, reason: 'no-content' };
  return { record: change.record, course: change.course, place };
}

/** §4 the content's chapter, unit and the course: rounded shares of completed contents, summed times, completed_at on reaching 100 (an entry already stored at 100 keeps its own). */
function recompute(record: CourseProgress, course: Course, place: ContentPlace, at: string): CourseProgress {
  const times = (contents: { id: string }[]) =>
    contents.map(
      (content) => record.course_content_progress.find((entry) => entry.content_id === content.id)?.time_spent,
    );
  const settle = <T extends Entry>(entry: T, contents: { id: string }[]): T => {
    const percentage = completedShare(contents, record);
    return {
      ...entry,
      completed_percentage: percentage,
      time_spent: summedMinutes(times(contents), entry.time_spent),
      completed_at: percentage < 100 ? null : (entry.completed_percentage >= 100 && entry.completed_at) || at,
    };
  };
  const chapterContents = place.chapter.contents;
  const unitContents = contentsOf(place.unit);
  const all = contentsOf(course);
  const course_chapter_progress = upsert(
    record.course_chapter_progress,
    'chapter_id',
    place.chapter.id,
    (entry) => settle(entry, chapterContents),
    (): ChapterProgress => settle(fresh({ chapter_id: place.chapter.id }, 0, at), chapterContents),
  );
  const course_unit_progress = upsert(
    record.course_unit_progress,
    'unit_id',
    place.unit.id,
    (entry) => settle(entry, unitContents),
    (): UnitProgress => settle(fresh({ unit_id: place.unit.id }, 0, at), unitContents),
  );
  const whole = settle(
    {
      completed_percentage: record.progress_percentage ?? 0,
      time_spent: record.total_time_spent,
      completed_at: record.completed_at,
    },
    all,
  );
  return {
    ...record,
    course_chapter_progress,
    course_unit_progress,
    progress_percentage: whole.completed_percentage,
    total_time_spent: whole.time_spent,
    completed_at: whole.completed_at,
  };
}

/** A new progress entry with no time spent yet. */
function fresh<K extends object>(key: K, percentage: number, at: string): K & Entry {
  return { ...key, completed_percentage: percentage, time_spent: 0, started_at: at, completed_at: null };
}

/** A copy of `entries` with the one whose `key` is `id` updated, or a new one appended. */
function upsert<T, K extends keyof T>(
  entries: readonly T[],
  key: K,
  id: T[K],
  update: (entry: T) => T,
  create: () => T,
): T[] {
  const at = entries.findIndex((entry) => entry[key] === id);
  if (at < 0) return [...entries, create()];
  return entries.map((entry, index) => (index === at ? update(entry) : entry));
}
