// <academy-scanner>, issue #19 (attendance a trainer can trust), in real Chromium against a stubbed API: the
// "Enter the code instead" form (field message, typed_code posted, the server's refusal), and a scan read while the
// network is down — kept, "saved" shown, sent by itself on `online` or when the element loads again — in English
// and Arabic.
import { expect } from 'chai';
import type { User } from '../../../src/core/api/user';
import { buildLectureQr } from '../../../src/core/qr/qr-content';
import { OFFLINE_QUEUE_KEY, parseQueue } from '../../../src/core/scanner/offline-queue';
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
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';
import {
  banner,
  openDialog,
  q,
  stubCamera,
  stubGeolocation,
  textContrast,
  type CameraAnswer,
} from './academy-scanner-support';

const en = scannerEn.scanner;
const ar = scannerAr.scanner;
const SCAN = 'POST attendance/scan';

let network: ReturnType<typeof stubFetch>;
let geo: ReturnType<typeof stubGeolocation>;
let camera: ReturnType<typeof stubCamera>;
/** The scan route's answer, switchable mid-test: the network down, then back. */
let scanAnswer: () => Response;
const networkDown = (): Response => {
  throw new TypeError('Failed to fetch');
};

async function mountScanner(options: { camera?: CameraAnswer } = {}): Promise<HTMLElement> {
  network = stubFetch({ ...sessionRoutes, [SCAN]: () => scanAnswer() });
  geo = stubGeolocation('grant');
  camera = stubCamera(options.camera ?? 'hang');
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount('<academy-scanner></academy-scanner>');
  await shadowQuery(el, '[part~=page]');
  await waitFor(() => banner(el)?.dataset.status === 'verified', 'location verified');
  return el;
}

const scans = () => network.calls.filter((call) => `${call.method} ${call.path}` === SCAN);
const stored = () => parseQueue(localStorage.getItem(OFFLINE_QUEUE_KEY));
const input = (el: HTMLElement) => q<HTMLInputElement>(el, '[part~=typed-code-input]');

async function typeCode(el: HTMLElement, text: string): Promise<void> {
  const field = input(el)!;
  field.value = '';
  field.focus();
  const { sendKeys } = await realInput();
  await sendKeys({ type: text });
  q<HTMLButtonElement>(el, '[part~=typed-code-submit]')!.click();
}

