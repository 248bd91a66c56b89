// The batch's table scrollers (issue #37, axe scrollable-region-focusable): each is a focusable region named from the
// dictionaries, takes focus (tabindex 0), scrolls sideways with the arrow keys and shows a focus outline. English and Arabic.
import { expect } from 'chai';
import { batchAr } from '../../../src/core/batch/strings/ar';
import { batchEn } from '../../../src/core/batch/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { deepActiveElement, realInput, resetPage, waitFor } from '../support/helpers';
import { mountBatchTab, type BatchTab } from './batch-stubs';

const TEXTS = { en: batchEn.batch, ar: batchAr.batch };
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
    const names: Record<Exclude<BatchTab, 'attendance'>, string> = {
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
  }
});
