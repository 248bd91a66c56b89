// <academy-exam> result's certificate download in real Chromium against a stubbed API (learning §2 Exam result, §4
// the certificate section): the PDF fetched with the session token in the header, saved under the certificate
// number through an object URL that is then released, the busy button, and a failure's alert with the fallback link.
import { expect } from 'chai';
import { setBrandOverride } from '../../../src/core/brand/brand-store';
import { commonAr } from '../../../src/core/locale/dictionaries/common/ar';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { json, waitFor } from '../support/helpers';
import { ar, en, mountExam, q, RESULT, resultAnswer, text, useExamPage } from './academy-exam-support';

const CERTIFICATE_PATH = '/backend/exams/certificate/CERT%2F2026%2F77';
const PDF = '%PDF-1.7\n%certificate\n';

interface Sent {
  url: URL;
  authorization: string | null;
}

/** Answers the certificate call with `answer` once `gate` opens; every other call goes to the stubbed API. */
function stubCertificate(
  answer: () => Response,
  gate: Promise<void> = Promise.resolve(),
): { sent: Sent[]; restore: () => void } {
  const inner = window.fetch;
  const sent: Sent[] = [];
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (!url.pathname.endsWith(CERTIFICATE_PATH)) return inner(input, init);
    sent.push({ url, authorization: request.headers.get('Authorization') });
    await gate;
    return answer();
  };
  return { sent, restore: () => (window.fetch = inner) };
}

/** Records what the page saves (object URLs, the link clicked) instead of letting Chromium download. */
function spySaving() {
  const saved: { href: string; download: string; blob: Blob | undefined }[] = [];
  const revoked: string[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    revoked.push(url);
    revokeObjectURL(url);
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download, blob: blobs.get(this.href) });
  };
  return {
    saved,
    revoked,
    restore: () => {
      Object.assign(URL, { createObjectURL, revokeObjectURL });
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

describe('<academy-exam> certificate download', () => {
  useExamPage();
  let restores: (() => void)[] = [];
  afterEach(() => {
    for (const restore of restores) restore();
    restores = [];
  });

  it('fetches the PDF with the token in the header, busy meanwhile, and saves it under the certificate number', async () => {
    setBrandOverride('association');
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    const el = await mountExam({ [RESULT]: resultAnswer() }, 'exam-no="EX-1" view="result"', '[part~=page]');
    const network = stubCertificate(() => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } }), gate);
    const saving = spySaving();
    restores.push(network.restore, saving.restore);

    const button = q<HTMLButtonElement>(el, '[part~=download]')!;
    button.click();
    // Busy keeps the focus: aria-disabled, not disabled (#37).
    await waitFor(
      () => button.getAttribute('aria-disabled') === 'true' && button.getAttribute('aria-busy') === 'true',
      'busy',
    );
    expect(button.disabled).to.equal(false);
    expect(button.textContent).to.equal(en.result.downloading);
    open();
    await waitFor(() => saving.saved.length === 1, 'the link clicked');
    const [file] = saving.saved;
    expect(file?.download).to.equal('CERT-2026-77.pdf');
    expect(file?.href).to.match(/^blob:/);
    expect(await file?.blob?.text()).to.equal(PDF);
    await waitFor(() => saving.revoked.includes(file?.href ?? ''), 'the object URL released');
    await waitFor(() => !button.disabled, 'idle again');
    expect(button.textContent).to.equal(en.result.download);
    expect(text(el, '[part~=download-status]')).to.equal(en.result.downloaded);
    expect(q(el, '[part~=download-error]')).to.equal(null);

    const [call] = network.sent;
    expect(call?.authorization).to.equal('Bearer t');
    expect(call?.url.search).to.equal('?brand=association');
    expect(call?.url.href).not.to.contain('t=');
  });

  it('says why a download failed, in an alert with the fallback link, and tries again from the same button', async () => {
    const el = await mountExam({ [RESULT]: resultAnswer() }, 'exam-no="EX-1" view="result"', '[part~=page]');
    let answer = () => json({ message: 'Certificate not found.', status_text: 'Not Found', data: null }, 404);
    const network = stubCertificate(() => answer());
    const saving = spySaving();
    restores.push(network.restore, saving.restore);

    q<HTMLButtonElement>(el, '[part~=download]')!.click();
    const alert = await waitFor(() => q(el, '[part~=download-error] [role=alert]'), 'the alert');
    expect(alert.textContent).to.contain(en.result.downloadFailed);
    expect(alert.textContent).to.contain('Certificate not found.');
    const fallback = q<HTMLAnchorElement>(el, '[part~=download-fallback]')!;
    expect(fallback.textContent).to.equal(en.result.fallbackLink);
    expect(new URL(fallback.href).pathname).to.equal('/files/cert-77.pdf');
    expect(fallback.getAttribute('download')).to.equal('CERT-2026-77.pdf');
    expect(saving.saved).to.deep.equal([]);

    answer = () => new Response(PDF, { headers: { 'Content-Type': 'application/pdf' } });
    q<HTMLButtonElement>(el, '[part~=download]')!.click();
    await waitFor(() => saving.saved.length === 1, 'saved on the second try');
    await waitFor(() => q(el, '[part~=download-error]') === null, 'the alert gone');
  });

  it('refuses an answer that is not a PDF (in Arabic), without a fallback link when the result has none', async () => {
    setLanguage('ar');
    const el = await mountExam(
      { [RESULT]: resultAnswer({ certificate: { certificate_no: 'CERT/2026/77', file_path: null } }) },
      'exam-no="EX-1" view="result"',
      '[part~=page]',
    );
    const network = stubCertificate(
      () => new Response('<html>proxy</html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    const saving = spySaving();
    restores.push(network.restore, saving.restore);

    expect(text(el, '[part~=download]')).to.equal(ar.result.download);
    q<HTMLButtonElement>(el, '[part~=download]')!.click();
    const alert = await waitFor(() => q(el, '[part~=download-error] [role=alert]'), 'the alert');
    expect(alert.textContent).to.contain(ar.result.downloadFailed);
    expect(alert.textContent).to.contain(commonAr.errors.invalidResponse);
    expect(alert.textContent).not.to.contain(commonEn.errors.invalidResponse);
    expect(q(el, '[part~=download-fallback]')).to.equal(null);
    expect(saving.saved).to.deep.equal([]);
  });
});
