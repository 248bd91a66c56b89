// <academy-verify> in real Chromium against a stubbed API, signed out: the three states (words and icon), the one
// "no certificate with this code" state, the look-up form's own checks, and the Arabic page right to left.
import { expect } from 'chai';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import '../../../src/elements/academy-verify';
import { fill, json, mount, resetPage, shadowQuery, stubFetch, waitFor } from '../support/helpers';

const en = verifyEn.verify;
const ar = verifyAr.verify;
const CODE = '1N2MNN35N3FKTDB50MJV5QF0N9';
const base = {
  certificate_no: 'CERT-2405-0001',
  holder_name: 'Layla Learner',
  course: { title: 'Security Guard Foundations', title_ar: 'أساسيات حراسة الأمن' },
  issue_date: '2026-10-12',
  expires_on: '2028-10-12',
  revoked_at: null,
};
const ANSWERS = {
  valid: { ...base, state: 'valid' },
  expired: { ...base, issue_date: '2024-01-31', expires_on: '2024-02-29', state: 'expired' },
  revoked: { ...base, state: 'revoked', revoked_at: '2026-11-20T10:00:00.000Z' },
} as const;

let network: ReturnType<typeof stubFetch>;

async function mountVerify(answer: object, code = CODE, ready = '[part~=result]'): Promise<HTMLElement> {
  network = stubFetch({ [`GET verify/certificate/${CODE}`]: answer });
  const el = mount(code ? `<academy-verify code="${code}"></academy-verify>` : '<academy-verify></academy-verify>');
  await shadowQuery(el, ready);
  return el;
}

const $ = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
const facts = (el: HTMLElement) =>
  [...el.shadowRoot!.querySelectorAll('[part~=facts] dd')].map((item) => item.textContent);

describe('<academy-verify>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    network?.restore();
  });

  for (const state of ['valid', 'expired', 'revoked'] as const) {
    it(`shows the ${state} certificate with its state in words and an icon, without a sign-in`, async () => {
      const el = await mountVerify(ANSWERS[state]);
      const line = $(el, '[part~=state]')!;
      expect(line.querySelector('strong')!.textContent).to.equal(en.state[state]);
      expect(line.querySelector('svg')).to.not.equal(null);
      expect($(el, `[part~=result-${state}]`)).to.not.equal(null);
      expect(facts(el).slice(0, 4)).to.deep.equal([
        'Layla Learner',
        'Security Guard Foundations',
        state === 'expired' ? 'Jan 31, 2024' : 'Oct 12, 2026',
        'CERT-2405-0001',
      ]);
      const last = { valid: 'Oct 12, 2028', expired: 'Feb 29, 2024', revoked: 'Nov 20, 2026' }[state];
      expect(facts(el)[4]).to.equal(last);
    });
  }

  it('says plainly that no certificate has an unknown code', async () => {
    const el = await mountVerify(json({ message: 'No certificate has this code.', data: null }, 404));
    expect($(el, '[part~=result-missing] strong')!.textContent).to.equal(en.notFound);
  });

  it('asks for a code, refuses one of the wrong shape, then checks a good one', async () => {
    const el = await mountVerify(ANSWERS.valid, '', 'form');
    const input = $<HTMLInputElement>(el, 'input[name="code"]')!;
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await waitFor(() => $(el, '.field-error'), 'the required message');
    expect($(el, '.field-error')!.textContent).to.equal(en.form.codeRequired);
    fill(input, 'CERT-2405-0001');
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await waitFor(() => $(el, '.field-error')?.textContent === en.form.codeInvalid, 'the shape message');
    expect(network.calls).to.deep.equal([]);
    // Typed from paper: lower case, grouped, O for zero.
    fill(input, '1n2mn-n35n3-fktdb-5omjv-5qfon-9');
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await shadowQuery(el, '[part~=result-valid]');
    expect(network.calls.map((call) => call.path)).to.deep.equal([`verify/certificate/${CODE}`]);
  });

  it('reads right to left in Arabic, with Arabic digits and the Arabic course title', async () => {
    setLanguage('ar');
    const el = await mountVerify(ANSWERS.revoked);
    await waitFor(() => $(el, '[part~=state] strong')?.textContent === ar.state.revoked, 'the Arabic state');
    expect(getComputedStyle($(el, '[part~=page]')!).direction).to.equal('rtl');
    expect(facts(el)[1]).to.equal('أساسيات حراسة الأمن');
    expect(facts(el)[2]).to.match(/[٠-٩]/);
  });
});
