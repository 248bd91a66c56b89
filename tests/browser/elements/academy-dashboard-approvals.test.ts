// <academy-dashboard> and trainer accounts made by sign-up (#29 item 7): the approval card on the trainer dashboard
// (listed, approved by keyboard, confirmed in a live region, in both languages) and the pending account's notice.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { dashboardAr } from '../../../src/core/dashboard/strings/ar';
import { dashboardEn } from '../../../src/core/dashboard/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $chosenView } from '../../../src/core/roles/dashboard-view';
import { $roles, $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-dashboard';
import {
  deepActiveElement,
  json,
  mount,
  nextFrame,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
  type StubCall,
} from '../support/helpers';

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
const TRAINER_PATH = `reports/v2/dashboard/trainer/${USER.id}`;
const LEARNER_PATH = `reports/v2/dashboard/learner/${USER.id}`;

let network: ReturnType<typeof stubFetch>;

function signIn(roles: string[], extra: Partial<User> = {}): void {
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles, ...extra } as User);
  $roles.set(roles);
}

const approveCalls = () => network.calls.filter((call) => call.method === 'POST').map((call) => call.path);
const approve = (call: StubCall) => {
  const id = Number(/auth\/trainers\/(\d+)\/approve/.exec(call.path)?.[1]);
  const item = PENDING.find((candidate) => candidate.id === id)!;
  return { ...item, roles: ['trainer'], approved_at: '2026-11-22T10:00:00Z' };
};

describe('<academy-dashboard> trainer approvals', () => {
  beforeEach(() => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    $chosenView.set(null);
    setLanguage('en');
    network.restore();
  });

  it('lists the pending accounts; Approve by keyboard confirms in a live region and moves focus on', async () => {
    network = stubFetch({
      ...sessionRoutes,
      'user/current': { ...USER, roles: ['trainer'] },
      'roles/current': ['trainer'],
      [TRAINER_PATH]: {},
      'auth/trainers/pending': PENDING,
      'POST auth/trainers/21/approve': approve,
      'POST auth/trainers/22/approve': approve,
    });
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const card = await shadowQuery(el, '[data-card=trainer-approvals]');
    const d = dashboardEn.dashboard.trainer.approvals;
    expect(card.getAttribute('aria-labelledby')).to.be.a('string');
    expect(card.querySelector('h2')!.textContent).to.equal(d.title);
    const rows = [...card.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('strong')!.textContent)).to.deep.equal([
      'Omar Applicant',
      'Huda Applicant',
    ]);
    expect(rows[0]!.textContent).to.contain('omar@example.com');
    expect(rows[0]!.textContent).to.match(/Signed up Nov 20, 2026 at \d{1,2}:00 [AP]M/);
    const buttons = [...card.querySelectorAll<HTMLButtonElement>('button[data-approve]')];
    expect(buttons.map((button) => button.getAttribute('aria-label'))).to.deep.equal([
      'Approve Omar Applicant as a trainer',
      'Approve Huda Applicant as a trainer',
    ]);
    const status = card.querySelector('[role=status]')!;
    expect(status.textContent).to.equal('');

    buttons[0]!.focus();
    const { sendKeys } = await realInput();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => status.textContent === 'Omar Applicant is now a trainer.', 'the confirmation');
    expect(approveCalls()).to.deep.equal(['auth/trainers/21/approve']);
    expect(rows[0]!.querySelector('[data-approved]')!.textContent).to.equal(d.approved);
    // Focus moved to the next account's Approve button; Space approves it too, then focus rests on the confirmation.
    await waitFor(() => deepActiveElement() === card.querySelector('button[data-approve]'), 'focus on the next');
    await sendKeys({ press: 'Space' });
    await waitFor(() => status.textContent === 'Huda Applicant is now a trainer.', 'the second confirmation');
    await waitFor(() => deepActiveElement() === status, 'focus on the confirmation');
    expect(card.querySelectorAll('button[data-approve]')).to.have.length(0);
  });

  it('in Arabic: the Arabic name where there is one, Arabic labels, and a failed approval says so', async () => {
    setLanguage('ar');
    network = stubFetch({
      ...sessionRoutes,
      'user/current': { ...USER, roles: ['trainer'] },
      'roles/current': ['trainer'],
      [TRAINER_PATH]: {},
      'auth/trainers/pending': PENDING,
      'POST auth/trainers/21/approve': () => json({ message: 'Server error', status_text: 'Error', data: null }, 500),
    });
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    const card = await shadowQuery(el, '[data-card=trainer-approvals]');
    const d = dashboardAr.dashboard.trainer.approvals;
    expect(card.querySelector('h2')!.textContent).to.equal(d.title);
    expect([...card.querySelectorAll('li strong')].map((name) => name.textContent)).to.deep.equal([
      'عمر المتقدم',
      'Huda Applicant',
    ]);
    const button = card.querySelector<HTMLButtonElement>('button[data-approve]')!;
    expect(button.textContent).to.equal(d.approve);
    expect(button.getAttribute('aria-label')).to.equal('الموافقة على عمر المتقدم مدربًا');
    button.click();
    const alert = await shadowQuery(el, '[data-card=trainer-approvals] [role=alert]');
    expect(alert.textContent).to.equal(d.failed);
    expect(card.querySelectorAll('button[data-approve]')).to.have.length(2);
  });

  it('shows no card while nobody awaits approval', async () => {
    network = stubFetch({
      ...sessionRoutes,
      'user/current': { ...USER, roles: ['trainer'] },
      'roles/current': ['trainer'],
      [TRAINER_PATH]: {},
    });
    signIn(['trainer']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[data-card=recent-activity]');
    await waitFor(() => network.calls.some((call) => call.path === 'auth/trainers/pending'), 'the list asked for');
    // The empty answer has been read and rendered by then.
    await nextFrame();
    await nextFrame();
    expect(el.shadowRoot!.querySelector('[data-card=trainer-approvals]')).to.equal(null);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`a pending trainer account sees the notice over the learner dashboard (${lang}), and never asks for the list`, async () => {
      setLanguage(lang);
      network = stubFetch({
        ...sessionRoutes,
        'user/current': { ...USER, roles: ['learner'], trainer_approval: 'pending' },
        [LEARNER_PATH]: {},
      });
      signIn(['learner'], { trainer_approval: 'pending' });
      const el = mount('<academy-dashboard></academy-dashboard>');
      const notice = await shadowQuery(el, '[data-card=pending-trainer]');
      const d = (lang === 'ar' ? dashboardAr : dashboardEn).dashboard.pendingTrainer;
      expect(notice.querySelector('h2')!.textContent).to.equal(d.title);
      expect(notice.textContent).to.contain(d.text);
      expect(notice.getAttribute('aria-labelledby')).to.equal(notice.querySelector('h2')!.id);
      await shadowQuery(el, '[part~=learner]');
      expect(network.calls.map((call) => call.path)).not.to.include('auth/trainers/pending');
    });
  }

  it('an approved account sees no notice', async () => {
    network = stubFetch({ ...sessionRoutes, [LEARNER_PATH]: {} });
    signIn(['learner']);
    const el = mount('<academy-dashboard></academy-dashboard>');
    await shadowQuery(el, '[part~=learner]');
    expect(el.shadowRoot!.querySelector('[data-card=pending-trainer]')).to.equal(null);
  });
});
