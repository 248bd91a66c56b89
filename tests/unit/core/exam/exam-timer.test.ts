import { describe, expect, it } from 'vitest';
import {
  clocksDisagree,
  crossedWarning,
  deadlineOf,
  formatClock,
  parseServerTime,
  parseTimerAnchor,
  remainingSeconds,
  resolveTimerAnchor,
  serializeTimerAnchor,
  serverNow,
  syncServerClock,
  timerKey,
  timerTone,
  timerWarning,
  type TimerInput,
} from '../../../../src/core/exam/exam-timer';

// §4 exam timer and §9 fallback limit; the deadline kept across reloads, sleeping tabs and wrong device clocks.

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [59, '0:59'],
    [60, '1:00'],
    [61, '1:01'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36000, '10:00:00'],
  ])('%i s → %s', (seconds, shown) => expect(formatClock(seconds)).toBe(shown));

  it('a part second counts whole; negative or unreadable is 0:00', () => {
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(0.1)).toBe('0:01');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('timerTone', () => {
  it.each([
    [1801, 'normal', false],
    [1800, 'orange', false],
    [301, 'orange', false],
    [300, 'red', true],
    [0, 'red', true],
  ] as const)('total at %i s: %s, pulsing %s', (seconds, color, pulsing) =>
    expect(timerTone('total', seconds)).toEqual({ color, pulsing }),
  );

  it.each([
    [1800, 'normal', false],
    [31, 'normal', false],
    [30, 'red', false],
    [21, 'red', false],
    [20, 'red', true],
  ] as const)('per question at %i s: %s, pulsing %s (never orange)', (seconds, color, pulsing) =>
    expect(timerTone('question', seconds)).toEqual({ color, pulsing }),
  );

  it('a part second counts whole (300.4 s is still 301 on screen)', () => {
    expect(timerTone('total', 300.4).color).toBe('orange');
  });
});

describe('warnings', () => {
  it('a few minutes at 300 s or less, under a minute below 60 s', () => {
    expect(timerWarning(301)).toBeNull();
    expect(timerWarning(300)).toBe('minutes');
    expect(timerWarning(60)).toBe('minutes');
    expect(timerWarning(59)).toBe('final');
  });

  it('announced only when a threshold is crossed', () => {
    expect(crossedWarning(301, 300)).toBe('minutes');
    expect(crossedWarning(300, 299)).toBeNull();
    expect(crossedWarning(60, 59)).toBe('final');
    expect(crossedWarning(59, 58)).toBeNull();
    expect(crossedWarning(400, 30)).toBe('final');
    expect(crossedWarning(null, 30)).toBeNull();
    expect(crossedWarning(50, 200)).toBeNull();
    expect(crossedWarning(200, 500)).toBeNull();
  });

  it('over an hour of ticks it announces exactly twice', () => {
    const announced: string[] = [];
    for (let left = 3600; left > 0; left -= 1) {
      const warning = crossedWarning(left, left - 1);
      if (warning) announced.push(`${left - 1}:${warning}`);
    }
    expect(announced).toEqual(['300:minutes', '59:final']);
  });
});

describe('server clock', () => {
  it('reads epoch ms, epoch seconds, ISO and HTTP dates; null when unreadable', () => {
    expect(parseServerTime(1_795_000_000_000)).toBe(1_795_000_000_000);
    expect(parseServerTime(1_795_000_000)).toBe(1_795_000_000_000);
    expect(parseServerTime('1795000000000')).toBe(1_795_000_000_000);
    expect(parseServerTime('2026-11-23T09:00:00Z')).toBe(Date.UTC(2026, 10, 23, 9));
    expect(parseServerTime('Mon, 23 Nov 2026 09:00:00 GMT')).toBe(Date.UTC(2026, 10, 23, 9));
    for (const bad of [null, undefined, '', 'soon', 0, -1, Number.NaN]) expect(parseServerTime(bad)).toBeNull();
  });

  it('runs on the monotonic clock: a device clock set back or forward mid-exam changes nothing', () => {
    const clock = syncServerClock(1_000_000, 5_000, 100);
    expect(serverNow(clock, 5_000, 100)).toBe(1_000_000);
    expect(serverNow(clock, 5_000 - 3_600_000, 10_100)).toBe(1_010_000);
  });

  it('takes the wall clock when the monotonic one paused (a sleeping machine), so no time is given back', () => {
    const clock = syncServerClock(1_000_000, 5_000, 100);
    expect(serverNow(clock, 5_000 + 600_000, 100 + 1_000)).toBe(1_600_000);
  });

  it('without a server time the offset is 0', () => {
    expect(syncServerClock(null, 5_000, 0).offsetMs).toBe(0);
  });

  it('tells when the wall and monotonic clocks have parted by more than 2 s (a changed clock or a sleep)', () => {
    const clock = syncServerClock(1_000_000, 5_000, 100);
    expect(clocksDisagree(clock, 5_000 + 60_000, 100 + 60_000)).toBe(false);
    expect(clocksDisagree(clock, 5_000 + 62_000, 100 + 60_000)).toBe(false);
    expect(clocksDisagree(clock, 5_000 + 62_001, 100 + 60_000)).toBe(true);
    expect(clocksDisagree(clock, 5_000 - 300_000, 100 + 1_000)).toBe(true);
  });
});

describe('timer anchor', () => {
  const input = (partial: Partial<TimerInput> = {}): TimerInput => ({
    examNo: '1042',
    attemptId: '88',
    questionId: null,
    kind: 'total',
    limitSeconds: 3600,
    serverRemaining: 3000,
    stored: null,
    nowMs: 1_000_000,
    ...partial,
  });

  it('keys per exam and attempt, and per question', () => {
    expect(timerKey('1042', '88')).toBe('exam_timer:1042:88');
    expect(timerKey('10/42', null, '301')).toBe('exam_timer:10%2F42::q:301');
  });

  it('no record: the server remaining time (total) or the lesser of it and the limit (per question)', () => {
    const { anchor, changed } = resolveTimerAnchor(input());
    expect(changed).toBe(true);
    expect(anchor).toEqual({
      startTime: 1_000_000,
      initialDuration: 3000,
      examNo: '1042',
      attemptId: '88',
      questionId: null,
      timerType: 'total',
    });
    expect(
      resolveTimerAnchor(input({ kind: 'question', questionId: '301', limitSeconds: 60 })).anchor.initialDuration,
    ).toBe(60);
    expect(resolveTimerAnchor(input({ serverRemaining: null })).anchor.initialDuration).toBe(3600);
  });

  it('a reload keeps the stored deadline: the timer is where it was', () => {
    const first = resolveTimerAnchor(input()).anchor;
    const stored = serializeTimerAnchor(first);
    const reload = resolveTimerAnchor(input({ stored, nowMs: 1_600_000, serverRemaining: 3000 }));
    expect(reload.changed).toBe(false);
    expect(remainingSeconds(reload.anchor, 1_600_000)).toBe(2400);
  });

  it('a server with less time left wins; within 1 s or with more time the record holds', () => {
    const stored = resolveTimerAnchor(input()).anchor;
    const less = resolveTimerAnchor(input({ stored, nowMs: 1_600_000, serverRemaining: 2000 }));
    expect(less.changed).toBe(true);
    expect(deadlineOf(less.anchor)).toBe(3_600_000);
    expect(resolveTimerAnchor(input({ stored, nowMs: 1_600_000, serverRemaining: 2399.5 })).changed).toBe(false);
    expect(resolveTimerAnchor(input({ stored, nowMs: 1_600_000, serverRemaining: 3600 })).changed).toBe(false);
  });

  it('a record of another attempt, question or kind is not used', () => {
    const stored = resolveTimerAnchor(input({ serverRemaining: 10 })).anchor;
    expect(resolveTimerAnchor(input({ stored, attemptId: '89' })).anchor.initialDuration).toBe(3000);
    expect(resolveTimerAnchor(input({ stored, questionId: '301', kind: 'question' })).anchor.initialDuration).toBe(
      3000,
    );
  });

  it('garbage in storage is ignored, never thrown', () => {
    for (const garbage of [
      '{',
      'null',
      '42',
      '{"startTime":"x"}',
      '{"startTime":1,"initialDuration":-1,"examNo":"1","timerType":"total"}',
      {},
      [],
      7,
    ]) {
      expect(parseTimerAnchor(garbage)).toBeNull();
      expect(resolveTimerAnchor(input({ stored: garbage })).changed).toBe(true);
    }
  });

  it('a wrong device clock does not move the deadline across a reload (it is kept in server time)', () => {
    const serverAtLoad = 1_795_000_000_000;
    // First load on a device 3 h slow, reload 10 min later on the same device now 2 h fast.
    const first = syncServerClock(serverAtLoad, serverAtLoad - 3 * 3_600_000, 0);
    const anchor = resolveTimerAnchor(input({ nowMs: serverNow(first, serverAtLoad - 3 * 3_600_000, 0) })).anchor;
    const later = serverAtLoad + 600_000;
    const second = syncServerClock(later, later + 2 * 3_600_000, 50);
    const now = serverNow(second, later + 2 * 3_600_000, 50);
    const reload = resolveTimerAnchor(
      input({ stored: serializeTimerAnchor(anchor), serverRemaining: null, nowMs: now }),
    );
    expect(remainingSeconds(reload.anchor, now)).toBe(2400);
  });

  it('no drift over a simulated hour with a sleeping tab: remaining time follows real time to the millisecond', () => {
    const clock = syncServerClock(2_000_000, 2_000_000, 0);
    const anchor = resolveTimerAnchor(input({ serverRemaining: 3600, nowMs: serverNow(clock, 2_000_000, 0) })).anchor;
    let wall = 2_000_000;
    let mono = 0;
    for (let tick = 0; tick < 3600; tick += 1) {
      wall += 1000;
      // Ten minutes of sleep at the 20-minute mark: the wall clock runs on, the monotonic clock stands still.
      mono += tick >= 1200 && tick < 1800 ? 0 : 1000;
    }
    expect(remainingSeconds(anchor, serverNow(clock, wall, mono))).toBe(0);
    expect(remainingSeconds(anchor, serverNow(clock, 2_000_000 + 1_800_000, 1_200_000))).toBe(1800);
  });

  it('remaining time never goes below zero', () => {
    const anchor = resolveTimerAnchor(input({ serverRemaining: 5 })).anchor;
    expect(remainingSeconds(anchor, 1_000_000 + 10_000)).toBe(0);
  });

  it('drops a stored anchor that starts in the future (stored while the wall clock ran ahead)', () => {
    const ahead = {
      startTime: 1_000_000 + 300_000,
      initialDuration: 30,
      examNo: '1042',
      attemptId: '88',
      questionId: '301',
      timerType: 'question',
    };
    const question = input({
      kind: 'question',
      questionId: '301',
      limitSeconds: 30,
      serverRemaining: 3000,
      stored: JSON.stringify(ahead),
    });
    const { anchor, changed } = resolveTimerAnchor(question);
    expect(changed).toBe(true);
    expect(anchor).toMatchObject({ startTime: 1_000_000, initialDuration: 30 });
    const barelyAhead = { ...ahead, startTime: 1_000_000 + 900 };
    expect(resolveTimerAnchor({ ...question, stored: JSON.stringify(barelyAhead) }).changed).toBe(false);
  });
});

describe('warnings by the countdown span (#29)', () => {
  it('a warning shows only when the time limit began above it', () => {
    expect(timerWarning(30, 30)).toBeNull();
    expect(timerWarning(120, 120)).toBeNull();
    expect(timerWarning(59, 120)).toBe('final');
    expect(timerWarning(59, 60)).toBe('final');
    expect(timerWarning(300, 300)).toBeNull();
    expect(timerWarning(300, 301)).toBe('minutes');
    expect(crossedWarning(31, 29, 30)).toBeNull();
    expect(crossedWarning(61, 59, 90)).toBe('final');
  });
});
