// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../src/core/api/schemas/course';
import { completeContent, openContent, unmarkContent } from '../../../src/core/course/progress-rules';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { CCTV, FIRE, LEARNER_FIRE_RESUME } from '../../../demo/api/features/course/ids';
import { progressPath, readCourse, readProgress, updatePath } from './course-support';
import { startApi, useTestApi, type TestApi } from './helpers';

// POST batch/participant/course/progress/update/{id}: the owner's change is stored with chapter, unit and course
// recomputed by the client's rules; bad bodies answer 422; anyone else's id 404; saves are throttled.

const MINUTE = 60_000;
const learnerFire = PROGRESS.learnerFireSafety;

async function post(t: TestApi, token: string, id: number | string, body: unknown) {
  return t.call<CourseProgress>(updatePath(id), { token, body });
}

/** What the learner's viewer holds for Fire Safety, and a change made with the core rules on the API clock. */
async function viewer(t: TestApi) {
  const token = await t.login('learner');
  const course = await readCourse(t, 'learner', COURSE.fireSafety);
  const record = await readProgress(t, token, learnerFire);
  if (!record) throw new Error('no record');
  const complete = (from: CourseProgress, contentId: number) => {
    const result = completeContent({
      progressId: String(learnerFire),
      record: from,
      course,
      contentId: String(contentId),
      now: new Date(t.clock.now),
    });
    if (!result.done) throw new Error(result.reason);
    return result.record;
  };
  return { token, course, record, complete };
}

