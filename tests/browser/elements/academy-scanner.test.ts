// <academy-scanner> in real Chromium, signed in against a stubbed API, with navigator.geolocation and the camera
// stubbed (learning spec §2 Learner QR scanner, §4, §5, §8): the page and its five steps, the location banner and
// dialog ('ERR: ' detail, missing geolocation), the camera dialog, a code shown to a canvas-fed camera read, posted
// and announced, a refused code, the guidelines dialog's tabs and step counts, and Arabic in RTL.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { buildLectureQr } from '../../../src/core/qr/qr-content';
import { GUIDELINE_STEPS } from '../../../src/core/scanner/scanner-rules';
import { scannerAr } from '../../../src/core/scanner/strings/ar';
import { scannerEn } from '../../../src/core/scanner/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-scanner';
import {
  deepActiveElement,
  json,
  mount,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  spyConsole,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';
import {
  banner,
  button,
  dialog,
  openDialog,
  q,
  qq,
  stubCamera,
  stubGeolocation,
  type CameraAnswer,
  type GeoAnswer,
} from './academy-scanner-support';

const en = scannerEn.scanner;
const ar = scannerAr.scanner;
const SCAN = 'POST attendance/scan';

let network: ReturnType<typeof stubFetch>;
let geo: ReturnType<typeof stubGeolocation>;
let camera: ReturnType<typeof stubCamera>;

async function mountScanner(
  options: { geo?: GeoAnswer; camera?: CameraAnswer; routes?: Record<string, unknown> } = {},
): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, ...options.routes });
  geo = stubGeolocation(options.geo ?? 'grant');
  camera = stubCamera(options.camera ?? 'hang');
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-scanner></academy-scanner>');
  await shadowQuery(el, '[part~=page]');
  return el;
}

