// A signed-in trainer's batch 2401 with a few rows in each tab, for the accessibility tests of <academy-batch>.
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import { summary } from '../elements/academy-batch-exam-support';
import { desktopViewport, phoneViewport } from './touch-targets';

const TODAY = new Date().toISOString().slice(0, 10);

const overview = {
  data: {
    batch_id: 11,
    batch_no: 2401,
    batch_title: 'Workplace Safety',
    participant_count: 3,
    batch_schedules: [{ date: TODAY, duration: 60, record_id: 32 }],
    batch_courses: [],
    batch_assessment_criterias: [{ id: 5, title: 'Final' }],
  },
};
const person = (n: number) => ({
  participant_id: n,
  participant_name: `Learner number ${n} with a long family name`,
  participant_arabic_name: 'عبدالرحمن محمد الشامسي',
  email: `learner.number.${n}@participants.academy.test`,
  participant_nid: `784-1990-123456${n}-1`,
  participant_phone_number: '+971 50 100 0201',
});
const attendance = (n: number) => ({
  record_id: n,
  id: `U${n}`,
  user_name: `Learner ${n}`,
  user_nid: `784-1990-123456${n}-1`,
  is_late: 0,
  type_lbl: { label: 'QR scan', color: 'blue' },
  status_lbl: { label: 'Present', color: 'green' },
  total_time_present: '02:01',
  total_break_time: '00:10',
  record_permissions: { can_mark_attendance: true, admin_mark_attendance: false },
  attendance_entries: [],
});
const gridRow = (n: number) => ({
  record_id: n,
  id: `A${n}`,
  user_name: `Learner ${n}`,
  user_nid: `784-1990-123456${n}-1`,
  exam_attempt_id: 90,
  batch_attendances: [
    { key: 'Lecture 1', value: 'P' },
    { key: 'Lecture 2', value: 'A' },
  ],
  batch_sub_assessments: [
    {
      record_id: n * 10,
      scored: 8.5,
      batch_assessment_sub_criteria_title: 'Knowledge Check',
      batch_assessment_sub_criteria_score: 10,
    },
  ],
  record_permissions: { can_mark_sub_assessment: true },
});

/** One attempt of the exam activity. */
export const examActivity = (attempt: number, name: string, completed: boolean) => ({
  attempt_id: attempt,
  exam_no: 31,
  exam_title: 'Fire Safety Quiz',
  participant_id: attempt + 100,
  name,
  started_at: '2026-11-26T07:00:00Z',
  completed,
  summary: summary({ away_ms: 5_000, counted: 1 }),
});
const boardRow = (attempt: number, name: string, completed: boolean) => ({
  attempt_id: attempt,
  participant_id: attempt + 100,
  name,
  completed,
  remaining_time: completed ? 0 : 754,
  answered: 3,
  last_save_at: '2026-11-26T07:04:05Z',
  last_seen_at: '2026-11-26T07:04:09Z',
  online: !completed,
  extra_seconds: 0,
  summary: summary(),
});
/** The exam activity of two attempts at exam 31 and its live board. */
export const EXAM_ROUTES = {
  'GET exams/integrity/batch/2401': {
    rows: [examActivity(71, 'Layla Hassan', true), examActivity(72, 'Omar Khalid', false)],
  },
  'GET exams/board/31': {
    exam_no: 31,
    exam_title: 'Fire Safety Quiz',
    batch_no: 2401,
    total_questions: 10,
    server_time: Date.parse('2026-11-26T07:04:10Z'),
    rows: [boardRow(72, 'Omar Khalid', false), boardRow(71, 'Layla Hassan', true)],
  },
};

export type BatchTab = 'participants' | 'attendance' | 'assessment' | 'insights';

/** Mounts <academy-batch> on `tab` with three rows (and any extra `routes`); returns the element and the stub's restore. */
export async function mountBatchTab(tab: BatchTab, lang: 'en' | 'ar', routes: Record<string, unknown> = {}) {
  const list = [1, 2, 3];
  const network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': { participant_table: list.map(person) },
    'POST attendance/table': { data: { rows: list.map(attendance), can_mark_attendance: true } },
    'POST assessment/table': { data: { rows: list.map(gridRow) } },
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401" tab="${tab}" lang="${lang}"></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  await waitFor(() => el.shadowRoot!.querySelector('table tbody tr:not(.spacer)'), `${tab} rows`);
  return { el, restore: network.restore };
}

/**
 * A phone-sized page around each test of the calling suite (reset, English, 390 px; afterwards the stub, the URL and
 * the desktop size put back); returns `mountBatchTab`, remembering what to restore.
 */
export function usePhoneBatchPage(): typeof mountBatchTab {
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    restore = undefined;
    history.replaceState(null, '', location.pathname);
    await desktopViewport();
  });
  return async (...args) => {
    const mounted = await mountBatchTab(...args);
    restore = mounted.restore;
    return mounted;
  };
}
