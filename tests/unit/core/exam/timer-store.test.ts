import { describe, expect, it, vi } from 'vitest';
import { syncServerClock, timerKey } from '../../../../src/core/exam/exam-timer';
import { startExamTimer, type TimerDeps, type TimerStart } from '../../../../src/core/exam/timer-store';

// §4 the timer as signals: deadline from the stored anchor (reload, sleeping tab and a wrong device clock move nothing),
// tones by threshold, warnings announced only when crossed, expiry once.

const SERVER_NOW = Date.parse('2026-11-23T09:00:00Z');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A fake page clock: `wall` may be hours off the server; `mono` is the monotonic clock; `tick` fires the interval. */
function clock(wallOffsetMs = 0) {
  const data = new Map<string, string>();
  const state = { wall: SERVER_NOW + wallOffsetMs, mono: 1000, run: null as null | (() => void) };
  const deps: TimerDeps = {
    storage: { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) },
    wallNow: () => state.wall,
    monoNow: () => state.mono,
    setInterval: (run) => ((state.run = run), 1),
    clearInterval: () => (state.run = null),
  };
  const advance = (seconds: number, { sleeping = false } = {}) => {
    state.wall += seconds * 1000;
    if (!sleeping) state.mono += seconds * 1000;
    state.run?.();
  };
  return { data, state, deps, advance };
}

function start(c: ReturnType<typeof clock>, over: Partial<TimerStart> = {}, serverMs: number | null = SERVER_NOW) {
  const onExpire = vi.fn();
  const timer = startExamTimer(
    {
      examNo: 'EX-1',
      attemptId: '88',
      questionId: null,
      kind: 'total',
      limitSeconds: 3600,
      serverRemaining: 1800,
      clock: syncServerClock(serverMs, c.state.wall, c.state.mono),
      onExpire,
      ...over,
    },
    c.deps,
  );
  return { timer, onExpire };
}

describe('startExamTimer', () => {
  it("anchors on the server's remaining time and stores the anchor under the exam and attempt", () => {
    const c = clock();
    const { timer } = start(c);
    expect(timer.remaining.value).toBe(1800);
    expect(JSON.parse(c.data.get(timerKey('EX-1', '88'))!)).toMatchObject({
      initialDuration: 1800,
      timerType: 'total',
      examNo: 'EX-1',
    });
  });

  it('keeps the deadline over a reload, even when the device clock is hours off', () => {
    const c = clock(3 * 3600_000);
    start(c).timer.stop();
    c.advance(600);
    // The reloaded page reads the take again: the server still says 1800 s is its limit, the anchor says 1200 s remain.
    const { timer } = start(c, { serverRemaining: null }, SERVER_NOW + 600_000);
    expect(timer.remaining.value).toBe(1200);
  });

  it('counts the time a sleeping tab missed (monotonic clock paused)', () => {
    const c = clock();
    const { timer } = start(c);
    c.advance(900, { sleeping: true });
    expect(timer.remaining.value).toBe(900);
  });

  it('turns orange at 1800 s, red and pulsing at 300 s (total timer); red at 30 s and pulsing at 20 s per question', () => {
    const c = clock();
    const { timer } = start(c, { serverRemaining: 1801 });
    expect(timer.tone.value).toEqual({ color: 'normal', pulsing: false });
    c.advance(1);
    expect(timer.tone.value).toEqual({ color: 'orange', pulsing: false });
    c.advance(1500);
    expect(timer.tone.value).toEqual({ color: 'red', pulsing: true });
    const q = clock();
    const perQuestion = start(q, {
      kind: 'question',
      questionId: '301',
      limitSeconds: 31,
      serverRemaining: null,
    }).timer;
    expect(perQuestion.tone.value).toEqual({ color: 'normal', pulsing: false });
    q.advance(1);
    expect(perQuestion.tone.value).toEqual({ color: 'red', pulsing: false });
    q.advance(10);
    expect(perQuestion.tone.value).toEqual({ color: 'red', pulsing: true });
  });

  it('announces a warning only on the tick that crosses 300 s and 60 s, never on the first reading', () => {
    const c = clock();
    const { timer } = start(c, { serverRemaining: 250 });
    expect(timer.warning.value).toBe('minutes');
    expect(timer.announcement.value).toBeNull();
    const heard: (string | null)[] = [];
    timer.announcement.subscribe((value) => heard.push(value));
    c.advance(100);
    expect(timer.announcement.value).toBeNull();
    c.advance(91);
    expect(timer.warning.value).toBe('final');
    expect(heard).toEqual([null, 'final']);
  });

  it('reports expiry once and stops ticking', () => {
    const c = clock();
    const { timer, onExpire } = start(c, { serverRemaining: 2 });
    c.advance(1);
    expect(onExpire).not.toHaveBeenCalled();
    c.advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.remaining.value).toBe(0);
    expect(c.state.run).toBeNull();
  });

  it('asks the server the time when the wall clock jumps mid-exam, and counts from its answer', async () => {
    const c = clock();
    let serverTime = SERVER_NOW;
    const resync = vi.fn(() => Promise.resolve(syncServerClock(serverTime, c.state.wall, c.state.mono)));
    const { timer } = start(c, { resync });
    c.advance(60);
    serverTime += 60_000;
    expect(resync).not.toHaveBeenCalled();
    // Set forward 5 minutes: the countdown holds until the server answers (it does not end on a time that may be wrong).
    c.state.wall += 300_000;
    serverTime += 1_000;
    c.advance(1);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(Math.round(timer.remaining.value)).toBe(1800 - 60);
    await settle();
    expect(Math.round(timer.remaining.value)).toBe(1800 - 61);
    c.advance(1);
    expect(resync).toHaveBeenCalledTimes(1);
    expect(Math.round(timer.remaining.value)).toBe(1800 - 62);
  });

  it('offline, holds only until the resync fails, then the larger elapsed time counts; asks again no sooner than 30 s', async () => {
    const c = clock();
    const resync = vi.fn(() => Promise.reject(new Error('offline')));
    const { timer, onExpire } = start(c, { resync, serverRemaining: 200 });
    c.state.wall += 300_000;
    c.advance(1);
    expect(onExpire).not.toHaveBeenCalled();
    await settle();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.remaining.value).toBe(0);

    const back = clock();
    const { timer: running } = start(back, { resync });
    back.state.wall -= 300_000;
    back.advance(1);
    await settle();
    expect(Math.round(running.remaining.value)).toBe(1799);
    back.advance(10);
    await settle();
    expect(resync).toHaveBeenCalledTimes(2);
    back.advance(25);
    expect(resync).toHaveBeenCalledTimes(3);
  });

  it('without a way to ask the server, a clock set forward past the deadline ends the countdown at once', () => {
    const c = clock();
    const { onExpire } = start(c, { serverRemaining: 200 });
    c.state.wall += 300_000;
    c.advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('gives each question of a per-question timer its own anchor', () => {
    const c = clock();
    start(c, { kind: 'question', questionId: '301', limitSeconds: 60, serverRemaining: null }).timer.stop();
    c.advance(40);
    const later = SERVER_NOW + 40_000;
    expect(
      start(c, { kind: 'question', questionId: '302', limitSeconds: 60, serverRemaining: null }, later).timer.remaining
        .value,
    ).toBe(60);
    expect(
      start(c, { kind: 'question', questionId: '301', limitSeconds: 60, serverRemaining: null }, later).timer.remaining
        .value,
    ).toBe(20);
  });
});

