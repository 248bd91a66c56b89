import { checkSchema, request } from '../http/client';
import { innerData } from './inner-data';
import { Ignored } from './schemas/common';
import {
  CourseProgressAnswer,
  CourseViewAnswer,
  type Course,
  type CourseProgress,
  type CourseProgressUpdateRequest,
} from './schemas/course';

export * from './schemas/course';

const seg = encodeURIComponent;

/** GET courses/view/course/{courseId} — §7 "data holds course" (or `data.course`). */
export async function fetchCourse(courseId: string): Promise<Course> {
  const answer = await request('GET', `courses/view/course/${seg(courseId)}`, { schema: Ignored, silent: true });
  return checkSchema(innerData(answer), CourseViewAnswer, 'courses/view/course');
}

/** GET batch/participant/course/progress/get/{id} — the progress record, or null for a copied link (§4). */
export async function fetchCourseProgress(progressId: string): Promise<CourseProgress | null> {
  const answer = await request('GET', `batch/participant/course/progress/get/${seg(progressId)}`, {
    schema: Ignored,
    silent: true,
  });
  return checkSchema(innerData(answer), CourseProgressAnswer, 'batch/participant/course/progress/get');
}

/** POST batch/participant/course/progress/update/{id} — the whole record; the answer is the updated record. */
export async function updateCourseProgress(progressId: string, record: CourseProgress): Promise<CourseProgress | null> {
  const answer = await request('POST', `batch/participant/course/progress/update/${seg(progressId)}`, {
    json: progressBody(record),
    schema: Ignored,
    silent: true,
  });
  return checkSchema(innerData(answer), CourseProgressAnswer, 'batch/participant/course/progress/update');
}

/** The update body: the record as read, participant_id as text (§3), percentages kept within 0–100 and times never negative. */
export function progressBody(record: CourseProgress): CourseProgressUpdateRequest {
  const percent = (value: number) => Math.min(100, Math.max(0, value));
  const minutes = (value: number | null | undefined) => (value == null ? value : Math.max(0, value));
  const entry = <T extends { completed_percentage: number; time_spent?: number | null | undefined }>(item: T): T => ({
    ...item,
    completed_percentage: percent(item.completed_percentage),
    time_spent: minutes(item.time_spent),
  });
  return {
    ...record,
    participant_id: record.participant_id == null ? '' : String(record.participant_id),
    course_content_progress: record.course_content_progress.map(entry),
    course_chapter_progress: record.course_chapter_progress.map(entry),
    course_unit_progress: record.course_unit_progress.map(entry),
    total_time_spent: minutes(record.total_time_spent),
    progress_percentage:
      record.progress_percentage == null ? record.progress_percentage : percent(record.progress_percentage),
  };
}
