// @vitest-environment node
import { validate } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { LearnerDashboardSchema, TrainerDashboardSchema } from '../../../src/core/api/schemas/dashboard';
import { BATCH_NO, LECTURE } from '../../../demo/api/features/batch/ids';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { dayStart, localDate } from '../../../demo/api/local-time';
import type { learnerDashboard } from '../../../demo/api/features/dashboard/learner';
import type { trainerDashboard } from '../../../demo/api/features/dashboard/trainer';
import { scan } from './attendance-support';
import { start } from './exam-support';
import { useTestApi } from './helpers';

// The learner and trainer dashboards: who may read them, what the catalog seed puts on them, and the clock rules.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** A fixed local noon (Wednesday), so "today" holds the three seeded lectures in every time zone. */
const NOON = new Date(2026, 2, 18, 12, 0).getTime();
const ids = { learner: 1, trainer: 2, both: 3, newcomer: 4 } as const;
type Account = keyof typeof ids;

/** The answers as sent (ids as numbers); the client's coerced reading is checked against the schemas below. */
type LearnerDashboard = Awaited<ReturnType<typeof learnerDashboard>>;
type TrainerDashboard = Awaited<ReturnType<typeof trainerDashboard>>;

const learnerPath = (id: number | string) => `reports/v2/dashboard/learner/${id}`;
const trainerPath = (id: number | string) => `reports/v2/dashboard/trainer/${id}`;

/** The exam feature's exams of batch 2401 open now (issue #11), in start order; the learner has taken fireCompleted. */
const EXAM_FEATURE_LIVE = [
  EXAM.fireTotalTimer,
  EXAM.fireQuestionTimer,
  EXAM.fireArabic,
  EXAM.fireFeedbackFirst,
  EXAM.fireNotEligible,
];

