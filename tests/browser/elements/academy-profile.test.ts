// <academy-profile> in real Chromium against a stubbed API: names with the 'Not set' fallback, the §5 rule,
// the busy button, success and failure alerts, the stored user, the activity card states, the 1 s reload and RTL.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import { profileAr } from '../../../src/core/profile/strings/ar';
import { profileEn } from '../../../src/core/profile/strings/en';
import '../../../src/elements/academy-profile';
import {
  fill,
  json,
  mount,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

const en = profileEn.profile;
const ACTIVITY = 'base/activity/history/user/name/7';
const MAIL = 'user/mail/preferences';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const ITEMS = [
  { id: 3, type: 'updated', icon: 'edit', message: 'Profile name updated', created_at: minutesAgo(5) },
  { id: 2, type: 'created', icon: 'add', message: 'Account created', created_at: minutesAgo(60 * 24 * 3) },
  { id: 1, type: 'login', icon: 'login', message: 'Signed in', created_at: minutesAgo(0) },
];

let network: ReturnType<typeof stubFetch>;

/** Holds answers to `path` until released, so the in-between state can be checked. */
function holdFetch(path: string): { release: () => void } {
  const inner = window.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.includes(`/backend/${path}`)) await gate;
    return inner(input, init);
  };
  return { release };
}

async function mountProfile(routes: Record<string, unknown> = {}, beforeMount = () => {}): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    [ACTIVITY]: ITEMS,
    [MAIL]: [{ kind: 'attendance-marked', email: true }],
    ...routes,
  });
  beforeMount();
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-profile></academy-profile>');
  await shadowQuery(el, 'form');
  return el;
}

const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const $$ = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const input = (el: HTMLElement, name: string) => $<HTMLInputElement>(el, `input[name="${name}"]`)!;
const submitButton = (el: HTMLElement) => $<HTMLButtonElement>(el, 'form button[type="submit"]')!;

