// <academy-batch>'s extra time (issue #33) in real Chromium against a stubbed API: the participants table shows each
// learner's allowance, the dialog saves ×1.5 (the body posted), checks its fields before sending, shows a 422's
// field in the dictionary's words, removes with ×1 and 0; in English and in Arabic (right-to-left, Arabic-Indic
// digits); and each row stays a card at 390 px.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { allowancesStore } from '../../../src/core/batch/allowance-store';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import {
  deepActiveElement,
  fill,
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
} from '../support/helpers';

const LIST = 'GET exams/allowances/batch/2401';
const SET = 'POST exams/allowances/set';

const overview = {
  batch_id: 11,
  batch_no: 2401,
  batch_title: 'Workplace Safety',
  participant_count: 3,
  start_date: '2026-11-01',
  end_date: '2026-11-30',
  batch_schedules: [],
  batch_courses: [],
  batch_assessment_criterias: [],
};
const person = (id: number, name: string) => ({ participant_id: id, participant_name: name, email: `${id}@x.org` });
const PEOPLE = { participant_table: [person(5, 'Layla Hassan'), person(6, 'Omar Khalid'), person(7, 'Sara Ali')] };
const allowance = (id: number, name: string, multiplier: number, extra_minutes: number) => ({
  participant_id: id,
  name,
  multiplier,
  extra_minutes,
  set_at: '2026-11-20T08:00:00Z',
});
const ROWS = { rows: [allowance(5, 'Layla Hassan', 1.5, 0), allowance(6, 'Omar Khalid', 1.25, 10)] };
const saved = () => json({ message: 'The extra time was saved.', status_text: 'OK', data: {} });

let network: ReturnType<typeof stubFetch>;

async function mountBatch(routes: Record<string, unknown>, lang = ''): Promise<HTMLElement> {
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': PEOPLE,
    [LIST]: ROWS,
    ...routes,
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401"${lang ? ` lang="${lang}"` : ''}></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  return el;
}

const calls = (path: string) => network.calls.filter((call) => `${call.method} ${call.path}` === path);
const rowOf = (el: HTMLElement, id: number) =>
  el.shadowRoot!.querySelector<HTMLElement>(`tbody tr[data-participant-id="${id}"]`);
const shownOf = (el: HTMLElement, id: number) =>
  rowOf(el, id)?.querySelector('[part~=allowance] [data-allowance]')?.textContent ?? '';
const buttonOf = (el: HTMLElement, id: number) =>
  waitFor(() => rowOf(el, id)?.querySelector<HTMLButtonElement>('button[data-action=allowance]'), 'the button');
const dialogOf = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[part~=dialog][open]');

