// <academy-scanner> on load (issue #37): focus moves from the body to the page's title, so keyboard and screen-reader
// users start on the page; focus the host page has placed elsewhere stays where it is.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { scannerAr } from '../../../src/core/scanner/strings/ar';
import { scannerEn } from '../../../src/core/scanner/strings/en';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-scanner';
import {
  deepActiveElement,
  mount,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  tick,
  USER,
} from '../support/helpers';
import { stubCamera, stubGeolocation } from '../elements/academy-scanner-support';

const TITLES = { en: scannerEn.scanner.title, ar: scannerAr.scanner.title };
const restores: (() => void)[] = [];

async function mountScanner(lang: 'en' | 'ar'): Promise<HTMLElement> {
  restores.push(stubFetch(sessionRoutes).restore, stubGeolocation('pending').restore, stubCamera('hang').restore);
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(`<academy-scanner lang="${lang}"></academy-scanner>`);
  await shadowQuery(el, '[part~=page] h1');
  return el;
}

describe('<academy-scanner> focus on load', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    (document.activeElement as HTMLElement | null)?.blur();
  });
  afterEach(() => {
    resetPage();
    restores.splice(0).forEach((restore) => restore());
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`moves focus from the body to the title (${lang})`, async () => {
      expect(document.activeElement).to.equal(document.body);
      const el = await mountScanner(lang);
      const heading = el.shadowRoot!.querySelector('h1')!;
      expect(deepActiveElement()).to.equal(heading);
      expect([heading.textContent, heading.tabIndex]).to.deep.equal([TITLES[lang], -1]);
    });
  }

  it('leaves focus the host page placed elsewhere', async () => {
    const search = mount<HTMLInputElement>('<input aria-label="Host search">');
    search.focus();
    await mountScanner('en');
    await tick(50);
    expect(deepActiveElement()).to.equal(search);
  });
});
