// <academy-batch> on a phone and near the window's edges (learning §2 Batch page, §3 status_lbl, §9 breakpoint
// 768 px), in real Chromium against a stubbed API: below 768 px the participants, attendance and assessment tables
// become cards (nothing cut, no sideways scroller), status pills wear the server's colour with readable text, and the
// row menu flips above a button near the bottom of the window. English and Arabic.
import { expect } from 'chai';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { contrastRatio, luminance } from '../../../src/core/batch/status-colour';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { localDigits } from '../../../src/core/locale/numbers';
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-batch';
import {
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

const TEXTS = { en: batchEn.batch, ar: batchAr.batch };
const TODAY = new Date().toISOString().slice(0, 10);
const LONG_NAME = 'Abdulrahman Mohammed Al Shamsi';
const COLOURS = ['green', 'red', 'orange', '#1e40af'];
/** A malformed colour, new per test: each one is warned about once per page. */
let malformed = '#zz0000';

const overview = {
  data: {
    batch_id: 11,
    batch_no: 2401,
    batch_title: 'Workplace Safety',
    participant_count: 5,
    batch_schedules: [{ date: TODAY, duration: 60, record_id: 32 }],
    batch_courses: [],
    batch_assessment_criterias: [{ id: 5, title: 'Final' }],
  },
};
const attendance = (n: number) => ({
  record_id: n,
  id: `U${n}`,
  user_name: n === 1 ? LONG_NAME : `عبدالرحمن محمد ${n}`,
  user_nid: `784-1990-123456${n}-1`,
  is_late: 0,
  type_lbl: { label: 'QR scan', color: 'blue' },
  status_lbl: { label: `Status ${n}`, color: COLOURS[n - 1] ?? malformed },
  total_time_present: '02:01',
  total_break_time: '00:10',
  record_permissions: { can_mark_attendance: true, admin_mark_attendance: false },
  attendance_entries: [],
});
const person = (n: number) => ({
  participant_id: n,
  participant_name: n === 1 ? LONG_NAME : `Learner ${n}`,
  participant_arabic_name: 'عبدالرحمن محمد الشامسي',
  email: `learner.number.${n}@participants.academy.test`,
  participant_nid: `784-1990-123456${n}-1`,
  participant_phone_number: '+971 50 100 0201',
});
const gridRow = (n: number) => ({
  record_id: n,
  id: `A${n}`,
  user_name: n === 1 ? LONG_NAME : `Learner ${n}`,
  user_nid: `784-1990-123456${n}-1`,
  exam_attempt_id: 90,
  batch_attendances: [
    { key: 'Lecture 1', value: 'P' },
    { key: 'Lecture 2', value: 'A' },
  ],
  batch_sub_assessments: [
    {
      record_id: n * 10,
      scored: 8.5,
      batch_assessment_sub_criteria_title: 'Knowledge Check',
      batch_assessment_sub_criteria_score: 10,
    },
  ],
  record_permissions: { can_mark_sub_assessment: true },
});

let network: ReturnType<typeof stubFetch>;

async function mountBatch(tab: 'participants' | 'attendance' | 'assessment', rows = 5): Promise<HTMLElement> {
  const list = Array.from({ length: rows }, (_, index) => index + 1);
  network = stubFetch({
    ...sessionRoutes,
    'roles/current': ['trainer'],
    'GET batches/overview/2401': overview,
    'GET batches/view/2401': { participant_table: list.map(person) },
    'POST attendance/table': { data: { rows: list.map(attendance), can_mark_attendance: true } },
    'POST assessment/table': { data: { rows: list.map(gridRow) } },
  });
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id), roles: ['trainer'] } as User);
  const el = mount(`<academy-batch batch-no="2401" tab="${tab}"></academy-batch>`);
  await shadowQuery(el, '[part~=page]');
  await waitFor(() => el.shadowRoot!.querySelector('table tbody tr:not(.spacer)'), `${tab} rows`);
  return el;
}

const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
const rgb = (colour: string) => colour.match(/\d+/g)!.slice(0, 3).map(Number) as [number, number, number];
const fits = (node: HTMLElement) => node.scrollWidth <= node.clientWidth + 1;

/** True when no word of `node` is broken across lines (each word's text draws in one box). */
function wordsWhole(node: Element): boolean {
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    for (const match of text.textContent!.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(text, match.index);
      range.setEnd(text, match.index + match[0].length);
      if (range.getClientRects().length !== 1) return false;
    }
  }
  return true;
}
/** The words a card shows before a cell's value (its ::before), quotes and the empty alternative text removed. */
const labelOf = (cell: Element) => getComputedStyle(cell, '::before').content.replace(/^"|"(\s*\/\s*"")?$/g, '');

