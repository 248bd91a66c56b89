// #33 the exam's integrity log in real Chromium against a stubbed API: during an active exam, leaving the window and
// coming back and a blocked Ctrl+C are stored and sent in one call to exams/attempts/{id}/events, in English and
// Arabic; once the exam is over nothing more is logged.
import { expect } from 'chai';
import type { IntegrityEventsRequest } from '../../../src/core/api/schemas/exam-integrity';
import { integrityQueueKey } from '../../../src/core/exam/answer-key';
import { waitFor } from '../support/helpers';
import {
  ACTIVE,
  ANSWER,
  calls,
  COMPLETE,
  EXAM,
  fakeClock,
  mountExam,
  q,
  TAKE,
  useExamPage,
} from './academy-exam-support';

const EVENTS = 'POST exams/attempts/88/events';
const sentBodies = () => calls(EVENTS).map((call) => call.body as IntegrityEventsRequest);

/** Leaves the window for `ms` (blur, then focus again) and presses Ctrl+C on the question. */
function leaveAndCopy(el: HTMLElement, clock: { advance: (ms: number) => number }, ms: number): KeyboardEvent {
  window.dispatchEvent(new Event('blur'));
  clock.advance(ms);
  window.dispatchEvent(new Event('focus'));
  const copy = new KeyboardEvent('keydown', {
    key: 'c',
    ctrlKey: true,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
  q(el, '[part~=question]')!.dispatchEvent(copy);
  return copy;
}

describe('<academy-exam> integrity log (#33)', () => {
  useExamPage();

  for (const lang of ['en', 'ar'] as const) {
    it(`${lang}: a blur and focus and a blocked Ctrl+C go to the server in one call, stored until it answers`, async () => {
      const clock = fakeClock();
      const el = await mountExam(
        { [TAKE]: ACTIVE(), [EVENTS]: { accepted: 2 } },
        `exam-no="EX-1" lang="${lang}"`,
        '[part~=active]',
      );
      const started = Date.now();
      const copy = leaveAndCopy(el, clock, 5_000);
      expect(copy.defaultPrevented).to.equal(true);
      // Stored before anything is sent.
      expect(localStorage.getItem(integrityQueueKey('EX-1'))).to.contain('"kind":"shortcut"');

      const [body] = await waitFor(() => sentBodies().length > 0 && sentBodies(), 'the events call');
      expect(calls(EVENTS)).to.have.length(1);
      expect(body!.events.map(({ kind, detail }) => ({ kind, detail }))).to.deep.equal([
        { kind: 'away', detail: 'blurred' },
        { kind: 'shortcut', detail: 'copy' },
      ]);
      const [away, shortcut] = body!.events;
      expect(away!.duration_ms).to.be.at.least(5_000);
      expect(Date.parse(away!.at)).to.be.at.least(started);
      expect(shortcut!.duration_ms).to.equal(undefined);
      expect(new Set(body!.events.map((event) => event.key)).size).to.equal(2);
      expect(Date.parse(body!.sent_at)).to.be.at.least(Date.parse(shortcut!.at));
      await waitFor(() => localStorage.getItem(integrityQueueKey('EX-1')) === null, 'the queue emptied');
    });
  }

  it('logs printing, PrintScreen once a press, time offline, and the blocked context menu, paste and cut', async () => {
    const clock = fakeClock();
    const el = await mountExam({ [TAKE]: ACTIVE(), [EVENTS]: { accepted: 6 } }, 'exam-no="EX-1"', '[part~=active]');
    const question = q(el, '[part~=question]')!;
    window.dispatchEvent(new Event('beforeprint'));
    const key = (type: string) => new KeyboardEvent(type, { key: 'PrintScreen', bubbles: true, composed: true });
    question.dispatchEvent(key('keydown'));
    question.dispatchEvent(key('keyup'));
    // A system that swallows the keydown: the keyup alone counts.
    question.dispatchEvent(key('keyup'));
    window.dispatchEvent(new Event('offline'));
    clock.advance(20_000);
    window.dispatchEvent(new Event('online'));
    for (const type of ['contextmenu', 'paste', 'cut']) {
      const blocked = new Event(type, { bubbles: true, cancelable: true, composed: true });
      question.dispatchEvent(blocked);
      expect(blocked.defaultPrevented, type).to.equal(true);
    }
    await waitFor(() => calls(EVENTS).length > 0, 'the events call');
    const events = sentBodies().flatMap((body) => body.events);
    expect(events.map((event) => event.kind)).to.deep.equal([
      'print',
      'print-screen',
      'print-screen',
      'offline',
      'context-menu',
      'paste',
      'cut',
    ]);
    expect(events[3]!.duration_ms).to.be.at.least(20_000);
  });

  it('logs nothing once the exam is over', async () => {
    fakeClock();
    const el = await mountExam(
      {
        [TAKE]: ACTIVE({ exam_obj: { ...EXAM, questions: EXAM.questions.slice(0, 1) } }),
        [ANSWER]: { is_completed: 1 },
        [COMPLETE]: {},
        [EVENTS]: { accepted: 1 },
      },
      'exam-no="EX-1"',
      '[part~=active]',
    );
    (el.shadowRoot!.querySelector('[part~=choice] input') as HTMLInputElement).click();
    const finish = await waitFor(
      () => q<HTMLButtonElement>(el, '[part~=finish]:not([aria-disabled=true])'),
      'Finish enabled',
    );
    finish.click();
    const confirm = await waitFor(() => q<HTMLButtonElement>(el, '[part~=finish-confirm]'), 'the confirm button');
    confirm.click();
    await waitFor(() => calls(COMPLETE).length > 0, 'the exam completed');
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
    document.dispatchEvent(new Event('copy', { bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(calls(EVENTS)).to.have.length(0);
    expect(localStorage.getItem(integrityQueueKey('EX-1'))).to.equal(null);
  });
});