async function openDialog(el: HTMLElement, id: number): Promise<HTMLDialogElement> {
  const button = await buttonOf(el, id);
  button.focus();
  button.click();
  return waitFor(() => dialogOf(el), 'dialog open');
}
function choose(dialog: HTMLDialogElement, multiplier: string): void {
  const select = dialog.querySelector<HTMLSelectElement>('select[name=multiplier]')!;
  Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')!.set!.call(select, multiplier);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
const minutesOf = (dialog: HTMLDialogElement) => dialog.querySelector<HTMLInputElement>('input[name=extra_minutes]')!;
const save = (dialog: HTMLDialogElement) =>
  dialog.querySelector<HTMLButtonElement>('button[data-action=save]')!.click();
const errorOf = (input: HTMLElement) => {
  const id = input.getAttribute('aria-describedby');
  return id ? (input.getRootNode() as ShadowRoot).getElementById(id.split(' ')[0]!)?.textContent : undefined;
};

for (const [lang, words] of [
  ['en', batchEn.batch.allowance],
  ['ar', batchAr.batch.allowance],
] as const) {
  describe(`<academy-batch> extra time (${lang})`, () => {
    const local = lang === 'ar';
    beforeEach(() => {
      resetPage();
      setLanguage('en');
    });
    afterEach(async () => {
      resetPage();
      network?.restore();
      await (await realInput()).setViewport({ width: 800, height: 600 });
    });

    it('shows each allowance in the participants table, from one call, with a labelled button per learner', async () => {
      const el = await mountBatch({}, local ? 'ar' : '');
      await waitFor(() => shownOf(el, 6) !== '', 'allowances shown');
      expect(shownOf(el, 5)).to.equal(local ? '×١٫٥' : '×1.5');
      expect(shownOf(el, 6)).to.equal(local ? '×١٫٢٥ +١٠ دقائق' : '×1.25 +10 min');
      expect(shownOf(el, 7)).to.equal('');
      const headers = [...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers).to.include(words.column);
      const button = await buttonOf(el, 7);
      expect(button.textContent).to.equal(words.open);
      expect(button.getAttribute('aria-label')).to.equal(
        local ? 'الوقت الإضافي لـSara Ali' : 'Extra time for Sara Ali',
      );
      expect(calls(LIST)).to.have.length(1);
      if (local) {
        await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
        const cell = rowOf(el, 5)!.querySelector<HTMLElement>('[part~=allowance]')!;
        expect(getComputedStyle(cell).direction).to.equal('rtl');
        // The sign reads first, on the right, in a right-to-left line.
        const text = cell.querySelector('[data-allowance]')!;
        const range = document.createRange();
        range.setStart(text.firstChild!, 0);
        range.setEnd(text.firstChild!, 1);
        const sign = range.getBoundingClientRect();
        expect(sign.right).to.be.closeTo(text.getBoundingClientRect().right, 1);
      }
    });

    it('saves ×1.5 with the minutes typed: the body posted, a polite announcement, the table updated', async () => {
      const el = await mountBatch({ [SET]: saved }, local ? 'ar' : '');
      const dialog = await openDialog(el, 7);
      const select = dialog.querySelector<HTMLSelectElement>('select[name=multiplier]')!;
      expect(deepActiveElement()).to.equal(select);
      expect(dialog.getAttribute('aria-labelledby')).to.equal(dialog.querySelector('h2')!.id);
      expect(dialog.querySelector(`#${dialog.getAttribute('aria-describedby')!}`)!.textContent).to.equal(words.applies);
      expect([...select.options].map((option) => option.textContent)).to.deep.equal(
        local ? ['×١', '×١٫٢٥', '×١٫٥', '×٢', '×٣'] : ['×1', '×1.25', '×1.5', '×2', '×3'],
      );
      expect(dialog.querySelector('button[data-action=remove]')).to.equal(null);
      choose(dialog, '1.5');
      fill(minutesOf(dialog), local ? '١٥' : '15');
      save(dialog);
      await waitFor(() => !dialogOf(el), 'dialog closed');
      expect(calls(SET).map((call) => call.body)).to.deep.equal([
        { batch_no: '2401', participant_id: '7', multiplier: 1.5, extra_minutes: 15 },
      ]);
      expect(shownOf(el, 7)).to.equal(local ? '×١٫٥ +١٥ دقيقة' : '×1.5 +15 min');
      const status = await waitFor(
        () => [...el.shadowRoot!.querySelectorAll('[role=status][aria-live=polite]')].find((node) => node.textContent),
        'the announcement',
      );
      expect(status.textContent).to.contain(
        local ? 'تم حفظ الوقت الإضافي لـSara Ali.' : 'Extra time saved for Sara Ali.',
      );
      await waitFor(
        () => deepActiveElement() === rowOf(el, 7)!.querySelector('button[data-action=allowance]'),
        'focus back',
      );
    });

    it('an out-of-range value shows the message without calling the server', async () => {
      const el = await mountBatch({ [SET]: saved }, local ? 'ar' : '');
      const dialog = await openDialog(el, 7);
      for (const typed of ['241', '1.5']) {
        fill(minutesOf(dialog), typed);
        save(dialog);
        await waitFor(() => minutesOf(dialog).getAttribute('aria-invalid') === 'true', 'invalid');
        expect(errorOf(minutesOf(dialog))).to.equal(
          local ? 'أدخل عددًا صحيحًا من الدقائق بين ٠ و٢٤٠.' : 'Enter whole minutes from 0 to 240.',
        );
      }
      expect(calls(SET)).to.have.length(0);
      expect(dialogOf(el)).to.equal(dialog);
    });

    it("a 422 shows its field's message from the dictionary, not the server's words, and Save tries again", async () => {
      let refuse = true;
      const el = await mountBatch(
        {
          [SET]: () =>
            refuse
              ? json({ message: 'RAW SERVER TEXT', status_text: 'Unprocessable', data: { multiplier: ['RAW'] } }, 422)
              : saved(),
        },
        local ? 'ar' : '',
      );
      const dialog = await openDialog(el, 7);
      choose(dialog, '2');
      save(dialog);
      const select = dialog.querySelector<HTMLSelectElement>('select[name=multiplier]')!;
      await waitFor(() => select.getAttribute('aria-invalid') === 'true', 'refused');
      expect(errorOf(select)).to.equal(local ? 'اختر مضاعفًا من ×١ إلى ×٣.' : 'Choose a multiplier from ×1 to ×3.');
      expect(el.shadowRoot!.textContent).to.not.contain('RAW');
      refuse = false;
      save(dialog);
      await waitFor(() => !dialogOf(el), 'saved on the second try');
      expect(calls(SET)).to.have.length(2);
      expect(shownOf(el, 7)).to.equal(local ? '×٢' : '×2');
    });

    it('Remove sends ×1 and 0 and clears the row', async () => {
      const el = await mountBatch({ [SET]: saved }, local ? 'ar' : '');
      await waitFor(() => shownOf(el, 6) !== '', 'allowances shown');
      const dialog = await openDialog(el, 6);
      expect(dialog.querySelector<HTMLSelectElement>('select[name=multiplier]')!.value).to.equal('1.25');
      expect(minutesOf(dialog).value).to.equal(local ? '١٠' : '10');
      const remove = dialog.querySelector<HTMLButtonElement>('button[data-action=remove]')!;
      expect(remove.textContent).to.equal(words.remove);
      remove.click();
      await waitFor(() => !dialogOf(el), 'dialog closed');
      expect(calls(SET).map((call) => call.body)).to.deep.equal([
        { batch_no: '2401', participant_id: '6', multiplier: 1, extra_minutes: 0 },
      ]);
      expect(shownOf(el, 6)).to.equal('');
    });
  });
}

describe('<academy-batch> extra time unavailable', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('allowances that fail to load say so above the table, and Retry loads them', async () => {
    let fail = true;
    const el = await mountBatch({
      [LIST]: () => (fail ? json({ message: 'RAW', status_text: 'Unprocessable' }, 422) : ROWS),
    });
    const notice = await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('[part~=error]'), 'the error');
    expect(notice.textContent).to.contain(batchEn.batch.allowance.loadFailed);
    expect(rowOf(el, 5)!.querySelector('button[data-action=allowance]')).to.equal(null);
    fail = false;
    notice.querySelector('button')!.click();
    await waitFor(() => shownOf(el, 5) === '×1.5', 'allowances after retry');
    expect(el.shadowRoot!.querySelector('[part~=error]')).to.equal(null);
  });

  it("someone who is not the batch's trainer (404) sees no error and no buttons", async () => {
    const el = await mountBatch({ [LIST]: () => json({ message: 'Not found', status_text: 'Not Found' }, 404) });
    await waitFor(() => rowOf(el, 5), 'rows');
    // The store is made by the lazy chunk: once it holds the 404, the chunk has rendered with it.
    await waitFor(() => allowancesStore('2401').get().status === 'error', 'the 404 read');
    await nextFrame();
    await nextFrame();
    expect(el.shadowRoot!.querySelector('[part~=error]')).to.equal(null);
    expect(el.shadowRoot!.querySelector('button[data-action=allowance]')).to.equal(null);
  });
});

describe('<academy-batch> extra time at 390 px', () => {
  afterEach(async () => {
    resetPage();
    network?.restore();
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  it('each learner is a card with its extra time labelled, and the dialog fits the window', async () => {
    resetPage();
    setLanguage('en');
    await (await realInput()).setViewport({ width: 390, height: 844 });
    const el = await mountBatch({});
    await waitFor(() => shownOf(el, 5) !== '', 'allowances shown');
    const card = rowOf(el, 5)!;
    expect(getComputedStyle(card).display).to.equal('grid');
    const cell = card.querySelector<HTMLElement>('[part~=allowance]')!;
    expect(getComputedStyle(cell, '::before').content).to.contain(batchEn.batch.allowance.column);
    const scroller = el.shadowRoot!.querySelector<HTMLElement>('.table-scroll')!;
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth + 1);
    const dialog = await openDialog(el, 5);
    const box = dialog.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= 390).to.equal(true);
  });
});
