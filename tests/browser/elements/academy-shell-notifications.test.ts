// <academy-shell>'s header notifications (issue #32) in real Chromium against a stubbed API: the bell's badge and
// name, the panel in English and Arabic, reading an item, marking all read, Escape, the empty state and a phone width.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $unread } from '../../../src/core/shell/notifications-unread';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-shell';
import {
  deepActiveElement,
  mount,
  realClick,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
  type StubCall,
} from '../support/helpers';

const MINUTE = 60_000;
const START = '2026-11-26T07:00:00Z';

const note = (id: number, kind: string, minutesAgo: number, read = false) => ({
  id,
  kind,
  params: { lecture: `Lecture ${id}`, lecture_ar: id === 1 ? '' : `المحاضرة ${id}`, start_at: START },
  path: `/lectures/${id}`,
  created_at: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
  read,
});

/** Newest first, as the server sends them; id 4 is a kind this client does not know. */
const ITEMS = [
  note(4, 'exam-graded', 1),
  note(3, 'lecture-soon', 5),
  note(2, 'marked-late', 90),
  note(1, 'marked-absent', 3 * 24 * 60, true),
];

let network: ReturnType<typeof stubFetch>;
let unread: number;
let items: ReturnType<typeof note>[];

function stubApi(): void {
  network = stubFetch({
    ...sessionRoutes,
    'user/notifications/unread': () => ({ unread }),
    'GET user/notifications': () => ({ items, unread, more: false }),
    'POST user/notifications/read': (call: StubCall) => {
      unread = Math.max(0, unread - (call.body as { ids: number[] }).ids.length);
      return { unread };
    },
    'POST user/notifications/read-all': () => {
      unread = 0;
      return { unread };
    },
  });
}

/** Signs in (stored token and user) and mounts a shell whose bell has read the count. */
async function mountShell(): Promise<HTMLElement> {
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-shell><p>content</p></academy-shell>');
  await shadowQuery(el, '[part~=notifications-button]');
  await waitFor(() => network.calls.some((call) => call.path === 'user/notifications/unread'), 'unread asked');
  // The count's badge widens the bell when it is drawn: a real click measured before that could land beside it.
  await waitFor(() => $unread.get() === unread, 'the count read');
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
  return el;
}