describe('<academy-profile>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('shows the current names, the certificate note and the learner layout', async () => {
    const el = await mountProfile();
    await waitFor(() => $(el, '[data-field="name"]')?.textContent === USER.name, 'English name');
    expect($(el, '[data-field="arabic-name"]')!.textContent).to.equal(USER.arabic_name);
    expect($(el, 'h1')!.textContent).to.equal(en.title);
    expect($(el, '[part~="certificate-note"]')!.textContent).to.equal(en.form.certificateNote);
    expect($(el, '[part~="page"]')!.getAttribute('part')).to.contain('layout-learner');
    expect($(el, '[part~="role-label"]')!.textContent).to.equal(en.layout.learner);
    expect(input(el, 'name').value).to.equal(USER.name);
    expect(input(el, 'name').dir).to.equal('ltr');
    expect(input(el, 'arabic_name').dir).to.equal('rtl');
    expect($(el, '[part~="back"]')!.getAttribute('href')).to.equal('/dashboard');
  });

  it("shows 'Not set' for a missing Arabic name", async () => {
    const user = { ...USER, arabic_name: null };
    const el = await mountProfile({ 'user/current': user });
    await waitFor(() => $(el, '[data-field="arabic-name"]')?.textContent === en.current.notSet, 'Not set');
    expect(input(el, 'arabic_name').value).to.equal('');
  });

  it('uses the trainer layout for trainers: activity beside the form on a wide screen', async () => {
    const { setViewport } = await realInput();
    await setViewport({ width: 1280, height: 900 });
    try {
      const el = await mountProfile({
        'roles/current': ['Instructor'],
        'user/current': { ...USER, roles: ['Instructor'] },
      });
      await waitFor(() => $(el, '[part~="layout-trainer"]'), 'trainer layout');
      expect($(el, '[part~="role-label"]')!.textContent).to.equal(en.layout.trainer);
      const form = $(el, '[part~="form"]')!.getBoundingClientRect();
      const activity = $(el, '[part~="activity"]')!.getBoundingClientRect();
      expect(activity.left, 'beside').to.be.greaterThan(form.right - 1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('blocks a blank English name with the required message in the alert and under the field', async () => {
    const el = await mountProfile();
    fill(input(el, 'name'), '   ');
    submitButton(el).click();
    const alert = await shadowQuery(el, '[role="alert"].alert');
    expect(alert.textContent).to.contain(en.validation.required);
    expect($(el, '.field-error')!.textContent).to.equal(en.validation.required);
    expect(input(el, 'name').getAttribute('aria-invalid')).to.equal('true');
    expect(network.calls.some((call) => call.method === 'PUT')).to.equal(false);
    fill(input(el, 'name'), 'S');
    await waitFor(() => !$(el, '.field-error'), 'field error cleared on edit');
  });

  it('shows a spinner while saving, then the success alert, a toast and the new name in the stored user', async () => {
    const answered = { ...USER, name: 'Sara A. Ali', arabic_name: '' };
    const el = await mountProfile({ 'PUT user/update/name': answered });
    await waitFor(() => $(el, '[data-field="name"]')?.textContent === USER.name, 'loaded');
    const held = holdFetch('user/update/name');
    fill(input(el, 'name'), '  Sara A. Ali ');
    fill(input(el, 'arabic_name'), ' ');
    submitButton(el).click();
    // Busy keeps the focus: aria-disabled, not disabled (#37).
    await waitFor(() => submitButton(el).getAttribute('aria-disabled') === 'true', 'busy button');
    expect(submitButton(el).getAttribute('aria-busy')).to.equal('true');
    expect(submitButton(el).querySelector('.spinner')).to.not.equal(null);
    expect(submitButton(el).textContent).to.equal(en.form.submitting);
    held.release();
    const status = await shadowQuery(el, '.alert[role="status"]');
    expect(status.textContent).to.contain(en.success);
    expect(network.calls.find((call) => call.method === 'PUT')!.body).to.deep.equal({
      id: '7',
      name: 'Sara A. Ali',
      arabic_name: '',
    });
    expect($storedUser.get()!.name).to.equal('Sara A. Ali');
    expect($(el, '[data-field="name"]')!.textContent).to.equal('Sara A. Ali');
    expect($(el, '[data-field="arabic-name"]')!.textContent).to.equal(en.current.notSet);
    expect($toasts.get().map((toast) => toast.variant)).to.deep.equal(['success']);
    expect(submitButton(el).disabled).to.equal(false);
  });

  it('shows the generic profile error in an alert and a toast when the update fails', async () => {
    const el = await mountProfile({ 'PUT user/update/name': () => json({ message: 'Server error' }, 500) });
    fill(input(el, 'name'), 'Other');
    submitButton(el).click();
    const alert = await shadowQuery(el, '.alert[role="alert"]');
    expect(alert.textContent).to.contain(en.error);
    expect($toasts.get().map((toast) => toast.variant)).to.include('danger');
    expect($storedUser.get()!.name).to.equal(USER.name);
  });

  it('shows three skeleton rows, then the timeline items', async () => {
    let held = { release: () => {} };
    const el = await mountProfile({}, () => (held = holdFetch(ACTIVITY)));
    await waitFor(() => $$(el, '[part~="skeleton"]').length === 3, 'three skeleton rows');
    held.release();
    await waitFor(() => $$(el, '[part~="activity-item"]').length === 3, 'items');
    const [edit, created, login] = $$(el, '[part~="activity-item"]');
    expect([edit, created, login].map((item) => item!.dataset.kind)).to.deep.equal(['edit', 'add', 'default']);
    expect([edit, created, login].map((item) => item!.querySelector('[part~="badge"]')!.textContent)).to.deep.equal([
      'updated',
      'created',
      'login',
    ]);
    expect(edit!.textContent).to.contain('Profile name updated').and.contain(en.activity.updatedBySelf);
    expect(edit!.querySelector('time')!.textContent).to.equal('5 minutes ago');
    expect(edit!.querySelector('time')!.getAttribute('datetime')).to.equal(ITEMS[0]!.created_at);
    expect(edit!.querySelector('time')!.title).to.match(/\d/);
    expect(created!.querySelector('time')!.textContent).to.equal('3 days ago');
    expect(login!.querySelector('time')!.textContent).to.equal('just now');
  });

  it('keeps the card at 600 px and scrolls the 480 px list by keyboard', async () => {
    const many = Array.from({ length: 20 }, (_, index) => ({ ...ITEMS[0]!, id: index + 1 }));
    const el = await mountProfile({ [ACTIVITY]: many });
    await waitFor(() => $$(el, '[part~="activity-item"]').length === 20, 'items');
    expect($(el, '[part~="activity"]')!.getBoundingClientRect().height).to.equal(600);
    const list = $(el, '[part~="activity-list"]')!;
    expect(list.getBoundingClientRect().height).to.equal(480);
    expect(list.tabIndex).to.equal(0);
    expect(list.getAttribute('aria-label')).to.equal(en.activity.list);
    expect(list.scrollHeight).to.be.greaterThan(480);
  });

  it('shows the empty state; after a failure it logs, shows the empty list and retries', async () => {
    const el = await mountProfile({ [ACTIVITY]: [] });
    const empty = await shadowQuery(el, '[part~="activity-empty"]');
    expect(empty.textContent).to.contain(en.activity.empty);
    expect(empty.querySelector('button')).to.equal(null);
    resetPage();
    network.restore();
    setLanguage('en');

    const logged: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    try {
      let fail = true;
      const failing = await mountProfile({ [ACTIVITY]: () => (fail ? json({ message: 'Forbidden' }, 403) : ITEMS) });
      const retry = await shadowQuery<HTMLButtonElement>(failing, '[part~="activity-empty"] button');
      expect($(failing, '[part~="activity-empty"]')!.textContent)
        .to.contain(en.activity.empty)
        .and.contain(en.activity.failed);
      expect(logged.some((args) => String(args[0]).includes('activity history'))).to.equal(true);
      fail = false;
      retry.click();
      await waitFor(() => $$(failing, '[part~="activity-item"]').length === 3, 'items after retry');
    } finally {
      console.error = original;
    }
  });

  it('reloads the activity 1 s after a successful update', async () => {
    const el = await mountProfile({ 'PUT user/update/name': { ...USER, name: 'New Name' } });
    await waitFor(() => $$(el, '[part~="activity-item"]').length === 3, 'items');
    const loads = () => network.calls.filter((call) => call.path === ACTIVITY).length;
    const before = loads();
    // A fake clock for the one delay that matters: the 1 s reload is captured and run by hand.
    const pending: (() => void)[] = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) =>
      ms === 1000 ? (pending.push(handler), 0) : realSetTimeout(handler, ms, ...rest)) as typeof window.setTimeout;
    try {
      fill(input(el, 'name'), 'New Name');
      submitButton(el).click();
      await shadowQuery(el, '.alert[role="status"]');
      await waitFor(() => pending.length === 1, 'reload scheduled at 1000 ms');
      expect(loads(), 'not before 1 s').to.equal(before);
    } finally {
      window.setTimeout = realSetTimeout;
    }
    pending[0]!();
    await waitFor(() => loads() === before + 1, 'reloaded');
  });

  it('mirrors in Arabic: rtl, Arabic strings, mirrored back icon, English field still ltr', async () => {
    setLanguage('ar');
    const el = await mountProfile({ 'user/current': { ...USER, arabic_name: null } });
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => $(el, 'h1')?.textContent === profileAr.profile.title, 'Arabic title');
    await waitFor(
      () => $(el, '[data-field="arabic-name"]')?.textContent === profileAr.profile.current.notSet,
      'Not set in Arabic',
    );
    await waitFor(() => $(el, '[part~="activity-item"] time')?.textContent === 'منذ ٥ دقائق', 'Arabic relative time');
    const icon = $(el, '[part~="back"] svg')!;
    expect(getComputedStyle(icon).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    expect(input(el, 'name').dir).to.equal('ltr');
    const back = $(el, '[part~="back"]')!.getBoundingClientRect();
    const page = $(el, '[part~="page"]')!.getBoundingClientRect();
    expect(page.right - back.right, 'back button on the right side').to.be.lessThan(page.width / 2);
  });

  describe('email notices', () => {
    const mailBox = (el: HTMLElement) => $<HTMLInputElement>(el, 'input[name="mail-attendance-marked"]');

    it('one switch per known kind, saved as it changes and read back from the server; security mails named as always sent', async () => {
      let stored = true;
      const el = await mountProfile({
        [MAIL]: () => [
          { kind: 'attendance-marked', email: stored },
          // A trainer's morning digest: off until turned on.
          { kind: 'attendance-digest', email: false },
          // Support's answers to my tickets (#32).
          { kind: 'ticket-updates', email: true },
          // A kind this client has no words for is not shown as a raw code.
          { kind: 'ticket-answered', email: true },
        ],
        [`PUT ${MAIL}`]: (call: { body: unknown }) => {
          stored = (call.body as { email: boolean }).email;
          return { kind: 'attendance-marked', email: stored };
        },
      });
      await waitFor(() => mailBox(el), 'switch');
      const card = $(el, '[part~="mail-preferences"]')!;
      expect(card.querySelector('h2')!.textContent).to.equal(en.mail.title);
      expect(card.querySelectorAll('input[type="checkbox"]')).to.have.length(3);
      expect($<HTMLInputElement>(el, 'input[name="mail-ticket-updates"]')!.labels?.[0]?.textContent).to.equal(
        en.mail.kinds['ticket-updates'],
      );
      expect(card.textContent).to.not.contain('ticket-answered');
      const digest = $<HTMLInputElement>(el, 'input[name="mail-attendance-digest"]')!;
      expect(digest.checked).to.equal(false);
      expect(digest.labels?.[0]?.textContent).to.equal(en.mail.kinds['attendance-digest']);
      expect(card.textContent).to.contain(en.mail.securityNote);
      const box = mailBox(el)!;
      expect(box.checked).to.equal(true);
      expect(box.labels?.[0]?.textContent).to.equal(en.mail.kinds['attendance-marked']);
      expect(box.closest('label')!.getBoundingClientRect().height, 'target height').to.be.at.least(24);

      box.click();
      await waitFor(() => network.calls.some((call) => call.method === 'PUT' && call.path === MAIL), 'saved');
      expect(network.calls.find((call) => call.method === 'PUT')!.body).to.deep.equal({
        kind: 'attendance-marked',
        email: false,
      });
      await waitFor(
        () => $toasts.get().some((toast) => 'key' in toast.message && toast.message.key === 'profile.mail.saved'),
        'toast',
      );
      await waitFor(
        () => mailBox(el)?.checked === false && !mailBox(el)?.closest('fieldset')?.disabled,
        'off, from the server',
      );
    });

    it('a failed load says so and retries; a failed save keeps the switch as the server has it', async () => {
      let fail = true;
      const el = await mountProfile({
        [MAIL]: () =>
          fail
            ? json({ message: 'Server error', status_text: 'Error' }, 500)
            : [{ kind: 'attendance-marked', email: true }],
        [`PUT ${MAIL}`]: () => json({ message: 'Server error', status_text: 'Error' }, 500),
      });
      const card = await shadowQuery(el, '[part~="mail-preferences"]');
      await waitFor(() => card.textContent?.includes(en.mail.failed), 'failed', 15_000);
      fail = false;
      card.querySelector<HTMLButtonElement>('button')!.click();
      await waitFor(() => mailBox(el), 'loaded after retry');
      mailBox(el)!.click();
      await waitFor(
        () => $toasts.get().some((toast) => 'key' in toast.message && toast.message.key === 'profile.mail.error'),
        'error toast',
      );
      await waitFor(() => mailBox(el)?.checked === true && !mailBox(el)?.closest('fieldset')?.disabled, 'still on');
    });

    it('reads in Arabic, right to left', async () => {
      setLanguage('ar');
      const el = await mountProfile();
      await waitFor(() => mailBox(el), 'switch');
      const card = $(el, '[part~="mail-preferences"]')!;
      await waitFor(() => card.querySelector('h2')?.textContent === profileAr.profile.mail.title, 'Arabic title');
      expect(mailBox(el)!.labels?.[0]?.textContent).to.equal(profileAr.profile.mail.kinds['attendance-marked']);
      expect(getComputedStyle(card).direction).to.equal('rtl');
      const box = mailBox(el)!.getBoundingClientRect();
      const label = mailBox(el)!.closest('label')!.getBoundingClientRect();
      expect(label.right - box.right, 'box at the start (right)').to.be.lessThan(4);
    });
  });
});
