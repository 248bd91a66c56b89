import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnswerLane, EVENTS_MAX_WAIT_MS, EVENTS_YIELD_MS } from '../../../demo/api/features/exam/answer-lane';

// Issue #33 answers first on the server: an events call lets the answer saves under way finish before it writes.

/** A save the test settles, and whether `yieldToSaves` has let the events through yet. */
function harness() {
  const lane = createAnswerLane();
  const save = () => {
    const settle = { resolve: (): void => undefined, reject: (_: Error): void => undefined };
    const done = lane.save(
      () =>
        new Promise<string>((resolve, reject) => {
          settle.resolve = () => resolve('saved');
          settle.reject = reject;
        }),
    );
    return { settle, done };
  };
  const events = () => {
    const state = { through: false };
    void lane.yieldToSaves().then(() => {
      state.through = true;
    });
    return state;
  };
  return { lane, save, events };
}

describe('answer lane', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`lets events through after ${EVENTS_YIELD_MS} ms when no save is under way`, async () => {
    const { events } = harness();
    const call = events();
    await vi.advanceTimersByTimeAsync(EVENTS_YIELD_MS - 1);
    expect(call.through).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.through).toBe(true);
  });

  it('holds events while a save started beside them runs, and lets them through the moment the last one ends', async () => {
    const { save, events } = harness();
    const call = events();
    const first = save();
    const second = save();
    await vi.advanceTimersByTimeAsync(EVENTS_YIELD_MS + 100);
    expect(call.through).toBe(false);
    first.settle.resolve();
    await expect(first.done).resolves.toBe('saved');
    expect(call.through).toBe(false);
    second.settle.resolve();
    await second.done;
    await vi.advanceTimersByTimeAsync(0);
    expect(call.through).toBe(true);
  });

  it('counts a save that fails as ended', async () => {
    const { save, events } = harness();
    const failing = save();
    const call = events();
    await vi.advanceTimersByTimeAsync(EVENTS_YIELD_MS);
    failing.settle.reject(new Error('refused'));
    await expect(failing.done).rejects.toThrow('refused');
    await vi.advanceTimersByTimeAsync(0);
    expect(call.through).toBe(true);
  });

  it(`never holds events longer than ${EVENTS_MAX_WAIT_MS} ms behind a stream of saves`, async () => {
    const { save, events } = harness();
    const running = save();
    const call = events();
    await vi.advanceTimersByTimeAsync(EVENTS_YIELD_MS + EVENTS_MAX_WAIT_MS - 1);
    expect(call.through).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.through).toBe(true);
    // The save goes on, and a later events call waits for it again.
    const later = events();
    await vi.advanceTimersByTimeAsync(EVENTS_YIELD_MS);
    expect(later.through).toBe(false);
    running.settle.resolve();
    await running.done;
    await vi.advanceTimersByTimeAsync(0);
    expect(later.through).toBe(true);
  });
});
