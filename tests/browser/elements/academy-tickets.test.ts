// <academy-tickets> in real Chromium, signed in against a stubbed API (§2 Support tickets, §4, §5, §8, §9): a bad
// view ignored with a warning, the list with its range and pager, its error, retry and empty states, the detail's
// not-found and failed states, the create form's §5 messages, counter and cap, the fallback types, inert hostile HTML
// and Arabic in RTL.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { ticketsAr } from '../../../src/core/tickets/strings/ar';
import { ticketsEn } from '../../../src/core/tickets/strings/en';
import { supportTypesQuery } from '../../../src/core/tickets/tickets-store';
import '../../../src/elements/academy-tickets';
import {
  fill,
  json,
  mount,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  spyConsole,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

const en = ticketsEn.tickets;
const ar = ticketsAr.tickets;
const retryText = commonDictionary.en.common.retry;
const TABLE = 'POST support/ticket/table';
const TYPES = 'POST base/support/type/table';
const CREATE = 'POST support/ticket/create';
const HOSTILE =
  '<p>See <strong>this</strong>:</p><ul><li>one</li></ul><img src=x onerror="window.__ticketXss=1"><script>window.__ticketXss=2</script>';
const SEEDED_TYPES = [
  {
    id: 1,
    name_en: 'Technical Support',
    name_ar: 'الدعم الفني',
    value: 'technical_support',
    label: 'Technical Support',
  },
  { id: 2, name_en: 'Course Inquiry', name_ar: 'استفسار عن دورة', value: 'course_inquiry', label: 'Course Inquiry' },
];

const ticket = (n: number, over: Record<string, unknown> = {}) => ({
  id: n,
  no: 240100 + n,
  title: `Ticket ${n}`,
  name: 'Sara Ali',
  status: 1,
  replies: 2,
  created_at: '2026-11-01T10:00:00Z',
  ...over,
});
/** One table answer: `rows` of a list of `total` tickets, as page `page` of 10. */
const table = (rows: unknown[], total: number, page = 1) => ({
  rows,
  row_numbers: {
    current_page: page,
    per_page: 10,
    total,
    last_page: Math.max(1, Math.ceil(total / 10)),
    from: rows.length ? (page - 1) * 10 + 1 : null,
    to: rows.length ? (page - 1) * 10 + rows.length : null,
  },
});
const FIRST_PAGE = table(
  Array.from({ length: 10 }, (_, index) => ticket(index + 1, { status: [1, 2, 3, 9][index % 4] })),
  27,
);

declare global {
  interface Window {
    __ticketXss?: number;
  }
}

let network: ReturnType<typeof stubFetch>;

/** Stores a signed-in session, stubs `routes` (types and an empty list by default) and mounts `html`. */
async function mountTickets(
  routes: Record<string, unknown>,
  html = '<academy-tickets></academy-tickets>',
): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, [TYPES]: SEEDED_TYPES, [TABLE]: table([], 0), ...routes });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(html);
  await shadowQuery(el, '[part~=page]');
  return el;
}

const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const texts = (el: HTMLElement, selector: string) => qq(el, selector).map((node) => node.textContent);
const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const field = <E extends HTMLElement>(el: HTMLElement, name: string) => q<E>(el, `[name="${name}"]`)!;
const errorOf = (control: HTMLElement) => control.closest('.field')!.querySelector('.field-error')?.textContent ?? null;

/** Sets a control's value through the native setter, so React's onChange sees it. */
function setValue(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Records the paths the element asks the host to open, handling each itself (the test page stays put). */
function interceptNavigation(el: HTMLElement): string[] {
  const paths: string[] = [];
  el.addEventListener('academy-navigate', (event) => {
    paths.push((event as CustomEvent<{ path: string }>).detail.path);
    event.preventDefault();
  });
  return paths;
}

/** Back-off sleeps of the query's retries (1 s, 2 s, 4 s) fire at once: a fast clock instead of real waits. */
function fastBackoff(): () => void {
  const original = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    original(handler, (ms ?? 0) >= 1000 ? 0 : ms, ...args)) as typeof window.setTimeout;
  return () => (window.setTimeout = original);
}

