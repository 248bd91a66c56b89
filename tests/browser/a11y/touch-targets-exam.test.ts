// Touch targets of <academy-exam> on a 390 px phone (issue #37, WCAG 2.5.8): instructions, the running question,
// the feedback form and the result, English and Arabic.
import { expect } from 'chai';
import {
  ACTIVE,
  FEEDBACK_FORM,
  FORM,
  mountExam,
  q,
  RESULT,
  resultAnswer,
  TAKE,
  takeAnswer,
  useExamPage,
} from '../elements/academy-exam-support';
import { shadowQuery, waitFor } from '../support/helpers';
import {
  desktopViewport,
  phoneViewport,
  shownControls,
  undersizedIgnoringSpacing,
  undersizedTargets,
} from './touch-targets';

describe('<academy-exam> touch targets on a phone', () => {
  useExamPage();
  beforeEach(() => phoneViewport());
  afterEach(() => desktopViewport());

  for (const lang of ['en', 'ar'] as const) {
    it(`instructions: every control is 24 × 24 px (${lang})`, async () => {
      const el = await mountExam({ [TAKE]: takeAnswer() }, `exam-no="EX-1" lang="${lang}"`, '[part~=start]');
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the running question: every control is 24 × 24 px (${lang})`, async () => {
      const el = await mountExam({ [TAKE]: ACTIVE() }, `exam-no="EX-1" lang="${lang}"`, '[part~=choice] input');
      expect(shownControls(el)).to.be.above(2);
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the feedback form: every control is 24 × 24 px (${lang})`, async () => {
      const el = await mountExam(
        { [TAKE]: takeAnswer({ feedback_completed: 0, feedback_timing: 'before' }), [FORM]: FEEDBACK_FORM },
        `exam-no="EX-1" lang="${lang}"`,
        '[part~=feedback-open]',
      );
      q(el, '[part~=feedback-open]')!.click();
      await shadowQuery(el, '[part~=feedback-question]');
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });

    it(`the result: every control is 24 × 24 px (${lang})`, async () => {
      const el = await mountExam(
        { [RESULT]: resultAnswer() },
        `exam-no="EX-1" view="result" lang="${lang}"`,
        '[part~=page]',
      );
      await waitFor(() => shownControls(el) > 1, 'controls');
      expect(undersizedTargets(el)).to.deep.equal([]);
      expect(undersizedIgnoringSpacing(el), 'under 24 px even if spaced').to.deep.equal([]);
    });
  }
});