describe('<academy-scanner>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
    geo?.restore();
    camera?.restore();
  });

  it('shows the back link, language switch, title, five steps and the guidelines button', async () => {
    const el = await mountScanner({ geo: 'pending' });
    const back = q<HTMLAnchorElement>(el, '[part~=back]')!;
    expect(back.getAttribute('href')).to.equal('/dashboard');
    expect(q(el, '[part~=language-switch]')).to.not.equal(null);
    expect(q(el, 'h1')!.textContent).to.equal(en.title);
    expect(qq(el, '[part~=instructions] ol > li').map((li) => li.textContent)).to.deep.equal(
      Object.values(en.instructions.steps),
    );
    expect(getComputedStyle(q(el, '[part~=instructions] ol')!).listStyleType).to.equal('decimal');
    expect(q(el, '[part~=guidelines-button]')!.textContent).to.equal(en.guidelinesButton);
    const asked: string[] = [];
    el.addEventListener('academy-navigate', (event) => {
      asked.push((event as CustomEvent<{ path: string }>).detail.path);
      event.preventDefault();
    });
    back.click();
    expect(asked).to.deep.equal(['/dashboard']);
  });

  it('asks for the location on load: detecting, announced, without Retry', async () => {
    const el = await mountScanner({ geo: 'pending' });
    await waitFor(() => banner(el)?.dataset.status === 'detecting', 'detecting');
    expect(banner(el)!.textContent).to.contain(en.location.detecting);
    expect(banner(el)!.querySelector('[role=status]')).to.not.equal(null);
    expect(button(banner(el)!, en.location.retry)).to.equal(undefined);
    expect(geo.requests()).to.equal(1);
  });

  it("Arabic: a denied location names the reason in Arabic, never the browser's English message (#29 item 12)", async () => {
    setLanguage('ar');
    const el = await mountScanner({ geo: { deny: 'User denied Geolocation' } });
    const box = await openDialog(el, 'location');
    expect(box.querySelector('[part~=dialog-detail]')!.textContent).to.equal(ar.location.reasons.denied);
    expect(banner(el)!.querySelector('[part~=location-detail]')!.textContent).to.equal(ar.location.reasons.denied);
    expect(el.shadowRoot!.textContent).to.not.contain('User denied');
  });

  it('a granted location shows verified, without Retry', async () => {
    const el = await mountScanner({ geo: 'grant' });
    await waitFor(() => banner(el)?.dataset.status === 'verified', 'verified');
    expect(banner(el)!.textContent).to.contain(en.location.verified);
    expect(button(banner(el)!, en.location.retry)).to.equal(undefined);
  });

  it("denied: the error banner with Retry and the location dialog with 'ERR: ' and the browser's message", async () => {
    const el = await mountScanner({ geo: { deny: 'User denied Geolocation' } });
    const box = await openDialog(el, 'location');
    expect(box.querySelector('h2')!.textContent).to.equal(en.dialog.locationTitle);
    expect(box.getAttribute('aria-labelledby')).to.equal(box.querySelector('h2')!.id);
    expect(box.querySelector('[part~=dialog-message]')!.textContent).to.equal(en.dialog.locationMessage);
    expect(box.querySelector('[part~=dialog-detail]')!.textContent).to.equal('ERR: User denied Geolocation');
    expect(banner(el)!.dataset.status).to.equal('error');
    expect(banner(el)!.textContent).to.contain('ERR: User denied Geolocation');
    button(box, en.dialog.retry)!.click();
    await waitFor(() => geo.requests() === 2, 'asked again');
    await openDialog(el, 'location');
    button(dialog(el, 'location')!, en.dialog.close)!.click();
    await waitFor(() => !dialog(el, 'location'), 'closed');
    button(banner(el)!, en.location.retry)!.click();
    await waitFor(() => geo.requests() === 3, 'banner retry');
  });

  it('without geolocation: the location dialog without detail', async () => {
    const el = await mountScanner({ geo: 'missing' });
    const box = await openDialog(el, 'location');
    expect(box.querySelector('[part~=dialog-detail]')).to.equal(null);
    expect(banner(el)!.textContent).to.contain(en.location.unsupported);
  });

  it('a refused camera opens the camera dialog; Try again starts it again', async () => {
    const warn = spyConsole('warn');
    try {
      const el = await mountScanner({ camera: 'refuse' });
      const box = await openDialog(el, 'camera');
      expect(box.querySelector('h2')!.textContent).to.equal(en.dialog.cameraTitle);
      expect(box.querySelector('[part~=dialog-message]')!.textContent).to.equal(en.dialog.cameraMessage);
      expect(q(el, '[part~=scan-view]')!.dataset.camera).to.equal('failed');
      expect(q(el, '[part~=camera-error]')!.textContent).to.contain(en.camera.unavailable);
      const before = camera.calls();
      button(box, en.dialog.tryAgain)!.click();
      await waitFor(() => camera.calls() > before, 'camera asked again');
      await openDialog(el, 'camera');
      expect(warn.text()).to.contain('the camera could not start');
    } finally {
      warn.restore();
    }
  });

  it('reads a code from the camera, posts the scan payload, shows success and emits academy-attendance-marked', async () => {
    const text = buildLectureQr('1001', Date.now() - 60_000, 'IN');
    const el = await mountScanner({
      camera: { show: text },
      routes: { [SCAN]: () => json({ message: 'Checked in successfully.' }) },
    });
    const marked: unknown[] = [];
    document.addEventListener('academy-attendance-marked', (event) => marked.push(event.detail), { once: true });
    await waitFor(() => banner(el)?.dataset.status === 'verified', 'verified');
    await waitFor(() => q(el, '[part~=scan-view]')?.dataset.camera === 'started', 'camera started', 8000);
    const video = q<HTMLVideoElement>(el, '[part~=video]')!;
    expect(video.getRootNode(), 'the video stays in the shadow root').to.equal(el.shadowRoot);
    await waitFor(() => video.videoWidth > 0, 'frames');
    expect([getComputedStyle(video).opacity, video.getBoundingClientRect().width > 100]).to.deep.equal(['1', true]);
    expect(q(el, '[part~=scan-frame]')).to.not.equal(null);
    expect(q(el, '[part~=scan-label]')!.textContent).to.equal(en.camera.scanning);
    const success = await waitFor(() => q(el, '[part~=success-panel]'), 'success panel', 8000);
    expect(success.textContent).to.contain('Checked in successfully.');
    expect(q(el, '[part~=scan-view]')).to.equal(null);
    const call = network.calls.find((c) => `${c.method} ${c.path}` === SCAN)!;
    expect(call.body).to.deep.include({
      language: 'En',
      attendance_entry_type: 'IN',
      related_id: '1001',
      related_type: 'lecture',
    });
    expect((call.body as { location_coords: unknown }).location_coords).to.deep.equal({
      latitude: 24.7136,
      longitude: 46.6753,
    });
    expect(marked).to.deep.equal([{ lectureId: '1001', entryType: 'IN', message: 'Checked in successfully.' }]);
  });

  it('a refused code: the sanitised error panel, the reload dialog, and Try again starts over', async () => {
    const text = buildLectureQr('1001', Date.now(), 'OUT');
    const el = await mountScanner({
      camera: { show: text },
      routes: {
        [SCAN]: () =>
          json({ message: 'You must check in before you can check out.', status_text: 'Unprocessable' }, 422),
      },
    });
    const box = await openDialog(el, 'error_reload');
    expect(box.querySelector('h2')!.textContent).to.equal(en.dialog.errorTitle);
    expect(box.querySelector('[part~=dialog-message]')!.textContent).to.equal(
      'You must check in before you can check out.',
    );
    expect(q(el, '[part~=error-panel]')!.getAttribute('role')).to.equal('alert');
    expect(q(el, '[part~=error-panel]')!.textContent).to.contain('You must check in before you can check out.');
    const requests = geo.requests();
    button(box, en.dialog.tryAgain)!.click();
    await waitFor(() => geo.requests() === requests + 1, 'location asked again');
    // The camera starts again and reads the same code: posted again, since a reset forgets what was refused.
    await waitFor(
      () => network.calls.filter((c) => `${c.method} ${c.path}` === SCAN).length === 2,
      'posted again after the reset',
      8000,
    );
  });

  it('an expired code shows the invalid-QR dialog', async () => {
    const el = await mountScanner({ camera: { show: buildLectureQr('1001', Date.now() - 9 * 3_600_000, 'IN') } });
    const box = await openDialog(el, 'invalid_qr');
    expect(box.querySelector('h2')!.textContent).to.equal('Invalid QR code');
    expect(box.querySelector('[part~=dialog-message]')!.textContent).to.equal(
      'This QR code is not a valid or current attendance code. Please scan the code shown by your trainer.',
    );
    expect(network.calls.some((c) => c.path === 'attendance/scan')).to.equal(false);
  });

  it('guidelines: ARIA tabs with arrow keys, the spec step counts, Escape, the close button and a click outside', async () => {
    const el = await mountScanner({ geo: 'pending' });
    const { sendKeys, sendMouse } = await realInput();
    q<HTMLButtonElement>(el, '[part~=guidelines-button]')!.click();
    const box = await openDialog(el, 'guidelines');
    expect(box.getAttribute('part')).to.contain('guidelines');
    const tabs = [...box.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal(['Safari', 'Chrome', 'Edge']);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    const counts = (browser: string) =>
      [...box.querySelectorAll(`[role=tabpanel][data-browser="${browser}"] [part~=guideline-part]`)].map((part) => [
        (part as HTMLElement).dataset.part,
        ...[...part.querySelectorAll('details')].map((details) => details.querySelectorAll('ol > li').length),
      ]);
    expect(counts('safari')).to.deep.equal([['safari', 7, 6, 6]]);
    expect(counts('chrome')).to.deep.equal([['chrome', 8, 8, 6]]);
    expect(counts('edge')).to.deep.equal([
      ['edgeAndroid', 8, 8, 6],
      ['edgeIphone', 7, 4, 6],
    ]);
    expect(GUIDELINE_STEPS.edgeIphone.camera).to.equal(4);
    const safariLocation = box.querySelector('[data-browser="safari"] details[data-section="location"]')!;
    expect(safariLocation.querySelector('summary')!.textContent).to.equal(en.guidelines.sections.location);
    expect(safariLocation.querySelector('li')!.textContent).to.equal('Open the Settings app.');
    tabs[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
    expect(deepActiveElement()).to.equal(tabs[1]);
    expect(box.querySelector<HTMLElement>('[role=tabpanel][data-browser="chrome"]')!.hidden).to.equal(false);
    expect(box.querySelector<HTMLElement>('[role=tabpanel][data-browser="safari"]')!.hidden).to.equal(true);
    await sendKeys({ press: 'End' });
    expect(tabs[2]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'ArrowRight' });
    expect(tabs[0]!.getAttribute('aria-selected')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !dialog(el, 'guidelines'), 'closed by Escape');

    q<HTMLButtonElement>(el, '[part~=guidelines-button]')!.click();
    await openDialog(el, 'guidelines');
    await sendMouse({ type: 'click', position: [3, 3] });
    await waitFor(() => !dialog(el, 'guidelines'), 'closed by a click outside');

    q<HTMLButtonElement>(el, '[part~=guidelines-button]')!.click();
    const again = await openDialog(el, 'guidelines');
    again.querySelector<HTMLElement>('[role=tabpanel]:not([hidden]) summary')!.click();
    expect(again.open, 'a click inside keeps it open').to.equal(true);
    again.querySelector<HTMLButtonElement>('[part~=guidelines-close]')!.click();
    await waitFor(() => !dialog(el, 'guidelines'), 'closed by the close button');
  });

  it('mirrors in Arabic: rtl, Arabic strings, mirrored back icon, arrow keys reversed in the tabs', async () => {
    setLanguage('ar');
    const el = await mountScanner({ geo: 'pending' });
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    await waitFor(() => q(el, 'h1')?.textContent === ar.title, 'Arabic title');
    expect(qq(el, '[part~=instructions] ol > li').map((li) => li.textContent)).to.deep.equal(
      Object.values(ar.instructions.steps),
    );
    expect(banner(el)!.textContent).to.contain(ar.location.detecting);
    // Issue 21 item 9: numbered steps count in Arabic-Indic digits like every other number in Arabic.
    expect(getComputedStyle(q(el, '[part~=instructions] ol')!).listStyleType).to.equal('arabic-indic');
    expect(getComputedStyle(q(el, '[part~=back] svg')!).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    const back = q(el, '[part~=back]')!.getBoundingClientRect();
    const page = q(el, '[part~=page]')!.getBoundingClientRect();
    expect(page.right - back.right, 'back link on the right').to.be.lessThan(page.width / 2);
    q<HTMLButtonElement>(el, '[part~=guidelines-button]')!.click();
    const box = await openDialog(el, 'guidelines');
    const tabs = [...box.querySelectorAll<HTMLButtonElement>('[role=tab]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal([
      ar.guidelines.tabs.safari,
      ar.guidelines.tabs.chrome,
      ar.guidelines.tabs.edge,
    ]);
    expect(box.querySelector('[data-browser="safari"] summary')!.textContent).to.equal(ar.guidelines.sections.location);
    tabs[0]!.focus();
    const { sendKeys } = await realInput();
    await sendKeys({ press: 'ArrowLeft' });
    expect(tabs[1]!.getAttribute('aria-selected')).to.equal('true');
  });
});
