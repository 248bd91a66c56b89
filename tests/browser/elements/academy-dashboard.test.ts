// <academy-dashboard> in real Chromium against a stubbed API: learner, trainer and both-roles views, empty and
// malformed sections, a failed call and its retry, skeletons, links and the mirrored right-to-left layout.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { dateKey } from '../../../src/core/dashboard/schedule';
import { dashboardAr } from '../../../src/core/dashboard/strings/ar';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import { $roles, $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-dashboard';
import '../../../src/elements/academy-shell';
import { encode } from 'uqr';
import { QR_QUIET_ZONE, qrModulesPath } from '../../../src/core/qr/qr-path';
import {
  json,
  mount,
  realClick,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
  type StubCall,
} from '../support/helpers';

const TODAY = dateKey(new Date());
const LEARNER_PATH = `reports/v2/dashboard/learner/${USER.id}`;
const TRAINER_PATH = `reports/v2/dashboard/trainer/${USER.id}`;

const lecture = (id: number, status: string, start: string) => ({
  lecture_id: id,
  title: `Lecture ${id}`,
  course_name: 'Crowd management',
  date: TODAY,
  start_time: start,
  end_time: '23:59',
  venue: 'Hall A',
  status,
});
const course = (id: number) => ({
  id,
  title: `Course ${id}`,
  progress: '40',
  batch_no: `B-${id}`,
  batch_participant_course_progress_id: 900 + id,
  students: 12,
});

const LEARNER = {
  active_courses: [course(1), course(2), course(3), course(4)],
  schedule: [lecture(31, 'active', '00:00'), lecture(32, 'scheduled', '18:00'), lecture(30, 'completed', '00:00')],
  upcoming_exams: [
    { no: 'E1', title: 'Live exam', status: 'Live', start_date_time: '2026-11-22T10:00:00Z' },
    { no: 'E2', title: 'Invited exam', status: 'Invitation Sent' },
    { no: 'E3', title: 'Ended exam', status: 'Ended', result_state: 'available' },
    { no: 'E4', title: 'Cancelled exam', status: 'Cancelled' },
    { no: 'E5', title: 'Missed exam', status: 'Ended', result_state: 'not_attempted' },
    { no: 'E6', title: 'Marking exam', status: 'Ended', result_state: 'pending' },
    { no: 'E7', title: 'Refused exam', status: 'Live', eligible_for_exam: false },
    { no: 'E8', title: 'Later exam', status: 'Invitation Sent', start_date_time: '2099-01-01T10:00:00Z' },
  ],
  previous_exams: [
    { no: 'P1', title: 'Passed exam', passing_status: 'Pass', scored: 8, total_score: 10, is_feedback_pending: true },
    { no: 'P2', title: 'Failed exam', passing_status: 'failed', scored: 3, total_score: 10 },
    { no: 'P3', title: 'Retake exam', passing_status: 'Fail', scored: 2, total_score: 10, is_feedback_pending: true },
    { no: 'P4', title: 'Missed exam', passing_status: 'Not attempted', scored: 0, total_score: 10 },
  ],
  completed_courses: [course(9)],
  achievements: [{ title: 'Certificate of Crowd management', issue_date: '2026-10-01' }],
};
const TRAINER = {
  active_courses: [course(5)],
  schedule: [lecture(41, 'active', '00:00'), lecture(42, 'active', '00:00'), lecture(43, 'scheduled', '20:00')],
  pending_assessments: [{ exam_no: 'A1', title: 'Mid-term', batch_no: 'B-5', pending_count: 4 }],
  certificates_ready: [{ batch_no: 'B-5', course_name: 'Crowd management', count: 3 }],
  recent_activity: [{ id: 1, type: 'updated', message: 'Batch B-5 updated', created_at: '2026-11-20T08:00:00Z' }],
};
const EMPTY = {};

let network: ReturnType<typeof stubFetch>;

/** The server's signed check-in code of a lecture (attendance/view/qr), with its typed number. */
const serverCode = (id: unknown, entry = 'IN') => ({
  qr_content: `$lecture$${String(id)}$1700000000000$${entry}$sig${String(id)}`,
  typed_code: `4829${String(id)}`,
});
const viewQr = (call: StubCall) => {
  const id = (call.body as { related_id: unknown }).related_id;
  return {
    is_lecture_available: true,
    lecture_status: 'ONGOING',
    qr_codes: { IN: serverCode(id), OUT: serverCode(id, 'OUT'), IN_OUT: serverCode(id, 'IN_OUT') },
    qr_refresh_in_ms: 15_000,
  };
};

function routes(roles: string[], learner: unknown = LEARNER, trainer: unknown = TRAINER) {
  return {
    ...sessionRoutes,
    'user/current': { ...USER, roles },
    'roles/current': roles,
    [LEARNER_PATH]: learner,
    [TRAINER_PATH]: trainer,
    'POST attendance/view/qr': viewQr,
  };
}

/** Signs in with `roles` and mounts the dashboard (inside a shell with its toggle when `inShell`). */
function signIn(roles: string[]): void {
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles } as User);
  $roles.set(roles);
}