describe('dashboard API', () => {
  const t = useTestApi({ at: NOON });

  /** Re-seeds with the clock at `at` (the seed is relative to its `now`). */
  async function seedAt(at: number): Promise<void> {
    t.clock.now = at;
    await t.api.reset();
  }

  async function learner(account: Account, lang?: string) {
    const res = await t.call<LearnerDashboard>(learnerPath(ids[account]), { token: await t.login(account), lang });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  async function trainer(account: Account, lang?: string) {
    const res = await t.call<TrainerDashboard>(trainerPath(ids[account]), { token: await t.login(account), lang });
    expect(res.status).toBe(200);
    return res.body.data;
  }

  describe('authorization', () => {
    it('answers 401 without a token on both routes', async () => {
      expect((await t.call(learnerPath(1))).status).toBe(401);
      expect((await t.call(trainerPath(2))).status).toBe(401);
    });

    it("answers 403 for another user's id, an unknown id or a non-numeric id, in both languages", async () => {
      const token = await t.login('learner');
      const other = await t.call(learnerPath(ids.both), { token });
      expect(other.status).toBe(403);
      expect(other.body.message).toBe('Access denied. Insufficient permissions.');
      expect((await t.call(learnerPath(999), { token })).status).toBe(403);
      expect((await t.call(learnerPath('1x'), { token })).status).toBe(403);
      expect((await t.call(learnerPath('x'.repeat(5000)), { token })).status).toBe(403);
      const arabic = await t.call(learnerPath(ids.both), { token, lang: 'ar' });
      expect(arabic.body.message).toBe('تم رفض الوصول. الصلاحيات غير كافية.');
      const trainerToken = await t.login('trainer');
      expect((await t.call(trainerPath(ids.both), { token: trainerToken })).status).toBe(403);
    });

    it('refuses the trainer route to learners even for their own id; a trainer-only user gets an empty learner view', async () => {
      const own = await t.call(learnerPath(ids.trainer), { token: await t.login('trainer') });
      expect(own.status).toBe(200);
      expect(Object.values(own.body.data as Record<string, unknown[]>).every((section) => section.length === 0)).toBe(
        true,
      );
      expect((await t.call(trainerPath(ids.learner), { token: await t.login('learner') })).status).toBe(403);
      expect((await t.call(trainerPath(ids.newcomer), { token: await t.login('newcomer') })).status).toBe(403);
    });

    it('lets both (Instructor + Student) read both dashboards', async () => {
      const token = await t.login('both');
      expect((await t.call(learnerPath(ids.both), { token })).status).toBe(200);
      expect((await t.call(trainerPath(String(ids.both)), { token })).status).toBe(200);
    });
  });

  describe("every account's answer satisfies the client schemas", () => {
    it.each(['learner', 'both', 'newcomer'] as const)('learner dashboard of %s', async (account) => {
      await seedAt(NOON);
      const [failure] = validate(await learner(account), LearnerDashboardSchema, { coerce: true });
      expect(failure?.message).toBeUndefined();
    });

    it.each(['trainer', 'both'] as const)('trainer dashboard of %s', async (account) => {
      await seedAt(NOON);
      const [failure] = validate(await trainer(account), TrainerDashboardSchema, { coerce: true });
      expect(failure?.message).toBeUndefined();
    });
  });

  describe('learner seed', () => {
    it('has four courses in progress with their enrolment ids, the running lecture on the first', async () => {
      await seedAt(NOON);
      const data = await learner('learner');
      expect(data.active_courses.map((course) => course.id)).toEqual([
        COURSE.fireSafety,
        COURSE.firstAid,
        COURSE.crowdManagement,
        COURSE.cctv,
      ]);
      expect(data.active_courses.map((course) => course.batch_participant_course_progress_id)).toEqual([
        PROGRESS.learnerFireSafety,
        PROGRESS.learnerFirstAid,
        PROGRESS.learnerCrowd,
        PROGRESS.learnerCctv,
      ]);
      const [fire] = data.active_courses;
      expect(fire).toMatchObject({
        title: 'Fire Safety Fundamentals',
        batch_no: BATCH_NO.fireMorning,
        progress: 45,
        active_lecture_id: LECTURE.fireNow,
      });
      expect(fire?.schedule?.map((item) => item.status)).toEqual([
        'completed',
        'completed',
        'active',
        'upcoming',
        'upcoming',
      ]);
      expect(data.active_courses.slice(1).every((course) => course.active_lecture_id === null)).toBe(true);
      expect(data.active_courses.find((course) => course.id === COURSE.cctv)?.next_session_meeting_link).toMatch(
        /^https:\/\//,
      );
    });

    it("gives each lecture the learner's own check-in state: not yet, in after the scan, out after the next (#29)", async () => {
      await seedAt(NOON);
      const state = async () =>
        (await learner('learner')).schedule.find((item) => String(item.lecture_id) === String(LECTURE.fireNow))
          ?.attendance_state;
      expect(await state()).toBe('not_yet');
      expect((await scan(t, 'IN')).status).toBe(200);
      expect(await state()).toBe('checked_in');
      t.clock.advance(40 * MINUTE);
      expect((await scan(t, 'OUT')).status).toBe(200);
      expect(await state()).toBe('checked_out');
      // Only the learner's own: another learner of the lecture is still to scan.
      const other = (await learner('both')).schedule.find(
        (item) => String(item.lecture_id) === String(LECTURE.fireNow),
      );
      expect(other?.attendance_state).toBe('not_yet');
    });

    it('keeps an evening lecture still running after midnight in the schedule, as active', async () => {
      await seedAt(new Date(2026, 2, 18, 23, 40).getTime());
      t.clock.advance(30 * MINUTE);
      const { schedule } = await learner('learner');
      expect(schedule.find((item) => String(item.lecture_id) === String(LECTURE.fireNow))).toMatchObject({
        date: '2026-03-18',
        status: 'active',
      });
    });

    it("schedules this week's lectures (today included) with local dates, HH:mm times and the server's zone", async () => {
      await seedAt(NOON);
      const { schedule } = await learner('learner');
      const today = localDate(NOON);
      const todays = schedule.filter((item) => item.date === today);
      expect(todays.map((item) => [item.lecture_id, item.status])).toEqual([
        [LECTURE.fireFinished, 'completed'],
        [LECTURE.fireNow, 'active'],
        [LECTURE.fireLater, 'upcoming'],
      ]);
      expect(todays.map((item) => [item.start_time, item.end_time])).toEqual([
        ['08:00', '10:00'],
        ['11:30', '13:30'],
        ['15:00', '16:30'],
      ]);
      const weekEnd = localDate(dayStart(NOON, 7));
      expect(schedule.every((item) => item.date >= today && item.date < weekEnd)).toBe(true);
      expect(schedule.length).toBeGreaterThan(todays.length);
      expect(
        schedule.every((item) => /^\d{4}-\d{2}-\d{2}$/.test(item.date) && /^\d{2}:\d{2}$/.test(item.start_time)),
      ).toBe(true);
      expect(new Set(schedule.map((item) => item.timezone))).toEqual(
        new Set([Intl.DateTimeFormat().resolvedOptions().timeZone]),
      );
      expect(schedule[0]).toMatchObject({ delivered_by: 'Tariq Trainer', venue: 'Training Hall A, Dubai Campus' });
    });

    it('keeps an exam left mid-attempt on the upcoming list, so the learner can go back to it', async () => {
      await seedAt(NOON);
      const started = await start(t, await t.login('learner'), EXAM.fireTotalTimer);
      expect(started.res.status).toBe(201);
      const { upcoming_exams: exams } = await learner('learner');
      expect(exams.find((exam) => exam.no === EXAM.fireTotalTimer)).toMatchObject({
        status: 'Live',
        result_state: 'pending',
      });
    });

    it('says an ended exam left mid-attempt has a result once its time is up (the result page scores it)', async () => {
      await seedAt(NOON);
      const token = await t.login('learner');
      expect((await start(t, token, EXAM.fireTotalTimer)).res.status).toBe(201);
      t.clock.advance(25 * HOUR);
      const row = (await learner('learner')).upcoming_exams.find((exam) => exam.no === EXAM.fireTotalTimer);
      expect(row).toMatchObject({ status: 'Ended', result_state: 'available' });
      expect((await t.call(`exams/result/${EXAM.fireTotalTimer}`, { token: await t.login('learner') })).status).toBe(
        200,
      );
    });

    it('lists upcoming exams in every status with ISO date-times', async () => {
      await seedAt(NOON);
      const { upcoming_exams: exams } = await learner('learner');
      expect(exams.map((exam) => [exam.no, exam.status])).toEqual([
        [EXAM.crowdMidterm, 'Ended'],
        ...EXAM_FEATURE_LIVE.map((no) => [no, 'Live']),
        [EXAM.fireLive, 'Live'],
        [EXAM.fireStartsSoon, 'Invitation Sent'],
        [EXAM.cctvPractical, 'Cancelled'],
        [EXAM.firstAidFinal, 'Invitation Sent'],
      ]);
      for (const exam of exams) expect(new Date(exam.start_date_time ?? '').toISOString()).toBe(exam.start_date_time);
      // What each row offers agrees with the page it opens: the take page refuses 5019, the result page has none for 5003.
      const standing = (no: number) => exams.find((exam) => exam.no === no);
      expect(standing(EXAM.fireNotEligible)).toMatchObject({ eligible_for_exam: false, result_state: 'not_attempted' });
      expect(standing(EXAM.crowdMidterm)).toMatchObject({ eligible_for_exam: true, result_state: 'not_attempted' });
      expect(standing(EXAM.fireLive)).toMatchObject({ eligible_for_exam: true });
      expect(exams.find((exam) => exam.no === EXAM.firstAidFinal)).toMatchObject({
        duration: 60,
        availability: 'On-site',
      });
      // The time to answer, not the day-long window the exam may be taken in (#29 item 9: "Duration: 1440 min").
      expect(standing(EXAM.fireLive)?.duration).toBe(30);
      expect(standing(EXAM.fireStartsSoon)?.duration).toBe(10);
      expect(exams.map((exam) => exam.duration)).not.toContain(1440);
    });

    it('lists previous exams in every passing status, one with feedback pending', async () => {
      await seedAt(NOON);
      const { previous_exams: exams } = await learner('learner');
      expect(new Set(exams.map((exam) => exam.passing_status))).toEqual(
        new Set(['Pass', 'Fail', 'Incomplete', 'Not attempted']),
      );
      expect(exams.filter((exam) => exam.is_feedback_pending).map((exam) => exam.no)).toEqual([EXAM.firstAidPractice]);
      expect(exams.find((exam) => exam.no === EXAM.firstAidPractice)).toMatchObject({
        passing_status: 'Fail',
        percentage: 48,
        scored: 24,
        total_score: 50,
      });
      expect(exams.find((exam) => exam.no === EXAM.guardFinal)).toMatchObject({
        passing_status: 'Pass',
        percentage: 86,
      });
    });

    it('has two completed courses and two certificates', async () => {
      await seedAt(NOON);
      const data = await learner('learner');
      expect(data.completed_courses.map((course) => [course.id, course.progress, course.status])).toEqual([
        [COURSE.guardFoundations, 100, 'completed'],
        [COURSE.evacuation, 100, 'completed'],
      ]);
      expect(data.achievements.map((item) => [item.title, item.exam_no])).toEqual([
        ['Emergency Evacuation', EXAM.evacuationFinal],
        ['Security Guard Foundations', EXAM.guardFinal],
      ]);
      expect(data.achievements.every((item) => /^\d{4}-\d{2}-\d{2}$/.test(item.issue_date ?? ''))).toBe(true);
    });

    it('gives a newcomer empty sections everywhere', async () => {
      await seedAt(NOON);
      expect(await learner('newcomer')).toEqual({
        active_courses: [],
        schedule: [],
        upcoming_exams: [],
        previous_exams: [],
        completed_courses: [],
        achievements: [],
      });
    });

    it("leaks no other person's contact data or any secret", async () => {
      await seedAt(NOON);
      const text = JSON.stringify([await learner('learner'), await trainer('trainer')]);
      for (const secret of ['@', 'password', 'nid', '784-', 'token']) expect(text).not.toContain(secret);
    });
  });

  describe('trainer seed', () => {
    it("shows the trainer's active batches with students, delivered share and the running lecture", async () => {
      await seedAt(NOON);
      const { active_courses: courses } = await trainer('trainer');
      expect(courses.map((course) => course.batch_no)).toEqual([
        BATCH_NO.fireMorning,
        BATCH_NO.firstAidEvening,
        BATCH_NO.crowdWeekend,
        BATCH_NO.cctvOnline,
      ]);
      expect(courses[0]).toMatchObject({
        students: 62,
        progress: 40,
        active_lecture_id: LECTURE.fireNow,
        instructor: 'Tariq Trainer',
      });
      expect(courses.map((course) => course.progress)).toEqual([40, 50, 33, 33]);
    });

    it("schedules this week's lectures of the trainer's batches in date and time order", async () => {
      await seedAt(NOON);
      const { schedule } = await trainer('trainer');
      const keys = schedule.map((item) => `${item.date} ${item.start_time}`);
      expect(keys).toEqual([...keys].sort());
      expect(schedule.slice(0, 3).map((item) => item.lecture_id)).toEqual([
        LECTURE.fireFinished,
        LECTURE.fireNow,
        LECTURE.fireLater,
      ]);
      expect(schedule.map((item) => item.lecture_id)).not.toContain(LECTURE.fireNextWeek);
    });

    it('has two pending assessments, two batches with certificates ready and recent activity newest first', async () => {
      await seedAt(NOON);
      const data = await trainer('trainer');
      expect(data.pending_assessments.map((item) => [item.exam_no, item.batch_no, item.pending_count])).toEqual([
        [EXAM.fireAssignment, BATCH_NO.fireMorning, 3],
        [EXAM.firstAidCaseStudy, BATCH_NO.firstAidEvening, 2],
      ]);
      expect(data.certificates_ready.map((item) => [item.batch_no, item.course_name, item.count])).toEqual([
        [BATCH_NO.guardSpring, 'Security Guard Foundations', 6],
        [BATCH_NO.evacuationB, 'Emergency Evacuation', 3],
      ]);
      const times = data.recent_activity.map((item) => Date.parse(item.created_at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(data.recent_activity[0]).toMatchObject({
        type: 'updated',
        icon: 'edit',
        message: 'Attendance marked for Lecture 2: Extinguisher Types',
      });
      expect(data.recent_activity.some((item) => item.message.includes('role-play'))).toBe(false);
    });

    it('gives both their own batch as a trainer and their enrolment elsewhere as a learner', async () => {
      await seedAt(NOON);
      const teaching = await trainer('both');
      expect(teaching.active_courses.map((course) => [course.batch_no, course.instructor])).toEqual([
        [BATCH_NO.deescalationBoth, 'Bilal Both'],
      ]);
      expect(teaching.pending_assessments.map((item) => [item.exam_no, item.pending_count])).toEqual([
        [EXAM.deescalationRolePlay, 2],
      ]);
      expect(teaching.schedule.length).toBeGreaterThan(0);
      expect(teaching.recent_activity.length).toBe(2);
      const learning = await learner('both');
      expect(learning.active_courses.map((course) => [course.id, course.batch_participant_course_progress_id])).toEqual(
        [[COURSE.fireSafety, PROGRESS.bothFireSafety]],
      );
      expect(learning.upcoming_exams.map((exam) => [exam.no, exam.status])).toEqual([
        ...[...EXAM_FEATURE_LIVE, EXAM.fireCompleted, EXAM.fireLive].map((no) => [no, 'Live']),
        [EXAM.fireStartsSoon, 'Invitation Sent'],
      ]);
      expect(learning.previous_exams.map((exam) => [exam.no, exam.passing_status])).toEqual([[EXAM.fireQuiz, 'Pass']]);
    });
  });

  describe('language', () => {
    it('answers in Arabic for Accept-Language ar', async () => {
      await seedAt(NOON);
      const token = await t.login('learner');
      const res = await t.call<LearnerDashboard>(learnerPath(ids.learner), { token, lang: 'ar' });
      expect(res.body.message).toBe('تم بنجاح');
      const [fire] = res.body.data.active_courses;
      expect(fire).toMatchObject({
        title: 'أساسيات السلامة من الحرائق',
        batch_title: 'السلامة من الحرائق — الدفعة الصباحية',
        instructor: 'طارق المدرب',
      });
      expect(fire?.schedule?.[0]).toMatchObject({
        title: 'المحاضرة ١: أساسيات علم الحرائق',
        delivered_by: 'طارق المدرب',
      });
      expect(res.body.data.upcoming_exams.find((exam) => exam.no === EXAM.firstAidFinal)?.availability).toBe('حضوري');
      const activity = (await trainer('trainer', 'ar')).recent_activity[0];
      expect(activity?.message).toBe('تم تسجيل الحضور للمحاضرة ٢: أنواع طفايات الحريق');
    });
  });

  describe('statuses follow the clock', () => {
    async function statusOf(lectureId: number): Promise<string | null | undefined> {
      const { schedule } = await trainer('trainer');
      return schedule.find((item) => item.lecture_id === lectureId)?.status;
    }

    it('a lecture is active from its start instant and completed from its end instant', async () => {
      await seedAt(NOON);
      // The running lecture spans NOON − 30 min … NOON + 90 min.
      t.clock.now = NOON - 30 * MINUTE - 1;
      expect(await statusOf(LECTURE.fireNow)).toBe('upcoming');
      t.clock.now = NOON - 30 * MINUTE;
      expect(await statusOf(LECTURE.fireNow)).toBe('active');
      t.clock.now = NOON + 90 * MINUTE - 1;
      expect(await statusOf(LECTURE.fireNow)).toBe('active');
      t.clock.now = NOON + 90 * MINUTE;
      expect(await statusOf(LECTURE.fireNow)).toBe('completed');
    });

    it('the live exam ends with the clock and the later lecture starts', async () => {
      await seedAt(NOON);
      t.clock.advance(3 * HOUR);
      const data = await learner('learner');
      expect(data.upcoming_exams.find((exam) => exam.no === EXAM.fireLive)?.status).toBe('Ended');
      expect(data.active_courses[0]?.active_lecture_id).toBe(LECTURE.fireLater);
    });
  });
});
