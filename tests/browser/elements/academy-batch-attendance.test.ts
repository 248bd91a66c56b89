// <academy-batch tab="attendance"> in real Chromium against a stubbed API (learning §2 Attendance, §4 Attendance
// editing, §5 edit and multi-mark rules, §6, §7, §8): lecture sub-tabs (today's first, arrows), the virtualized page
// of rows with its ARIA size, search, tri-state select-all, the entry log, the is-late switch and its revert, the row
// menu, the multi-mark and edit dialogs with every rule, the empty and malformed states, and Arabic in RTL.
import { expect } from 'chai';
import { ATTENDANCE_AR } from '../../../src/core/batch/strings/attendance-ar';
import { ATTENDANCE_EN, VALIDATION_EN } from '../../../src/core/batch/strings/attendance-en';
import { dayKey } from '../../../src/core/batch/lecture-tabs';
import { setLanguage } from '../../../src/core/locale/locale-store';
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import '../../../src/elements/academy-batch';
import {
  deepActiveElement,
  mount,
  resetPage,
  sessionRoutes,
  shadowQuery,
  spyConsole,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

const en = ATTENDANCE_EN;
const TABLE = 'POST attendance/table';
const LATE = 'POST attendance/update_one';
const MULTI = 'POST attendance/mark/multi/manual';
const UPDATE = 'POST attendance/update';
const DETAIL = 'GET attendance/get/with/entries/11/1';
const TODAY = dayKey(new Date());

const overview = {
  data: {
    batch_id: 11,
    batch_no: 2401,
    batch_title: 'Workplace Safety',
    participant_count: 120,
    batch_schedules: [
      { date: '2020-01-05', duration: 90, record_id: 31 },
      { date: TODAY, duration: 60, record_id: 32 },
    ],
    batch_courses: [],
    batch_assessment_criterias: [],
  },
};
const record = (n: number, editable = true) => ({
  record_id: n,
  id: `U${n}`,
  user_name: `Learner ${n}`,
  user_nid: `10${String(n).padStart(3, '0')}`,
  is_late: n === 2 ? 1 : 0,
  status_lbl: { label: 'Present', color: 'green' },
  total_time_present: '1h',
  total_break_time: '0h',
  record_permissions: { can_mark_attendance: editable, admin_mark_attendance: false },
  attendance_entries: [],
});
const ROWS = Array.from({ length: 120 }, (_, index) => record(index + 1, index !== 2));
const detail = {
  data: {
    attendance_id: 1,
    attendance_status: 'PRESENT',
    update_comments: '',
    last_entry_type: 'IN_CLASS',
    date: '2026-11-20',
    attendance_entries_data: [
      {
        attendance_entry_type: 'IN_CLASS',
        attendance_entry_time: '09:00',
        attendance_entry_created_by_name: 'Scanner',
      },
      {
        attendance_entry_type: 'OUT',
        attendance_entry_time: '10:00',
        attendance_entry_status_lbl: { label: 'بالمسح', color: 'blue' },
      },
    ],
    attendance_entries: [{ entry_type: 'IN_CLASS', in_time: '09:00', out_time: '', in_status: 'SCANNED' }],
  },
};

let network: ReturnType<typeof stubFetch>;
const realSetTimeout = window.setTimeout;

async function mountTab(routes: Record<string, unknown> = {}): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': [],
    [TABLE]: { data: { rows: ROWS, can_mark_attendance: true } },
    [DETAIL]: detail,
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount('<academy-batch batch-no="2401" tab="attendance"></academy-batch>');
  await shadowQuery(el, '[part~=lecture-tabs]');
  return el;
}

const q = <E extends Element = HTMLElement>(el: Element | ShadowRoot, selector: string) =>
  ('shadowRoot' in el && el.shadowRoot ? el.shadowRoot : el).querySelector<E>(selector);
const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const rendered = (el: HTMLElement) => qq(el, 'tr[data-record]');
const toastTexts = () =>
  $toasts.get().map((toast) => ('text' in toast.message ? toast.message.text : toast.message.key));
const dialog = (el: HTMLElement) => q<HTMLDialogElement>(el, 'dialog[open]');
const button = (root: Element, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === text)!;

