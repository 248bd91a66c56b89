// Stubs of the batch's Insights tab browser tests (issue #34): an answer of GET batches/insights/2401 with three
// lectures, three learners (one at risk for every reason), one exam and one criterion; `over` replaces any field.
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import { mount, sessionRoutes, shadowQuery, stubFetch, USER } from '../support/helpers';
import { overview } from './academy-batch-exam-support';

export const INSIGHTS = 'GET batches/insights/2401';
export const EXPORT = 'GET batches/export/2401';

const lecture = (id: number, rate: number, late: number, early: number) => ({
  lecture_id: id,
  title: `Lecture ${id}`,
  date: `2026-11-0${id}`,
  present: 5,
  late,
  early_leave: early,
  absent: 1,
  excused: 0,
  unmarked: 0,
  rate,
});
const learner = (id: number, name: string, rate: number | null) => ({
  participant_id: id,
  name,
  lectures: 3,
  attended: 2,
  late: 1,
  early_leave: 0,
  absent: 1,
  rate,
});

/** The insights answer; `over` replaces top-level fields. */
export const insights = (over: Record<string, unknown> = {}) => ({
  batch_no: '2401',
  from: '2026-11-01',
  to: '2026-11-30',
  attendance_threshold: 75,
  lectures: [lecture(1, 90, 1, 0), lecture(2, 60, 3, 2), lecture(3, 100, 0, 1)],
  learners: [learner(71, 'Layla Hassan', 92), learner(72, 'Omar Khalid', 60), learner(73, 'Sara Ali', 80)],
  exams: [
    {
      exam_no: 'EX-1',
      title: 'Safety basics',
      pass_mark: 70,
      takers: 2,
      passed: 1,
      failed: 1,
      missed: 1,
      average: 62,
      bins: [0, 0, 0, 0, 1, 0, 0, 0, 1, 0],
    },
  ],
  criteria: [{ criterion_id: 5, title: 'Final', scored: 2, average: 71, bins: [0, 0, 0, 0, 0, 0, 1, 1, 0, 0] }],
  at_risk: [
    {
      participant_id: 72,
      name: 'Omar Khalid',
      reasons: [
        { code: 'low_attendance', value: 60, exam_title: null },
        { code: 'failed_exam', value: 40, exam_title: 'Safety basics' },
        { code: 'missed_exam', value: null, exam_title: 'Fire drill' },
        { code: 'integrity_flags', value: 5, exam_title: null },
      ],
    },
  ],
  ...over,
});

/** Mounts <academy-batch> on the insights tab with `routes` over the batch's own. */
export async function mountInsights(routes: Record<string, unknown>, lang: 'en' | 'ar' = 'en') {
  const network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': [],
    ...routes,
  } as Record<string, object>);
  $token.set('secret-token');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401" tab="insights" lang="${lang}"></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  return { el, network };
}