const card = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[data-card="${name}"]`);
const hrefs = (root: Element | null) => [...(root?.querySelectorAll('a') ?? [])].map((a) => a.getAttribute('href'));
const dashboardCalls = () => network.calls.map((call) => call.path).filter((path) => path.startsWith('reports/'));

describe('<academy-dashboard>', () => {
  beforeEach(() => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    $chosenView.set(null);
    network.restore();
  });

  it('shows a guest the log-in message', async () => {
    network = stubFetch(sessionRoutes);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const guest = await shadowQuery(el, '[part~=guest]');
    expect(guest.textContent).to.equal('Please log in to view your dashboard.');
    expect(dashboardCalls()).to.deep.equal([]);
  });

  it('learner: every card with its links, and only the learner dashboard is asked for', async () => {
    // Support resources list the user's content pages: active, on the dashboard, for one of the user's roles (§6).
    const buttons = [
      {
        id: 7,
        title: 'Code of Conduct',
        title_ar: 'مدونة السلوك',
        status: 1,
        on_page: 'dashboard',
        visible_for_role_name: 'learner',
      },
      { id: 8, title: 'Archived', status: 0, on_page: 'dashboard', visible_for_role_name: 'learner' },
      { id: 9, title: 'Handbook', status: 1, on_page: 'dashboard', visible_for_role_name: 'trainer' },
    ];
    network = stubFetch({ ...routes(['learner']), 'base/dynamic/button/mine': buttons });
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=active-courses]');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal('Learner dashboard');
    expect(dashboardCalls()).to.deep.equal([LEARNER_PATH]);
    expect(hrefs(card(el, 'feedback-banner'))).to.deep.equal(['/app/exam/P1/feedback', '/app/exam/P3/feedback']);
    // The certificate is promised for the passed exam only.
    expect(
      [...card(el, 'feedback-banner')!.querySelectorAll('li > span')].map((line) => line.textContent),
    ).to.deep.equal([
      'Share your feedback on “Passed exam” to receive your certificate.',
      'Share your feedback on “Retake exam”.',
    ]);
    expect(card(el, 'attendance')!.textContent).to.contain('Lecture 31');
    expect(hrefs(card(el, 'attendance'))).to.deep.equal(['/attendance/scanner']);
    expect(card(el, 'discovery-hero')).to.equal(null);
    // 'View all' when more than 3: the first three, then all four.
    expect(hrefs(card(el, 'active-courses'))).to.deep.equal(['/course/1/901', '/course/2/902', '/course/3/903']);
    const viewAll = el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=view-all]')!;
    expect(viewAll.textContent).to.equal('View all');
    await realClick(viewAll);
    await waitFor(() => hrefs(card(el, 'active-courses')).length === 4, 'all four courses');
    const upcoming = card(el, 'upcoming-exams')!;
    expect(
      [...upcoming.querySelectorAll('[data-action]')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).to.deep.equal([
      ['Take exam', '/app/exam/E1/take'],
      ['Take exam', '/app/exam/E2/take'],
      ['View results', '/app/exam/E3/result'],
    ]);
    // No link to a page that refuses: the row says why instead.
    expect(
      [...upcoming.querySelectorAll('[data-reason]')].map((note) => [
        note.closest('[data-exam]')!.getAttribute('data-exam'),
        note.textContent,
      ]),
    ).to.deep.equal([
      ['E5', 'Not attempted'],
      ['E6', 'Results pending'],
      ['E7', 'Not eligible'],
      ['E8', 'Opens an hour before it starts'],
    ]);
    expect(upcoming.textContent).to.match(/Starts: Nov 22, 2026 at \d{1,2}:00 [AP]M/);
    const previous = card(el, 'previous-exams')!;
    expect([...previous.querySelectorAll('.badge')].map((b) => b.textContent)).to.deep.equal([
      'Pass',
      'Fail',
      'Fail',
      'Not attempted',
    ]);
    // An exam never sat has no result page to open (#29).
    expect(hrefs(previous)).to.deep.equal([
      '/app/exam/P1/result',
      '/app/exam/P1/feedback',
      '/app/exam/P2/result',
      '/app/exam/P3/result',
      '/app/exam/P3/feedback',
    ]);
    expect([...card(el, 'schedule')!.querySelectorAll('.badge')].map((b) => b.textContent)).to.deep.equal([
      'Active',
      'Completed',
      'Upcoming',
    ]);
    expect(hrefs(card(el, 'completed-courses'))).to.deep.equal(['/course/9/909']);
    expect(card(el, 'achievements')!.textContent).to.contain('Certificate of Crowd management');
    expect(card(el, 'suggested-courses')!.textContent).to.contain('No suggested courses');
    expect(card(el, 'career-pathways')!.querySelectorAll('li')).to.have.length(2);
    await waitFor(() => hrefs(card(el, 'support')).length === 2 || null, 'the content-page links');
    expect(hrefs(card(el, 'support'))).to.deep.equal(['/support/tickets', '/content/dynamic-button/7']);
    expect(card(el, 'support')!.textContent).to.contain('Code of Conduct');
    expect(el.shadowRoot!.querySelectorAll('.dashboard [style]'), 'no inline styles').to.have.length(0);
  });

  it('routes a link click through academy-navigate', async () => {
    network = stubFetch(routes(['learner']));
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const link = await shadowQuery<HTMLAnchorElement>(el, '[data-action=take]');
    const paths: string[] = [];
    const onNavigate = (event: CustomEvent) => (paths.push(event.detail.path), event.preventDefault());
    document.addEventListener('academy-navigate', onNavigate);
    try {
      link.click();
      expect(paths).to.deep.equal(['/app/exam/E1/take']);
    } finally {
      document.removeEventListener('academy-navigate', onNavigate);
    }
  });

  it('trainer: QR links for today’s active lectures, the scanner, batches, and a scrolling weekly schedule', async () => {
    network = stubFetch(routes(['Instructor']));
    signIn(['Instructor']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=lecture-qr]');
    expect(dashboardCalls()).to.deep.equal([TRAINER_PATH]);
    expect(hrefs(card(el, 'lecture-qr'))).to.deep.equal(['/attendance/scanner', '/trainer/qr/41', '/trainer/qr/42']);
    expect(hrefs(card(el, 'trainer-courses'))).to.deep.equal([
      '/trainer/batch/B-5',
      '/trainer/batch/B-5?tab=attendance',
    ]);
    expect(hrefs(card(el, 'pending-assessments'))).to.deep.equal(['/trainer/batch/B-5?tab=assessment']);
    expect(card(el, 'certificates-ready')!.textContent).to.contain('Certificates: 3');
    expect(card(el, 'recent-activity')!.textContent).to.contain('Batch B-5 updated');
    const weekly = card(el, 'weekly-schedule')!;
    const style = getComputedStyle(weekly);
    expect(style.overflowY).to.equal('auto');
    expect(style.maxHeight).to.not.equal('none');
    expect(weekly.tabIndex).to.equal(0);
  });

  it('trainer: a batch with learners at risk links to its insights (#34), in both languages; none shows nothing', async () => {
    const withRisk = {
      ...TRAINER,
      active_courses: [
        { ...course(5), at_risk: 3 },
        { ...course(6), at_risk: 0 },
      ],
    };
    for (const lang of ['en', 'ar'] as const) {
      network?.restore();
      network = stubFetch(routes(['trainer'], LEARNER, withRisk));
      signIn(['trainer']);
      const el = mount(`<academy-dashboard lang="${lang}"></academy-dashboard>`);
      await shadowQuery(el, '[data-card=trainer-courses] [data-link=at-risk]');
      const links = [...card(el, 'trainer-courses')!.querySelectorAll('[data-link=at-risk]')];
      expect(links.map((link) => [link.getAttribute('href'), link.textContent])).to.deep.equal([
        ['/trainer/batch/B-5?tab=insights', lang === 'en' ? '3 at risk' : '٣ في خطر'],
      ]);
      el.remove();
    }
  });

  it("trainer: each active lecture's server-issued check-in code (view/qr) and its typed number", async () => {
    network = stubFetch(routes(['trainer']));
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const tile = (id: number) => card(el, 'lecture-qr')?.querySelector<HTMLElement>(`[data-lecture="${id}"]`);
    const pathOf = (value: string) => qrModulesPath(encode(value, { ecc: 'H', border: 0 }).data, QR_QUIET_ZONE);
    await waitFor(() => tile(42)?.querySelector('svg[role=img] path'), 'lecture 42 code');
    for (const id of [41, 42]) {
      await waitFor(
        () => tile(id)!.querySelector('svg[role=img] path')?.getAttribute('d') === pathOf(serverCode(id).qr_content),
        `lecture ${id}'s server code`,
      );
      expect(tile(id)!.querySelector('[part~=typed-code]')!.textContent).to.equal(`482 9${id}`);
    }
    const asked = network.calls.filter((call) => call.path === 'attendance/view/qr').map((call) => call.body);
    expect(asked).to.deep.include.members([
      { related_type: 'lecture', related_id: '41' },
      { related_type: 'lecture', related_id: '42' },
    ]);
  });

  it("Arabic trainer: a lecture's typed number reads left to right, first group first", async () => {
    network = stubFetch(routes(['trainer']));
    signIn(['trainer']);
    const el = mount('<academy-dashboard lang="ar"></academy-dashboard>');
    const typed = () => card(el, 'lecture-qr')?.querySelector<HTMLElement>('[data-lecture="42"] [part~=typed-code]');
    await waitFor(() => typed()?.textContent === '٤٨٢ ٩٤٢', 'lecture 42 typed number in Arabic-Indic digits');
    // Arabic numbers split by a space are laid out as one right-to-left run unless the number overrides it.
    const range = document.createRange();
    const leftOf = (index: number) => {
      range.setStart(typed()!.firstChild!, index);
      range.setEnd(typed()!.firstChild!, index + 1);
      return range.getBoundingClientRect().left;
    };
    expect(leftOf(0)).to.be.below(leftOf(4));
  });

  it('trainer: a lecture whose code the server does not show says so instead of drawing one', async () => {
    network = stubFetch({
      ...routes(['trainer']),
      'POST attendance/view/qr': { is_lecture_available: true, lecture_status: 'NOT_IN_RANGE', qr_codes: null },
    });
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const notes = await waitFor(() => {
      const found = [...(card(el, 'lecture-qr')?.querySelectorAll<HTMLElement>('[part~=qr-note]') ?? [])];
      return found.length === 2 && found.every((note) => note.textContent === 'Code not available') && found;
    }, 'two notes');
    expect(notes).to.have.length(2);
    expect(card(el, 'lecture-qr')!.querySelectorAll('svg[role=img]')).to.have.length(0);
  });

  it('trainer: a check-in QR code per active lecture, white quiet zone, no style attributes', async () => {
    network = stubFetch(routes(['trainer']));
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const codes = await waitFor(() => {
      const found = [...(card(el, 'lecture-qr')?.querySelectorAll<SVGSVGElement>('svg[role=img]') ?? [])];
      return found.length === 2 && found;
    }, 'two QR codes');
    expect(codes.map((svg) => svg.getAttribute('aria-label'))).to.deep.equal([
      'Check-in QR code for Lecture 41',
      'Check-in QR code for Lecture 42',
    ]);
    for (const svg of codes) {
      // Error correction H makes even a short payload version 2 or more (25 modules), plus a quiet zone of 4 each side.
      const size = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
      expect(size).to.be.at.least(25 + 8);
      expect(svg.querySelector('rect')!.getAttribute('fill')).to.equal('#fff');
      expect(svg.querySelector('path')!.getAttribute('d')).to.match(/^M4 4h7v1h-7z/);
      const box = svg.getBoundingClientRect();
      expect(box.width).to.be.within(176, 208);
      expect(box.height).to.equal(box.width);
    }
    const tile = codes[0]!.closest('li')!;
    expect(tile.querySelector('a')!.textContent).to.equal('Open full screen');
    expect(card(el, 'lecture-qr')!.querySelectorAll('[style]'), 'no inline styles').to.have.length(0);
  });

  it('both roles: both dashboards load at mount, the shell toggle switches the view and the choice is stored', async () => {
    const roles = ['learner', 'trainer'];
    network = stubFetch(routes(roles));
    signIn(roles);
    const shell = mount('<academy-shell dashboard-toggle><academy-dashboard></academy-dashboard></academy-shell>');
    const el = shell.querySelector('academy-dashboard')!;
    await shadowQuery(el, '[data-card=lecture-qr]');
    await waitFor(() => dashboardCalls().length === 2, 'both dashboard calls');
    expect([...dashboardCalls()].sort()).to.deep.equal([LEARNER_PATH, TRAINER_PATH]);
    const learnerButton = await waitFor(() =>
      [...shell.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~=dashboard-toggle] button')].find(
        (b) => b.textContent === 'Learner',
      ),
    );
    await realClick(learnerButton);
    await shadowQuery(el, '[data-card=active-courses]');
    expect(localStorage.getItem('dashboard_view')).to.equal(`${USER.id}:learner`);
    expect(dashboardCalls(), 'no new call on toggle').to.have.length(2);
  });

  // The learner's own check-in (#29): after the check-in the card asks for the check-out, after that for nothing.
  for (const [state, text, links] of [
    ['checked_in', 'You are checked in. Scan the check-out code when you leave.', ['/attendance/scanner']],
    ['checked_out', 'Your attendance is recorded: you checked in and out.', []],
  ] as const) {
    it(`learner: the attendance card once ${state.replace('_', ' ')}`, async () => {
      const schedule = [{ ...lecture(31, 'active', '00:00'), attendance_state: state }];
      network = stubFetch(routes(['learner'], { ...LEARNER, schedule }));
      signIn(['learner']);
      const el = mount('<academy-dashboard></academy-dashboard>');
      await shadowQuery(el, '[data-card=attendance] [data-step]');
      expect(card(el, 'attendance')!.querySelector('[data-step]')!.textContent).to.equal(text);
      expect(hrefs(card(el, 'attendance'))).to.deep.equal([...links]);
    });
  }

  it('newcomer: empty states and the discovery hero', async () => {
    network = stubFetch(routes(['learner'], EMPTY));
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=discovery-hero]');
    expect(card(el, 'feedback-banner')).to.equal(null);
    expect(card(el, 'attendance')).to.equal(null);
    expect(card(el, 'active-courses')!.textContent).to.contain('You have no active courses.');
    expect(card(el, 'upcoming-exams')!.textContent).to.contain('No upcoming exams.');
    expect(el.shadowRoot!.querySelector('[part~=view-all]')).to.equal(null);
  });

  it('one malformed section errors in its own card only', async () => {
    network = stubFetch(routes(['learner'], { ...LEARNER, upcoming_exams: [{ title: 42 }] }));
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=upcoming-exams]');
    expect(card(el, 'upcoming-exams')!.querySelector('[part~=card-error]')!.textContent).to.equal(
      'This section could not be loaded.',
    );
    expect(el.shadowRoot!.querySelectorAll('[part~=card-error]')).to.have.length(1);
    expect(hrefs(card(el, 'active-courses'))).to.have.length(3);
  });

  it('a failed call: the toast and the per-role message, and Retry loads it', async () => {
    let fail = true;
    network = stubFetch(
      routes(['trainer'], LEARNER, () => (fail ? json({ message: 'Bad', status_text: 'Bad Request' }, 400) : TRAINER)),
    );
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const failure = await shadowQuery(el, '[part~=failure]');
    expect(failure.textContent).to.contain('Failed to load trainer dashboard data. Please try again.');
    await waitFor(
      () =>
        [...el.shadowRoot!.querySelectorAll('[part~=toast] p')].some(
          (p) => p.textContent === 'Failed to load dashboard data. Please try again.',
        ),
      'toast',
    );
    fail = false;
    await realClick(failure.querySelector('button')!);
    await shadowQuery(el, '[data-card=lecture-qr]');
    expect(el.shadowRoot!.querySelector('[part~=failure]')).to.equal(null);
  });

  it('shows skeletons shaped like cards while loading', async () => {
    network = stubFetch(routes(['learner']));
    const inner = window.fetch;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    window.fetch = async (input, init) => {
      if (String(input instanceof Request ? input.url : input).includes('reports/')) await gate;
      return inner(input, init);
    };
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const skeleton = await shadowQuery(el, '[part~=skeleton]');
    expect(skeleton.classList.contains('card')).to.equal(true);
    expect(skeleton.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(el.shadowRoot!.querySelector('[aria-busy=true] [role=status]')!.textContent).to.equal('Loading dashboard…');
    release();
    await shadowQuery(el, '[data-card=active-courses]');
    expect(el.shadowRoot!.querySelector('[part~=skeleton]')).to.equal(null);
  });

  it('Arabic learner: the reasons instead of a link, and the certificate promised for a passed exam only', async () => {
    setLanguage('ar');
    network = stubFetch(routes(['learner']));
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=upcoming-exams] [data-reason]');
    const upcoming = card(el, 'upcoming-exams')!;
    const d = dashboardAr.dashboard;
    expect([...upcoming.querySelectorAll('[data-reason]')].map((note) => note.textContent)).to.deep.equal([
      d.upcomingExams.reason['not-attempted'],
      d.upcomingExams.reason['results-pending'],
      d.upcomingExams.reason['not-eligible'],
      d.upcomingExams.reason['not-open-yet'],
    ]);
    expect(upcoming.querySelector('[data-action=results]')!.textContent).to.equal(d.upcomingExams.results);
    expect(
      [...card(el, 'feedback-banner')!.querySelectorAll('li > span')].map((line) => line.textContent),
    ).to.deep.equal([
      d.feedback.textCertificate.replace('{{title}}', 'Passed exam'),
      d.feedback.text.replace('{{title}}', 'Retake exam'),
    ]);
  });

  it('Arabic: translated and mirrored, the sidebar on the left', async () => {
    setLanguage('ar');
    network = stubFetch(routes(['trainer']));
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=weekly-schedule]');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'dir=rtl');
    expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal(dashboardAr.dashboard.trainerTitle);
    expect(card(el, 'lecture-qr')!.querySelector('h2')!.textContent).to.equal(dashboardAr.dashboard.trainer.qr.title);
    // The code itself is never mirrored: a mirrored QR would not scan.
    const code = await waitFor(() => card(el, 'lecture-qr')!.querySelector('svg[role=img]'), 'the QR code');
    expect(code.getAttribute('aria-label')).to.equal(
      dashboardAr.dashboard.trainer.qr.image.replace('{{lecture}}', 'Lecture 41'),
    );
    expect(getComputedStyle(code).transform).to.equal('none');
    const main = el.shadowRoot!.querySelector('.dash-grid')!.getBoundingClientRect();
    const side = el.shadowRoot!.querySelector('.dash-sidebar')!.getBoundingClientRect();
    if (innerWidth > 768) expect(side.right, 'sidebar left of the cards').to.be.at.most(main.left + 1);
    const head = card(el, 'lecture-qr')!.querySelector('.dash-card-head')!;
    const title = head.querySelector('h2')!.getBoundingClientRect();
    expect(title.right, 'title starts on the right').to.be.closeTo(head.getBoundingClientRect().right, 1);
    expect(title.left, 'and not on the left').to.be.greaterThan(head.getBoundingClientRect().left + 1);
  });
});