describe('<academy-tickets>', () => {
  beforeEach(() => {
    resetPage();
    // Public scope: the types outlive resetPage's per-user clear.
    supportTypesQuery.clear();
    delete window.__ticketXss;
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('ignores a bad view with a console warning and shows the list', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountTickets({ [TABLE]: FIRST_PAGE }, '<academy-tickets view="evil"></academy-tickets>');
      await shadowQuery(el, '[part~=row]');
      expect(warn.text()).to.contain('[academy] ignoring invalid view="evil"');
      expect(q(el, 'h1')!.textContent).to.equal(en.list.title);
    } finally {
      warn.restore();
    }
  });

  it("lists a page of rows with 'from-to of total', badges, links and the pager", async () => {
    const el = await mountTickets({ [TABLE]: FIRST_PAGE });
    await waitFor(() => qq(el, '[part~=row]').length === 10, 'ten rows');
    expect(calls(TABLE)[0]!.body).to.deep.equal({ status: -1, page: 0, limit: 10, search: '' });
    expect(q(el, '[part~=range]')!.textContent).to.equal('1-10 of 27');
    expect(q(el, '[part~=page-status]')!.textContent).to.equal('Page 1 of 3');
    expect(texts(el, '[part~=status-badge]').slice(0, 4)).to.deep.equal([
      en.status.open,
      en.status.closed,
      en.status.reopened,
      en.status.unknown,
    ]);
    const first = qq(el, '[part~=row]')[0]!;
    expect(first.dataset.ticketNo).to.equal('240101');
    expect(first.querySelector('h3')!.textContent).to.equal('Ticket 1');
    expect(first.textContent)
      .to.contain('#240101')
      .and.contain('By Sara Ali')
      .and.contain('2 replies')
      .and.contain('Created Nov 1, 2026');
    const view = first.querySelector<HTMLAnchorElement>('[part~=view]')!;
    expect(view.getAttribute('href')).to.equal('/support/tickets/240101');
    expect(view.getAttribute('aria-label')).to.equal('View ticket Ticket 1');
    const [previous, next] = qq(el, '[part~=pager] button') as HTMLButtonElement[];
    expect([previous!.textContent, previous!.disabled, next!.textContent, next!.disabled]).to.deep.equal([
      en.pager.previous,
      true,
      en.pager.next,
      false,
    ]);
    const paths = interceptNavigation(el);
    next!.click();
    // The page's own parameters (the test runner's session id here) stay; only the list's change.
    const expected = new URLSearchParams(location.search);
    expected.set('page', '2');
    expect(paths).to.deep.equal([`${location.pathname}?${expected}`]);
  });

  it('emptying the search box shows every ticket again, without pressing Search (#29)', async () => {
    const start = location.href;
    const searched = new URLSearchParams(location.search);
    searched.set('search', 'fire');
    history.replaceState(null, '', `${location.pathname}?${searched}`);
    // The list's location store may still be mounted from the test before: tell it the page moved.
    dispatchEvent(new PopStateEvent('popstate'));
    try {
      const el = await mountTickets({ [TABLE]: FIRST_PAGE });
      await waitFor(() => qq(el, '[part~=row]').length === 10, 'ten rows');
      expect(calls(TABLE)[0]!.body).to.deep.include({ search: 'fire' });
      const box = q<HTMLInputElement>(el, 'input[name=search]')!;
      expect(box.value).to.equal('fire');
      const paths = interceptNavigation(el);
      fill(box, 'fir');
      expect(paths).to.deep.equal([]);
      fill(box, '  ');
      searched.delete('search');
      expect(paths).to.deep.equal([`${location.pathname}?${searched}`]);
    } finally {
      history.replaceState(null, '', start);
      dispatchEvent(new PopStateEvent('popstate'));
    }
  });

  it('shows an error with Try again for a malformed answer, and recovers', async () => {
    const logged = spyConsole('error');
    let broken = true;
    try {
      const el = await mountTickets({ [TABLE]: () => (broken ? { rows: 'nope' } : FIRST_PAGE) });
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.results.failed);
      expect(logged.text()).to.contain('support tickets failed to load');
      broken = false;
      const retry = error.querySelector('button')!;
      expect(retry.textContent).to.equal(retryText);
      retry.click();
      await waitFor(() => qq(el, '[part~=row]').length === 10, 'rows after retry');
      expect(q(el, '[part~=error]')).to.equal(null);
    } finally {
      logged.restore();
    }
  });

  it('shows the empty state with create-first, without range or pager', async () => {
    const el = await mountTickets({});
    const empty = await shadowQuery(el, '[part~=empty]');
    expect(empty.querySelector('h3')!.textContent).to.equal(en.empty.title);
    const first = empty.querySelector<HTMLAnchorElement>('[part~=create-first]')!;
    expect(first.textContent).to.equal(en.empty.createFirst);
    expect(first.getAttribute('href')).to.equal('/support/tickets/create');
    expect(q(el, '[part~=range]')).to.equal(null);
    expect(q(el, '[part~=pager]')).to.equal(null);
  });

  it('shows the not-found card for a 404, with a link back to the list', async () => {
    const el = await mountTickets(
      { 'support/ticket/get/999': () => json({ message: 'Ticket not found.', status_text: 'Not Found' }, 404) },
      '<academy-tickets view="detail" ticket-no="999"></academy-tickets>',
    );
    const card = await shadowQuery(el, '[part~=not-found]');
    expect(card.querySelector('h1')!.textContent).to.equal(en.detail.notFoundTitle);
    expect(card.textContent).to.contain(en.detail.notFoundBody);
    expect(card.querySelector('a')!.getAttribute('href')).to.equal('/support/tickets');
    expect(calls('GET support/ticket/get/999')).to.have.length(1);
  });

  it('shows the failed banner after a 500 and its retry loads the ticket', async () => {
    const restore = fastBackoff();
    let broken = true;
    try {
      const el = await mountTickets(
        {
          'support/ticket/get/240124': () =>
            broken
              ? json({ message: 'Server error' }, 500)
              : ticket(24, { title: 'Quiz timer ran out early', description: '<p>Hi</p>', histories: [] }),
        },
        '<academy-tickets view="detail" ticket-no="240124"></academy-tickets>',
      );
      const error = await shadowQuery(el, '[part~=error]');
      expect(error.querySelector('[role=alert]')!.textContent).to.equal(en.detail.failed);
      expect(calls('GET support/ticket/get/240124'), 'first try and 3 retries').to.have.length(4);
      expect(q(el, '[part~=not-found]')).to.equal(null);
      broken = false;
      error.querySelector('button')!.click();
      await waitFor(() => q(el, 'h1')?.textContent === 'Quiz timer ran out early', 'ticket after retry');
      expect(q(el, '[part~=reply]')).to.not.equal(null);
    } finally {
      restore();
    }
  });

  it('create: shows the three §5 messages, clears each on edit, counts to 1000 and caps there', async () => {
    const el = await mountTickets({}, '<academy-tickets view="create"></academy-tickets>');
    const type = await waitFor(() => q<HTMLSelectElement>(el, 'select[name=type]:not([disabled])'), 'types loaded');
    const title = field<HTMLInputElement>(el, 'title');
    const description = field<HTMLTextAreaElement>(el, 'description');
    expect(q(el, '[part~=counter]')!.textContent).to.equal('0 / 1000');
    q<HTMLButtonElement>(el, 'form button[type=submit]')!.click();
    await waitFor(() => qq(el, '.field-error').length === 3, 'three messages');
    expect([errorOf(type), errorOf(title), errorOf(description)]).to.deep.equal([
      'Type field is required.',
      'Ticket title is required.',
      'Description field is required.',
    ]);
    expect(el.shadowRoot!.activeElement).to.equal(type);
    setValue(type, 'course_inquiry');
    await waitFor(() => errorOf(type) === null, 'type message cleared');
    expect(qq(el, '.field-error')).to.have.length(2);
    setValue(title, 'Certificate name');
    await waitFor(() => errorOf(title) === null, 'title message cleared');
    setValue(description, 'Too short.');
    await waitFor(() => errorOf(description) === null, 'description message cleared');
    expect(q(el, '[part~=counter]')!.textContent).to.equal('10 / 1000');
    q<HTMLButtonElement>(el, 'form button[type=submit]')!.click();
    await waitFor(() => errorOf(description) === 'Description must be at least 20 characters.', 'minimum message');
    expect(calls(CREATE)).to.deep.equal([]);
    setValue(description, 'x'.repeat(1200));
    await waitFor(() => q(el, '[part~=counter]')!.textContent === '1000 / 1000', 'capped counter');
    expect(description.value).to.have.length(1000);
    expect(description.maxLength).to.equal(1000);
  });

  it('create: a valid ticket is sent trimmed, announced with its number, and the list opens 2 s later', async () => {
    const el = await mountTickets(
      { [CREATE]: () => json({ message: 'Support ticket created successfully', data: ticket(99) }, 201) },
      '<academy-tickets view="create"></academy-tickets>',
    );
    const type = await waitFor(() => q<HTMLSelectElement>(el, 'select[name=type]:not([disabled])'), 'types loaded');
    const created: unknown[] = [];
    el.addEventListener('academy-ticket-created', (event) => created.push((event as CustomEvent).detail));
    const paths = interceptNavigation(el);
    setValue(type, 'technical_support');
    setValue(field(el, 'title'), '  Login fails  ');
    setValue(field(el, 'description'), '  The login page rejects my new password.  ');
    const pending: (() => void)[] = [];
    const realSetTimeout = window.setTimeout;
    window.setTimeout = ((handler: () => void, ms?: number, ...rest: unknown[]) =>
      ms === 2000 ? (pending.push(handler), 0) : realSetTimeout(handler, ms, ...rest)) as typeof window.setTimeout;
    try {
      q<HTMLButtonElement>(el, 'form button[type=submit]')!.click();
      await waitFor(() => q(el, '.alert-success'), 'success alert');
      await waitFor(() => pending.length === 1, 'redirect scheduled at 2000 ms');
    } finally {
      window.setTimeout = realSetTimeout;
    }
    expect(calls(CREATE)[0]!.body).to.deep.equal({
      type: 'technical_support',
      title: 'Login fails',
      description: 'The login page rejects my new password.',
    });
    expect(created).to.deep.equal([{ ticketNo: '240199', ticketId: '99' }]);
    expect(q(el, '.alert-success')!.textContent).to.contain(en.create.success);
    expect(paths).to.deep.equal([]);
    pending[0]!();
    expect(paths).to.deep.equal(['/support/tickets']);
  });

  it('create: falls back to the five built-in types when the types call fails', async () => {
    const el = await mountTickets(
      { [TYPES]: () => json({ message: 'Server error' }, 500) },
      '<academy-tickets view="create"></academy-tickets>',
    );
    const type = await waitFor(() => q<HTMLSelectElement>(el, 'select[name=type]:not([disabled])'), 'types settled');
    expect([...type.options].map((option) => option.textContent)).to.deep.equal([
      en.create.typePlaceholder,
      'Technical Support',
      'Course Inquiry',
      'Account Issues',
      'General Inquiry',
      'Payment Issues',
    ]);
    expect(calls(TYPES)[0]!.body).to.deep.equal({ page: 1, limit: 100, search: '', status: -1 });
  });

  it('renders hostile HTML in the description and the history inert', async () => {
    const hostile = ticket(32, {
      description: HOSTILE,
      histories: [{ id: 1, content: HOSTILE, user: { name: 'Sara Ali' }, created_at: '2026-11-02T10:00:00Z' }],
    });
    const el = await mountTickets(
      { 'support/ticket/get/240132': hostile },
      '<academy-tickets view="detail" ticket-no="240132"></academy-tickets>',
    );
    const message = await shadowQuery(el, '[part~=message] .ticket-html');
    const reply = await shadowQuery(el, '[part~=history-item] .ticket-html');
    for (const html of [message, reply]) {
      expect(html.querySelector('strong')!.textContent).to.equal('this');
      expect(html.querySelectorAll('li')).to.have.length(1);
      // What people wrote takes its own direction (issue 21, item 10): the body and each block.
      expect([html.getAttribute('dir'), html.querySelector('p')!.getAttribute('dir')]).to.deep.equal(['auto', 'auto']);
    }
    expect(q(el, '[part~=history-item] strong bdi')!.textContent).to.equal('Sara Ali');
    expect(q(el, '[part~=facts] dd')!.getAttribute('dir'), 'the name').to.equal('auto');
    expect(el.shadowRoot!.querySelector('script'), 'no script').to.equal(null);
    expect(el.shadowRoot!.querySelector('[onerror]'), 'no onerror').to.equal(null);
    expect(el.shadowRoot!.innerHTML).not.to.match(/onerror|<script/i);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(window.__ticketXss).to.equal(undefined);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`on a 390 px phone the pager's Previous, page and Next share one line (${lang})`, async () => {
      const { setViewport } = await realInput();
      await setViewport({ width: 390, height: 844 });
      try {
        const el = await mountTickets({ [TABLE]: FIRST_PAGE }, `<academy-tickets lang="${lang}"></academy-tickets>`);
        await waitFor(() => qq(el, '[part~=row]').length === 10, 'rows');
        const pager = q(el, '[part~=pager]')!;
        const [previous, status, next] = [...pager.children] as HTMLElement[];
        const middles = [previous!, status!, next!].map((part) =>
          Math.round(part.getBoundingClientRect().top + part.getBoundingClientRect().height / 2),
        );
        expect(new Set(middles).size, `middles ${middles.join(', ')}`).to.equal(1);
        expect(pager.getBoundingClientRect().right).to.be.at.most(390);
      } finally {
        await setViewport({ width: 800, height: 600 });
      }
    });
  }

  it('Arabic create form: an English title or description reads left to right once typed, an empty field follows the page (#29 item 12)', async () => {
    const el = await mountTickets({}, '<academy-tickets lang="ar" view="create"></academy-tickets>');
    await waitFor(() => q(el, 'select[name=type]:not([disabled])'), 'types loaded');
    const title = field<HTMLInputElement>(el, 'title');
    const description = field<HTMLTextAreaElement>(el, 'description');
    const direction = (control: HTMLElement) => getComputedStyle(control).direction;
    expect([direction(title), direction(description)]).to.deep.equal(['rtl', 'rtl']);
    setValue(title, 'Certificate name!');
    setValue(description, 'My certificate shows the wrong name.');
    await waitFor(() => direction(title) === 'ltr' && direction(description) === 'ltr', 'typed English left to right');
    expect([title.getAttribute('dir'), description.getAttribute('dir')]).to.deep.equal(['auto', 'auto']);
    setValue(title, 'اسم الشهادة');
    await waitFor(() => direction(title) === 'rtl', 'typed Arabic right to left');
    setValue(title, '');
    await waitFor(() => title.getAttribute('dir') === null && direction(title) === 'rtl', 'emptied: the page again');
  });

  it('Arabic (lang="ar"): right-to-left with the Arabic labels', async () => {
    const el = await mountTickets({ [TABLE]: FIRST_PAGE }, '<academy-tickets lang="ar"></academy-tickets>');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => qq(el, '[part~=row]').length === 10, 'rows');
    expect(q(el, 'h1')!.textContent).to.equal(ar.list.title);
    expect(q(el, '[part~=create]')!.textContent).to.equal(ar.list.createNew);
    expect(q(el, '[part~=range]')!.textContent).to.equal('١-١٠ من ٢٧');
    expect(q(el, '[part~=page-status]')!.textContent).to.equal('الصفحة ١ من ٣');
    // #29 item 12: one digit system on the page, ticket numbers included.
    expect(texts(el, '.ticket-no').every((no) => /^#[٠-٩]+$/.test(no))).to.equal(true);
    expect([...field<HTMLSelectElement>(el, 'status').options].map((option) => option.textContent)).to.deep.equal([
      ar.status.all,
      ar.status.open,
      ar.status.closed,
      ar.status.reopened,
    ]);
    expect(texts(el, '[part~=status-badge]').slice(0, 3)).to.deep.equal([
      ar.status.open,
      ar.status.closed,
      ar.status.reopened,
    ]);
  });
});
