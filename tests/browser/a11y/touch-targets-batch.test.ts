// Touch targets of <academy-batch> on a 390 px phone (issue #37, WCAG 2.5.8): each tab's controls, both languages.
import { expect } from 'chai';
import { INSIGHTS, insights } from '../elements/academy-batch-insights-support';
import { usePhoneBatchPage } from './batch-stubs';
import { shownControls, undersizedIgnoringSpacing, undersizedTargets } from './touch-targets';

describe('<academy-batch> touch targets on a phone', () => {
  const mountTab = usePhoneBatchPage();

  for (const lang of ['en', 'ar'] as const) {
    for (const tab of ['participants', 'attendance', 'assessment'] as const) {
      it(`${tab}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const mounted = await mountTab(tab, lang);
        expect(shownControls(mounted.el)).to.be.above(3);
        expect(undersizedTargets(mounted.el)).to.deep.equal([]);
        // Stricter than the spacing exception here: every control of this element is 24 px itself.
        expect(undersizedIgnoringSpacing(mounted.el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }
    it(`insights (#34): every control is 24 × 24 px itself (${lang})`, async () => {
      const mounted = await mountTab('insights', lang, { [INSIGHTS]: insights() });
      expect(shownControls(mounted.el)).to.be.above(3);
      expect(undersizedIgnoringSpacing(mounted.el), 'under 24 px even if spaced').to.deep.equal([]);
    });
  }
});
