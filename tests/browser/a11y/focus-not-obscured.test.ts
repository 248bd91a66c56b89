// WCAG 2.4.11 (#37): in the running exam on a short phone screen, a choice reached by Shift+Tab after the page was
// scrolled past it shows below the exam's sticky header (which wraps to about 220 px there), not under it.
import { expect } from 'chai';
import { ACTIVE, mountExam, TAKE, useExamPage } from '../elements/academy-exam-support';
import { deepActiveElement, realInput } from '../support/helpers';
import { desktopViewport } from './touch-targets';

describe('<academy-exam> focus not obscured by its sticky header', () => {
  useExamPage();
  afterEach(() => desktopViewport());

  for (const lang of ['en', 'ar'] as const) {
    it(`Shift+Tab back to a choice scrolled under the header shows it below the header (${lang})`, async () => {
      const { setViewport, sendKeys } = await realInput();
      await setViewport({ width: 390, height: 300 });
      const el = await mountExam({ [TAKE]: ACTIVE() }, `exam-no="EX-1" lang="${lang}"`, '[part~=choice] input');
      const root = el.shadowRoot!;
      const header = root.querySelector<HTMLElement>('[part~=header]')!;
      root.querySelector<HTMLElement>('[part~=actions] button')!.focus();
      window.scrollTo(0, document.documentElement.scrollHeight);
      await sendKeys({ press: 'Shift+Tab' });
      const active = deepActiveElement() as HTMLElement;
      expect(active.closest('[part~=choice]'), 'a choice has focus').to.not.equal(null);
      expect(active.getBoundingClientRect().top).to.be.at.least(header.getBoundingClientRect().bottom);
    });
  }
});
