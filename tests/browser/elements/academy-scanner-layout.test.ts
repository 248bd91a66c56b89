// <academy-scanner> on a phone (#29 item 10), in real Chromium against a stubbed API, English and Arabic: at
// 390 × 844 the camera is on the first screen (it started ~850 px down under the instructions), the instructions are
// folded (open on a desktop), and a number typed while the network is down is kept, with "saved" above the camera.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { OFFLINE_QUEUE_KEY, parseQueue } from '../../../src/core/scanner/offline-queue';
import { scannerAr } from '../../../src/core/scanner/strings/ar';
import { scannerEn } from '../../../src/core/scanner/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-scanner';
import {
  json,
  mount,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';
import { banner, q, stubCamera, stubGeolocation } from './academy-scanner-support';

const SCAN = 'POST attendance/scan';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const restores: (() => void)[] = [];

async function mountScanner(viewport: { width: number; height: number }, scan: () => Response) {
  await (await realInput()).setViewport(viewport);
  restores.push(
    stubFetch({ ...sessionRoutes, [SCAN]: scan }).restore,
    stubGeolocation('grant').restore,
    stubCamera('hang').restore,
  );
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-scanner></academy-scanner>');
  await shadowQuery(el, '[part~=page]');
  await waitFor(() => banner(el)?.dataset.status === 'verified', 'location verified');
  return el;
}

/** Where `part` starts and ends, from the top of the document (the page scrolled to its top). */
function pageBox(el: HTMLElement, part: string) {
  const box = q(el, `[part~=${part}]`)!.getBoundingClientRect();
  return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY) };
}

describe('<academy-scanner> on a phone (#29 item 10)', () => {
  beforeEach(() => resetPage());
  afterEach(async () => {
    resetPage();
    localStorage.removeItem(OFFLINE_QUEUE_KEY);
    restores.splice(0).forEach((restore) => restore());
    await (await realInput()).setViewport({ width: 800, height: 600 });
  });

  for (const lang of ['en', 'ar'] as const) {
    const t = (lang === 'en' ? scannerEn : scannerAr).scanner;

    it(`390 × 844: the camera is whole on the first screen, the instructions folded under it (${lang})`, async () => {
      setLanguage(lang);
      const el = await mountScanner(PHONE, () => new Response(null, { status: 500 }));
      const camera = pageBox(el, 'scan-view');
      // Before: the five steps and the guidelines button came first; the camera's top was at 687 px (ar 639), now 262.
      expect(camera.top, 'camera top offset').to.be.below(300);
      expect(camera.bottom, 'camera bottom').to.be.at.most(PHONE.height);
      const instructions = q<HTMLDetailsElement>(el, '[part~=instructions]')!;
      expect(instructions.open, 'folded on a phone').to.equal(false);
      expect(pageBox(el, 'instructions').top).to.be.above(camera.bottom);
      const toggle = q<HTMLElement>(el, '[part~=instructions-toggle]')!;
      expect(toggle.textContent).to.equal(t.instructions.title);
      toggle.click();
      await waitFor(() => instructions.open && q(el, '[part~=guidelines-button]')!.offsetHeight > 0, 'opened');
      expect(q(el, '[part~=instructions] ol')!.children).to.have.length(5);
    });

    it(`1280 × 720: the instructions are open (${lang})`, async () => {
      setLanguage(lang);
      const el = await mountScanner(DESKTOP, () => new Response(null, { status: 500 }));
      expect(q<HTMLDetailsElement>(el, '[part~=instructions]')!.open).to.equal(true);
      expect(q(el, '[part~=guidelines-button]')!.offsetHeight).to.be.above(0);
    });

    it(`390 × 844 offline: a typed number is kept, "saved" shows above the camera, no network error (${lang})`, async () => {
      setLanguage(lang);
      const el = await mountScanner(PHONE, () => {
        throw new TypeError('Failed to fetch');
      });
      q<HTMLButtonElement>(el, '[part~=typed-code-open]')!.click();
      const field = await waitFor(() => q<HTMLInputElement>(el, '[part~=typed-code-input]'), 'the code field');
      field.focus();
      await (await realInput()).sendKeys({ type: '123456' });
      q<HTMLButtonElement>(el, '[part~=typed-code-submit]')!.click();
      const saved = await waitFor(() => q(el, '[part~=saved-panel]'), 'saved panel', 8000);
      expect(saved.textContent).to.equal(t.offline.saved);
      expect(saved.closest('[role=status]'), 'announced').to.not.equal(null);
      expect([q(el, '[part~=error-panel]'), q(el, 'dialog[data-type]')]).to.deep.equal([null, null]);
      const panel = pageBox(el, 'saved-panel');
      expect(panel.bottom, 'saved above the camera').to.be.at.most(pageBox(el, 'scan-view').top);
      expect(panel.bottom, 'on the first screen').to.be.at.most(PHONE.height);
      expect(parseQueue(localStorage.getItem(OFFLINE_QUEUE_KEY))[0]!.body).to.deep.include({ typed_code: '123456' });
    });

    it(`after a typed check-in the camera stops instead of 'Scanning…' (#29 item 13) (${lang})`, async () => {
      setLanguage(lang);
      const el = await mountScanner(DESKTOP, () => json({ message: 'Checked in successfully.' }));
      expect(q(el, '[part~=scan-view]')).to.not.equal(null);
      q<HTMLButtonElement>(el, '[part~=typed-code-open]')!.click();
      const field = await waitFor(() => q<HTMLInputElement>(el, '[part~=typed-code-input]'), 'the code field');
      field.focus();
      await (await realInput()).sendKeys({ type: '123456' });
      q<HTMLButtonElement>(el, '[part~=typed-code-submit]')!.click();
      await waitFor(() => q(el, '[part~=success-panel]'), 'success panel');
      expect([q(el, '[part~=scan-view]'), q(el, '[part~=scan-label]')]).to.deep.equal([null, null]);
    });
  }
});
