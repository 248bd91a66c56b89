import { atom } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LectureQrData } from '../../../../src/core/api/schemas/attendance';
import {
  scheduleQrRefresh,
  type ReadQrData,
  type RefreshClock,
} from '../../../../src/core/lecture-qr/lecture-qr-store';
import type { QueryState, QueryStore } from '../../../../src/core/query/query-store';

// view/qr is asked again when the server's codes rotate (qr_refresh_in_ms, never sooner than 1 s), at the minute
// poll without codes or after a failure; a hidden page asks nothing until it shows again. Fake clocks throughout.

const codes = {
  IN: { qr_content: 'a', typed_code: '1' },
  OUT: { qr_content: 'b', typed_code: '2' },
  IN_OUT: { qr_content: 'c', typed_code: '3' },
};
const data = (over: Partial<LectureQrData> = {}): LectureQrData => ({
  is_lecture_available: true,
  lecture_status: 'ONGOING',
  qr_codes: codes,
  qr_refresh_in_ms: 15_000,
  ...over,
});

/** A store whose load answers with the next of `answers` (a failure for an Error) after 50 ms of fake time. */
function fakeStore(answers: (LectureQrData | Error)[]) {
  const $state = atom<QueryState<ReadQrData>>({
    status: 'ready',
    data: { data: answers.shift() as LectureQrData, readAt: 0 },
    error: undefined,
  });
  const load = vi.fn(async () => {
    $state.set({ ...$state.get(), status: 'loading' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = answers.shift() ?? data();
    if (next instanceof Error) $state.set({ ...$state.get(), status: 'error', error: next });
    else $state.set({ status: 'ready', data: { data: next, readAt: Date.now() }, error: undefined });
  });
  return Object.assign($state, { load }) as QueryStore<ReadQrData> & { load: typeof load };
}

let visible = true;
let showAgain: (() => void) | undefined;
const clock: RefreshClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  visible: () => visible,
  onVisible: (run) => {
    showAgain = run;
    return () => (showAgain = undefined);
  },
};

beforeEach(() => {
  vi.useFakeTimers();
  visible = true;
});
afterEach(() => vi.useRealTimers());

describe('scheduleQrRefresh', () => {
  it("asks again at the codes' rotation, each answer setting the next delay", async () => {
    const store = fakeStore([
      data({ qr_refresh_in_ms: 15_000 }),
      data({ qr_refresh_in_ms: 4_000 }),
      data({ qr_refresh_in_ms: 15_000 }),
    ]);
    const stop = scheduleQrRefresh(store, clock);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(store.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.load).toHaveBeenCalledTimes(1);
    expect(store.load).toHaveBeenCalledWith({ force: true });
    // The second answer (4 s) arrives 50 ms later: the next ask is 4 s after it.
    await vi.advanceTimersByTimeAsync(50 + 3_999);
    expect(store.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.load).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.load).toHaveBeenCalledTimes(2);
  });

  it('never sooner than 1 s, whatever the server says', async () => {
    const store = fakeStore([data({ qr_refresh_in_ms: 0 })]);
    const stop = scheduleQrRefresh(store, clock);
    await vi.advanceTimersByTimeAsync(999);
    expect(store.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.load).toHaveBeenCalledTimes(1);
    stop();
  });

  it('without codes (QR not shown) and after a failed read: the minute poll', async () => {
    const store = fakeStore([data({ qr_codes: null, qr_refresh_in_ms: null }), new Error('down')]);
    const stop = scheduleQrRefresh(store, clock);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1 + 50);
    expect([store.load.mock.calls.length, store.get().status]).toEqual([1, 'error']);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.load).toHaveBeenCalledTimes(2);
    stop();
  });

  it('a hidden page asks nothing when due, and asks at once when it shows again', async () => {
    const store = fakeStore([data({ qr_refresh_in_ms: 2_000 })]);
    const stop = scheduleQrRefresh(store, clock);
    visible = false;
    await vi.advanceTimersByTimeAsync(30_000);
    expect(store.load).not.toHaveBeenCalled();
    visible = true;
    showAgain?.();
    expect(store.load).toHaveBeenCalledTimes(1);
    stop();
    expect(showAgain).toBeUndefined();
  });

  it('a load already running (the Refresh button) is not doubled, and its answer re-arms the timer', async () => {
    const store = fakeStore([data({ qr_refresh_in_ms: 15_000 }), data({ qr_refresh_in_ms: 15_000 })]);
    const stop = scheduleQrRefresh(store, clock);
    await vi.advanceTimersByTimeAsync(10_000);
    void store.load({ force: true });
    showAgain?.();
    expect(store.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(50);
    // Re-armed from the new answer: nothing at the old 15 s mark, the next ask 15 s after the answer.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(store.load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.load).toHaveBeenCalledTimes(2);
    stop();
  });
});
