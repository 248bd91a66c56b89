// <academy-batch>'s live exam board (issue #33) in real Chromium against a stubbed API: a Live board button per exam
// in the exam activity opens the board in a dialog; it polls every BOARD_POLL_MS (the poll's timer is caught here and
// fired by hand), keeps the last board when a poll fails and says so, and Add time posts the minutes, updates the row
// and announces it; minutes out of range get the board's own words without a call. English and Arabic, 390 px.
import { expect } from 'chai';
import { BOARD_POLL_MS } from '../../../src/core/api/schemas/exam-board';
import type { User } from '../../../src/core/api/user';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
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
import { overview, summary } from './academy-batch-exam-support';

const en = integrityEn.integrity;
const ar = integrityAr.integrity;
const LIST = 'GET exams/integrity/batch/2401';
const BOARD = 'GET exams/board/31';
const EXTEND = 'POST exams/attempts/72/extend';

const activity = (attempt: number, name: string, exam: number, title: string, completed: boolean) => ({
  attempt_id: attempt,
  exam_no: exam,
  exam_title: title,
  participant_id: attempt + 100,
  name,
  started_at: '2026-11-26T07:00:00Z',
  completed,
  summary: summary(),
});
const LIST_ANSWER = {
  rows: [
    activity(70, 'Huda Saleh', 12, 'First Aid Test', true),
    activity(71, 'Layla Hassan', 31, 'Fire Safety Quiz', true),
    activity(72, 'Omar Khalid', 31, 'Fire Safety Quiz', false),
  ],
};
const boardRow = (attempt: number, name: string, over: Record<string, unknown> = {}) => ({
  attempt_id: attempt,
  participant_id: attempt + 100,
  name,
  completed: false,
  remaining_time: 754,
  answered: 3,
  last_save_at: '2026-11-26T07:04:05Z',
  last_seen_at: '2026-11-26T07:04:09Z',
  online: true,
  extra_seconds: 0,
  summary: summary(),
  ...over,
});
const board = (omar: Record<string, unknown> = {}) => ({
  exam_no: 31,
  exam_title: 'Fire Safety Quiz',
  batch_no: 2401,
  total_questions: 10,
  server_time: Date.parse('2026-11-26T07:04:10Z'),
  // The server's order: running attempts first, then by name.
  rows: [
    boardRow(72, 'Omar Khalid', { summary: summary({ away_ms: 5_000, counted: 1 }), ...omar }),
    boardRow(71, 'Layla Hassan', {
      completed: true,
      remaining_time: 0,
      answered: 10,
      online: false,
      summary: summary({ away_ms: 80_000, counted: 4 }),
    }),
  ],
});
const CLOCK = { remaining_time: 1354, time_limit: 2400, extra_seconds: 600, is_completed: false, server_time: 0 };

let network: ReturnType<typeof stubFetch>;
/** The board's poll timers, caught so the test fires the next poll when it wants it. */
let polls: (() => void)[] = [];
const realTimeout = window.setTimeout;

function catchPolls(): void {
  polls = [];
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
    if (ms === BOARD_POLL_MS && typeof handler === 'function') {
      polls.push(handler as () => void);
      return 0;
    }
    return realTimeout(handler, ms, ...args);
  }) as typeof window.setTimeout;
}

function firePoll(): void {
  const due = polls;
  polls = [];
  for (const run of due) run();
}

async function mountBatch(routes: Record<string, unknown>, lang = ''): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'POST assessment/table': { rows: [] },
    [LIST]: LIST_ANSWER,
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401" tab="assessment"${lang ? ` lang="${lang}"` : ''}></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  return el;
}

const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const dialogOf = (el: HTMLElement) =>
  el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~=board-dialog][open]');
const facts = (row: Element) =>
  Object.fromEntries(
    [...row.querySelectorAll('[data-fact]')].map((cell) => [cell.getAttribute('data-fact'), cell.textContent]),
  );
const rowOf = (dialog: Element, attempt: number) =>
  dialog.querySelector<HTMLTableRowElement>(`tr[data-attempt-id="${attempt}"]`)!;

/** Opens the board of the exam with `examNo` from the exam activity and waits for its rows. */
async function openBoard(el: HTMLElement, examNo = 31): Promise<HTMLDialogElement> {
  const section = await shadowQuery(el, '[part~=exam-activity]');
  const button = await waitFor(
    () => section.querySelector<HTMLButtonElement>(`[data-exam-no="${examNo}"] button[data-action=board]`),
    'the Live board button',
  );
  button.click();
  const dialog = await waitFor(() => dialogOf(el), 'the board dialog');
  await waitFor(() => dialog.querySelectorAll('tbody tr').length === 2, 'the board rows');
  return dialog;
}

