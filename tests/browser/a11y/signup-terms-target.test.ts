// The sign-up form's terms checkbox (issue #37, WCAG 2.5.8): a target of at least 24 × 24 CSS px whose box the
// Terms link beside it never overlaps, in English and Arabic, on a phone and on a desktop window.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import '../../../src/elements/academy-login';
import { mount, realInput, resetPage, shadowQuery } from '../support/helpers';

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

describe('<academy-login> sign-up terms checkbox', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(async () => {
    resetPage();
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [390, 800]) {
      it(`is at least 24 × 24 px and clear of the Terms link (${lang}, ${width} px)`, async () => {
        await (await realInput()).setViewport({ width, height: 800 });
        const el = mount(`<academy-login view="signup" lang="${lang}"></academy-login>`);
        const box = await shadowQuery<HTMLInputElement>(el, 'input[name="agreeToTerms"]');
        const link = box.closest('label')!.querySelector('a')!;
        const target = box.getBoundingClientRect();
        expect(target.width, 'checkbox width').to.be.at.least(24);
        expect(target.height, 'checkbox height').to.be.at.least(24);
        for (const line of link.getClientRects())
          expect(overlaps(target, line), 'link overlaps the checkbox').to.equal(false);
      });
    }
  }
});
