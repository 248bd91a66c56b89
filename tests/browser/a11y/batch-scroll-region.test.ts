// The batch's table scrollers (issue #37, axe scrollable-region-focusable): each is a focusable region named from the
// dictionaries, takes focus (tabindex 0), scrolls sideways with the arrow keys and shows a focus outline. English and Arabic.
import { expect } from 'chai';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { deepActiveElement, realInput, resetPage, waitFor } from '../support/helpers';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { EXAM_ROUTES, mountBatchTab, type BatchTab } from './batch-stubs';

const TEXTS = { en: batchEn.batch, ar: batchAr.batch };
const INTEGRITY = { en: integrityEn.integrity, ar: integrityAr.integrity };
const region = (lang: 'en' | 'ar', name: string) => TEXTS[lang].table.region.replace('{{name}}', name);

let restore: (() => void) | undefined;

describe('<academy-batch> table scrollers', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    restore?.();
    history.replaceState(null, '', location.pathname);
  });

  for (const lang of ['en', 'ar'] as const) {
    const t = TEXTS[lang];
    const names: Record<Exclude<BatchTab, 'attendance' | 'insights'>, string> = {
      participants: t.participants.title,
      assessment: t.assessment.title,
    };
    for (const tab of ['participants', 'assessment'] as const) {
      it(`${tab}: the scroller is a focusable named region with an outline, and the arrows scroll it sideways (${lang})`, async () => {
        const mounted = await mountBatchTab(tab, lang);
        restore = mounted.restore;
        const { el } = mounted;
        // Narrower than the table at the desktop layout, so the region has something to scroll.
        el.style.inlineSize = '420px';
        el.style.display = 'block';
        const scroller = el.shadowRoot!.querySelector<HTMLElement>('.table-scroll')!;
        expect([scroller.tabIndex, scroller.getAttribute('role'), scroller.getAttribute('aria-label')]).to.deep.equal([
          0,
          'region',
          region(lang, names[tab]),
        ]);
        await waitFor(() => scroller.scrollWidth > scroller.clientWidth + 20, 'a table wider than its scroller');
        const { sendKeys } = await realInput();
        scroller.focus();
        expect(deepActiveElement()).to.equal(scroller);
        expect(getComputedStyle(scroller).outlineStyle).to.equal('solid');
        const before = scroller.scrollLeft;
        await sendKeys({ press: lang === 'ar' ? 'ArrowLeft' : 'ArrowRight' });
        await waitFor(() => Math.abs(scroller.scrollLeft - before) > 10, 'a sideways scroll from the arrow key');
      });
    }

    it(`every table scroller of the batch is a named, focusable region (attendance too) (${lang})`, async () => {
      const mounted = await mountBatchTab('attendance', lang);
      restore = mounted.restore;
      const scroller = mounted.el.shadowRoot!.querySelector<HTMLElement>('.table-scroll')!;
      expect([scroller.tabIndex, scroller.getAttribute('role')]).to.deep.equal([0, 'region']);
      expect(scroller.getAttribute('aria-label')).to.have.length.above(3);
    });

    it(`the exam activity's and the live board's scrollers are named regions too (${lang})`, async () => {
      const mounted = await mountBatchTab('assessment', lang, EXAM_ROUTES);
      restore = mounted.restore;
      const root = mounted.el.shadowRoot!;
      const named = (part: string) =>
        waitFor(() => root.querySelector<HTMLElement>(`.table-scroll[part~=${part}][role=region][tabindex='0']`), part);
      await waitFor(() => root.querySelector('[part~=exam-activity] .table-scroll'), 'the exam activity table');
      const scrollers = [...root.querySelectorAll<HTMLElement>('.table-scroll')].map((node) =>
        node.getAttribute('aria-label'),
      );
      expect(scrollers).to.include(region(lang, INTEGRITY[lang].batch.title));
      root.querySelector<HTMLButtonElement>('[part~=exam-activity] button[data-action=board]')!.click();
      const board = await named('board-table');
      expect(board.getAttribute('aria-label')).to.equal(region(lang, INTEGRITY[lang].board.open));
    });
  }
});
