// <academy-batch>'s certificate validity (issue #34), at the top of the certificates section, in real Chromium against
// a stubbed API: the line in words, Edit opening the dialog (months checked before sending, the server's words under
// the field, a failure with Save as the retry), the line read again after a save and focus back on Edit; Arabic digits.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import type { stubFetch } from '../support/helpers';
import { deepActiveElement, json, realInput, resetPage, shadowQuery, typeInto, waitFor } from '../support/helpers';
import { certificateRow, mountCertificatesBatch } from './academy-batch-certificates-support';

const en = verifyEn.verify.validity;
const ar = verifyAr.verify.validity;
const GET = 'GET verify/validity/2401';
const PUT = 'PUT verify/validity/2401';

let network: ReturnType<typeof stubFetch>;

/** Batch 2401 without certificates unless `routes` give some. */
async function mountBatch(routes: Record<string, unknown>): Promise<HTMLElement> {
  const mounted = await mountCertificatesBatch({ 'GET verify/batch/2401': [], ...routes });
  network = mounted.network;
  return mounted.el;
}

describe('<academy-batch> certificate validity', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  it('shows the line for a batch without certificates; Edit checks, saves, reads again and gives focus back', async () => {
    let months: number | null = 24;
    let fail = true;
    const el = await mountBatch({
      [GET]: () => ({ validity_months: months }),
      [PUT]: (call: { body: { validity_months: number | null } }) => {
        if (fail) {
          fail = false;
          return json({ message: 'Server Error' }, 500);
        }
        months = call.body.validity_months;
        return { validity_months: months };
      },
    });
    const section = await shadowQuery(el, '[part~=certificates]');
    const line = () => section.querySelector('[data-validity]')?.textContent;
    await waitFor(() => line() === en.line.many.replace('{{count}}', '24'), 'the line');
    expect(section.querySelector('table')).to.equal(null);
    const edit = section.querySelector<HTMLButtonElement>('button[data-action=edit-validity]')!;
    expect(edit.getAttribute('aria-label')).to.equal(en.editLabel);
    edit.focus();
    const { sendKeys } = await realInput();
    await sendKeys({ press: 'Enter' });
    const dialog = await shadowQuery(el, 'dialog[part~=validity-dialog][open]');
    const input = dialog.querySelector<HTMLInputElement>('input[name=months]')!;
    expect(input.value).to.equal('24');
    expect(dialog.querySelector(`label[for="${input.id}"]`)!.textContent).to.equal(en.monthsLabel);
    const save = dialog.querySelector<HTMLButtonElement>('button[type=submit]')!;

    typeInto(input, '');
    save.click();
    await waitFor(() => dialog.querySelector('.field-error')?.textContent === en.monthsRequired, 'required');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(deepActiveElement()).to.equal(input);
    typeInto(input, '121');
    save.click();
    await waitFor(() => dialog.querySelector('.field-error')?.textContent === en.monthsRange, 'range');
    expect(network.calls.filter((call) => call.method === 'PUT')).to.deep.equal([]);

    typeInto(input, '6');
    save.click();
    await waitFor(() => dialog.querySelector('[role=alert]')?.textContent?.includes(en.failed), 'the failure');
    expect((dialog as HTMLDialogElement).open).to.equal(true);
    save.click();
    await waitFor(() => line() === en.line.few.replace('{{count}}', '6'), 'the line read again');
    expect(el.shadowRoot!.querySelector('dialog[open]')).to.equal(null);
    expect(deepActiveElement()).to.equal(edit);
    expect(network.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).to.deep.equal([
      { validity_months: 6 },
      { validity_months: 6 },
    ]);

    edit.click();
    const again = await shadowQuery(el, 'dialog[open]');
    again.querySelector<HTMLInputElement>('input[name=never]')!.click();
    await waitFor(() => again.querySelector<HTMLInputElement>('input[name=months]')!.disabled, 'months set aside');
    again.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => line() === en.never, 'never expires');
    expect(network.calls.at(-2)?.body).to.deep.equal({ validity_months: null });
  });

  it("shows the server's words under the field", async () => {
    const words = 'The validity must be a whole number of months from 1 to 120.';
    const el = await mountBatch({
      [GET]: { validity_months: null },
      [PUT]: () => json({ message: words, data: { validity_months: [words] } }, 422),
    });
    const section = await shadowQuery(el, '[part~=certificates]');
    await waitFor(() => section.querySelector('[data-validity]')?.textContent === en.never, 'the line');
    section.querySelector<HTMLButtonElement>('button[data-action=edit-validity]')!.click();
    const dialog = await shadowQuery(el, 'dialog[open]');
    expect(dialog.querySelector<HTMLInputElement>('input[name=never]')!.checked).to.equal(true);
    dialog.querySelector<HTMLInputElement>('input[name=never]')!.click();
    await waitFor(() => !dialog.querySelector<HTMLInputElement>('input[name=months]')!.disabled, 'months back');
    typeInto(dialog.querySelector<HTMLInputElement>('input[name=months]')!, '12');
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => dialog.querySelector('.field-error')?.textContent === words, "the server's words");
  });

  it('offers a retry when the validity fails to load, and shows no line when the backend lacks it (404)', async () => {
    const certificate = certificateRow('CERT-2401-0001', 'Layla Hassan', 'valid');
    let broken = true;
    // A 403 is not retried by the query: the error shows at once.
    const el = await mountBatch({
      'GET verify/batch/2401': [certificate],
      [GET]: () => (broken ? json({ message: 'Forbidden' }, 403) : { validity_months: 12 }),
    });
    const section = await shadowQuery(el, '[part~=certificates]');
    await waitFor(() => section.querySelector('[role=alert]')?.textContent?.includes(en.loadFailed), 'the failure');
    broken = false;
    section.querySelector<HTMLButtonElement>('[role=alert] button')!.click();
    await waitFor(
      () => section.querySelector('[data-validity]')?.textContent === en.line.many.replace('{{count}}', '12'),
      'the line',
    );
    resetPage();
    network.restore();

    const without = await mountBatch({ 'GET verify/batch/2401': [certificate] });
    const list = await shadowQuery(without, '[part~=certificates]');
    await waitFor(() => list.querySelectorAll('tbody tr').length === 1, 'the row');
    await waitFor(() => network.calls.some((call) => call.path === 'verify/validity/2401'), 'the validity asked for');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([list.querySelector('[data-validity]'), list.querySelector('[role=alert]')]).to.deep.equal([null, null]);
  });

  it('reads in Arabic, with Arabic digits in the line and the field', async () => {
    setLanguage('ar');
    const el = await mountBatch({ [GET]: { validity_months: 24 } });
    const section = await shadowQuery(el, '[part~=certificates]');
    await waitFor(
      () => section.querySelector('[data-validity]')?.textContent === ar.line.many.replace('{{count}}', '٢٤'),
      'the Arabic line',
    );
    section.querySelector<HTMLButtonElement>('button[data-action=edit-validity]')!.click();
    const dialog = await shadowQuery(el, 'dialog[open]');
    const input = dialog.querySelector<HTMLInputElement>('input[name=months]')!;
    expect(input.value).to.equal('٢٤');
    expect(dialog.querySelector('h2')!.textContent).to.equal(ar.dialogTitle);
    typeInto(input, '٠');
    dialog.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => dialog.querySelector('.field-error')?.textContent === ar.monthsRange, 'the Arabic message');
  });
});
