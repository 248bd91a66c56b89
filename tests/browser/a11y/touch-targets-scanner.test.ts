// Touch targets of <academy-scanner> on a 390 px phone (issue #37, WCAG 2.5.8): the page and its guidelines dialog.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-scanner';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';
import { stubCamera, stubGeolocation, type GeoAnswer } from '../elements/academy-scanner-support';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

const restores: (() => void)[] = [];

async function mountScanner(lang: 'en' | 'ar', geo: GeoAnswer = 'grant'): Promise<HTMLElement> {
  restores.push(stubFetch(sessionRoutes).restore, stubGeolocation(geo).restore, stubCamera('hang').restore);
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(`<academy-scanner lang="${lang}"></academy-scanner>`);
  await shadowQuery(el, '[part~=page]');
  return el;
}

describe('<academy-scanner> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    restores.splice(0).forEach((restore) => restore());
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`the page: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
      const el = await mountScanner(lang);
      expect(shownControls(el)).to.be.above(2);
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the guidelines dialog: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
      const el = await mountScanner(lang);
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=guidelines-button]')!.click();
      const dialog = await waitFor(() => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog');
      expect(shownControls(dialog)).to.be.above(1);
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the typed-code form, open (${lang})`, async () => {
      const el = await mountScanner(lang);
      el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=typed-code-open]')!.click();
      await waitFor(() => el.shadowRoot!.querySelector('[part~=typed-code-input]'), 'the code field');
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the location dialog after a refusal (${lang})`, async () => {
      const el = await mountScanner(lang, { deny: 'User denied Geolocation' });
      const dialog = await waitFor(() => el.shadowRoot!.querySelector<HTMLDialogElement>('dialog[open]'), 'dialog');
      expect(shownControls(dialog)).to.be.above(0);
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });
  }
});
