import type { CourseContent, CourseProgress } from '../api/schemas/course';

/** §4 status of content, chapter, unit or course. */
export type ProgressStatus = 'not_started' | 'in_progress' | 'completed';

/** §4: a chapter or unit with no content counts as 100 %. */
export const EMPTY_PERCENTAGE = 100;

/** §4 status from a completed percentage: 0 not started, 100 completed, otherwise in progress (out-of-range values clamp). */
export function progressStatus(percentage: number): ProgressStatus {
  if (!(percentage > 0)) return 'not_started';
  return percentage >= 100 ? 'completed' : 'in_progress';
}

/** The completed percentage of one content (0 when the record has no entry for it or there is no record). */
export function contentPercentage(record: CourseProgress | null | undefined, contentId: string): number {
  const entry = record?.course_content_progress.find((item) => item.content_id === contentId);
  return entry ? entry.completed_percentage : 0;
}

/** True when the content is at 100 %. */
export function isContentComplete(record: CourseProgress | null | undefined, contentId: string): boolean {
  return contentPercentage(record, contentId) >= 100;
}

/** §4 rounded share (0–100) of completed items among `contents`; no content = 100 (1/3 → 33, 2/3 → 67). */
export function completedShare(
  contents: readonly Pick<CourseContent, 'id'>[],
  record: CourseProgress | null | undefined,
): number {
  if (contents.length === 0) return EMPTY_PERCENTAGE;
  const done = contents.filter((content) => isContentComplete(record, content.id)).length;
  return Math.round((done / contents.length) * 100);
}
