// Touch targets of <academy-course> (viewer and its contents drawer) and <academy-content> (text and file pages) on a
// 390 px phone (issue #37, WCAG 2.5.8), English and Arabic.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-content';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import { mountCourse, network } from '../support/course';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

const TEXT = {
  id: 1,
  title: 'Code of Conduct',
  title_ar: 'مدونة السلوك',
  content: '<h2>Rules</h2><p>Read the <a href="https://example.com/rules">full rules</a> before the first lecture.</p>',
  file: null,
};
const FILE = {
  ...TEXT,
  content: null,
  file: { file_path: '/backend/storage/files/code-of-conduct.pdf', file_name: 'code.pdf', file_type: 'PDF' },
};

let restore: (() => void) | undefined;

async function mountContent(answer: object, lang: 'en' | 'ar'): Promise<HTMLElement> {
  restore = stubFetch({ ...sessionRoutes, 'base/dynamic/button/1/content': answer }).restore;
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(`<academy-content button-id="1" lang="${lang}"></academy-content>`);
  await shadowQuery(el, '[part~=back]');
  return el;
}

describe('<academy-course> and <academy-content> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restore?.();
    restore = undefined;
    history.replaceState(null, '', location.pathname);
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`course viewer, then its contents drawer: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
      const { el } = await mountCourse({}, `course-id="12" course-progress-id="88" lang="${lang}"`);
      restore = network.restore;
      const toggle = await shadowQuery<HTMLButtonElement>(el, '[part~=footer] [part~=toc-toggle]');
      expect(undersizedTargets(el), 'viewer').to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'viewer: under 24 px even if spaced').to.deep.equal([]);
      toggle.click();
      await waitFor(() => el.shadowRoot!.querySelector<HTMLElement>('.toc-close')?.checkVisibility(), 'the drawer');
      expect(shownControls(el)).to.be.above(3);
      expect(undersizedTargets(el), 'drawer open').to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'drawer open: under 24 px even if spaced').to.deep.equal([]);
    });

    for (const [name, answer] of [
      ['text page', TEXT],
      ['file page', FILE],
    ] as const) {
      it(`content ${name}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const el = await mountContent(answer, lang);
        await waitFor(() => shownControls(el) > 1, 'controls');
        expect(undersizedTargets(el)).to.deep.equal([]);
        expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }
  }
});
