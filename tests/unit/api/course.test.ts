// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES } from '../../../src/core/api/schemas/course';
import { contentsOf, flattenCourse, hasContent } from '../../../src/core/course/course-tree';
import { resumeContentId } from '../../../src/core/course/progress-rules';
import { completedShare } from '../../../src/core/course/progress-status';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { BOTH_FIRE_RESUME, CCTV, FIRE, FIRE_PERCENT, LEARNER_FIRE_RESUME } from '../../../demo/api/features/course/ids';
import { coursePath, progressPath, readCourse, readProgress } from './course-support';
import { useTestApi } from './helpers';

// GET courses/view/course/{id} and GET batch/participant/course/progress/get/{id}: the seeded courses, who may read
// which progress, and seeded percentages equal to what the client's rules compute.

interface Answer {
  course: {
    id: number;
    title: string;
    units: {
      title: string;
      chapters: {
        contents: { id: number; title: string; type: string; url: string | null; description: string | null }[];
      }[];
    }[];
  };
}

describe('course API: view and progress', () => {
  const t = useTestApi();

  it("answers the course with titles and descriptions in the request's language", async () => {
    const token = await t.login('learner');
    const en = await t.call<Answer>(coursePath(COURSE.fireSafety), { token });
    expect(en.status).toBe(200);
    expect(en.body.data.course).toMatchObject({ id: COURSE.fireSafety, title: 'Fire Safety Fundamentals' });
    expect(en.body.data.course.units.map((unit) => unit.title)).toEqual([
      'Fire Science',
      'Extinguishers and Alarms',
      'Evacuation',
    ]);
    const ar = await t.call<Answer>(coursePath(COURSE.fireSafety), { token, lang: 'ar' });
    expect(ar.body.data.course.title).toBe('أساسيات السلامة من الحرائق');
    const first = ar.body.data.course.units[0]?.chapters[0]?.contents[0];
    expect(first).toMatchObject({
      id: FIRE.introVideo,
      title: 'مرحبًا بك ومثلث الحريق',
      type: 'video',
      url: '/backend/storage/course/fire-safety-intro.webm',
    });
    expect(first?.description).toContain('الحرارة');
  });

  it.each([
    ['Fire Safety Fundamentals', COURSE.fireSafety, 11],
    ['CCTV Operations', COURSE.cctv, 5],
  ])('%s uses every content type, each document and video with a file', async (_title, id, count) => {
    const course = await readCourse(t, 'learner', id);
    const contents = contentsOf(course);
    expect(contents).toHaveLength(count);
    expect(new Set(contents.map((item) => item.type))).toEqual(new Set(CONTENT_TYPES));
    for (const item of contents.filter((entry) => ['video', 'pdf', 'presentation'].includes(entry.type))) {
      expect(item.url?.slice(t.origin.length), item.title).toMatch(/^\/backend\/storage\/course\/[\w-]+\.(webm|pdf)$/);
      expect(item.url?.startsWith(t.origin), item.title).toBe(true);
      expect((await fetch(item.url ?? '')).status).toBe(200);
    }
  });

  it('has a course without content (the "no content" state) readable by any signed-in user', async () => {
    const course = await readCourse(t, 'newcomer', COURSE.induction);
    expect(course.title).toBe('Site Induction');
    expect(hasContent(course)).toBe(false);
  });

  it('answers 404 "Course not found." for an unknown or malformed id, 401 without a token', async () => {
    const token = await t.login('learner');
    for (const id of ['999999', 'abc', '1e3', '-101']) {
      const res = await t.call(coursePath(id), { token });
      expect(res.status, id).toBe(404);
      expect(res.body.message).toBe('Course not found.');
    }
    expect((await t.call(coursePath(COURSE.fireSafety), { token, lang: 'ar' })).status).toBe(200);
    expect((await t.call(coursePath('999999'), { token, lang: 'ar' })).body.message).toBe('الدورة غير موجودة.');
    expect((await t.call(coursePath(COURSE.fireSafety))).status).toBe(401);
  });

  it.each([
    ['learner', PROGRESS.learnerFireSafety, FIRE_PERCENT.learner, LEARNER_FIRE_RESUME, 5],
    ['both', PROGRESS.bothFireSafety, FIRE_PERCENT.both, BOTH_FIRE_RESUME, 7],
  ] as const)(
    "%s's Fire Safety progress is what the client rules compute from its entries",
    async (account, id, percent, resume, done) => {
      const course = await readCourse(t, account, COURSE.fireSafety);
      const record = await readProgress(t, await t.login(account), id);
      if (!record) throw new Error('no record');
      expect(record.participant_id).toMatch(/^\d+$/);
      expect(record.progress_percentage).toBe(percent);
      expect(completedShare(contentsOf(course), record)).toBe(percent);
      expect(record.course_content_progress.filter((entry) => entry.completed_percentage === 100)).toHaveLength(done);
      expect(resumeContentId(course, record)).toBe(String(resume));
      for (const chapter of course.units.flatMap((unit) => unit.chapters)) {
        const entry = record.course_chapter_progress.find((item) => item.chapter_id === chapter.id);
        if (entry) expect(entry.completed_percentage, chapter.title).toBe(completedShare(chapter.contents, record));
      }
      const times = record.course_content_progress.reduce((sum, entry) => sum + (entry.time_spent ?? 0), 0);
      expect(record.total_time_spent).toBe(times);
      expect(record.started_at).toBe(record.course_content_progress[0]?.started_at);
      expect(record.completed_at).toBeNull();
    },
  );

  it("learner's CCTV progress is untouched: no entries, 0 %, never started; resume opens the first content", async () => {
    const course = await readCourse(t, 'learner', COURSE.cctv);
    const record = await readProgress(t, await t.login('learner'), PROGRESS.learnerCctv);
    expect(record).toMatchObject({
      course_content_progress: [],
      course_chapter_progress: [],
      course_unit_progress: [],
      progress_percentage: 0,
      started_at: null,
    });
    expect(resumeContentId(course, record)).toBe(String(CCTV.introVideo));
    expect(flattenCourse(course)[0]?.content.type).toBe('video');
  });

  it("answers null for the learner's copied link, and 404 to anyone else", async () => {
    expect(await readProgress(t, await t.login('learner'), PROGRESS.learnerCopiedLink)).toBeNull();
    expect((await t.call(progressPath(PROGRESS.learnerCopiedLink), { token: await t.login('both') })).status).toBe(404);
  });

  it("serves progress to its owner only: anyone else's id answers exactly like a missing one", async () => {
    const missing = await t.call(progressPath(999999), { token: await t.login('learner') });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Course progress not found.');
    const cases: [string, number | string][] = [
      ['learner', PROGRESS.bothFireSafety],
      ['both', PROGRESS.learnerFireSafety],
      ['trainer', PROGRESS.learnerFireSafety],
      ['newcomer', PROGRESS.learnerCctv],
      ['learner', 'abc'],
      ['learner', '301.0'],
    ];
    for (const [account, id] of cases) {
      const res = await t.call(progressPath(id), { token: await t.login(account) });
      expect({ account, id, status: res.status, body: res.body }).toEqual({
        account,
        id,
        status: 404,
        body: missing.body,
      });
    }
    expect((await t.call(progressPath(PROGRESS.learnerFireSafety))).status).toBe(401);
  });

  it('every course card of the dashboard opens a course with content, at the percentage its progress computes', async () => {
    const token = await t.login('learner');
    type Card = { id: number; title: string; progress: number; batch_participant_course_progress_id: number };
    const dashboard = await t.call<{ active_courses: Card[]; completed_courses: Card[] }>(
      'reports/v2/dashboard/learner/1',
      { token },
    );
    const cards = [...dashboard.body.data.active_courses, ...dashboard.body.data.completed_courses];
    expect(cards.map((card) => card.id)).toEqual([
      COURSE.fireSafety,
      COURSE.firstAid,
      COURSE.crowdManagement,
      COURSE.cctv,
      COURSE.guardFoundations,
      COURSE.evacuation,
    ]);
    for (const card of cards) {
      const course = await readCourse(t, 'learner', card.id);
      const record = await readProgress(t, token, card.batch_participant_course_progress_id);
      if (!record) throw new Error(`no record for ${card.title}`);
      expect(hasContent(course), card.title).toBe(true);
      expect(card.progress, card.title).toBe(record.progress_percentage);
      expect(completedShare(contentsOf(course), record), card.title).toBe(card.progress);
    }
    expect(cards.find((card) => card.id === COURSE.firstAid)?.progress).toBe(70);
  });
});
