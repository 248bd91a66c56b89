// Touch targets of <academy-dashboard> on a 390 px phone (issue #37, WCAG 2.5.8): learner and trainer, both languages.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { dateKey } from '../../../src/core/dashboard/schedule';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import { $roles, $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-dashboard';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

const TODAY = dateKey(new Date());
const lecture = (id: number, start: string) => ({
  lecture_id: id,
  title: `Lecture ${id}`,
  course_name: 'Crowd management',
  date: TODAY,
  start_time: start,
  end_time: '23:59',
  venue: 'Hall A',
});
const course = (id: number) => ({
  title: `Course ${id}`,
  progress: '40',
  batch_no: `B-${id}`,
  batch_participant_course_progress_id: 900 + id,
  students: 12,
});
const LEARNER = {
  active_courses: [course(1), course(2), course(3), course(4)],
  schedule: [lecture(31, '00:00'), lecture(32, '18:00')],
  upcoming_exams: [
    { no: 'E1', title: 'Live exam', status: 'Live', start_date_time: '2026-11-22T10:00:00Z' },
    { no: 'E3', title: 'Ended exam', status: 'Ended', result_state: 'available' },
  ],
  previous_exams: [
    { no: 'P1', title: 'Passed exam', passing_status: 'Pass', scored: 8, total_score: 10, is_feedback_pending: true },
  ],
  completed_courses: [course(9)],
  achievements: [{ title: 'Certificate of Crowd management', issue_date: '2026-10-01' }],
};
const TRAINER = {
  active_courses: [course(5)],
  schedule: [lecture(41, '00:00'), lecture(43, '20:00')],
  pending_assessments: [{ exam_no: 'A1', title: 'Mid-term', batch_no: 'B-5', pending_count: 4 }],
  certificates_ready: [{ batch_no: 'B-5', course_name: 'Crowd management', count: 3 }],
  recent_activity: [{ id: 1, type: 'updated', message: 'Batch B-5 updated', created_at: '2026-11-20T08:00:00Z' }],
};

let restore: (() => void) | undefined;

const PENDING = [
  {
    id: 21,
    name: 'Omar Applicant',
    arabic_name: 'عمر المتقدم',
    email: 'omar@example.com',
    requested_at: '2026-11-20T08:00:00Z',
  },
  { id: 22, name: 'Huda Applicant', arabic_name: '', email: 'huda@example.com', requested_at: '2026-11-21T09:30:00Z' },
];

async function mountDashboard(roles: string[], lang: 'en' | 'ar', card: string): Promise<HTMLElement> {
  restore = stubFetch({
    ...sessionRoutes,
    'auth/trainers/pending': PENDING,
    'user/current': { ...USER, roles },
    'roles/current': roles,
    [`reports/v2/dashboard/learner/${USER.id}`]: LEARNER,
    [`reports/v2/dashboard/trainer/${USER.id}`]: TRAINER,
    'POST attendance/view/qr': { is_lecture_available: true, lecture_status: 'NOT_IN_RANGE', qr_codes: null },
    'base/dynamic/button/mine': [
      { id: 7, title: 'Code of Conduct', title_ar: 'مدونة السلوك', status: 1, on_page: 'dashboard' },
    ],
  }).restore;
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles } as User);
  $roles.set(roles);
  const el = mount(`<academy-dashboard lang="${lang}"></academy-dashboard>`);
  await shadowQuery(el, `[data-card=${card}]`);
  return el;
}

describe('<academy-dashboard> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    $chosenView.set(null);
    restore?.();
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const [who, roles, card] of [
      ['learner', ['learner'], 'active-courses'],
      ['trainer', ['Instructor'], 'trainer-courses'],
      ['both roles', ['learner', 'trainer'], 'trainer-courses'],
    ] as const) {
      it(`${who}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const el = await mountDashboard([...roles], lang, card);
        await waitFor(() => shownControls(el) > 2, 'the cards’ links');
        // A trainer's dashboard lists the sign-ups awaiting approval, each with its Approve button.
        if (card === 'trainer-courses') await shadowQuery(el, '[part~=trainer-approvals] button');
        expect(undersizedTargets(el)).to.deep.equal([]);
        expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }
  }
});
