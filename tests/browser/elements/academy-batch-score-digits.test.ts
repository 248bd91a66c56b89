// <academy-batch>'s score boxes (#29 item 12): in Arabic text boxes in Arabic-Indic digits and the Arabic decimal sign,
// taking Latin, Arabic-Indic and Persian digits and ٫ or a comma, the caret kept, ASCII numbers sent, text that is
// no number kept and named; in English the native number inputs. (academy-batch.test.ts holds the score rules.)
import { expect } from 'chai';
import { VALIDATION_AR } from '../../../src/core/batch/strings/attendance-ar';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { realInput, resetPage, waitFor, type StubCall } from '../support/helpers';
import { mountBatchTab } from '../a11y/batch-stubs';

const sent: unknown[] = [];
const routes = {
  'POST assessment/mark/sub_assessment/90': (call: StubCall) => {
    sent.push((call.body as { value: unknown }).value);
    return { success: true };
  },
};
let restore: (() => void) | undefined;

async function scoreInputs(lang: 'en' | 'ar'): Promise<HTMLInputElement[]> {
  setLanguage(lang);
  const mounted = await mountBatchTab('assessment', lang, routes);
  restore = mounted.restore;
  const root = mounted.el.shadowRoot!;
  await waitFor(() => root.querySelectorAll('input[part~=score-input]').length === 3, 'the score boxes');
  return [...root.querySelectorAll<HTMLInputElement>('input[part~=score-input]')];
}
const errorOf = (input: HTMLInputElement) =>
  input.closest('.score-cell')!.querySelector('[part~=score-error]')?.textContent ?? null;

describe('<academy-batch> score boxes in one digit system (#29 item 12)', () => {
  beforeEach(() => {
    resetPage();
    sent.length = 0;
  });
  afterEach(() => {
    resetPage();
    restore?.();
    setLanguage('en');
  });

  it('Arabic: Arabic-Indic with ٫; Latin digits typed in place; ASCII numbers sent; other text kept and named', async () => {
    const [first, second, third] = (await scoreInputs('ar')) as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    expect([first.value, first.type, first.inputMode]).to.deep.equal(['٨٫٥٠', 'text', 'decimal']);
    expect([first, second, third].map((input) => input.value).join('')).not.to.match(/[0-9]/);
    const { sendKeys } = await realInput();

    // A Latin 7 over the ٨: shown as ٧, the caret after it; Enter sends 7.5.
    first.focus();
    first.setSelectionRange(0, 1);
    await sendKeys({ type: '7' });
    await waitFor(() => first.value === '٧٫٥٠', 'the Arabic digit');
    expect([first.selectionStart, first.selectionEnd]).to.deep.equal([1, 1]);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => sent.length === 1, 'the save');
    expect([sent[0], first.value]).to.deep.equal([7.5, '٧٫٥٠']);

    // A comma and Persian digits, spaces around: 6.25; blur commits.
    second.focus();
    second.select();
    await sendKeys({ type: ' ۶,25 ' });
    expect(second.value).to.equal(' ٦٫٢٥ ');
    third.focus();
    await waitFor(() => sent.length === 2, 'the second save');
    expect([sent[1], second.value]).to.deep.equal([6.25, '٦٫٢٥']);

    // Text that is no number stays as typed and is named; nothing is sent. Above the maximum, in Arabic digits.
    third.select();
    await sendKeys({ type: '٧x' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(third) === VALIDATION_AR.scoreInvalid, 'the invalid message');
    expect([third.value, third.getAttribute('aria-invalid'), sent.length]).to.deep.equal(['٧x', 'true', 2]);
    third.select();
    await sendKeys({ type: '10.5' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => errorOf(third) === VALIDATION_AR.scoreAboveMax.replace('{{maxScore}}', '١٠٫٠٠'), 'above max');
    expect([third.value, sent.length]).to.deep.equal(['١٠٫٥', 2]);
  });

  it('English: the native number inputs', async () => {
    const [first] = (await scoreInputs('en')) as [HTMLInputElement];
    expect([first.type, first.inputMode, first.value, first.step]).to.deep.equal(['number', 'decimal', '8.50', '0.01']);
  });
});
