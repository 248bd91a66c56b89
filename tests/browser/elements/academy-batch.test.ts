// <academy-batch> in real Chromium against a stubbed API (learning §2 Batch page, §5 search and scores, §6, §7, §8,
// §9): the guest redirect, the not-found and error cards, the header card, tabs in the query, participants with
// search, empty states, paging and their failure, the assessment grid with its marks, read-only rows, every score
// bound, Enter / blur / Tab, a refused save, its malformed answer, and Arabic in RTL.
import { expect } from 'chai';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import {
  deepActiveElement,
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

const en = batchEn.batch;
const ar = batchAr.batch;
const OVERVIEW = 'GET batches/overview/2401';
const VIEW = 'GET batches/view/2401';
const GRID = 'POST assessment/table';
const SCORE = 'POST assessment/mark/sub_assessment/90';

const overview = (over: Record<string, unknown> = {}) => ({
  data: {
    batch_id: 11,
    batch_no: 2401,
    batch_title: 'Workplace Safety',
    participant_count: 60,
    start_date: '2026-11-01',
    end_date: '2026-11-30',
    batch_schedules: [
      { date: '2026-11-02', duration: 90, record_id: 1 },
      { date: '2026-11-03', duration: 60, record_id: 2 },
    ],
    batch_courses: [{ course_title: 'First Aid' }, { course_title: 'Fire' }],
    batch_assessment_criterias: [{ id: 5, title: 'Final' }],
    ...over,
  },
});
const person = (n: number) => ({
  participant_id: n,
  participant_name: `Learner ${n}`,
  participant_arabic_name: `متعلم ${n}`,
  email: `l${n}@example.com`,
  participant_nid: `10000000${String(n).padStart(2, '0')}`,
  participant_phone_number: n % 2 ? `05000000${n}` : null,
});
const PEOPLE = { participant_table: Array.from({ length: 60 }, (_, index) => person(index + 1)) };
const gridRow = (n: number, editable: boolean, scores: [number, number] = [4, 12.5]) => ({
  record_id: n,
  id: `A${n}`,
  user_name: `Learner ${n}`,
  user_nid: `20${n}`,
  exam_attempt_id: 90,
  batch_attendances: [
    { key: 'L1', value: 'P' },
    { key: 'L2', value: n === 1 ? 'L' : 'A' },
  ],
  batch_sub_assessments: [
    {
      record_id: n * 10 + 1,
      scored: scores[0],
      batch_assessment_sub_criteria_title: 'Quiz',
      batch_assessment_sub_criteria_score: 10,
    },
    {
      record_id: n * 10 + 2,
      scored: scores[1],
      batch_assessment_sub_criteria_title: 'Project',
      batch_assessment_sub_criteria_score: 20.5,
    },
  ],
  record_permissions: { can_mark_sub_assessment: editable },
});
const GRID_ROWS = { data: { rows: [gridRow(1, true), gridRow(2, true), gridRow(3, false)] } };

let network: ReturnType<typeof stubFetch>;

async function mountBatch(
  routes: Record<string, unknown>,
  html = '<academy-batch batch-no="2401"></academy-batch>',
): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    [OVERVIEW]: overview(),
    [VIEW]: PEOPLE,
    [GRID]: GRID_ROWS,
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(html);
  await shadowQuery(el, '[part~=page]');
  return el;
}

const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const texts = (el: HTMLElement, selector: string) => qq(el, selector).map((node) => node.textContent);
const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const rowCount = (el: HTMLElement) => qq(el, 'tbody [part~=row]').length;

function setValue(control: HTMLInputElement | HTMLSelectElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')!.set!.call(control, value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Back-off sleeps of the query's retries fire at once. */
function fastBackoff(): () => void {
  const original = window.setTimeout;
  window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) =>
    original(handler, (ms ?? 0) >= 1000 ? 0 : ms, ...args)) as typeof window.setTimeout;
  return () => (window.setTimeout = original);
}

const scoreInputs = (el: HTMLElement) => qq(el, 'input[part~=score-input]') as HTMLInputElement[];
const errorOf = (input: HTMLInputElement) =>
  input.closest('.score-cell')!.querySelector('[part~=score-error]')?.textContent ?? null;

