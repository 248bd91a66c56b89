// <academy-exam> extra time (#33) in real Chromium against a stubbed API: the running page polls its attempt's clock;
// when a trainer adds 10 minutes the timer shows them within one poll and the learner reads it once, in English and
// Arabic; a clock saying the attempt ended ends the exam as time-up does.
import { expect } from 'chai';
import { CLOCK_POLL_MS } from '../../../src/core/api/schemas/exam-allowances';
import { waitFor } from '../support/helpers';
import {
  ACTIVE,
  ANSWER,
  ar,
  calls,
  clockSeconds,
  COMPLETE,
  en,
  mountExam,
  q,
  qq,
  TAKE,
  text,
  useExamPage,
} from './academy-exam-support';

const CLOCK = 'GET exams/attempts/88/clock';
/** The poll's interval in this test: the page's 5 s run as 200 ms (the page asks CLOCK_POLL_MS of window.setInterval). */
const FAST_POLL_MS = 200;

const clockAnswer = (remaining: number, over: Record<string, unknown> = {}) => ({
  remaining_time: remaining,
  time_limit: 3600,
  extra_seconds: 0,
  is_completed: false,
  server_time: Date.now(),
  ...over,
});

/** The server's clock: as the take said on the first poll, then `after` (seconds later polls' remaining time). */
function serverClock(after: (remaining: number) => Record<string, unknown>) {
  const startedAt = Date.now();
  return () => {
    const remaining = Math.ceil(3600 - (Date.now() - startedAt) / 1000);
    return calls(CLOCK).length <= 1 ? clockAnswer(remaining) : after(remaining);
  };
}

describe('<academy-exam> extra time', () => {
  useExamPage();
  const realSetInterval = window.setInterval;
  const realClearInterval = window.clearInterval;
  /** The poll's intervals started and those stopped. */
  let polls: { started: number[]; cleared: number[] };
  beforeEach(() => {
    polls = { started: [], cleared: [] };
    window.setInterval = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
      if (ms !== CLOCK_POLL_MS) return realSetInterval(handler, ms, ...args);
      const handle = realSetInterval(handler, FAST_POLL_MS, ...args);
      polls.started.push(handle);
      return handle;
    }) as typeof window.setInterval;
    window.clearInterval = ((handle?: number) => {
      if (handle !== undefined && polls.started.includes(handle)) polls.cleared.push(handle);
      realClearInterval(handle);
    }) as typeof window.clearInterval;
  });
  afterEach(() => {
    window.setInterval = realSetInterval;
    window.clearInterval = realClearInterval;
    delete (document as { hidden?: boolean }).hidden;
  });

  for (const [lang, words, added] of [
    ['en', en, 'More time was added: 10 minutes'],
    ['ar', ar, 'أُضيف وقت إضافي: ١٠ دقائق'],
  ] as const) {
    it(`shows 10 minutes more within one poll and says so once (${lang})`, async () => {
      const el = await mountExam(
        { [TAKE]: ACTIVE(), [CLOCK]: serverClock((remaining) => clockAnswer(remaining + 600, { extra_seconds: 600 })) },
        `exam-no="EX-1" lang="${lang}"`,
        '[part~=timer]',
      );
      const timer = q(el, '[part~=timer]')!;
      expect(clockSeconds(timer.textContent ?? '')).to.be.within(3590, 3600);
      expect(words.active.timeAdded).to.contain('{{duration}}');
      await waitFor(() => clockSeconds(timer.textContent ?? '') > 4100, 'the extended timer');
      // Seen on the second poll, shown before the third answered.
      expect(calls(CLOCK).length).to.be.within(2, 3);
      expect(clockSeconds(timer.textContent ?? '')).to.be.within(4190, 4200);
      expect(timer.textContent).to.match(lang === 'ar' ? /^[١][:][٠-٩]{2}[:][٠-٩]{2}$/ : /^1:\d\d:\d\d$/);
      const toast = await waitFor(() => qq(el, '[part~=toast] p').find((p) => p.textContent === added), 'the toast');
      expect(toast.closest('[aria-live]')).to.not.equal(null);
      // Later polls agree with the timer: nothing more is announced.
      const polled = calls(CLOCK).length;
      await waitFor(() => calls(CLOCK).length >= polled + 2, 'two more polls');
      expect(qq(el, '[part~=toast] p').filter((p) => p.textContent === added)).to.have.length(1);
      expect(clockSeconds(timer.textContent ?? '')).to.be.within(4190, 4200);
    });
  }

  it('keeps polling while the tab is hidden, and ends the exam as at time-up when the clock says it ended', async () => {
    // The poll is the trainer board's heartbeat: a hidden tab still polls.
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    let ended = false;
    const el = await mountExam(
      {
        [TAKE]: ACTIVE(),
        [CLOCK]: () => clockAnswer(ended ? 0 : 3600, { is_completed: ended }),
        [ANSWER]: {},
        [COMPLETE]: {},
      },
      'exam-no="EX-1"',
      '[part~=timer]',
    );
    await waitFor(() => calls(CLOCK).length >= 3, 'polls in a hidden tab');
    expect(polls.started).to.have.length(1);
    ended = true;
    await waitFor(() => q(el, '[part~=completed]'), 'the completed view');
    expect(text(el, '[part~=completed]')).to.contain(en.completed.timeUp);
    expect(polls.cleared, 'the poll stops once ended').to.deep.equal(polls.started);
  });
});