describe('<academy-scanner>: typed code and offline scans', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    scanAnswer = () => json({ message: 'Checked in successfully.' });
  });
  afterEach(() => {
    resetPage();
    network?.restore();
    geo?.restore();
    camera?.restore();
  });

  it('Enter the code instead: a labelled numeric field, a field message for a bad code, typed_code posted, focus back', async () => {
    const el = await mountScanner();
    const opener = q<HTMLButtonElement>(el, '[part~=typed-code-open]')!;
    expect(opener.textContent).to.equal(en.typed.open);
    opener.click();
    const field = await waitFor(() => input(el), 'the code field');
    await waitFor(() => deepActiveElement() === field, 'focus in the field');
    expect([field.inputMode, field.autocomplete, field.type]).to.deep.equal(['numeric', 'one-time-code', 'text']);
    expect(q(el, `label[for="${field.id}"]`)!.textContent).to.equal(en.typed.label);
    expect(
      field
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => el.shadowRoot!.getElementById(id)!.textContent),
    ).to.deep.equal([en.typed.hint]);

    await typeCode(el, '12 34');
    const error = await waitFor(() => q(el, '[part~=typed-code-error]'), 'the field message');
    expect([error.textContent, error.getAttribute('role'), field.getAttribute('aria-invalid')]).to.deep.equal([
      en.typed.invalid,
      'alert',
      'true',
    ]);
    expect(field.getAttribute('aria-describedby')).to.contain(error.id);
    expect(scans()).to.deep.equal([]);

    await typeCode(el, '123 456');
    const success = await waitFor(() => q(el, '[part~=success-panel]'), 'success');
    expect(success.textContent).to.contain('Checked in successfully.');
    expect(scans()[0]!.body).to.deep.include({
      typed_code: '123456',
      related_id: '',
      attendance_entry_type: 'IN',
      related_type: 'lecture',
      language: 'En',
    });
    expect((scans()[0]!.body as { location_coords: unknown }).location_coords).to.deep.equal({
      latitude: 24.7136,
      longitude: 46.6753,
    });
    await waitFor(() => !q(el, '[part~=typed-code-form]'), 'the form closed');
    expect(deepActiveElement()).to.equal(q(el, '[part~=typed-code-open]'));
  });

  it('in Arabic: the form in Arabic, right to left, and a refused code opens the invalid-QR dialog', async () => {
    setLanguage('ar');
    const refusal = 'لا توجد محاضرة مفتوحة بهذا الرمز.';
    scanAnswer = () => json({ message: refusal, data: { typed_code: [refusal] } }, 422);
    const el = await mountScanner();
    await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
    const opener = await waitFor(
      () =>
        q(el, '[part~=typed-code-open]')?.textContent === ar.typed.open
          ? q<HTMLButtonElement>(el, '[part~=typed-code-open]')
          : null,
      'Arabic button',
    );
    opener.click();
    const field = await waitFor(() => input(el), 'the code field');
    expect(q(el, `label[for="${field.id}"]`)!.textContent).to.equal(ar.typed.label);
    expect(getComputedStyle(field).direction, 'digits stay left to right').to.equal('ltr');
    await typeCode(el, '12');
    await waitFor(() => q(el, '[part~=typed-code-error]')?.textContent === ar.typed.invalid, 'Arabic field message');
    await typeCode(el, '١٢٣٤٥٦');
    const box = await openDialog(el, 'invalid_qr');
    expect(box.querySelector('h2')!.textContent).to.equal(ar.dialog.invalidTitle);
    expect(box.querySelector('[part~=dialog-message]')!.textContent).to.equal(ar.dialog.invalidMessage);
    expect(scans()[0]!.body).to.deep.include({ typed_code: '123456', language: 'Ar' });
    expect(q(el, '[part~=typed-code-error]')!.textContent).to.equal(refusal);
  });

  it('offline: the scan is kept and "saved" shown instead of the network error; back online it is sent by itself, once', async () => {
    scanAnswer = networkDown;
    const text = `${buildLectureQr('1001', Date.now() - 5_000, 'IN')}$c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI`;
    const el = await mountScanner({ camera: { show: text } });
    const saved = await waitFor(() => q(el, '[part~=saved-panel]'), 'saved panel', 8000);
    expect(saved.textContent).to.equal(en.offline.saved);
    expect(saved.closest('[role=status]'), 'announced').to.not.equal(null);
    expect(q(el, '[part~=error-panel]')).to.equal(null);
    expect(q(el, 'dialog[data-type]')).to.equal(null);
    const [entry] = stored();
    expect(entry).to.deep.include({ user: '7', call: 'scan' });
    expect(entry!.body.qr_content).to.equal(text);
    const scannedAt = entry!.body.scanned_at;

    scanAnswer = () => json({ message: 'Checked in successfully.' });
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    const success = await waitFor(() => q(el, '[part~=success-panel]'), 'success after the network returned');
    expect(success.textContent).to.contain('Checked in successfully.');
    expect(stored()).to.deep.equal([]);
    const [tried, sent] = scans() as { body: { scanned_at?: number; timestamp: number; qr_content: string } }[];
    expect([tried!.body.scanned_at, tried!.body.qr_content], 'the live try has no scanned_at').to.deep.equal([
      undefined,
      text,
    ]);
    expect([sent!.body.scanned_at, sent!.body.qr_content]).to.deep.equal([scannedAt, text]);
    expect(sent!.body.timestamp).to.be.at.least(scannedAt);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(scans()).to.have.length(
      2,
      'one failed try, one send on `online` (twice fired); the camera still sees the code: not posted again',
    );
  });

  it('in Arabic: "saved" in Arabic, and a scan kept before a reload is sent when the scanner loads again', async () => {
    setLanguage('ar');
    scanAnswer = networkDown;
    const el = await mountScanner({ camera: { show: buildLectureQr('1001', Date.now() - 5_000, 'OUT') } });
    const saved = await waitFor(() => q(el, '[part~=saved-panel]'), 'saved panel', 8000);
    expect(saved.textContent).to.equal(ar.offline.saved);
    expect(stored()).to.have.length(1);

    el.remove();
    network.restore();
    camera.restore();
    geo.restore();
    scanAnswer = () => json({ message: 'تم تسجيل الانصراف بنجاح.' });
    const again = await mountScanner();
    const success = await waitFor(() => q(again, '[part~=success-panel]'), 'sent on load');
    expect(success.textContent).to.contain('تم تسجيل الانصراف بنجاح.');
    expect(scans()).to.have.length(1);
    expect(scans()[0]!.body).to.deep.include({ attendance_entry_type: 'OUT', language: 'Ar' });
    expect(stored()).to.deep.equal([]);
  });

  it('at 390 px in Arabic: the saved panel and the open form fit without sideways scrolling', async () => {
    const { setViewport } = await realInput();
    await setViewport({ width: 390, height: 844 });
    try {
      setLanguage('ar');
      scanAnswer = networkDown;
      const el = await mountScanner({ camera: { show: buildLectureQr('1001', Date.now() - 5_000, 'IN') } });
      await waitFor(() => q(el, '[part~=saved-panel]'), 'saved panel', 8000);
      q<HTMLButtonElement>(el, '[part~=typed-code-open]')!.click();
      await waitFor(() => input(el), 'the code field');
      for (const part of ['saved-panel', 'typed-code-form', 'typed-code-input', 'typed-code-submit']) {
        const box = q(el, `[part~=${part}]`)!.getBoundingClientRect();
        expect([box.left >= 0, box.right <= 390], part).to.deep.equal([true, true]);
      }
      expect(document.documentElement.scrollWidth).to.be.at.most(390);
      await typeCode(el, '1');
      await waitFor(() => q(el, '[part~=typed-code-error]'), 'the field message');
      for (const selector of [
        '[part~=saved-panel] p',
        '.field-hint',
        '[part~=typed-code-error]',
        'label',
        '[part~=typed-code-submit]',
      ]) {
        expect(textContrast(q(el, selector)!), `contrast of ${selector}`).to.be.at.least(4.5);
      }
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
