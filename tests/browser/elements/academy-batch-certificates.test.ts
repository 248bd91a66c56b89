// <academy-batch>'s certificates (issue #34), under the participants table, in real Chromium against a stubbed API:
// the batch's issued certificates with their states in words (nothing for a batch without), and Revoke asking for a reason (required, checked before sending) in a dialog, after
// which the list is read again; Arabic in RTL. #29 item 9: the ready ones with Issue certificates, and the section
// reached by the trainer dashboard's link (#certificates) scrolled into view with its heading focused.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import type { stubFetch } from '../support/helpers';
import { resetPage, shadowQuery, waitFor } from '../support/helpers';
import { certificateRow as row, mountCertificatesBatch } from './academy-batch-certificates-support';

const en = verifyEn.verify;
const LIST = 'GET verify/batch/2401';
const REVOKE = 'POST verify/revoke/CERT-2401-0001';
const READY = 'GET verify/batch/2401/ready';
const ISSUE = 'POST verify/batch/2401/issue';

let network: ReturnType<typeof stubFetch>;

async function mountBatch(routes: Record<string, unknown>): Promise<HTMLElement> {
  const mounted = await mountCertificatesBatch({ [READY]: { count: 0 }, ...routes });
  network = mounted.network;
  return mounted.el;
}

const states = (section: Element) =>
  [...section.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')!.textContent,
    tr.querySelector('[data-state]')!.textContent,
    !!tr.querySelector('button[data-action=revoke]'),
  ]);

describe('<academy-batch> certificates', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('lists the certificates with their states; Revoke asks for a reason, sends it and reads the list again', async () => {
    let revoked = false;
    const el = await mountBatch({
      [LIST]: () => [
        row('CERT-2401-0001', 'Layla Hassan', revoked ? 'revoked' : 'valid'),
        row('CERT-2401-0002', 'Omar Khalid', 'revoked'),
      ],
      [REVOKE]: () => {
        revoked = true;
        return { certificate_no: 'CERT-2401-0001', state: 'revoked', revoked_at: '2026-11-26T10:00:00Z' };
      },
    });
    const section = await shadowQuery(el, '[part~=certificates]');
    await waitFor(() => section.querySelectorAll('tbody tr').length === 2, 'two rows');
    expect(states(section)).to.deep.equal([
      ['Layla Hassan', en.state.valid, true],
      ['Omar Khalid', en.state.revoked, false],
    ]);
    const button = section.querySelector<HTMLButtonElement>('button[data-action=revoke]')!;
    expect(button.getAttribute('aria-label')).to.equal('Revoke the certificate of Layla Hassan');
    button.click();
    const dialog = await shadowQuery(el, 'dialog[part~=dialog][open]');
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => dialog.querySelector('.field-error'), 'the reason message');
    expect(dialog.querySelector('.field-error')!.textContent).to.equal(en.revoke.reasonRequired);
    expect(network.calls.filter((call) => call.path.startsWith('verify/revoke'))).to.deep.equal([]);
    const reason = dialog.querySelector('textarea')!;
    // A React-controlled textarea takes a typed value through the native setter and an input event.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(reason, '  Issued in error. ');
    reason.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => states(section)[0]?.[1] === en.state.revoked, 'the list read again');
    expect(network.calls.find((call) => call.path.startsWith('verify/revoke'))?.body).to.deep.equal({
      reason: 'Issued in error.',
    });
    expect(el.shadowRoot!.querySelector('dialog[open]')).to.equal(null);
  });

  it('adds nothing under the table for a batch without certificates', async () => {
    const el = await mountBatch({ [LIST]: [] });
    await waitFor(() => network.calls.some((call) => call.path === 'verify/batch/2401'), 'the certificates asked for');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(el.shadowRoot!.querySelector('[part~=certificates]')).to.equal(null);
  });

  it('reads in Arabic', async () => {
    setLanguage('ar');
    const el = await mountBatch({ [LIST]: [row('CERT-2401-0001', 'ليلى حسن', 'expired')] });
    const section = await shadowQuery(el, '[part~=certificates]');
    await waitFor(
      () => section.querySelector('h2')?.textContent === verifyAr.verify.revoke.title,
      'the Arabic heading',
    );
    await waitFor(() => states(section).length === 1, 'one row');
    expect(states(section)).to.deep.equal([['ليلى حسن', verifyAr.verify.state.expired, true]]);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`reached by #certificates: heading focused, the ready ones issued with one button, the list read again (${lang})`, async () => {
      const t = (lang === 'en' ? verifyEn : verifyAr).verify;
      setLanguage(lang);
      const start = location.href;
      history.replaceState(null, '', '#certificates');
      let issued = false;
      try {
        const el = await mountBatch({
          [LIST]: () => (issued ? [row('CERT-2401-0003', 'Layla Hassan', 'valid')] : []),
          [READY]: () => ({ count: issued ? 0 : 3 }),
          [ISSUE]: () => {
            issued = true;
            return { issued: 3, ready: 0 };
          },
        });
        const section = await shadowQuery(el, '[part~=certificates]');
        await waitFor(() => el.shadowRoot!.activeElement === section.querySelector('h2'), 'the heading focused');
        const ready = section.querySelector('[part~=certificates-ready]')!;
        expect(ready.querySelector('p')!.textContent).to.equal(
          t.ready.body.replace('{{count}}', lang === 'en' ? '3' : '٣'),
        );
        const button = ready.querySelector<HTMLButtonElement>('[part~=issue-certificates]')!;
        expect(button.textContent).to.equal(t.ready.issue);
        button.click();
        // Read again, the section may be drawn afresh: asked for anew.
        const current = () => el.shadowRoot!.querySelector('[part~=certificates]');
        await waitFor(() => current() && states(current()!).length === 1, 'the issued certificate listed');
        await waitFor(() => current()!.querySelector('[part~=certificates-ready]') === null, 'none ready');
        expect(network.calls.filter((call) => `${call.method} ${call.path}` === ISSUE)).to.have.length(1);
      } finally {
        history.replaceState(null, '', start);
      }
    });
  }
});
