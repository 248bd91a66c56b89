// <academy-batch>'s exam activity (issue #33) in real Chromium against a stubbed API: below the score grid, the
// batch's attempts as the server sorts them (most time away first), each attempt's timeline in a dialog with its
// answers and events on one time axis and blips marked in words; the empty state, the error with its retry, and
// Arabic in RTL with Arabic-Indic digits.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import {
  deepActiveElement,
  realInput,
  json,
  mount,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';
import { overview, summary } from './academy-batch-exam-support';

const en = integrityEn.integrity;
const ar = integrityAr.integrity;
const LIST = 'GET exams/integrity/batch/2401';
const TIMELINE = 'GET exams/integrity/batch/2401/attempt/71';

const row = (attempt: number, name: string, over: Record<string, unknown> = {}) => ({
  attempt_id: attempt,
  exam_no: 31,
  exam_title: 'Fire Safety Quiz',
  participant_id: attempt + 100,
  name,
  started_at: '2026-11-26T07:00:00Z',
  completed: true,
  summary: summary(),
  ...over,
});
const ROWS = {
  rows: [
    row(71, 'Layla Hassan', {
      summary: summary({
        counted: 4,
        blips: 1,
        away_count: 2,
        away_ms: 80_000,
        longest_away_ms: 60_000,
        offline_ms: 12_000,
      }),
    }),
    row(72, 'Omar Khalid', {
      completed: false,
      summary: summary({ counted: 1, away_count: 1, away_ms: 5_000, longest_away_ms: 5_000 }),
    }),
  ],
};
const event = (id: number, kind: string, at: string, over: Record<string, unknown> = {}) => ({
  id,
  kind,
  detail: null,
  at,
  client_at: at,
  server_at: at,
  duration_ms: null,
  counted: true,
  ...over,
});
const TIMELINE_ANSWER = {
  ...ROWS.rows[0],
  ended_at: '2026-11-26T07:30:00Z',
  timeline: [
    { at: '2026-11-26T07:01:00Z', type: 'answer', question_no: 1 },
    {
      at: '2026-11-26T07:02:00Z',
      type: 'event',
      event: event(1, 'away', '2026-11-26T07:02:00Z', { detail: 'hidden', duration_ms: 60_000 }),
    },
    {
      at: '2026-11-26T07:04:00Z',
      type: 'event',
      event: event(2, 'away', '2026-11-26T07:04:00Z', { detail: 'blurred', duration_ms: 900, counted: false }),
    },
    { at: '2026-11-26T07:05:00Z', type: 'skip', question_no: 2 },
    {
      at: '2026-11-26T07:06:00Z',
      type: 'event',
      event: event(3, 'shortcut', '2026-11-26T07:06:00Z', { detail: 'copy' }),
    },
  ],
};

let network: ReturnType<typeof stubFetch>;

async function mountBatch(routes: Record<string, unknown>, lang = ''): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'POST assessment/table': { rows: [] },
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401" tab="assessment"${lang ? ` lang="${lang}"` : ''}></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  return el;
}

const section = (el: HTMLElement) => shadowQuery(el, '[part~=exam-activity]');
const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const cells = (row: Element) =>
  Object.fromEntries(
    [...row.querySelectorAll('[data-fact]')].map((cell) => [cell.getAttribute('data-fact'), cell.textContent]),
  );
const dialogOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~=dialog][open]');

