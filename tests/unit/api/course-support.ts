import {
  CourseProgressAnswer,
  CourseViewAnswer,
  type Course,
  type CourseProgress,
} from '../../../src/core/api/schemas/course';
import type { Account } from './contract/support';
import { readAnswer, type TestApi } from './helpers';

// Shared by the course API tests: the paths, and the answers read the way the client reads them.

export const coursePath = (id: number | string) => `courses/view/course/${id}`;
export const progressPath = (id: number | string) => `batch/participant/course/progress/get/${id}`;
export const updatePath = (id: number | string) => `batch/participant/course/progress/update/${id}`;

/** The course as the client reads it (ids as text, URLs absolute on the API). */
export async function readCourse(t: TestApi, as: Account, id: number): Promise<Course> {
  const res = await t.call(coursePath(id), { token: await t.login(as) });
  return readAnswer(t, res.body.data, CourseViewAnswer);
}

/** The progress record as the client reads it (null for a copied link). */
export async function readProgress(t: TestApi, token: string, id: number): Promise<CourseProgress | null> {
  const res = await t.call(progressPath(id), { token });
  if (res.status !== 200) throw new Error(`progress ${id}: ${res.status}`);
  return readAnswer(t, res.body.data, CourseProgressAnswer);
}
