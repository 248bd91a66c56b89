// WCAG 2.4.11 (#37): in the running exam on a short phone screen, a choice reached by Shift+Tab after the page was
// scrolled past it shows below the exam's sticky header (which wraps to about 220 px there), not under it; so does the
// next question's heading after Next pressed at the foot of the page (scrolled by its focus, kept clear a frame later).
import { expect } from 'chai';
import { ACTIVE, answer, ANSWER, fakeClock, mountExam, TAKE, useExamPage } from '../elements/academy-exam-support';
import { deepActiveElement, realInput, waitFor } from '../support/helpers';
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

    it(`Next at the foot of the page: the next question's heading has focus, below the header and in the window (${lang})`, async () => {
      fakeClock();
      const { setViewport } = await realInput();
      await setViewport({ width: 390, height: 300 });
      const el = await mountExam(
        { [TAKE]: ACTIVE(), [ANSWER]: { is_completed: 0 } },
        `exam-no="EX-1" lang="${lang}"`,
        '[part~=choice] input',
      );
      const root = el.shadowRoot!;
      const header = root.querySelector<HTMLElement>('[part~=header]')!;
      const heading = root.querySelector<HTMLElement>('[part~=question] h1')!;
      window.scrollTo(0, document.documentElement.scrollHeight);
      expect(heading.getBoundingClientRect().bottom, 'the heading scrolled away').to.be.below(
        header.getBoundingClientRect().bottom,
      );
      const before = heading.textContent;
      await answer(el);
      await waitFor(
        () => heading.textContent !== before && deepActiveElement() === heading,
        'the next heading focused',
      );
      await waitFor(() => {
        const box = heading.getBoundingClientRect();
        return box.top >= header.getBoundingClientRect().bottom && box.bottom <= innerHeight;
      }, 'the heading in view below the header');
    });
  }
});