/** Types `value` into a score cell and commits it with Enter. */
function enter(input: HTMLInputElement, value: string): void {
  input.focus();
  setValue(input, value);
  input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
}

describe('<academy-batch>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    history.replaceState(null, '', location.pathname + location.search.replace(/[?&]tab=\w+/, ''));
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('sends a guest to sign in, asking nothing of the batch', async () => {
    network = stubFetch({ ...sessionRoutes });
    const paths: string[] = [];
    const listen = (event: Event) => {
      paths.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    };
    document.addEventListener('academy-navigate', listen);
    try {
      const el = mount('<academy-batch batch-no="2401"></academy-batch>');
      const loading = await shadowQuery(el, '[part~=loading]');
      await waitFor(() => paths.length === 1, 'sign-in request');
      expect([paths[0], loading.textContent, calls(OVERVIEW).length]).to.deep.equal(['/auth/login', en.redirecting, 0]);
    } finally {
      document.removeEventListener('academy-navigate', listen);
    }
  });

  it('shows the header card, back link, breadcrumb and tabs, asking each call once after the start delay', async () => {
    const el = await mountBatch({});
    const header = await shadowQuery(el, '[part~=header]');
    expect(header.querySelector('h1')!.textContent).to.equal('Workplace Safety');
    const facts = Object.fromEntries(
      [...header.querySelectorAll('[data-fact]')].map((fact) => [
        fact.getAttribute('data-fact'),
        fact.querySelector('dd')!.textContent,
      ]),
    );
    expect(facts).to.deep.equal({
      'batch-no': '2401',
      participants: '60',
      sessions: '2',
      average: '1.3h',
      start: 'Nov 1, 2026',
      end: 'Nov 30, 2026',
      course: 'First Aid',
    });
    expect(q<HTMLAnchorElement>(el, '[part~=back]')!.getAttribute('href')).to.equal('/dashboard');
    expect(texts(el, '[part~=breadcrumb] li')).to.deep.equal([en.breadcrumb.dashboard, 'Batch 2401']);
    expect(texts(el, '[role=tab]')).to.deep.equal([
      en.tabs.participants,
      en.tabs.attendance,
      en.tabs.assessment,
      en.tabs.insights,
    ]);
    expect(q(el, '[role=tab][aria-selected=true]')!.textContent).to.equal(en.tabs.participants);
    await waitFor(() => rowCount(el) === 50, 'participants');
    expect([calls(OVERVIEW).length, calls(VIEW).length, calls(GRID).length]).to.deep.equal([1, 1, 0]);
  });

  it('asks for the batch only when its 100 ms start delay has passed, and then once', async () => {
    // Timers of exactly 100 ms are held until released: the delay is observed, not raced.
    const original = window.setTimeout;
    const held: (() => void)[] = [];
    window.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms === 100 && typeof handler === 'function') {
        held.push(() => (handler as (...values: unknown[]) => void)(...args));
        return 0;
      }
      return original(handler, ms, ...args);
    }) as typeof window.setTimeout;
    try {
      const el = await mountBatch({});
      await shadowQuery(el, '[part~=page] [part~=loading]');
      await waitFor(() => held.length > 0, 'the start delay scheduled');
      expect([calls(OVERVIEW).length, calls(VIEW).length]).to.deep.equal([0, 0]);
      held.splice(0).forEach((release) => release());
      await waitFor(() => rowCount(el) === 50, 'participants');
      expect([calls(OVERVIEW).length, calls(VIEW).length]).to.deep.equal([1, 1]);
    } finally {
      window.setTimeout = original;
    }
  });

  it('hides the assessment tab without criteria; a bad tab attribute is ignored with a warning', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountBatch(
        { [OVERVIEW]: overview({ batch_assessment_criterias: [] }) },
        '<academy-batch batch-no="2401" tab="grades"></academy-batch>',
      );
      await waitFor(() => qq(el, '[role=tab]').length === 3, 'three tabs');
      expect(texts(el, '[role=tab]')).to.deep.equal([en.tabs.participants, en.tabs.attendance, en.tabs.insights]);
      expect(warn.text()).to.contain('tab="grades"');
    } finally {
      warn.restore();
    }
  });

  it('participants: serial, names (Arabic right-to-left), email, NID, N/A contact; search, no matches, clear, paging', async () => {
    const el = await mountBatch({});
    await waitFor(() => rowCount(el) === 50, '50 rows by default');
    expect(q(el, '[part~=range]')!.textContent).to.equal('1-50 of 60');
    expect(q(el, '[part~=page-status]')!.textContent).to.equal('Page 1 of 2');
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    const [first, second] = qq(el, 'tbody [part~=row]');
    // The last cell is the extra time (#33): empty here, where the stub has no allowances to give.
    expect(cells(first!)).to.deep.equal(['1', 'Learner 1', 'متعلم 1', 'l1@example.com', '1000000001', '050000001', '']);
    expect(cells(second!)[5]).to.equal('N/A');
    const arabic = first!.querySelectorAll('td')[1]!;
    expect([arabic.getAttribute('dir'), arabic.getAttribute('lang')]).to.deep.equal(['rtl', 'ar']);
    // #29 item 12: a name keeps its own direction in either page direction (an English name's trailing dot stays put).
    expect(first!.querySelector('th.cell-name > bdi')?.textContent).to.equal('Learner 1');

    const search = q<HTMLInputElement>(el, 'input[type=search]')!;
    setValue(search, 'متعلم 3');
    await waitFor(() => rowCount(el) === 11, 'Arabic name matches 3, 30–39');
    setValue(search, 'L60@EXAMPLE');
    await waitFor(() => rowCount(el) === 1, 'email, any case');
    setValue(search, '١٠٠٠٠٠٠٠٢٠');
    await waitFor(
      () => cells(qq(el, 'tbody [part~=row]')[0]!)[1] === 'Learner 20' && rowCount(el) === 1,
      'NID in Arabic-Indic digits',
    );
    setValue(search, 'nobody');
    const empty = await shadowQuery(el, '[part~=empty]');
    expect(empty.querySelector('p')!.textContent).to.equal(en.participants.noMatches);
    empty.querySelector('button')!.click();
    await waitFor(() => rowCount(el) === 50, 'cleared');

    (
      qq(el, '[part~=pager] button').find((button) => button.textContent === en.table.next) as HTMLButtonElement
    ).click();
    await waitFor(() => rowCount(el) === 10, 'page 2');
    expect(q(el, '[part~=range]')!.textContent).to.equal('51-60 of 60');
    setValue(q<HTMLSelectElement>(el, 'select[part~=page-size]')!, '25');
    await waitFor(() => rowCount(el) === 25, '25 a page, back to page 1');
    expect(q(el, '[part~=page-status]')!.textContent).to.equal('Page 1 of 3');
    expect(
      [...q<HTMLSelectElement>(el, 'select[part~=page-size]')!.options].map((option) => option.value),
    ).to.deep.equal(['25', '50', '100']);
  });

  it('participants: an empty batch, and a failure with the server message and retry', async () => {
    let answer: unknown = json({ message: 'Batch is archived' }, 422);
    const el = await mountBatch({ [VIEW]: () => answer });
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.querySelector('[role=alert]')!.textContent).to.equal('Batch is archived');
    answer = { participant_table: [] };
    error.querySelector('button')!.click();
    const empty = await shadowQuery(el, '[part~=empty]');
    expect(empty.textContent).to.equal(en.participants.empty);
  });

  it("participants: without a server message, 'Failed to load participants'", async () => {
    const el = await mountBatch({ [VIEW]: () => json({}, 403) });
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.querySelector('[role=alert]')!.textContent).to.equal('Failed to load participants');
  });

  it('a batch the server will not show gets the not-found card; a failure the error card with try again', async () => {
    const el = await mountBatch({ [OVERVIEW]: () => json({ message: 'Forbidden' }, 403) });
    const card = await shadowQuery(el, '[part~=not-found]');
    expect(card.querySelector('h1')!.textContent).to.equal(en.notFound.title);
    expect(calls(OVERVIEW)).to.have.length(1);
    resetPage();
    setLanguage('en');
    network.restore();

    const restore = fastBackoff();
    let broken = true;
    try {
      const failing = await mountBatch({ [OVERVIEW]: () => (broken ? json({ message: 'down' }, 500) : overview()) });
      const error = await shadowQuery(failing, '[part~=error]');
      expect(error.textContent).to.contain(en.error.title).and.contain(en.error.body);
      broken = false;
      const retry = error.querySelector('button')!;
      expect(retry.textContent).to.equal(en.error.retry);
      retry.click();
      await waitFor(
        () => q(failing, '[part~=header] h1')?.textContent === 'Workplace Safety',
        'header after try again',
      );
    } finally {
      restore();
    }
  });

  it('tabs: arrow keys move along the list and the choice goes into the query; tab="assessment" opens the grid', async () => {
    const el = await mountBatch({});
    await waitFor(() => rowCount(el) === 50, 'participants');
    const first = q<HTMLButtonElement>(el, '[role=tab]')!;
    first.focus();
    first.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(
      () => q(el, '[role=tab][aria-selected=true]')?.textContent === en.tabs.attendance,
      'attendance selected',
    );
    expect(new URLSearchParams(location.search).get('tab')).to.equal('attendance');
    expect(deepActiveElement()?.textContent).to.equal(en.tabs.attendance);
    expect(q(el, '[role=tabpanel]')!.getAttribute('data-tab')).to.equal('attendance');
    deepActiveElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await waitFor(() => new URLSearchParams(location.search).get('tab') === 'insights', 'insights (last) in the query');
    deepActiveElement()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft', bubbles: true }));
    await waitFor(() => new URLSearchParams(location.search).get('tab') === 'assessment', 'assessment in the query');
    await waitFor(() => rowCount(el) === 3, 'grid rows');
    (deepActiveElement() as HTMLElement).dispatchEvent(new KeyboardEvent('keydown', { key: 'Home', bubbles: true }));
    await waitFor(() => !new URLSearchParams(location.search).has('tab'), 'participants leave the query');
  });

  it('assessment: columns from the first row, P / A / L with their words, read-only rows as text', async () => {
    const el = await mountBatch({}, '<academy-batch batch-no="2401" tab="assessment"></academy-batch>');
    await waitFor(() => rowCount(el) === 3, 'grid rows');
    expect(qq(el, 'tbody th.cell-name > bdi')).to.have.length(3);
    expect(calls(GRID)[0]!.body).to.deep.equal({ type: 'all', batch_id: '11', batch_assessment_criteria_id: '5' });
    expect(texts(el, 'thead th')).to.deep.equal([
      '#',
      'Name',
      'National ID',
      'L1',
      'L2',
      'Quiz (max 10.00)',
      'Project (max 20.50)',
    ]);
    const marks = qq(el, '[part~=mark]').slice(0, 2);
    expect(marks.map((mark) => [mark.dataset.mark, mark.className, mark.textContent])).to.deep.equal([
      ['P', 'mark mark-green', 'PPresent'],
      ['L', 'mark mark-yellow', 'LLate'],
    ]);
    expect(qq(el, '[part~=mark]')[3]!.className).to.equal('mark mark-red');
    expect(scoreInputs(el).map((input) => [input.value, input.min, input.max, input.step])).to.deep.equal([
      ['4.00', '0', '10', '0.01'],
      ['12.50', '0', '20.5', '0.01'],
      ['4.00', '0', '10', '0.01'],
      ['12.50', '0', '20.5', '0.01'],
    ]);
    expect(scoreInputs(el)[0]!.getAttribute('aria-label')).to.equal('Quiz score for Learner 1');
    expect(texts(el, '[part~=score]')).to.deep.equal(['4.00', '12.50']);
    const search = q<HTMLInputElement>(el, 'input[type=search]')!;
    setValue(search, 'a3');
    await waitFor(() => rowCount(el) === 1, 'search by id');
  });

  it('scores: negative and above max refused; unchanged sends nothing; Enter, blur and blank (0) send', async () => {
    const el = await mountBatch(
      { [SCORE]: { success: true } },
      '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
    );
    await waitFor(() => scoreInputs(el).length === 4, 'inputs');
    const [quiz, project] = scoreInputs(el) as [HTMLInputElement, HTMLInputElement];
    enter(quiz, '-1');
    await waitFor(() => errorOf(quiz) === "Score can't be negative", 'negative');
    expect(quiz.getAttribute('aria-invalid')).to.equal('true');
    enter(quiz, '10.01');
    await waitFor(() => errorOf(quiz) === "Score can't exceed 10.00", 'above max');
    enter(quiz, '4');
    await waitFor(() => errorOf(quiz) === null, 'cleared');
    expect([quiz.value, calls(SCORE).length], 'unchanged sends nothing').to.deep.equal(['4.00', 0]);

    enter(quiz, '7.456');
    await waitFor(() => calls(SCORE).length === 1, 'Enter sends');
    expect(calls(SCORE)[0]!.body).to.deep.equal({ record_id: '11', col: 'scored', value: 7.46 });
    expect(quiz.value).to.equal('7.46');

    project.focus();
    setValue(project, '');
    project.blur();
    await waitFor(() => calls(SCORE).length === 2, 'blur sends blank as 0');
    expect([calls(SCORE)[1]!.body, project.value]).to.deep.equal([
      { record_id: '12', col: 'scored', value: 0 },
      '0.00',
    ]);
    await waitFor(() => q(el, '[role=status].sr-only')?.textContent === en.assessment.saved, 'saved announced');
  });

  it('scores: Tab moves to the next cell and commits the one left', async () => {
    const el = await mountBatch(
      { [SCORE]: { success: true } },
      '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
    );
    await waitFor(() => scoreInputs(el).length === 4, 'inputs');
    const [quiz, project] = scoreInputs(el) as [HTMLInputElement, HTMLInputElement];
    quiz.focus();
    const { sendKeys } = await realInput();
    await sendKeys({ press: 'Control+A' });
    await sendKeys({ type: '9.5' });
    await sendKeys({ press: 'Tab' });
    await waitFor(() => calls(SCORE).length === 1, 'blur from Tab sends');
    expect(deepActiveElement()).to.equal(project);
    expect(calls(SCORE)[0]!.body).to.deep.equal({ record_id: '11', col: 'scored', value: 9.5 });
  });

  it('scores: a refused save says so, puts the old value back and fetches the grid again', async () => {
    const logged = spyConsole('error');
    try {
      const el = await mountBatch(
        { [SCORE]: () => json({ message: 'Locked' }, 422) },
        '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
      );
      await waitFor(() => scoreInputs(el).length === 4, 'inputs');
      const quiz = scoreInputs(el)[0]!;
      enter(quiz, '8');
      const alert = await waitFor(
        () => qq(el, '[role=alert]').find((node) => node.textContent === en.assessment.updateFailed),
        'update failed',
      );
      expect(alert).to.not.equal(undefined);
      await waitFor(() => calls(GRID).length === 2, 'grid fetched again');
      await waitFor(() => scoreInputs(el)[0]!.value === '4.00', 'old value back');
    } finally {
      logged.restore();
    }
  });

  it('scores: a refresh landing while a save is out keeps the new value, which stays after the save and a tab switch', async () => {
    const el = await mountBatch(
      { [SCORE]: { success: true } },
      '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
    );
    await waitFor(() => scoreInputs(el).length === 4, 'inputs');
    // The save's answer is held back until the refreshed grid (still the old 4) has landed.
    const inner = window.fetch;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const response = await inner(input, init);
      if (String(input instanceof Request ? input.url : input).includes('sub_assessment')) await held;
      return response;
    };
    enter(scoreInputs(el)[0]!, '8');
    await waitFor(() => calls(SCORE).length === 1, 'save sent');
    q<HTMLButtonElement>(el, '[part~=refresh]')!.click();
    await waitFor(() => calls(GRID).length === 2 && q(el, '[aria-busy]') === null, 'refreshed');
    expect(scoreInputs(el)[0]!.value).to.equal('8.00');
    answer();
    await waitFor(() => q(el, '[role=status].sr-only')?.textContent === en.assessment.saved, 'saved');
    expect(scoreInputs(el)[0]!.value).to.equal('8.00');
    const tab = (name: string) => qq(el, '[role=tab]').find((node) => node.textContent === name)!;
    tab(en.tabs.participants).click();
    await waitFor(() => scoreInputs(el).length === 0, 'participants');
    tab(en.tabs.assessment).click();
    await waitFor(() => scoreInputs(el).length === 4, 'grid again');
    expect([scoreInputs(el)[0]!.value, calls(GRID).length]).to.deep.equal(['8.00', 2]);
  });

  it("assessment: a malformed answer shows 'Invalid data format received from API' with retry; no rows, the blank state", async () => {
    let answer: unknown = { data: { rows: 'nope' } };
    const el = await mountBatch(
      { [GRID]: () => answer },
      '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
    );
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.querySelector('[role=alert]')!.textContent).to.equal('Invalid data format received from API');
    answer = { data: { rows: [] } };
    error.querySelector('button')!.click();
    const empty = await shadowQuery(el, '[part~=empty]');
    expect(empty.textContent).to.equal(en.assessment.empty);
  });

  it("assessment: a server failure reads 'Failed to load assessment data: {message}'", async () => {
    const el = await mountBatch(
      { [GRID]: () => json({ message: 'Criteria closed' }, 422) },
      '<academy-batch batch-no="2401" tab="assessment"></academy-batch>',
    );
    const error = await shadowQuery(el, '[part~=error]');
    expect(error.querySelector('[role=alert]')!.textContent).to.equal(
      'Failed to load assessment data: Criteria closed',
    );
  });

  it('Arabic (lang="ar"): right-to-left with Arabic labels, messages and mirrored arrow keys', async () => {
    const el = await mountBatch({}, '<academy-batch batch-no="2401" lang="ar" tab="assessment"></academy-batch>');
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => scoreInputs(el).length === 4, 'inputs');
    expect(texts(el, '[role=tab]')).to.deep.equal([
      ar.tabs.participants,
      ar.tabs.attendance,
      ar.tabs.assessment,
      ar.tabs.insights,
    ]);
    expect(q(el, '[part~=header] dt')!.textContent).to.equal(ar.header.batchNo);
    // #29 item 12: one digit system on the page: the batch number, the counts and the breadcrumb in Arabic digits.
    expect(q(el, '[data-fact=batch-no] dd')!.textContent).to.equal('٢٤٠١');
    for (const fact of ['participants', 'sessions'])
      expect(q(el, `[data-fact=${fact}] dd`)!.textContent).to.match(/^[٠-٩]+$/);
    expect(texts(el, '[part~=breadcrumb] li').at(-1)).to.contain('٢٤٠١');
    // …and the rows-per-page choices.
    expect(texts(el, 'select[part~=page-size] option')).to.deep.equal(['٢٥', '٥٠', '١٠٠']);
    // #29 item 12: the mark's letter is Arabic too (ح for حاضر), no Latin P / A / L left on an Arabic page.
    expect(qq(el, '[part~=mark]')[0]!.textContent).to.equal(`ح${ar.assessment.marks.P}`);
    const quiz = scoreInputs(el)[0]!;
    enter(quiz, '11');
    await waitFor(() => errorOf(quiz) === 'لا يمكن أن تتجاوز الدرجة ١٠٫٠٠', 'Arabic above-max');
    enter(quiz, '-2');
    await waitFor(() => errorOf(quiz) === ar.validation.scoreNegative, 'Arabic negative');
    const selected = q<HTMLButtonElement>(el, '[role=tab][aria-selected=true]')!;
    selected.focus();
    selected.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await waitFor(
      () => q(el, '[role=tab][aria-selected=true]')?.textContent === ar.tabs.attendance,
      'ArrowRight goes back in RTL',
    );
    const back = q(el, '[part~=back] svg');
    expect(back).to.not.equal(null);
  });
});
