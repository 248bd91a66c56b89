// <academy-exam> keyboard focus in a timed exam (#37): Next stays in the Tab order while it is off, focus lands on the
// question heading after Start, Next and Skip (and on the completed heading after Finish), and the one polite live
// region says where the learner is, in English and in Arabic with Arabic-Indic digits.
import { expect } from 'chai';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { realInput, shadowQuery, waitFor } from '../support/helpers';
import {
  ACTIVE,
  answer,
  ANSWER,
  calls,
  COMPLETE,
  fakeClock,
  mountExam,
  q,
  qq,
  SKIP,
  START,
  TAKE,
  takeAnswer,
  text,
  useExamPage,
} from './academy-exam-support';

const focused = (el: HTMLElement) => el.shadowRoot!.activeElement;
const heading = (el: HTMLElement) => q(el, '[part~=question] h1');
/** The exam's own live region (the shared toaster has one of its own for toasts). */
const live = (el: HTMLElement) => qq(el, '.exam-announcer[aria-live=polite]');

/** Waits until the question heading reading `title` has the focus and the live region says `said`. */
async function arrivedAt(el: HTMLElement, title: string, said = title): Promise<void> {
  await waitFor(
    () => heading(el)?.textContent === title && focused(el) === heading(el) && live(el)[0]?.textContent === said,
    `focus on '${title}'`,
  );
}

/** Date.now frozen until `restore`: a chosen answer's 1 s never passes, so Next stays off as long as the test needs. */
function freezeNow(): { restore: () => void } {
  const real = Date.now;
  const at = real();
  Date.now = () => at;
  return { restore: () => (Date.now = real) };
}

describe('<academy-exam> keyboard focus (#37)', () => {
  useExamPage();

  it('keeps Next focusable and in the Tab order while it is off; pressing it then does nothing', async () => {
    const frozen = freezeNow();
    try {
      const el = await mountExam({ [TAKE]: ACTIVE(), [ANSWER]: {} }, 'exam-no="EX-1"', '[part~=active]');
      const next = q<HTMLButtonElement>(el, '[part~=next]')!;
      const radio = qq(el, '[part~=choice] input')[0] as HTMLInputElement;
      radio.focus();
      const { sendKeys } = await realInput();
      await sendKeys({ press: 'Space' });
      await waitFor(() => radio.checked, 'the choice made');
      // The second after a choice: Next is off, yet Tab goes choice → Skip → Next, not past the exam.
      expect(next.getAttribute('aria-disabled')).to.equal('true');
      expect(next.hasAttribute('disabled')).to.equal(false);
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(q(el, '[part~=skip]'));
      await sendKeys({ press: 'Tab' });
      expect(focused(el)).to.equal(next);
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Space' });
      next.click();
      // Ignored, not queued: the same question, focus still on Next, nothing sent.
      expect(text(el, '[part~=position]')).to.equal('Question 1 of 3');
      expect(focused(el)).to.equal(next);
      expect(q(el, 'dialog')).to.equal(null);
      expect(calls(ANSWER)).to.have.length(0);
    } finally {
      frozen.restore();
    }
  });

  it('moves focus to the question heading after Start, Next and Skip, and to the completed heading after Finish', async () => {
    fakeClock();
    let started = false;
    let done = false;
    const el = await mountExam({
      [TAKE]: () => (done ? ACTIVE({ exam_taken: 1 }) : started ? ACTIVE() : takeAnswer()),
      [START]: () => ((started = true), { attempt_obj: { record_id: 88 } }),
      [ANSWER]: { is_completed: 0 },
      [SKIP]: {},
      [COMPLETE]: () => ((done = true), {}),
    });
    // One live region, in the DOM (empty) before the exam starts.
    expect(live(el)).to.have.length(1);
    expect(live(el)[0]!.textContent).to.equal('');
    q(el, '[part~=start]')!.click();
    await arrivedAt(el, 'Question 1 of 3');
    expect(heading(el)!.tabIndex).to.equal(-1);
    await answer(el);
    await arrivedAt(el, 'Question 2 of 3');
    q(el, '[part~=skip]')!.click();
    await arrivedAt(el, 'Question 3 of 3');
    await answer(el);
    await arrivedAt(el, 'Skipped Question 2');
    expect(live(el)).to.have.length(1);
    (qq(el, '[part~=choice] input')[0] as HTMLInputElement).click();
    (
      await waitFor(() => q<HTMLButtonElement>(el, '[part~=finish]:not([aria-disabled=true])'), 'Finish enabled')
    ).click();
    (await shadowQuery(el, '[part~=finish-confirm]')).click();
    const title = await shadowQuery(el, '[part~=completed] h1');
    await waitFor(() => focused(el) === title, 'focus on the completed heading');
  });

  it('says the position in Arabic with Arabic-Indic digits', async () => {
    fakeClock();
    setLanguage('ar');
    let started = false;
    const el = await mountExam({
      [TAKE]: () => (started ? ACTIVE() : takeAnswer()),
      [START]: () => ((started = true), { attempt_obj: { record_id: 88 } }),
      [ANSWER]: { is_completed: 0 },
      [SKIP]: {},
    });
    q(el, '[part~=start]')!.click();
    await arrivedAt(el, 'السؤال ١ من ٣');
    q(el, '[part~=skip]')!.click();
    await arrivedAt(el, 'السؤال ٢ من ٣');
    await answer(el);
    await arrivedAt(el, 'السؤال ٣ من ٣');
  });

  it('leaves focus where it is when a page load resumes the exam, and says nothing', async () => {
    const el = await mountExam({ [TAKE]: ACTIVE() }, 'exam-no="EX-1"', '[part~=active]');
    await waitFor(() => heading(el)?.textContent === 'Question 1 of 3', 'the first question');
    expect(focused(el)).to.equal(null);
    expect(live(el)[0]!.textContent).to.equal('');
  });
});
