// Touch targets of <academy-batch> on a 390 px phone (issue #37, WCAG 2.5.8): each tab's controls, both languages.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { resetPage } from '../support/helpers';
import { mountBatchTab } from './batch-stubs';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

let restore: (() => void) | undefined;

describe('<academy-batch> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    history.replaceState(null, '', location.pathname);
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const tab of ['participants', 'attendance', 'assessment'] as const) {
      it(`${tab}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const mounted = await mountBatchTab(tab, lang);
        restore = mounted.restore;
        expect(shownControls(mounted.el)).to.be.above(3);
        expect(undersizedTargets(mounted.el)).to.deep.equal([]);
        // Stricter than the spacing exception here: every control of this element is 24 px itself.
        expect(undersizedIgnoringSpacing(mounted.el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }
  }
});
