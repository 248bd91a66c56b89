// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../src/core/api/schemas/course';
import { PROGRESS } from '../../../demo/api/features/catalog/ids';
import { CCTV } from '../../../demo/api/features/course/ids';
import { readProgress, updatePath } from './course-support';
import { useTestApi, type TestApi } from './helpers';

// How progress is stored: times the columns hold unchanged, and updates of one record decided one after the other.

async function post(t: TestApi, token: string, id: number, body: unknown) {
  return t.call<CourseProgress>(updatePath(id), { token, body });
}

/** A first save of learner's untouched CCTV record: the intro video opened at `started`, the course started at `course`. */
function opened(started: string, course: string | null = started) {
  return { started_at: course, course_content_progress: [{ content_id: CCTV.introVideo, completed_percentage: 0, time_spent: 0, started_at: started }] };
}

describe('course API: stored progress times', () => {
  const t = useTestApi();

  it.each(['1000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])('keeps the time %s (years 1000–9999) exactly as sent', async (time) => {
    const token = await t.login('learner');
    const res = await post(t, token, PROGRESS.learnerCctv, opened(time));
    expect(res.status).toBe(200);
    const saved = await readProgress(t, token, PROGRESS.learnerCctv);
    expect(saved?.started_at).toBe(time);
    expect(saved?.course_content_progress[0]?.started_at).toBe(time);
  });

  it.each([
    ['a year before 1000', '0999-12-31T23:59:59.999Z'],
    ['year 1', '0001-01-01T00:00:00.000Z'],
    ['a negative year', '-000001-01-01T00:00:00.000Z'],
    ['a year after 9999', '+010000-01-01T00:00:00.000Z'],
  ])('answers 422 for %s, in the course or in an entry, and stores nothing', async (_name, time) => {
    const token = await t.login('learner');
    const before = await readProgress(t, token, PROGRESS.learnerCctv);
    const course = await post(t, token, PROGRESS.learnerCctv, opened(new Date(t.clock.now).toISOString(), time));
    expect(course.status).toBe(422);
    expect(Object.keys(course.body.data)).toEqual(['started_at']);
    const entry = await post(t, token, PROGRESS.learnerCctv, opened(time, null));
    expect(entry.status).toBe(422);
    expect(Object.keys(entry.body.data)).toEqual(['course_content_progress.0.started_at']);
    expect(await readProgress(t, token, PROGRESS.learnerCctv)).toEqual(before);
  });
});
