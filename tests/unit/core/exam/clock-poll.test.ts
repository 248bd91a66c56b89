import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_POLL_MS, type AttemptClock } from '../../../../src/core/api/schemas/exam-allowances';
import { startClockPoll } from '../../../../src/core/exam/clock-poll';

// #33 the running page's clock poll: at once and every CLOCK_POLL_MS (also the trainer board's heartbeat), never two
// requests at a time, failures dropped and asked again at the next tick, nothing after stop.

const CLOCK: AttemptClock = {
  remaining_time: 600,
  time_limit: 900,
  extra_seconds: 0,
  is_completed: false,
  server_time: 1_800_000_000_000,
};

function poll(read: () => Promise<AttemptClock>) {
  const onClock = vi.fn();
  const readSpy = vi.fn(read);
  const stop = startClockPoll({
    read: readSpy,
    onClock,
    setInterval: (run, ms) => setInterval(run, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  });
  return { onClock, read: readSpy, stop };
}

describe('startClockPoll', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once and then every CLOCK_POLL_MS, handing each answer on', async () => {
    const p = poll(() => Promise.resolve(CLOCK));
    expect(p.read).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLOCK_POLL_MS - 1);
    expect(p.read).toHaveBeenCalledTimes(1);
    expect(p.onClock).toHaveBeenCalledWith(CLOCK);
    await vi.advanceTimersByTimeAsync(1);
    expect(p.read).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3 * CLOCK_POLL_MS);
    expect(p.read).toHaveBeenCalledTimes(5);
    expect(p.onClock).toHaveBeenCalledTimes(5);
    p.stop();
  });

  it('keeps one request in flight: a tick while one is awaited asks nothing', async () => {
    let answer: (clock: AttemptClock) => void = () => undefined;
    const p = poll(() => new Promise((resolve) => (answer = resolve)));
    await vi.advanceTimersByTimeAsync(3 * CLOCK_POLL_MS);
    expect(p.read).toHaveBeenCalledTimes(1);
    answer(CLOCK);
    await vi.advanceTimersByTimeAsync(0);
    expect(p.onClock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLOCK_POLL_MS);
    expect(p.read).toHaveBeenCalledTimes(2);
    p.stop();
  });

  it('drops a failure silently and asks again at the next tick', async () => {
    let fail = true;
    const p = poll(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(CLOCK)));
    await vi.advanceTimersByTimeAsync(0);
    expect(p.onClock).not.toHaveBeenCalled();
    fail = false;
    await vi.advanceTimersByTimeAsync(CLOCK_POLL_MS);
    expect(p.read).toHaveBeenCalledTimes(2);
    expect(p.onClock).toHaveBeenCalledWith(CLOCK);
    p.stop();
  });

  it('stops asking when stopped, and drops an answer that arrives after', async () => {
    let answer: (clock: AttemptClock) => void = () => undefined;
    const p = poll(() => new Promise((resolve) => (answer = resolve)));
    p.stop();
    answer(CLOCK);
    await vi.advanceTimersByTimeAsync(5 * CLOCK_POLL_MS);
    expect(p.read).toHaveBeenCalledTimes(1);
    expect(p.onClock).not.toHaveBeenCalled();
  });
});
