// <academy-exam> surveys and result in real Chromium against a stubbed API (learning §2 Exam result, After-exam
// feedback, §4 Feedback and Exam result, §5 feedback rules, §8): the before-exam survey inside the take page, the
// result with its certificate states and detailed report, the data-not-available card, and the after-exam survey.
import { expect } from 'chai';
import { localDigits } from '../../../src/core/locale/numbers';
import { json, realInput, shadowQuery, spyConsole, USER, waitFor } from '../support/helpers';
import {
  ar,
  calls,
  en,
  fakeClock,
  FEEDBACK,
  FEEDBACK_FORM,
  FORM,
  fresh,
  mountExam,
  q,
  qq,
  RESULT,
  resultAnswer,
  TAKE,
  takeAnswer,
  text,
  useExamPage,
} from './academy-exam-support';

describe('<academy-exam> surveys and result', () => {
  useExamPage();

  it('before-exam feedback: module headings, follow-up reasons for a low rating, Submit once valid, then Start enabled', async () => {
    fakeClock();
    let given = false;
    const el = await mountExam({
      [TAKE]: () => takeAnswer({ feedback_completed: given ? 1 : 0, feedback_timing: 'before' }),
      [FORM]: FEEDBACK_FORM,
      [FEEDBACK]: () => ((given = true), { feedback_completed: true }),
    });
    q(el, '[part~=feedback-open]')!.click();
    await shadowQuery(el, '[part~=feedback-question]');
    expect(text(el, '[part~=feedback] h1')).to.equal(en.feedback.courseTitle);
    expect(qq(el, '.feedback-module').map((h) => h.textContent)).to.deep.equal(['Ease of Contact', 'Venue']);
    const submit = q<HTMLButtonElement>(el, '[part~=feedback-submit]')!;
    expect(submit.disabled).to.equal(true);
    expect(text(el, '[part~=feedback-hint]')).to.equal(en.errors.answerAll);
    const radios = (index: number) =>
      qq(el, `[part~=feedback-question][data-index="${index}"] input[type=radio]`) as HTMLInputElement[];
    radios(0)[4]!.click();
    const followUp = await shadowQuery(el, '[part~=follow-up]');
    expect(followUp.textContent).to.contain('Calls went unanswered');
    radios(1)[0]!.click();
    await waitFor(() => q(el, '[part~=follow-up]'), 'follow-up still shown');
    expect(submit.disabled).to.equal(true);
    (q(el, '[part~=follow-up] input[type=checkbox]') as HTMLInputElement).click();
    await waitFor(() => !submit.disabled, 'Submit enabled');
    submit.click();
    // The thank-you shows for 1 s (on the fake clock, at once) before the instructions return.
    await waitFor(() => calls(FEEDBACK).length === 1, 'the survey sent');
    const body = calls(FEEDBACK)[0]!.body as {
      feedback_type: string;
      language: string;
      user_id: string;
      related_id: string;
      questions: { answer_given: string; comments: string[] }[];
    };
    expect(body).to.include({
      feedback_type: 'BeforeExam',
      language: 'en',
      user_id: String(USER.id),
      related_id: '31',
    });
    expect(body.questions.map((item) => [item.answer_given, item.comments])).to.deep.equal([
      ['Poor', ['Calls went unanswered']],
      ['Excellent', []],
    ]);
    await waitFor(
      () => q<HTMLButtonElement>(el, '[part~=start]:not([disabled])'),
      'back to instructions with Start enabled',
    );
    expect(q(el, '[part~=feedback-card]')).to.equal(null);
  });

  it('before-exam feedback: choosing a higher rating hides and clears the follow-up; a failed submit says so', async () => {
    const error = spyConsole('error');
    try {
      const el = await mountExam({
        [TAKE]: takeAnswer({ feedback_completed: 0 }),
        [FORM]: FEEDBACK_FORM,
        [FEEDBACK]: () => json({ message: 'Server error' }, 500),
      });
      q(el, '[part~=feedback-open]')!.click();
      await shadowQuery(el, '[part~=feedback-question]');
      const radios = (index: number) =>
        qq(el, `[part~=feedback-question][data-index="${index}"] input[type=radio]`) as HTMLInputElement[];
      radios(0)[3]!.click();
      (await shadowQuery<HTMLInputElement>(el, '[part~=follow-up] input[type=checkbox]')).click();
      radios(0)[1]!.click();
      await waitFor(() => q(el, '[part~=follow-up]') === null, 'follow-up hidden');
      radios(0)[3]!.click();
      const box = await shadowQuery<HTMLInputElement>(el, '[part~=follow-up] input[type=checkbox]');
      expect(box.checked).to.equal(false);
      box.click();
      radios(1)[2]!.click();
      const submit = await waitFor(
        () => q<HTMLButtonElement>(el, '[part~=feedback-submit]:not([disabled])'),
        'Submit enabled',
      );
      submit.click();
      await waitFor(
        () => text(el, '[part~=feedback] [part~=alert-danger]') === en.errors.feedbackFailedRetry,
        'the failure',
      );
    } finally {
      error.restore();
    }
  });

  it('result: info card, score, status, the certificate download named by its number, and the detailed report', async () => {
    const el = await mountExam(
      { [RESULT]: resultAnswer() },
      'exam-no="EX-1" view="result"',
      '[part~=page], [part~=no-data], [part~=error]',
    );
    expect(text(el, '[part~=result-info]')).to.contain('Omar Khalid');
    expect(text(el, '[part~=result-info]')).to.contain('25 minutes, 30 seconds');
    expect(text(el, '[part~=score]')).to.equal('43 of 50');
    expect(text(el, '[part~=percentage]')).to.equal('86.00%');
    expect(text(el, '[part~=result-status]')).to.equal(en.result.pass);
    // The download itself: academy-exam-certificate.test.ts.
    expect(text(el, '[part~=download]')).to.equal(en.result.download);
    q(el, '[part~=report-open]')!.click();
    const dialog = q<HTMLDialogElement>(el, '[part~=report]')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector('.question-body script')).to.equal(null);
    expect(dialog.querySelector('[data-chosen][data-correct]')!.textContent).to.contain('CO2');
    q(el, '[part~=report-close]')!.click();
    expect(dialog.open).to.equal(false);
    expect(window.__examXss).to.equal(undefined);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`result (${lang}): the detailed report opens at the top with focus on its title, questions numbered, pills their own size`, async () => {
      const strings = lang === 'ar' ? ar : en;
      const question = (n: number, right: boolean) => ({
        question: `<p>Question text ${n}: which extinguisher suits an electrical fire in a busy control room?</p>`,
        choices: [
          { choice: 'CO2', attempted_choice: right, is_correct: true },
          { choice: 'Water', attempted_choice: !right, is_correct: false },
        ],
      });
      const questions = Array.from({ length: 12 }, (_, index) => question(index + 1, index % 2 === 0));
      const el = await mountExam(
        { [RESULT]: resultAnswer({ exam_attempt_questions: questions }) },
        `exam-no="EX-1" view="result" lang="${lang}"`,
        '[part~=page]',
      );
      (await shadowQuery<HTMLButtonElement>(el, '[part~=report-open]')).click();
      const dialog = q<HTMLDialogElement>(el, '[part~=report]')!;
      expect(dialog.open).to.equal(true);
      expect(dialog.scrollHeight, 'the report is taller than its box').to.be.greaterThan(dialog.clientHeight);
      expect(dialog.scrollTop).to.equal(0);
      expect(el.shadowRoot!.activeElement).to.equal(dialog.querySelector('h2'));
      expect(dialog.querySelector('h2')!.textContent).to.equal(strings.result.reportTitle);
      const items = qq(el, '[part~=report-question]');
      expect(items.map((item) => item.querySelector('h3')!.textContent)).to.deep.equal(
        questions.map((_, index) =>
          strings.result.reportQuestion.replace('{{n}}', localDigits(String(index + 1), lang)),
        ),
      );
      expect(items.slice(0, 2).map((item) => item.querySelector('[part~=report-verdict]')!.textContent)).to.deep.equal([
        strings.result.correct,
        strings.result.wrong,
      ]);
      for (const item of items) {
        const pill = item.querySelector('[part~=report-verdict]')!.getBoundingClientRect();
        expect(pill.width, 'the pill keeps its own width').to.be.lessThan(item.getBoundingClientRect().width / 2);
        expect(pill.height, 'and its own height').to.be.lessThan(40);
      }
      // Closing and opening again starts at the top again.
      dialog.scrollTop = dialog.scrollHeight;
      q<HTMLButtonElement>(el, '[part~=report-close]')!.click();
      q<HTMLButtonElement>(el, '[part~=report-open]')!.click();
      expect(dialog.scrollTop).to.equal(0);
      expect(el.shadowRoot!.activeElement).to.equal(dialog.querySelector('h2'));
    });
  }

  it('result: feedback first, the e-mail notice, no certificate section unless passed, and the data-not-available card', async () => {
    const cases: [Record<string, unknown>, string | null][] = [
      [{ is_feedback_pending: 1 }, 'feedback-first'],
      [{ certificate: null }, 'email-notice'],
      [{ passing_status: 'Not attempted' }, null],
    ];
    for (const [over, state] of cases) {
      fresh();
      const el = await mountExam({ [RESULT]: resultAnswer(over) }, 'exam-no="EX-1" view="result"', '[part~=page]');
      expect(q(el, '[part~=certificate]')?.dataset.state ?? null).to.equal(state);
      if (state === 'feedback-first')
        expect(q(el, '[part~=give-feedback]')!.getAttribute('href')).to.equal('/app/exam/EX-1/feedback');
      if (state === null) expect(text(el, '[part~=result-status]')).to.equal(en.result.incomplete);
    }
    fresh();
    const missing = await mountExam(
      { [RESULT]: () => json({ message: 'No result' }, 404) },
      'exam-no="EX-1" view="result"',
      '[part~=no-data]',
    );
    expect(text(missing, '[part~=no-data] h1')).to.equal(en.result.notAvailableTitle);
    expect(q(missing, '[part~=back]')!.getAttribute('href')).to.equal('/dashboard');
  });

  it('after-exam feedback: start once loaded, the survey always sent in en, thank-you with the certificate notice and Back to Results (readable under the pointer)', async () => {
    const el = await mountExam(
      {
        [RESULT]: resultAnswer({ is_feedback_pending: 1, is_npo_course: 1 }),
        [FORM]: FEEDBACK_FORM,
        [FEEDBACK]: { feedback_completed: true },
      },
      'exam-no="EX-1" view="feedback" lang="ar"',
      '[part~=feedback-start]',
    );
    expect(text(el, '[part~=page] > h1')).to.equal(ar.feedback.trainingProgramTitle);
    expect(text(el, '[part~=feedback-start] h2')).to.equal(ar.afterFeedback.start);
    const begin = await waitFor(
      () => q<HTMLButtonElement>(el, '[part~=feedback-begin]:not([disabled])'),
      'Start enabled once loaded',
    );
    begin.click();
    await shadowQuery(el, '[part~=feedback-question]');
    for (const index of [0, 1])
      (qq(el, `[part~=feedback-question][data-index="${index}"] input[type=radio]`)[1] as HTMLInputElement).click();
    const submit = await waitFor(
      () => q<HTMLButtonElement>(el, '[part~=feedback-submit]:not([disabled])'),
      'Submit enabled',
    );
    submit.click();
    await shadowQuery(el, '[part~=feedback-thanks]');
    expect(calls(FEEDBACK)[0]!.body).to.include({
      feedback_type: 'AfterExam',
      language: 'en',
      is_npo_course: true,
      related_id: '31',
    });
    expect((calls(FEEDBACK)[0]!.body as { questions: { answer_given: string }[] }).questions[0]!.answer_given).to.equal(
      'Very Good',
    );
    expect(text(el, '[part~=feedback-success]')).to.equal(ar.feedback.success);
    const back = q(el, '[part~=back-to-results]')!;
    expect(back.getAttribute('href')).to.equal('/app/exam/EX-1/result');
    // A link styled as the primary button keeps its light text on hover (not `a:hover`'s dark, its background's).
    const idle = getComputedStyle(back).color;
    back.scrollIntoView({ block: 'center' });
    const rect = back.getBoundingClientRect();
    const { sendMouse, resetMouse } = await realInput();
    await sendMouse({
      type: 'move',
      position: [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)],
    });
    const hovered = [back.matches(':hover'), getComputedStyle(back).color];
    await resetMouse();
    expect(hovered).to.deep.equal([true, idle]);
  });

  it('after-exam feedback: Back (active → start) keeps every answer, Start again shows them, and Submit sends them', async () => {
    const el = await mountExam(
      {
        [RESULT]: resultAnswer({ is_feedback_pending: 1 }),
        [FORM]: FEEDBACK_FORM,
        [FEEDBACK]: { feedback_completed: true },
      },
      'exam-no="EX-1" view="feedback"',
      '[part~=feedback-start]',
    );
    const begin = async () =>
      (
        await waitFor(() => q<HTMLButtonElement>(el, '[part~=feedback-begin]:not([disabled])'), 'Start enabled')
      ).click();
    const checked = () =>
      qq(el, '[part~=feedback-question] input[type=radio]').map((radio) => (radio as HTMLInputElement).checked);
    await begin();
    await shadowQuery(el, '[part~=feedback-question]');
    for (const index of [0, 1])
      (
        qq(el, `[part~=feedback-question][data-index="${index}"] input[type=radio]`)[index + 1] as HTMLInputElement
      ).click();
    await waitFor(() => q(el, '[part~=feedback-submit]:not([disabled])'), 'Submit enabled');
    const given = checked();
    q<HTMLButtonElement>(el, '[part~=feedback-back]')!.click();
    await shadowQuery(el, '[part~=feedback-start]');
    expect(q(el, '[part~=feedback-question]')).to.equal(null);
    await begin();
    await shadowQuery(el, '[part~=feedback-question]');
    expect(checked()).to.deep.equal(given);
    (
      await waitFor(() => q<HTMLButtonElement>(el, '[part~=feedback-submit]:not([disabled])'), 'Submit still enabled')
    ).click();
    await shadowQuery(el, '[part~=feedback-thanks]');
    expect(
      (calls(FEEDBACK)[0]!.body as { questions: { answer_given: string }[] }).questions.map(
        (item) => item.answer_given,
      ),
    ).to.deep.equal(['Very Good', 'Acceptable']);
  });

  it('after-exam feedback: only the thank-you when nothing is pending', async () => {
    const el = await mountExam({ [RESULT]: resultAnswer() }, 'exam-no="EX-1" view="feedback"', '[part~=page]');
    expect(text(el, '[part~=feedback-done]')).to.contain(en.afterFeedback.alreadyDone);
    expect(text(el, '[part~=page] > h1')).to.equal(en.feedback.courseTitle);
  });
});