const bell = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=notifications-button]')!;
const badge = (el: HTMLElement) => el.shadowRoot!.querySelector('.notifications-badge')?.textContent ?? null;
const panel = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLElement>('[part~=notifications]');
const links = (el: HTMLElement) => [...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.notification')];
const titles = (el: HTMLElement) => links(el).map((link) => link.querySelector('.notification-title')!.textContent);

/** Opens the panel with a real click and waits for its list (or its empty state). */
async function openPanel(el: HTMLElement): Promise<HTMLElement> {
  await realClick(bell(el));
  const shown = await waitFor(
    () => panel(el)?.querySelector('.notifications-list, .notifications-state[role=status]') && panel(el),
    'panel',
  );
  await waitFor(() => !shown.querySelector('.spinner'), 'loaded');
  return shown;
}

describe('<academy-shell> notifications', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    unread = 2;
    items = [...ITEMS];
    stubApi();
  });
  afterEach(() => {
    resetPage();
    network.restore();
  });

  it('shows the unread count on the bell and names the button with it; plain at 0', async () => {
    const el = await mountShell();
    await waitFor(() => badge(el) === '2', 'badge 2');
    const button = bell(el);
    expect(button.getAttribute('aria-label')).to.equal('Notifications, 2 unread');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const box = button.getBoundingClientRect();
    expect(Math.min(box.width, box.height), 'target size').to.be.at.least(24);
    // The bell sits before the language switch.
    const language = el.shadowRoot!.querySelector('[part~=language-switch]')!;
    expect(button.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    resetPage();
    setLanguage('en');
    unread = 0;
    const quiet = await mountShell();
    await waitFor(() => bell(quiet).getAttribute('aria-label') === 'Notifications', 'plain name');
    expect(badge(quiet)).to.equal(null);
  });

  it('announces the count politely when it goes up, not on the first reading', async () => {
    const el = await mountShell();
    await waitFor(() => badge(el) === '2', 'badge 2');
    const status = el.shadowRoot!.querySelector('.notifications [role=status]')!;
    expect(status.textContent).to.equal('');
    unread = 3;
    // The page shows again: the count is read at once.
    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => badge(el) === '3', 'badge 3');
    expect(status.textContent).to.equal('You have 3 unread notifications');
  });

  it('shows 99+ above 99', async () => {
    unread = 150;
    const el = await mountShell();
    await waitFor(() => badge(el) === '99+', 'badge 99+');
    expect(bell(el).getAttribute('aria-label')).to.equal('Notifications, 150 unread');
  });

  it('opens a panel listing known kinds newest first, unread ones marked in words, focus on its heading', async () => {
    const el = await mountShell();
    const shown = await openPanel(el);
    expect(bell(el).getAttribute('aria-expanded')).to.equal('true');
    expect(bell(el).getAttribute('aria-controls')).to.equal(shown.id);
    expect(deepActiveElement()?.localName).to.equal('h2');
    expect(shown.querySelector('h2')!.textContent).to.equal('Notifications');
    expect(titles(el)).to.deep.equal(['Your lecture starts soon', 'You were marked late', 'You were marked absent']);
    const [first, second, third] = links(el);
    expect(first!.getAttribute('href')).to.equal('/lectures/3');
    expect(first!.querySelector('.notification-detail')!.textContent).to.match(/^Lecture 3 · Nov 26, 2026, \d/);
    expect(first!.querySelector('time')!.textContent).to.equal('5 minutes ago');
    expect(second!.querySelector('time')!.textContent).to.equal('1 hour ago');
    expect(first!.textContent).to.contain('Unread');
    expect(third!.textContent).to.not.contain('Unread');
    expect(getComputedStyle(first!.querySelector('.notification-title')!).fontWeight).to.equal('700');
    expect(getComputedStyle(third!.querySelector('.notification-title')!).fontWeight).to.equal('400');
    expect(shown.querySelector('[data-action=show-older]')).to.equal(null);
  });

  it('in Arabic: right to left, Arabic titles, lecture names and digits, the panel inside the window', async () => {
    setLanguage('ar');
    const el = await mountShell();
    await waitFor(() => el.getAttribute('dir') === 'rtl' && badge(el) === '٢', 'Arabic badge');
    expect(bell(el).getAttribute('aria-label')).to.equal('الإشعارات، إشعاران غير مقروءين');
    const shown = await openPanel(el);
    expect(shown.querySelector('h2')!.textContent).to.equal('الإشعارات');
    expect(titles(el)).to.deep.equal(['تبدأ محاضرتك قريبًا', 'تم تسجيلك متأخرًا', 'تم تسجيل غيابك']);
    const details = links(el).map((link) => link.querySelector('.notification-detail')!.textContent!);
    expect(details[0]).to.match(/^المحاضرة 3 · /);
    expect(details[0]).to.match(/٢٦/);
    expect(details[0]!.replace('المحاضرة 3', '')).to.not.match(/[0-9]/);
    // No Arabic title: the English one.
    expect(details[2]).to.match(/^Lecture 1 · /);
    expect(links(el)[0]!.querySelector('time')!.textContent).to.equal('منذ ٥ دقائق');
    const box = shown.getBoundingClientRect();
    expect(box.left).to.be.at.least(0);
    expect(box.right).to.be.at.most(innerWidth);
    expect(box.top).to.be.at.least(bell(el).getBoundingClientRect().bottom);
  });

  it('choosing an item posts read with its id, closes the panel and asks the host to navigate to its path', async () => {
    const el = await mountShell();
    await openPanel(el);
    const navigations: string[] = [];
    const onNavigate = (event: CustomEvent<{ path: string }>) => {
      navigations.push(event.detail.path);
      event.preventDefault();
    };
    document.addEventListener('academy-navigate', onNavigate);
    try {
      await realClick(links(el)[1]!);
      await waitFor(() => navigations.length === 1, 'academy-navigate');
      expect(navigations).to.deep.equal(['/lectures/2']);
      const read = await waitFor(() => network.calls.find((call) => call.path === 'user/notifications/read'), 'read');
      expect([read.method, read.body]).to.deep.equal(['POST', { ids: [2] }]);
      await waitFor(() => panel(el) === null, 'panel closed');
      await waitFor(() => badge(el) === '1', 'count from the answer');
      expect(deepActiveElement()).to.equal(bell(el));
    } finally {
      document.removeEventListener('academy-navigate', onNavigate);
    }
  });

  it('"Mark all as read" posts read-all, shows every item read and hides the badge', async () => {
    const el = await mountShell();
    await waitFor(() => badge(el) === '2', 'badge');
    const shown = await openPanel(el);
    const markAll = shown.querySelector<HTMLButtonElement>('[data-action=mark-all-read]')!;
    expect(markAll.textContent).to.equal('Mark all as read');
    await realClick(markAll);
    const call = await waitFor(() => network.calls.find((c) => c.path === 'user/notifications/read-all'), 'read-all');
    expect([call.method, call.body]).to.deep.equal(['POST', {}]);
    await waitFor(() => badge(el) === null, 'badge hidden');
    expect(bell(el).getAttribute('aria-label')).to.equal('Notifications');
    expect(links(el).some((link) => link.classList.contains('notification-unread'))).to.equal(false);
    expect(markAll.disabled).to.equal(true);
  });

  it('Escape closes the panel, and nothing of the page, and gives focus back to the bell; a click outside closes it too', async () => {
    const el = await mountShell();
    await openPanel(el);
    const { sendKeys } = await realInput();
    const heard: string[] = [];
    const listen = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener('keydown', listen);
    await sendKeys({ press: 'Escape' }).finally(() => document.removeEventListener('keydown', listen));
    await waitFor(() => panel(el) === null, 'closed by Escape');
    expect(heard, "a host's modal around the shell stays open").to.deep.equal([]);
    expect(deepActiveElement()).to.equal(bell(el));
    expect(bell(el).getAttribute('aria-expanded')).to.equal('false');
    await openPanel(el);
    await realClick(el.shadowRoot!.querySelector('[part~=footer]')!);
    await waitFor(() => panel(el) === null, 'closed by a click outside');
  });

  it('says so when there are no notifications yet', async () => {
    unread = 0;
    items = [];
    const el = await mountShell();
    const shown = await openPanel(el);
    expect(shown.querySelector('.notifications-state')!.textContent).to.equal('No notifications yet');
    expect(shown.querySelector<HTMLButtonElement>('[data-action=mark-all-read]')!.disabled).to.equal(true);
  });

  it('offers a retry when the list cannot be read', async () => {
    let fail = true;
    network.restore();
    network = stubFetch({
      ...sessionRoutes,
      'user/notifications/unread': () => ({ unread }),
      'GET user/notifications': () =>
        fail ? new Response('{"message":"Server error"}', { status: 500 }) : { items, unread, more: false },
    });
    const el = await mountShell();
    await realClick(bell(el));
    const alert = await waitFor(() => panel(el)?.querySelector<HTMLElement>('[role=alert]'), 'error state');
    expect(alert.textContent).to.contain('The notifications could not be loaded.');
    fail = false;
    await realClick(alert.querySelector('button')!);
    await waitFor(() => titles(el).length === 3, 'list after retry');
  });

  it('fits a 390 px wide phone', async () => {
    const { setViewport } = await realInput();
    await setViewport({ width: 390, height: 800 });
    try {
      const el = await mountShell();
      const shown = await openPanel(el);
      const box = shown.getBoundingClientRect();
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(innerWidth);
      expect(box.width).to.be.at.least(300);
      expect(
        el.shadowRoot!.querySelector('.notifications-button .collapsible')!.getBoundingClientRect().width,
      ).to.be.at.most(1);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