describe('per-question countdowns (#29)', () => {
  const question = (id: string, limitSeconds: number): Partial<TimerStart> => ({
    questionId: id,
    kind: 'question',
    limitSeconds,
    serverRemaining: null,
  });

  it('a skipped question comes back with the time it had left, not a countdown that ran out while it waited', () => {
    const c = clock();
    const first = start(c, question('301', 30));
    c.advance(8);
    first.timer.pause();
    // The other questions take a minute; then the skipped one comes back.
    start(c, question('302', 30)).timer.stop();
    c.advance(60);
    const back = start(c, question('301', 30));
    expect(back.timer.remaining.value).toBe(22);
    expect(back.onExpire).not.toHaveBeenCalled();
    c.advance(22);
    expect(back.onExpire).toHaveBeenCalledTimes(1);
  });

  it('a reload on the returned question keeps counting from where it resumed', () => {
    const c = clock();
    start(c, question('301', 30)).timer.pause();
    c.advance(40);
    start(c, question('301', 30), SERVER_NOW + 40_000).timer.stop();
    c.advance(10);
    expect(start(c, question('301', 30), SERVER_NOW + 50_000).timer.remaining.value).toBe(20);
  });

  it("warns only when the question's countdown began above the warning: no 'few minutes' at the start of 2 minutes, no 'less than 1 minute' for 30 s", () => {
    const c = clock();
    const short = start(c, question('301', 30)).timer;
    expect(short.warning.value).toBeNull();
    c.advance(20);
    expect(short.warning.value).toBeNull();
    expect(short.announcement.value).toBeNull();
    short.stop();
    const two = start(c, question('302', 120)).timer;
    expect(two.warning.value).toBeNull();
    c.advance(60);
    expect(two.warning.value).toBeNull();
    c.advance(1);
    expect(two.warning.value).toBe('final');
    expect(two.announcement.value).toBe('final');
    two.stop();
    const long = start(c, question('303', 600)).timer;
    expect(long.warning.value).toBeNull();
    c.advance(300);
    expect(long.warning.value).toBe('minutes');
  });

  it("moves its deadline when the server's clock moved (#33) and stores it, so a reload keeps it", () => {
    const c = clock();
    const { timer, onExpire } = start(c);
    c.advance(100);
    timer.setRemaining(1700 + 600);
    expect(timer.remaining.value).toBe(2300);
    c.advance(1);
    expect(timer.remaining.value).toBe(2299);
    timer.stop();
    // The take answer after a reload says the same: the stored record is kept.
    const reload = start(c, { serverRemaining: 2299 }, SERVER_NOW + 101_000).timer;
    expect(reload.remaining.value).toBe(2299);
    expect(JSON.parse(c.data.get(timerKey('EX-1', '88'))!)).toMatchObject({
      startTime: SERVER_NOW + 100_000,
      initialDuration: 2300,
    });
    // Less time (an allowance taken away) moves it back.
    reload.setRemaining(60);
    expect(reload.remaining.value).toBe(60);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('ends once when moved to zero, and ignores a move once expired', () => {
    const c = clock();
    const { timer, onExpire } = start(c);
    timer.setRemaining(0);
    timer.setRemaining(600);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(timer.remaining.value).toBe(0);
  });
});