describe('<academy-batch> exam activity', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(async () => {
    resetPage();
    network?.restore();
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  it('lists each attempt below the score grid in the server order, with its figures and a labelled timeline button', async () => {
    const el = await mountBatch({ [LIST]: ROWS });
    const shown = await section(el);
    await waitFor(() => shown.querySelectorAll('tbody tr').length === 2, 'two rows');
    expect(shown.querySelector('h2')!.textContent).to.equal(en.batch.title);
    expect(shown.querySelector('caption')!.textContent).to.equal(en.batch.intro);
    const rows = [...shown.querySelectorAll('tbody tr')];
    expect(rows.map((tr) => tr.querySelector('th')!.textContent)).to.deep.equal(['Layla Hassan', 'Omar Khalid']);
    expect(cells(rows[0]!)).to.deep.equal({
      'away-time': '1 min 20 s',
      longest: '1 min',
      counted: '4',
      offline: '12 s',
    });
    expect(cells(rows[1]!)).to.deep.equal({ 'away-time': '5 s', longest: '5 s', counted: '1', offline: '0 s' });
    expect(rows[1]!.textContent).to.contain(en.batch.inProgress);
    const button = rows[0]!.querySelector('button[data-action=timeline]')!;
    expect(button.getAttribute('aria-label')).to.equal('Timeline of Layla Hassan, Fire Safety Quiz');
    expect(calls(LIST)).to.have.length(1);
    expect(calls(TIMELINE)).to.have.length(0);
    // The section comes after the score grid (here its empty state).
    const grid = await waitFor(
      () => [...el.shadowRoot!.querySelectorAll('[part~=empty]')].find((node) => !shown.contains(node)),
      'the grid',
    );
    expect(grid.compareDocumentPosition(shown) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
  });

  it("opens an attempt's timeline: summary, answers and events in time order, a blip marked in words; Close gives focus back", async () => {
    const el = await mountBatch({ [LIST]: ROWS, [TIMELINE]: TIMELINE_ANSWER });
    const shown = await section(el);
    const button = await waitFor(
      () => shown.querySelector<HTMLButtonElement>('button[data-action=timeline]'),
      'button',
    );
    button.focus();
    button.click();
    const dialog = await waitFor(() => dialogOf(el), 'dialog open');
    await waitFor(() => dialog.querySelector('ol.integrity-log'), 'timeline');
    expect(dialog.querySelector('h2')!.textContent).to.equal('Layla Hassan');
    // Focus starts on Close, above the timeline, so the dialog opens at its top.
    const close = dialog.querySelector<HTMLButtonElement>('button[data-action=close]')!;
    expect(deepActiveElement()).to.equal(close);
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    expect(dialog.querySelector('ol.integrity-log')!.getAttribute('aria-labelledby')).to.not.equal(null);
    const items = [...dialog.querySelectorAll('ol.integrity-log > li')];
    expect(items.map((li) => li.querySelector('.integrity-text')!.textContent)).to.deep.equal([
      'Answered question 1',
      'Left the exam page for 1 min',
      'Lost focus for under 1 s',
      'Skipped question 2',
      'Blocked shortcut: copy',
    ]);
    expect(items.map((li) => li.getAttribute('data-counted'))).to.deep.equal([null, null, 'false', null, null]);
    expect(items[2]!.querySelector('.integrity-blip')!.textContent).to.equal('not counted (under 2 s)');
    expect(items[0]!.querySelector('time')!.getAttribute('datetime')).to.equal('2026-11-26T07:01:00.000Z');
    expect(items[0]!.querySelector('time')!.textContent).to.match(/^\d{1,2}:01:00\s?[AP]M$/);
    const facts = Object.fromEntries(
      [...dialog.querySelectorAll('.integrity-summary [data-fact]')].map((fact) => [
        fact.getAttribute('data-fact'),
        fact.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).to.deep.equal({
      'away-time': '1 min 20 s',
      'away-count': '2',
      longest: '1 min',
      offline: '12 s',
      counted: '4',
      blips: '1',
    });
    close.click();
    await waitFor(() => !dialogOf(el), 'dialog closed');
    await waitFor(() => deepActiveElement() === button, 'focus back on the row button');
    expect(calls(TIMELINE)).to.have.length(1);
  });

  it('a timeline that fails says so in the dialog and tries again', async () => {
    let fail = true;
    const el = await mountBatch({
      [LIST]: ROWS,
      [TIMELINE]: () => (fail ? json({ message: 'Nope', status_text: 'Unprocessable' }, 422) : TIMELINE_ANSWER),
    });
    const shown = await section(el);
    (await waitFor(() => shown.querySelector<HTMLButtonElement>('button[data-action=timeline]'), 'button')).click();
    const dialog = await waitFor(() => dialogOf(el), 'dialog');
    const alert = await waitFor(() => dialog.querySelector('[role=alert]'), 'error');
    expect(alert.textContent).to.contain(en.timeline.failed);
    fail = false;
    alert.querySelector('button')!.click();
    await waitFor(() => dialog.querySelectorAll('ol.integrity-log > li').length === 5, 'timeline after retry');
  });

  it('shows the empty state when no attempt has started', async () => {
    const el = await mountBatch({ [LIST]: { rows: [] } });
    const shown = await section(el);
    const empty = await waitFor(() => shown.querySelector('[part~=empty]'), 'empty');
    expect(empty.textContent).to.equal(en.batch.empty);
    expect(shown.querySelector('table')).to.equal(null);
  });

  it('a list that fails shows a clear error with a retry, which loads it', async () => {
    let fail = true;
    const el = await mountBatch({
      [LIST]: () => (fail ? json({ message: 'Nope', status_text: 'Unprocessable' }, 422) : ROWS),
    });
    const shown = await section(el);
    const alert = await waitFor(() => shown.querySelector('[role=alert]'), 'error');
    expect(alert.textContent).to.contain(en.batch.failed);
    const retry = alert.querySelector('button')!;
    expect(retry.textContent).to.equal(commonEn.common.retry);
    fail = false;
    retry.click();
    await waitFor(() => shown.querySelectorAll('tbody tr').length === 2, 'rows after retry');
    expect(shown.querySelector('[role=alert]')).to.equal(null);
  });

  it('Arabic: right-to-left, Arabic words and Arabic-Indic digits in the list and the timeline', async () => {
    const el = await mountBatch({ [LIST]: ROWS, [TIMELINE]: TIMELINE_ANSWER }, 'ar');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    const shown = await section(el);
    await waitFor(() => shown.querySelectorAll('tbody tr').length === 2, 'rows');
    expect(shown.querySelector('h2')!.textContent).to.equal(ar.batch.title);
    expect(cells(shown.querySelector('tbody tr')!)).to.deep.equal({
      'away-time': 'دقيقة و٢٠ ثانية',
      longest: 'دقيقة',
      counted: '٤',
      offline: '١٢ ثانية',
    });
    expect(getComputedStyle(shown).direction).to.equal('rtl');
    shown.querySelector<HTMLButtonElement>('button[data-action=timeline]')!.click();
    const dialog = await waitFor(() => dialogOf(el), 'dialog');
    await waitFor(() => dialog.querySelector('ol.integrity-log'), 'timeline');
    const texts = [...dialog.querySelectorAll('ol.integrity-log .integrity-text')].map((node) => node.textContent);
    expect(texts).to.deep.equal([
      'الإجابة عن السؤال ١',
      'مغادرة صفحة الاختبار لمدة دقيقة',
      'صفحة الاختبار غير نشطة لمدة أقل من ثانية',
      'تخطّي السؤال ٢',
      'اختصار محظور: نسخ',
    ]);
    expect(dialog.querySelector('.integrity-blip')!.textContent).to.equal('غير محتسب (أقل من ثانيتين)');
    expect(dialog.querySelector('time')!.textContent).to.match(/^[٠-٩]{1,2}:٠١:٠٠ [صم]$/);
  });

  it('at 390 px: each attempt is a card with labelled figures and its button, and the timeline fits the window', async () => {
    await (await realInput()).setViewport({ width: 390, height: 844 });
    const el = await mountBatch({ [LIST]: ROWS, [TIMELINE]: TIMELINE_ANSWER });
    const shown = await section(el);
    const card = await waitFor(() => shown.querySelector<HTMLElement>('tbody tr'), 'a card');
    expect(getComputedStyle(card).display).to.equal('grid');
    // The name has the card's first line to itself (the button goes below): words whole, not a letter column.
    expect(card.querySelector('th')!.getBoundingClientRect().width).to.be.greaterThan(250);
    const scroller = shown.querySelector<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth + 1);
    const away = card.querySelector('[data-fact=away-time]')!;
    expect(getComputedStyle(away, '::before').content).to.contain(en.batch.awayTime);
    const outer = scroller.getBoundingClientRect();
    for (const cell of card.querySelectorAll('th, td')) {
      const box = cell.getBoundingClientRect();
      expect(box.left >= outer.left - 1 && box.right <= outer.right + 1, cell.textContent!).to.equal(true);
    }
    card.querySelector<HTMLButtonElement>('button[data-action=timeline]')!.click();
    const dialog = await waitFor(() => dialogOf(el), 'dialog');
    await waitFor(() => dialog.querySelector('ol.integrity-log'), 'timeline');
    const box = dialog.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 390).to.equal(true);
    const body = dialog.querySelector<HTMLElement>('.modal-body')!;
    expect(body.scrollWidth).to.be.at.most(body.clientWidth + 1);
  });
});