describe('<academy-batch> on a phone and near the window edges', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(async () => {
    resetPage();
    network?.restore();
    history.replaceState(null, '', location.pathname);
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['en', 'ar'] as const) {
    const t = TEXTS[lang];

    it(`below 768 px the three tables are cards: whole names, whole NIDs, labelled values, no sideways scroller (${lang})`, async () => {
      await (await realInput()).setViewport({ width: 390, height: 844 });
      setLanguage(lang);
      const tables = {
        participants: t.participants.columns.nid,
        attendance: t.attendance.table.nid,
        assessment: t.assessment.columns.nid,
      };
      for (const [tab, nidLabel] of Object.entries(tables) as [keyof typeof tables, string][]) {
        const el = await mountBatch(tab);
        const scroller = qq(el, '.table-scroll')[0]!;
        const card = qq(el, 'tbody tr:not(.spacer)')[0]!;
        expect(getComputedStyle(card).display, `${tab} row`).to.equal('grid');
        expect(fits(scroller), `${tab}: no sideways scroll`).to.equal(true);
        // The name takes the card's first line: wide enough for words, never a letter per line.
        const name = card.querySelector<HTMLElement>('th[scope=row]')!;
        expect(name.getBoundingClientRect().width, `${tab} name width`).to.be.greaterThan(120);
        expect(name.textContent).to.contain(LONG_NAME);
        expect(wordsWhole(name), `${tab} name words whole`).to.equal(true);
        for (const row of qq(el, 'tbody th[scope=row]')) expect(wordsWhole(row), row.textContent!).to.equal(true);
        // In the page's digits: ٧٨٤-١٩٩٠-… in Arabic (#29 item 12).
        const shownNid = localDigits('784-1990-1234561-1', lang);
        const nid = [...card.querySelectorAll('td')].find((cell) => cell.textContent === shownNid)!;
        expect(labelOf(nid), `${tab} NID label`).to.equal(nidLabel);
        expect(fits(nid), `${tab} NID whole`).to.equal(true);
        for (const cell of card.querySelectorAll<HTMLElement>('th, td')) {
          const box = cell.getBoundingClientRect();
          const outer = scroller.getBoundingClientRect();
          expect(box.left >= outer.left - 1 && box.right <= outer.right + 1, `${tab} cell inside the card`).to.equal(
            true,
          );
        }
        resetPage();
        network.restore();
        setLanguage(lang);
      }
    });

    it(`the attendance card shows name, NID, status, times, late and actions (${lang})`, async () => {
      await (await realInput()).setViewport({ width: 390, height: 844 });
      setLanguage(lang);
      const el = await mountBatch('attendance');
      const card = qq(el, 'tr[data-record]')[0]!;
      const labels = [...card.querySelectorAll('td[data-label]')].map(labelOf);
      const a = t.attendance.table;
      expect(labels).to.deep.equal([a.nid, a.type, a.status, a.present, a.breakTime, a.late]);
      const menu = card.querySelector<HTMLElement>('[aria-haspopup=menu]')!;
      expect(menu.getAttribute('aria-label')).to.equal(t.attendance.menu.label.replace('{{name}}', LONG_NAME));
      const [cardBox, menuBox] = [card.getBoundingClientRect(), menu.getBoundingClientRect()];
      expect(menuBox.top - cardBox.top, 'the menu on the first line').to.be.lessThan(50);
      // The select-all box keeps its words in the card layout.
      expect(getComputedStyle(qq(el, 'thead th:has(input)')[0]!, '::after').content).to.contain(a.selectAll);
    });

    it(`on a phone the attendance rows scroll with the page: no scroller of their own, the window brings later rows (${lang})`, async () => {
      await (await realInput()).setViewport({ width: 390, height: 844 });
      setLanguage(lang);
      const el = await mountBatch('attendance', 60);
      // #29 item 13: a box scrolling up and down inside the scrolling page is hard to use by touch.
      const scrollsItself = (node: HTMLElement) =>
        /auto|scroll/.test(getComputedStyle(node).overflowY) && node.scrollHeight > node.clientHeight + 1;
      expect(
        qq(el, '*')
          .filter(scrollsItself)
          .map((node) => node.className),
      ).to.deep.equal([]);
      expect(qq(el, '.attendance-scroll')[0]!.tabIndex, 'no scroller to focus').to.equal(-1);
      const last = () => Math.max(...qq(el, 'tr[data-record]').map((row) => Number(row.ariaRowIndex)));
      // 50 rows a page: rows 2…51 after the header; only the first few are in the DOM.
      expect(qq(el, 'table')[0]!.ariaRowCount).to.equal('51');
      expect(last()).to.be.below(20);
      // Cards are measured as they render, so the page grows while it scrolls: down to its end, as a thumb would.
      const inView = () => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        const row = qq(el, 'tr[aria-rowindex="51"]')[0]?.getBoundingClientRect();
        return row && row.top >= 0 && row.bottom <= innerHeight;
      };
      await waitFor(inView, 'the last row in the window, by scrolling the window');
      expect(getComputedStyle(qq(el, 'tr[data-record]')[0]!).direction).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
      window.scrollTo(0, 0);
    });

    it(`status pills wear the server's colour with text at ≥ 4.5:1, and a malformed colour is ignored with a warning (${lang})`, async () => {
      setLanguage(lang);
      malformed = `#zz-${lang}`;
      const warn = spyConsole('warn');
      try {
        const el = await mountBatch('attendance');
        // Rows render as the table's box is measured (virtualized): all five fit in it.
        const pills = await waitFor(() => qq(el, '[part~=status]').length === 5 && qq(el, '[part~=status]'), 'pills');
        expect(pills.map((pill) => pill.textContent)).to.deep.equal([
          'Status 1',
          'Status 2',
          'Status 3',
          'Status 4',
          'Status 5',
        ]);
        expect(pills.slice(0, 4).map((pill) => getComputedStyle(pill).backgroundColor)).to.deep.equal([
          'rgb(0, 128, 0)',
          'rgb(255, 0, 0)',
          'rgb(255, 165, 0)',
          'rgb(30, 64, 175)',
        ]);
        for (const pill of pills) {
          const style = getComputedStyle(pill);
          const back =
            style.backgroundColor === 'rgba(0, 0, 0, 0)'
              ? getComputedStyle(pill.closest('td')!).backgroundColor
              : style.backgroundColor;
          const background = back === 'rgba(0, 0, 0, 0)' ? ([255, 255, 255] as [number, number, number]) : rgb(back);
          expect(contrastRatio(luminance(rgb(style.color)), luminance(background)), pill.textContent!).to.be.at.least(
            4.5,
          );
        }
        expect(pills[4]!.hasAttribute('data-coloured')).to.equal(false);
        expect(warn.text()).to.contain(malformed);
      } finally {
        warn.restore();
      }
    });

    it(`the row menu flips above a button near the bottom of a 1280×720 window, every item on screen (${lang})`, async () => {
      await (await realInput()).setViewport({ width: 1280, height: 720 });
      setLanguage(lang);
      const el = await mountBatch('attendance', 3);
      // Room below the element, so the window can bring the last row's button to its bottom edge.
      document.body.append(Object.assign(document.createElement('div'), { className: 'tail' }));
      document.querySelector<HTMLElement>('.tail')!.style.blockSize = '2000px';
      const button = qq(el, '[aria-haspopup=menu]')[2]!;
      window.scrollBy(0, button.getBoundingClientRect().bottom - (innerHeight - 12));
      await waitFor(
        () => Math.abs(button.getBoundingClientRect().bottom - (innerHeight - 12)) < 2,
        'button at the bottom',
      );
      button.click();
      const menu = await shadowQuery(el, '[role=menu]');
      await waitFor(() => menu.matches(':popover-open') && menu.getBoundingClientRect().height > 0, 'menu open');
      const box = menu.getBoundingClientRect();
      expect(box.bottom, 'above the button').to.be.at.most(button.getBoundingClientRect().top);
      expect(box.top).to.be.at.least(0);
      for (const item of menu.querySelectorAll<HTMLElement>('[role=menuitem]')) {
        const itemBox = item.getBoundingClientRect();
        expect(
          itemBox.bottom <= innerHeight && itemBox.top >= 0 && itemBox.left >= 0 && itemBox.right <= innerWidth,
          item.dataset.action,
        ).to.equal(true);
        expect(document.elementFromPoint(itemBox.left + itemBox.width / 2, itemBox.top + itemBox.height / 2)).to.equal(
          el,
        );
      }
      window.scrollTo(0, 0);
    });
  }
});