describe('<academy-batch> live exam board', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    catchPolls();
  });
  afterEach(async () => {
    window.setTimeout = realTimeout;
    resetPage();
    network?.restore();
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  it('offers a board per exam with attempts, running first; the board shows each attempt, running first, and refreshes on the next poll', async () => {
    let omar: Record<string, unknown> = {};
    const el = await mountBatch({ [BOARD]: () => board(omar) });
    const section = await shadowQuery(el, '[part~=exam-activity]');
    await waitFor(() => section.querySelectorAll('[data-exam-no]').length === 2, 'two boards');
    const launchers = [...section.querySelectorAll('[data-exam-no]')];
    expect(launchers.map((li) => li.getAttribute('data-exam-no'))).to.deep.equal(['31', '12']);
    expect(launchers[0]!.querySelector('button')!.getAttribute('aria-label')).to.equal(
      'Live board of Fire Safety Quiz',
    );
    expect(calls(BOARD)).to.have.length(0);

    const dialog = await openBoard(el);
    expect(calls(BOARD)).to.have.length(1);
    expect(dialog.querySelector('h2')!.textContent).to.equal('Fire Safety Quiz');
    expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
    const rows = [...dialog.querySelectorAll('tbody tr')];
    expect(rows.map((tr) => tr.querySelector('th')!.textContent)).to.deep.equal(['Omar Khalid', 'Layla Hassan']);
    const omarFacts = facts(rows[0]!);
    expect(omarFacts).to.deep.include({
      'time-left': '12:34',
      answered: '3 of 10',
      connection: en.board.online,
      'away-time': '5 s',
      counted: '1',
    });
    expect(omarFacts['last-save']).to.match(/^\d{1,2}:04:05\s?[AP]M$/);
    expect(facts(rows[1]!)).to.deep.include({
      'time-left': en.board.finished,
      connection: en.board.offline,
      counted: '4',
    });
    // Presence is words with an icon, not colour alone; only a running attempt gets Add time.
    expect(rows[0]!.querySelector('[data-fact=connection] svg')).to.not.equal(null);
    expect(rows[1]!.querySelector('[data-fact=connection] svg')).to.not.equal(null);
    expect(rows[0]!.querySelector('form')).to.not.equal(null);
    expect(rows[1]!.querySelector('form')).to.equal(null);
    expect(dialog.querySelector('.board-stale')).to.equal(null);
    const news = dialog.querySelector('[role=status]')!;
    expect(news.textContent).to.equal('');

    // The next poll: only times moved, so nothing is announced; then Omar goes offline, which is.
    omar = { remaining_time: 700 };
    firePoll();
    await waitFor(() => facts(rowOf(dialog, 72))['time-left'] === '11:40', 'the refreshed time');
    expect(calls(BOARD)).to.have.length(2);
    expect(news.textContent).to.equal('');
    omar = { remaining_time: 695, online: false };
    firePoll();
    await waitFor(() => facts(rowOf(dialog, 72)).connection === en.board.offline, 'Omar offline');
    expect(news.textContent).to.equal('0 online, 1 of 2 finished.');

    // Closing stops the poll: the caught timer, fired, asks nothing.
    dialog.querySelector<HTMLButtonElement>('button[data-action=close]')!.click();
    await waitFor(() => !dialogOf(el), 'closed');
    firePoll();
    await new Promise((resolve) => realTimeout(resolve, 50));
    expect(calls(BOARD)).to.have.length(3);
  });

  it('stops polling when the element leaves the page with the board open', async () => {
    const el = await mountBatch({ [BOARD]: () => board() });
    await openBoard(el);
    expect(polls).to.have.length(1);
    el.remove();
    // The element unmounts once the removing script is done (a microtask), before any timer of the page could fire.
    await Promise.resolve();
    firePoll();
    await new Promise((resolve) => realTimeout(resolve, 50));
    expect(calls(BOARD)).to.have.length(1);
  });

  it('a failed poll keeps the last board and says it is stale, with the time of the last update', async () => {
    let fail = false;
    const el = await mountBatch({
      [BOARD]: () => (fail ? json({ message: 'Boom', status_text: 'Error' }, 500) : board()),
    });
    const dialog = await openBoard(el);
    fail = true;
    firePoll();
    const stale = await waitFor(() => dialog.querySelector('.board-stale'), 'stale');
    // The time of the last update: this test's board came a moment ago.
    const time = /^Could not refresh: this is the board as of (\d{1,2}:\d{2}:\d{2}\s?[AP]M)\.$/.exec(
      stale.textContent!,
    );
    expect(time, stale.textContent!).to.not.equal(null);
    expect(Math.abs(Date.parse(`${new Date().toDateString()} ${time![1]}`) - Date.now())).to.be.below(60_000);
    expect(dialog.querySelectorAll('tbody tr')).to.have.length(2);
    expect(dialog.textContent).to.not.contain('Boom');
    fail = false;
    firePoll();
    await waitFor(() => !dialog.querySelector('.board-stale'), 'fresh again');
  });

  it('Add time posts the minutes, updates the row from the answer and announces it; out of range is refused without a call; 409 says the attempt ended', async () => {
    let ended = false;
    const el = await mountBatch({
      [BOARD]: () => board(),
      [EXTEND]: () => (ended ? json({ message: 'Attempt over', status_text: 'Conflict' }, 409) : CLOCK),
    });
    const dialog = await openBoard(el);
    const row = rowOf(dialog, 72);
    const input = row.querySelector<HTMLInputElement>('input')!;
    const button = row.querySelector<HTMLButtonElement>('button[data-action=extend]')!;
    expect(input.getAttribute('aria-label')).to.equal('Minutes to add for Omar Khalid');
    expect(row.querySelector('label')!.textContent).to.equal(en.board.minutes);
    expect(button.getAttribute('aria-label')).to.equal('Add time for Omar Khalid');

    for (const value of ['0', '241', 'ten']) {
      fill(input, value);
      button.click();
      const error = await waitFor(() => row.querySelector('[role=alert]'), `the range message for ${value}`);
      expect(error.textContent).to.equal('Enter whole minutes from 1 to 240.');
      expect(input.getAttribute('aria-invalid')).to.equal('true');
      expect(input.getAttribute('aria-describedby')).to.equal(error.id);
    }
    expect(calls(EXTEND)).to.have.length(0);

    fill(input, '10');
    button.click();
    await waitFor(() => facts(rowOf(dialog, 72))['time-left'] === '22:34', 'the new time left');
    expect(calls(EXTEND).map((call) => call.body)).to.deep.equal([{ minutes: 10 }]);
    expect(dialog.querySelector('[role=status]')!.textContent).to.equal(
      '10 min added for Omar Khalid: 22:34 left now.',
    );
    expect(row.querySelector('[role=alert]')).to.equal(null);

    ended = true;
    fill(input, '5');
    button.click();
    const error = await waitFor(() => rowOf(dialog, 72).querySelector('[role=alert]'), 'ended');
    expect(error.textContent).to.equal(en.board.ended);
    expect(dialog.textContent).to.not.contain('Attempt over');
  });

  it('Arabic: right-to-left, Arabic words and Arabic-Indic digits; Add time and its range message in Arabic', async () => {
    const el = await mountBatch({ [BOARD]: () => board(), [EXTEND]: CLOCK }, 'ar');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    const dialog = await openBoard(el);
    expect(getComputedStyle(dialog).direction).to.equal('rtl');
    const row = rowOf(dialog, 72);
    expect(facts(row)).to.deep.include({
      'time-left': '١٢:٣٤',
      answered: '٣ من ١٠',
      connection: ar.board.online,
    });
    expect(facts(row)['last-save']).to.match(/^[٠-٩]{1,2}:٠٤:٠٥ [صم]$/);
    const input = row.querySelector<HTMLInputElement>('input')!;
    const button = row.querySelector<HTMLButtonElement>('button[data-action=extend]')!;
    expect(button.textContent).to.equal(ar.board.addTime);
    fill(input, '٣٠٠');
    button.click();
    const error = await waitFor(() => row.querySelector('[role=alert]'), 'range');
    expect(error.textContent).to.equal('أدخل عددًا صحيحًا من الدقائق من ١ إلى ٢٤٠.');
    expect(calls(EXTEND)).to.have.length(0);
    fill(input, '١٠');
    button.click();
    await waitFor(() => facts(rowOf(dialog, 72))['time-left'] === '٢٢:٣٤', 'the new time left');
    expect(calls(EXTEND).map((call) => call.body)).to.deep.equal([{ minutes: 10 }]);
    expect(dialog.querySelector('[role=status]')!.textContent).to.contain('٢٢:٣٤');
  });

  it('at 390 px: each attempt is a card with labelled figures and Add time, no sideways scrolling', async () => {
    await (await realInput()).setViewport({ width: 390, height: 844 });
    const el = await mountBatch({ [BOARD]: () => board() });
    const dialog = await openBoard(el);
    const card = rowOf(dialog, 72);
    expect(getComputedStyle(card).display).to.equal('grid');
    expect(getComputedStyle(card.querySelector('[data-fact=time-left]')!, '::before').content).to.contain(
      en.board.timeLeft,
    );
    const box = dialog.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 390).to.equal(true);
    const scroller = dialog.querySelector<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth + 1);
    const outer = scroller.getBoundingClientRect();
    for (const cell of card.querySelectorAll('th, td, input, button')) {
      const cellBox = cell.getBoundingClientRect();
      expect(cellBox.left >= outer.left - 1 && cellBox.right <= outer.right + 1, cell.outerHTML.slice(0, 60)).to.equal(
        true,
      );
    }
  });
});
