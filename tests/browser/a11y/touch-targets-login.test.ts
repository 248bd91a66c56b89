// Touch targets of <academy-login> on a 390 px phone (issue #37, WCAG 2.5.8): every screen's controls, both languages.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import type { User } from '../../../src/core/api/user';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-login';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER } from '../support/helpers';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

/** Each screen with the attributes that show it: reset with a token shows its form, verify without one its result. */
const VIEWS = [
  'login',
  'signup',
  'forgot-password',
  'resend-verification',
  'email-verification',
  'verify-email',
  'reset-password" token="abc" email="a@b.co',
] as const;

describe('<academy-login> touch targets on a phone', () => {
  beforeEach(async () => {
    resetPage();
    setLanguage('en');
    await phoneViewport();
  });
  afterEach(async () => {
    resetPage();
    await desktopViewport();
  });

  for (const lang of ['en', 'ar'] as const) {
    for (const view of VIEWS) {
      it(`${view.split('"')[0]}: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
        const el = mount(`<academy-login view="${view}" lang="${lang}"></academy-login>`);
        await shadowQuery(el, 'h1');
        await shadowQuery(el, 'button');
        expect(shownControls(el)).to.be.above(0);
        expect(undersizedTargets(el)).to.deep.equal([]);
        // Stricter than the spacing exception here: every control of this element is 24 px itself.
        expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
      });
    }

    it(`signed in: every control is 24 × 24 px or spaced clear (${lang})`, async () => {
      const restore = stubFetch(sessionRoutes).restore;
      try {
        $token.set('t');
        $storedUser.set({ ...USER, id: String(USER.id) } as User);
        const el = mount(`<academy-login lang="${lang}"></academy-login>`);
        await shadowQuery(el, '[part~=button-primary]');
        expect(undersizedTargets(el)).to.deep.equal([]);
        expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
      } finally {
        restore();
      }
    });
  }
});