describe('course API: progress update', () => {
  const t = useTestApi();

  it('stores a completion and answers exactly what the client rules computed; the next read agrees', async () => {
    const { token, record, complete } = await viewer(t);
    t.clock.advance(5 * MINUTE);
    const next = complete(record, LEARNER_FIRE_RESUME);
    expect(next.progress_percentage).toBe(55);
    const res = await post(t, token, learnerFire, next);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Course progress saved.');
    const saved = await readProgress(t, token, learnerFire);
    expect(saved).toEqual(next);
    expect(
      saved?.course_chapter_progress.find((entry) => entry.chapter_id === String(FIRE.chapters[2]))
        ?.completed_percentage,
    ).toBe(33);
  });

  it('recomputes chapter, unit and course from the content entries, whatever percentages are sent', async () => {
    const { token, record, complete } = await viewer(t);
    const next = complete(record, LEARNER_FIRE_RESUME);
    const lying = {
      ...next,
      progress_percentage: 100,
      course_chapter_progress: next.course_chapter_progress.map((entry) => ({ ...entry, completed_percentage: 0 })),
      course_unit_progress: [],
    };
    const res = await post(t, token, learnerFire, lying);
    expect(res.body.data.progress_percentage).toBe(55);
    expect(res.body.data.completed_at).toBeNull();
    expect(res.body.data.course_chapter_progress.map((entry) => entry.completed_percentage)).toEqual([100, 100, 33]);
    expect(res.body.data.course_unit_progress.map((entry) => [entry.unit_id, entry.completed_percentage])).toEqual([
      [11, 100],
      [12, 25],
    ]);
  });

  it('unmarking removes the entry and clears completed_at where a chapter or unit drops below 100', async () => {
    const { token, course, record } = await viewer(t);
    const result = unmarkContent({
      progressId: String(learnerFire),
      record,
      course,
      contentId: String(FIRE.hazardsAssignment),
      now: new Date(t.clock.now),
    });
    if (!result.done) throw new Error(result.reason);
    const res = await post(t, token, learnerFire, result.record);
    expect(res.body.data).toMatchObject({ progress_percentage: 36 });
    const chapter = res.body.data.course_chapter_progress.find(
      (entry) => String(entry.chapter_id) === String(FIRE.chapters[1]),
    );
    expect(chapter).toMatchObject({ completed_percentage: 50, completed_at: null });
    expect(res.body.data.course_unit_progress[0]).toMatchObject({ completed_percentage: 80, completed_at: null });
    // Times never shrink: the stored sums are kept (§4 "keeping the larger of the sum and the stored value").
    expect(res.body.data.total_time_spent).toBe(record.total_time_spent);
  });

  it('completing the last content completes the course; started_at never moves', async () => {
    const token = await t.login('learner');
    const course = await readCourse(t, 'learner', COURSE.cctv);
    let record = (await readProgress(t, token, PROGRESS.learnerCctv)) as CourseProgress;
    for (const id of [
      CCTV.introVideo,
      CCTV.checklist,
      CCTV.cameraSlides,
      CCTV.monitoringQuiz,
      CCTV.incidentAssignment,
    ]) {
      record = openContent(record, course, String(id), new Date(t.clock.now)).record;
      // The first open is saved (§4), which fixes the course's started_at.
      if (id === CCTV.introVideo)
        expect((await post(t, token, PROGRESS.learnerCctv, record)).body.data.started_at).toBe(record.started_at);
      t.clock.advance(3 * MINUTE);
      const result = completeContent({
        progressId: '304',
        record,
        course,
        contentId: String(id),
        now: new Date(t.clock.now),
      });
      if (!result.done) throw new Error(result.reason);
      record = result.record;
    }
    const res = await post(t, token, PROGRESS.learnerCctv, {
      ...record,
      started_at: new Date(t.clock.now).toISOString(),
    });
    expect(res.body.data).toMatchObject({
      progress_percentage: 100,
      total_time_spent: 15,
      started_at: record.started_at,
    });
    expect(res.body.data.completed_at).toBe(new Date(t.clock.now).toISOString());
    expect(
      res.body.data.course_unit_progress.every((entry) => entry.completed_percentage === 100 && entry.completed_at),
    ).toBe(true);
  });

  it('fills what a minimal body leaves out: completed_at of a completed content, chapter and unit entries', async () => {
    const token = await t.login('learner');
    const started = new Date(t.clock.now - 10 * MINUTE).toISOString();
    const body = {
      participant_id: '201',
      course_content_progress: [
        { content_id: CCTV.introVideo, completed_percentage: 100, time_spent: 4, started_at: started },
      ],
    };
    const res = await post(t, token, PROGRESS.learnerCctv, body);
    const now = new Date(t.clock.now).toISOString();
    expect(res.body.data.course_content_progress).toEqual([
      { content_id: CCTV.introVideo, completed_percentage: 100, time_spent: 4, started_at: started, completed_at: now },
    ]);
    expect(res.body.data.course_chapter_progress).toEqual([
      {
        chapter_id: CCTV.chapters[0],
        completed_percentage: 50,
        time_spent: 4,
        started_at: started,
        completed_at: null,
      },
    ]);
    expect(res.body.data.course_unit_progress).toEqual([
      { unit_id: CCTV.units[0], completed_percentage: 25, time_spent: 4, started_at: started, completed_at: null },
    ]);
    expect(res.body.data).toMatchObject({
      progress_percentage: 20,
      total_time_spent: 4,
      started_at: started,
      completed_at: null,
      participant_id: '201',
    });
  });

  it.each([
    [
      'a percentage above 100',
      (r: CourseProgress) => ({
        ...r,
        course_content_progress: [{ ...r.course_content_progress[0], completed_percentage: 101 }],
      }),
      'course_content_progress.0.completed_percentage',
    ],
    ['a negative time', (r: CourseProgress) => ({ ...r, total_time_spent: -1 }), 'total_time_spent'],
    ['a text percentage', (r: CourseProgress) => ({ ...r, progress_percentage: '45' }), 'progress_percentage'],
    ['no content list', (r: CourseProgress) => ({ ...r, course_content_progress: null }), 'course_content_progress'],
    [
      'a content of another course',
      (r: CourseProgress) => ({
        ...r,
        course_content_progress: [{ content_id: CCTV.introVideo, completed_percentage: 100 }],
      }),
      'course_content_progress.0.content_id',
    ],
    [
      'more entries than contents',
      (r: CourseProgress) => ({
        ...r,
        course_content_progress: Array.from({ length: 12 }, () => r.course_content_progress[0]),
      }),
      'course_content_progress',
    ],
    [
      'a content twice',
      (r: CourseProgress) => ({
        ...r,
        course_content_progress: [r.course_content_progress[0], r.course_content_progress[0]],
      }),
      'course_content_progress.1.content_id',
    ],
    [
      'an unknown chapter',
      (r: CourseProgress) => ({ ...r, course_chapter_progress: [{ chapter_id: '999', completed_percentage: 0 }] }),
      'course_chapter_progress.0.chapter_id',
    ],
    [
      'an unreadable time',
      (r: CourseProgress) => ({
        ...r,
        course_unit_progress: [{ unit_id: 11, completed_percentage: 0, started_at: 'yesterday' }],
      }),
      'course_unit_progress.0.started_at',
    ],
    ['another participant', (r: CourseProgress) => ({ ...r, participant_id: '202' }), 'participant_id'],
    ['another course', (r: CourseProgress) => ({ ...r, course_id: COURSE.cctv }), 'course_id'],
    ['a 256-character time', (r: CourseProgress) => ({ ...r, started_at: 'x'.repeat(256) }), 'started_at'],
  ])('answers 422 naming the field for %s, and stores nothing', async (_name, change, field) => {
    const { token, record } = await viewer(t);
    const res = await t.call<Record<string, string[]>>(updatePath(learnerFire), {
      token,
      body: change(record),
      lang: 'ar',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data)).toContain(field);
    expect(res.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(await readProgress(t, token, learnerFire)).toEqual(record);
  });

  it("lets only the owner save: another's, a copied link's and a missing id answer 404", async () => {
    const { record } = await viewer(t);
    const both = await t.login('both');
    for (const [token, id] of [
      [both, learnerFire],
      [await t.login('learner'), PROGRESS.learnerCopiedLink],
      [both, 999999],
      [both, 'abc'],
    ] as const) {
      const res = await post(t, token, id, record);
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe('Course progress not found.');
    }
    expect((await t.call(progressPath(learnerFire), { token: await t.login('learner') })).body.data).toMatchObject({
      progress_percentage: 45,
    });
  });
});

describe('course API: progress update throttle', () => {
  // Its own API with a small limit: starting one takes seconds on a busy machine.
  it('answers 429 with Retry-After once a user has saved the hourly limit', async () => {
    const t = await startApi({ limits: { progressUpdatesPerUser: 2 } });
    try {
      const { token, record } = await viewer(t);
      expect((await post(t, token, learnerFire, record)).status).toBe(200);
      expect((await post(t, token, learnerFire, record)).status).toBe(200);
      const res = await post(t, token, learnerFire, record);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another user is not held back.
      const both = await t.login('both');
      const own = await readProgress(t, both, PROGRESS.bothFireSafety);
      expect((await post(t, both, PROGRESS.bothFireSafety, own)).status).toBe(200);
    } finally {
      await t.close();
    }
  });
});
