// Touch targets of <academy-batch>'s exam activity and its live board dialog on a 390 px phone (issue #37,
// WCAG 2.5.8), English and Arabic.
import { expect } from 'chai';
import { waitFor } from '../support/helpers';
import { EXAM_ROUTES as ROUTES, examActivity as activity, usePhoneBatchPage } from './batch-stubs';
import { shownControls, expectTargets } from './touch-targets';

const TIMELINE = {
  ...activity(71, 'Layla Hassan', true),
  ended_at: '2026-11-26T07:30:00Z',
  timeline: [
    { at: '2026-11-26T07:01:00Z', type: 'answer', question_no: 1 },
    { at: '2026-11-26T07:05:00Z', type: 'skip', question_no: 2 },
  ],
};

describe('<academy-batch> exam activity and live board: touch targets on a phone', () => {
  const mountTab = usePhoneBatchPage();

  for (const lang of ['en', 'ar'] as const) {
    it(`the exam activity, then the live board dialog (${lang})`, async () => {
      const mounted = await mountTab('assessment', lang, ROUTES);
      const { el } = mounted;
      const board = await waitFor(
        () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=exam-activity] button[data-action=board]'),
        'the Live board button',
      );
      expectTargets(el, 'exam activity');
      board.click();
      const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[part~=board-dialog][open]'), 'board');
      await waitFor(() => dialog.querySelectorAll('tbody tr').length === 2, 'the board rows');
      expect(shownControls(dialog)).to.be.above(1);
      expectTargets(el, 'live board');
    });

    it(`an attempt's timeline dialog (${lang})`, async () => {
      const mounted = await mountTab('assessment', lang, {
        ...ROUTES,
        'GET exams/integrity/batch/2401/attempt/71': TIMELINE,
      });
      const { el } = mounted;
      const open = await waitFor(
        () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part~=exam-activity] button[data-action=timeline]'),
        'the timeline button',
      );
      open.click();
      const dialog = await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the timeline dialog');
      await waitFor(() => dialog.querySelector('ol.integrity-log'), 'the timeline');
      expectTargets(el, 'timeline');
    });
  }
});