function setValue(control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Where the chevron (drawn pointing right) points once its CSS transform applies. */
function pointing(glyph: Element): string {
  const transform = getComputedStyle(glyph).transform;
  const matrix = new DOMMatrix(transform === 'none' ? undefined : transform);
  const tip = matrix.transformPoint(new DOMPoint(1, 0));
  const origin = matrix.transformPoint(new DOMPoint(0, 0));
  const [dx, dy] = [Math.round(tip.x - origin.x), Math.round(tip.y - origin.y)];
  return (
    ({ '1,0': 'right', '-1,0': 'left', '0,1': 'down', '0,-1': 'up' } as Record<string, string>)[`${dx},${dy}`] ??
    `${dx},${dy}`
  );
}

describe('<academy-batch tab="attendance">', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
    history.replaceState(null, '', location.pathname);
  });

  it("opens today's lecture, labels tabs 'Lecture N' and a short date, and moves with the arrows", async () => {
    const el = await mountTab();
    const tabs = qq(el, '[role=tab].lecture-tab');
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal([
      'Lecture 1Jan 5',
      `Lecture 2${new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date())}`,
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['false', 'true']);
    await waitFor(() => calls(TABLE).length === 1, 'table call');
    expect(calls(TABLE)[0]!.body).to.deep.equal({ batch_id: '11', related_id: '32', related_type: 'lecture' });
    tabs[1]!.focus();
    tabs[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(() => qq(el, '[role=tab].lecture-tab')[0]!.getAttribute('aria-selected') === 'true', 'first tab');
    expect(deepActiveElement()).to.equal(qq(el, '[role=tab].lecture-tab')[0]);
    await waitFor(
      () => calls(TABLE).some((call) => (call.body as { related_id: string }).related_id === '31'),
      'lecture 1 table',
    );
  });

  it('renders only the visible rows of the 50-row page, tells the real size, and renders more on scroll', async () => {
    const el = await mountTab();
    await waitFor(() => rendered(el).length > 0, 'rows');
    const table = q<HTMLTableElement>(el, 'table.attendance-table')!;
    expect(table.getAttribute('aria-rowcount')).to.equal('51');
    // The first render comes before the box is measured (a few rows); then the rows that fill it.
    const count = (await waitFor(() => rendered(el).length > 5 && rendered(el))).length;
    expect(count).to.be.lessThan(50);
    expect(rendered(el)[0]!.getAttribute('aria-rowindex')).to.equal('2');
    const scroller = q<HTMLElement>(el, '.attendance-scroll')!;
    // Rows are measured as they render, so the end moves a little: keep scrolling to it.
    await waitFor(() => {
      scroller.scrollTop = scroller.scrollHeight;
      return rendered(el).some((row) => row.getAttribute('aria-rowindex') === '51');
    }, 'last row');
    expect(rendered(el).length).to.be.lessThan(50);
    expect(q(el, '[part~=range]')!.textContent).to.equal('1–50 of 120'.replace('–', '-'));
  });

  it('searches by NID, name or id and says when nothing matches', async () => {
    const el = await mountTab();
    await waitFor(() => rendered(el).length > 0, 'rows');
    const search = q<HTMLInputElement>(el, 'input[type=search]')!;
    setValue(search, '10007');
    await waitFor(() => rendered(el).length === 1, 'one match');
    expect(rendered(el)[0]!.querySelector('th')!.textContent).to.equal('Learner 7');
    setValue(search, 'u120');
    await waitFor(() => rendered(el)[0]?.getAttribute('data-record') === '120', 'id match');
    setValue(search, 'nobody');
    await waitFor(() => q(el, '[part~=empty]')?.textContent?.includes(en.noMatches), 'no matches');
  });

  it('selects with tri-state select-all and bulk-marks: disabled with none selected, comments stop at 200, status required, toast, selection cleared, reload', async () => {
    const el = await mountTab({ [MULTI]: () => new Response(JSON.stringify({ success: true }), { status: 200 }) });
    await waitFor(() => rendered(el).length > 0, 'rows');
    const mark = () => q<HTMLButtonElement>(el, '[part~=mark-button]')!;
    // Nothing selected: nothing to mark, so the button is not offered (issue 21, item 18).
    expect(mark().textContent).to.equal('Mark Attendance (0)');
    expect(mark().disabled).to.equal(true);
    mark().click();
    await new Promise((resolve) => realSetTimeout(resolve, 50));
    expect(dialog(el)).to.equal(null);

    const all = q<HTMLInputElement>(el, 'thead input[type=checkbox]')!;
    rendered(el)[0]!.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    await waitFor(() => all.indeterminate, 'mixed');
    expect(all.getAttribute('aria-checked')).to.equal('mixed');
    all.click();
    await waitFor(() => all.checked && !all.indeterminate, 'all');
    expect(mark().textContent).to.equal('Mark Attendance (50)');
    mark().click();
    const multi = await waitFor(() => dialog(el), 'dialog');
    const status = multi.querySelector<HTMLSelectElement>('select[name=status]')!;
    status.dispatchEvent(new Event('blur'));
    setValue(status, '');
    await waitFor(() => multi.textContent?.includes(VALIDATION_EN.attendanceStatusRequired), 'status required');
    // 250 characters pasted: the box keeps 200 and Save is not blocked by its own counter (issue 21, item 17).
    const comments = multi.querySelector('textarea')!;
    expect(comments.maxLength).to.equal(200);
    setValue(comments, 'x'.repeat(250));
    await waitFor(() => multi.textContent?.includes('200/200'), 'stops at 200');
    expect(comments.value).to.equal('x'.repeat(200));
    expect(multi.textContent).not.to.contain(VALIDATION_EN.commentsMax);
    setValue(multi.querySelector('textarea')!, 'Fire drill');
    setValue(status, 'PRESENT');
    const before = calls(TABLE).length;
    await waitFor(() => !button(multi, en.multi.submit).disabled, 'enabled');
    button(multi, en.multi.submit).click();
    await waitFor(() => !dialog(el), 'closed after save');
    expect(calls(MULTI)[0]!.body).to.deep.include({
      status: 'PRESENT',
      update_comments: 'Fire drill',
      batch_id: '11',
      related_id: '32',
      related_type: 'lecture',
    });
    expect((calls(MULTI)[0]!.body as { attendance_ids: string[] }).attendance_ids).to.have.length(50);
    expect(toastTexts()).to.include('batch.attendance.success.multi');
    await waitFor(() => calls(TABLE).length > before, 'reload');
    expect(mark().textContent).to.equal('Mark Attendance (0)');
    expect(mark().disabled).to.equal(true);
  });

  it('flips is-late at once and reverts with the message when the server refuses; read-only rows show Yes / No', async () => {
    const el = await mountTab({
      [LATE]: () => new Response(JSON.stringify({ success: false, message: 'Locked' }), { status: 200 }),
    });
    await waitFor(() => rendered(el).length > 0, 'rows');
    expect(rendered(el)[2]!.querySelector('input[role=switch]')).to.equal(null);
    expect((rendered(el)[2] as HTMLTableRowElement).cells[8]!.textContent).to.equal('No');
    const toggle = rendered(el)[0]!.querySelector<HTMLInputElement>('input[role=switch]')!;
    expect(toggle.getAttribute('aria-label')).to.equal('Late: Learner 1');
    toggle.click();
    expect(toggle.checked).to.equal(true);
    await waitFor(() => calls(LATE).length === 1 && !toggle.checked, 'reverted');
    expect(calls(LATE)[0]!.body).to.deep.equal({ record_id: '1', col: 'is_late', value: true });
    expect($toasts.get().map((toast) => toast.message)).to.deep.include({
      key: 'batch.attendance.errors.lateFailed',
      params: { message: 'Locked' },
    });
  });

  it('is-late follows the row a reload brings, and one call at a time reverts to the value before it', async () => {
    let late = 1;
    const el = await mountTab({
      [TABLE]: () => ({
        data: {
          rows: ROWS.map((row) => (row.record_id === 2 ? { ...row, is_late: late } : row)),
          can_mark_attendance: true,
        },
      }),
      [MULTI]: () => new Response(JSON.stringify({ success: true }), { status: 200 }),
      [LATE]: () => new Response(JSON.stringify({ success: false, message: 'Locked' }), { status: 200 }),
    });
    await waitFor(() => rendered(el).length > 0, 'rows');
    const second = () => rendered(el)[1]!.querySelector<HTMLInputElement>('input[role=switch]')!;
    expect(second().checked).to.equal(true);
    // Marked absent elsewhere: the server clears is_late and the reloaded row says so.
    late = 0;
    rendered(el)[1]!.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    q<HTMLButtonElement>(el, '[part~=mark-button]')!.click();
    const multi = await waitFor(() => dialog(el), 'dialog');
    setValue(multi.querySelector('select[name=status]')!, 'ABSENT');
    setValue(multi.querySelector('textarea')!, 'Left');
    await waitFor(() => !button(multi, en.multi.submit).disabled, 'enabled');
    button(multi, en.multi.submit).click();
    await waitFor(() => !dialog(el) && !second().checked, 'reloaded row shows No');

    // The refusal is held back so a second flip lands while the first call is out.
    const inner = window.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const answer = await inner(input, init);
      if (String(input instanceof Request ? input.url : input).includes('attendance/update_one')) await held;
      return answer;
    };
    const toggle = second();
    toggle.click();
    await waitFor(() => toggle.checked && toggle.getAttribute('aria-disabled') === 'true', 'pending');
    toggle.click();
    expect(toggle.checked).to.equal(true);
    release();
    await waitFor(
      () => calls(LATE).length === 1 && !toggle.checked && !toggle.hasAttribute('aria-disabled'),
      'back to No',
    );
    expect(calls(LATE).length).to.equal(1);
  });

  it('shows the entry log in the expander and opens Edit / View from the keyboard menu', async () => {
    const el = await mountTab();
    await waitFor(() => rendered(el).length > 0, 'rows');
    rendered(el)[0]!.querySelector<HTMLButtonElement>('.expander')!.click();
    const log = await shadowQuery(el, '.entry-log-list');
    expect(log.textContent).to.contain('09:00').and.contain('In Class').and.contain('Scanner');
    const menuButton = rendered(el)[0]!.querySelector<HTMLButtonElement>('[aria-haspopup=menu]')!;
    menuButton.focus();
    menuButton.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    const menu = await shadowQuery(el, '[role=menu]');
    await waitFor(() => deepActiveElement()?.getAttribute('data-action') === 'edit', 'first item focused');
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await waitFor(() => deepActiveElement()?.getAttribute('data-action') === 'view', 'second item');
    (deepActiveElement() as HTMLButtonElement).click();
    const box = await waitFor(() => dialog(el), 'view dialog');
    expect(box.querySelector('h2')!.textContent).to.equal(en.edit.viewTitle);
    await waitFor(() => box.querySelector('select[name=status]'), 'form');
    expect(box.querySelector<HTMLSelectElement>('select[name=status]')!.disabled).to.equal(true);
    expect([button(box, en.edit.save), box.querySelector('.entries-note')]).to.deep.equal([undefined, null]);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the expander chevron points inline-end when closed and down when open; the log's types are words (${lang})`, async () => {
      setLanguage(lang);
      // A record of its own per language (a store still mounted from an earlier test is not loaded again).
      const record = lang === 'ar' ? 3 : 2;
      const el = await mountTab({ [`GET attendance/get/with/entries/11/${record}`]: detail });
      await waitFor(() => rendered(el).length >= record, 'rows');
      const expander = rendered(el)[record - 1]!.querySelector<HTMLButtonElement>('.expander')!;
      const chevron = expander.querySelector<Element>('.chevron')!;
      // A text '›' would be mirrored by the bidi algorithm on top of the CSS mirror.
      expect([chevron.localName, chevron.textContent]).to.deep.equal(['svg', '']);
      const closed = lang === 'ar' ? 'left' : 'right';
      await waitFor(() => pointing(chevron) === closed, `closed points ${closed}`);
      expander.click();
      await waitFor(() => pointing(chevron) === 'down', 'open points down');
      // The log's types in the page's language, OUT (a last check-out) included; never the server's code.
      const words = (lang === 'ar' ? ATTENDANCE_AR : en).entryTypes;
      const log = await shadowQuery(el, '.entry-log-list');
      expect([...log.querySelectorAll('li')].map((item) => item.querySelector('span')!.textContent)).to.deep.equal([
        words.IN_CLASS,
        words.OUT,
      ]);
      expect(log.textContent).not.to.match(/\bOUT\b/);
    });
  }

  it('edits one attendance by the §4/§5 rules and shows the success state before closing', async () => {
    const spy = spyConsole('error');
    const el = await mountTab({ [UPDATE]: () => new Response(JSON.stringify({ success: true }), { status: 200 }) });
    try {
      await waitFor(() => rendered(el).length > 0, 'rows');
      rendered(el)[0]!.querySelector<HTMLButtonElement>('[aria-haspopup=menu]')!.click();
      (await shadowQuery<HTMLButtonElement>(el, '[data-action=edit]')).click();
      const box = await waitFor(() => dialog(el), 'edit dialog');
      await waitFor(() => box.querySelector('fieldset.entries'), 'form');
      const add = button(box, en.edit.add);
      const remove = button(box, en.edit.remove);
      // The sole entry was scanned in: its in time is locked, it cannot be removed, and nothing is added before an out time.
      const times = () => [...box.querySelectorAll<HTMLInputElement>('.entry-time input')];
      expect(times().map((input) => input.disabled)).to.deep.equal([true, false]);
      expect([add.disabled, remove.disabled]).to.deep.equal([true, true]);
      expect(box.querySelector('.entries-note')!.textContent).to.equal(en.edit.entriesNote);
      button(box, en.edit.save).click();
      await waitFor(() => box.textContent?.includes(VALIDATION_EN.commentsRequired), 'comments required');
      expect(box.textContent).to.contain(VALIDATION_EN.outTimeRequired);
      setValue(times()[1]!, '08:30');
      await waitFor(() => box.textContent?.includes(VALIDATION_EN.inBeforeOut), 'in before out');
      setValue(times()[1]!, '10:00');
      await waitFor(() => !add.disabled, 'add allowed');
      add.click();
      await waitFor(() => times().length === 4, 'second entry');
      expect(box.querySelectorAll<HTMLSelectElement>('.entry select')[1]!.value).to.equal('BREAK');
      expect(times()[2]!.value).to.equal('10:00');
      expect(times().map((input) => input.disabled)).to.deep.equal([true, true, true, false]);
      setValue(times()[3]!, '10:15');
      await waitFor(() => box.textContent?.includes(VALIDATION_EN.lastEntryBreak), 'last not a break');
      button(box, en.edit.remove).click();
      await waitFor(() => times().length === 2 && !box.textContent?.includes(VALIDATION_EN.lastEntryBreak), 'removed');
      setValue(box.querySelector('select[name=status]')!, 'EXCUSED');
      setValue(box.querySelector('textarea')!, 'Doctor note');
      await waitFor(() => box.textContent?.includes('11/200'), 'counter');
      // A fake clock for the 1 s success state: 1 s timers are held, the dialog checked, then they run.
      const held: TimerHandler[] = [];
      window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
        ms === 1000 ? held.push(handler) : realSetTimeout(handler, ms, ...args)) as typeof window.setTimeout;
      button(box, en.edit.save).click();
      await waitFor(() => box.textContent?.includes(en.edit.saved), 'success state');
      expect(calls(UPDATE)[0]!.body).to.deep.equal({
        attendance_id: '1',
        status: 'EXCUSED',
        entry_type: 'IN_CLASS',
        update_comments: 'Doctor note',
        batch_id: '11',
        related_id: '32',
        related_type: 'lecture',
      });
      // nanostores' 1 s unmount delays are held too; the dialog stays open until the held timers run.
      await waitFor(() => held.length > 0, 'the 1 s timer');
      expect(dialog(el)).to.equal(box);
      for (const handler of held.splice(0)) (handler as () => void)();
      await waitFor(() => !dialog(el), 'closed');
    } finally {
      window.setTimeout = realSetTimeout;
      spy.restore();
    }
  });

  it("shows 'No attendance records found for this lecture.' and a malformed answer's message with retry", async () => {
    let answer: unknown = { data: { rows: 'oops' } };
    const el = await mountTab({ [TABLE]: () => answer });
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.textContent).to.contain('Invalid data format received from API. Expected array, got: string');
    answer = { data: { rows: [], can_mark_attendance: false } };
    button(error, en.retry).click();
    await waitFor(() => q(el, '[part~=empty]')?.textContent?.includes(en.empty), 'empty');
    expect(q(el, '[part~=mark-button]')).to.equal(null);
  });

  it('speaks Arabic right to left', async () => {
    setLanguage('ar');
    const el = await mountTab();
    await waitFor(() => rendered(el).length > 0, 'rows');
    expect(qq(el, '[role=tab].lecture-tab')[0]!.textContent).to.contain('المحاضرة ١');
    const mark = q<HTMLButtonElement>(el, '[part~=mark-button]')!;
    expect([mark.textContent, mark.disabled]).to.deep.equal(['تسجيل الحضور (٠)', true]);
    expect(getComputedStyle(q(el, '.attendance-tab')!).direction).to.equal('rtl');
    rendered(el)[0]!.querySelector<HTMLInputElement>('input[type=checkbox]')!.click();
    await waitFor(() => mark.textContent === 'تسجيل الحضور (١)' && !mark.disabled, 'one selected');
    mark.click();
    const box = await waitFor(() => dialog(el), 'dialog');
    expect(box.textContent).to.contain(ATTENDANCE_AR.multi.title);
    button(box, ATTENDANCE_AR.multi.cancel).click();
    await waitFor(() => !dialog(el), 'closed');
    rendered(el)[0]!.querySelector<HTMLButtonElement>('[aria-haspopup=menu]')!.click();
    (await shadowQuery<HTMLButtonElement>(el, '[data-action=edit]')).click();
    const edit = await waitFor(() => dialog(el)?.querySelector('.entries-note'), 'edit form');
    expect(edit.textContent).to.equal(ATTENDANCE_AR.edit.entriesNote);
  });
});
