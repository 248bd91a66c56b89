import { describe, expect, it } from 'vitest';
import { IntegrityEventInput, SPAN_MAX_MS } from '../../../../src/core/api/schemas/exam-integrity';
import { is } from 'superstruct';
import {
  changePage,
  closeSpans,
  eventKeys,
  pointEvent,
  startLog,
  type IntegrityLogState,
  type PageState,
} from '../../../../src/core/exam/integrity-log';

// #33 the span logic: 'away' from the first of blur or hidden until visible and focused again ('hidden' if hidden at
// any time in it, else 'blurred'); 'offline' from offline to online; short spans reported too; point events.

const T0 = Date.parse('2026-11-30T09:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();
const VISIBLE: PageState = { hidden: false, focused: true, online: true };

/** Feeds changes at times (ms after T0) and collects the events, with keys k1, k2, … */
function run(changes: [number, Partial<PageState>][], start: PageState = VISIBLE) {
  let n = 0;
  const key = () => `k${++n}`;
  let state: IntegrityLogState = startLog(start, T0);
  const events = [];
  for (const [ms, change] of changes) {
    const step = changePage(state, change, T0 + ms, key);
    state = step.state;
    events.push(...step.events);
  }
  return { state, events, key };
}

describe('changePage: away', () => {
  it('a blur then focus is one blurred span from the blur, as long as it lasted', () => {
    const { events, state } = run([
      [1_000, { focused: false }],
      [6_000, { focused: true }],
    ]);
    expect(events).toEqual([{ key: 'k1', kind: 'away', at: at(1_000), duration_ms: 5_000, detail: 'blurred' }]);
    expect(state.away).toBe(null);
  });

  it('another tab (blur, hidden, visible, focus) is one hidden span from the first to the last', () => {
    const { events } = run([
      [1_000, { focused: false }],
      [1_010, { hidden: true }],
      [40_000, { hidden: false }],
      [40_020, { focused: true }],
    ]);
    expect(events).toEqual([{ key: 'k1', kind: 'away', at: at(1_000), duration_ms: 39_020, detail: 'hidden' }]);
  });

  it('hidden first (minimised) starts the span; visible alone does not end it while the window has no focus', () => {
    const { events, state } = run([
      [2_000, { hidden: true }],
      [3_000, { focused: false }],
      [9_000, { hidden: false }],
    ]);
    expect(events).toEqual([]);
    expect(state.away).toEqual({ since: T0 + 2_000, hidden: true });
    const end = changePage(state, { focused: true }, T0 + 12_000, () => 'k');
    expect(end.events).toEqual([{ key: 'k', kind: 'away', at: at(2_000), duration_ms: 10_000, detail: 'hidden' }]);
  });

  it('a span hidden only for a moment in its middle is still hidden', () => {
    const { events } = run([
      [0, { focused: false }],
      [500, { hidden: true }],
      [600, { hidden: false }],
      [5_000, { focused: true }],
    ]);
    expect(events.map((event) => event.detail)).toEqual(['hidden']);
  });

  it('a short span (under 2 s) is reported too: the server marks blips', () => {
    const { events } = run([
      [100, { focused: false }],
      [350, { focused: true }],
    ]);
    expect(events).toEqual([{ key: 'k1', kind: 'away', at: at(100), duration_ms: 250, detail: 'blurred' }]);
  });

  it('focus while already focused, or visible while visible, reports nothing', () => {
    expect(
      run([
        [10, { focused: true }],
        [20, { hidden: false }],
      ]).events,
    ).toEqual([]);
  });

  it('two spans are two events with their own keys', () => {
    const { events } = run([
      [0, { focused: false }],
      [1_000, { focused: true }],
      [5_000, { hidden: true }],
      [8_000, { hidden: false }],
    ]);
    expect(events.map((event) => [event.key, event.at, event.duration_ms, event.detail])).toEqual([
      ['k1', at(0), 1_000, 'blurred'],
      ['k2', at(5_000), 3_000, 'hidden'],
    ]);
  });

  it('a span is never negative (the clock went back) nor longer than a day', () => {
    const back = run([
      [5_000, { focused: false }],
      [1_000, { focused: true }],
    ]);
    expect(back.events[0]!.duration_ms).toBe(0);
    const long = run([
      [0, { hidden: true }],
      [SPAN_MAX_MS + 60_000, { hidden: false }],
    ]);
    expect(long.events[0]!.duration_ms).toBe(SPAN_MAX_MS);
  });
});

describe('changePage: offline', () => {
  it('offline to online is one offline span, apart from away spans', () => {
    const { events } = run([
      [1_000, { online: false }],
      [2_000, { focused: false }],
      [3_000, { focused: true }],
      [21_000, { online: true }],
    ]);
    expect(events).toEqual([
      { key: 'k1', kind: 'away', at: at(2_000), duration_ms: 1_000, detail: 'blurred' },
      { key: 'k2', kind: 'offline', at: at(1_000), duration_ms: 20_000 },
    ]);
  });

  it('a second offline while offline keeps the first start', () => {
    const { events } = run([
      [1_000, { online: false }],
      [4_000, { online: false }],
      [9_000, { online: true }],
    ]);
    expect(events).toEqual([{ key: 'k1', kind: 'offline', at: at(1_000), duration_ms: 8_000 }]);
  });
});

describe('startLog and closeSpans', () => {
  it('a page hidden, unfocused or offline at the start opens its spans at the start', () => {
    const state = startLog({ hidden: true, focused: false, online: false }, T0);
    expect(state.away).toEqual({ since: T0, hidden: true });
    expect(state.offline).toBe(T0);
    expect(startLog({ ...VISIBLE, focused: false }, T0).away).toEqual({ since: T0, hidden: false });
    expect(startLog(VISIBLE, T0)).toEqual({ page: VISIBLE, away: null, offline: null });
  });

  it('closes the open spans at the end, up to then, and reports nothing more', () => {
    const { state } = run([
      [1_000, { hidden: true }],
      [2_000, { online: false }],
    ]);
    let n = 0;
    const closed = closeSpans(state, T0 + 7_000, () => `c${++n}`);
    expect(closed.events).toEqual([
      { key: 'c1', kind: 'away', at: at(1_000), duration_ms: 6_000, detail: 'hidden' },
      { key: 'c2', kind: 'offline', at: at(2_000), duration_ms: 5_000 },
    ]);
    expect(closeSpans(closed.state, T0 + 9_000, () => 'x').events).toEqual([]);
  });

  it('with nothing open, closing reports nothing', () => {
    expect(closeSpans(startLog(VISIBLE, T0), T0 + 1, () => 'x').events).toEqual([]);
  });
});

describe('pointEvent and eventKeys', () => {
  it('a point event at its moment, a shortcut with its name', () => {
    expect(pointEvent('shortcut', T0 + 5, 'k', 'copy')).toEqual({
      key: 'k',
      kind: 'shortcut',
      at: at(5),
      detail: 'copy',
    });
    expect(pointEvent('context-menu', T0, 'k')).toEqual({ key: 'k', kind: 'context-menu', at: at(0) });
  });

  it('keys are unique, of the allowed characters, and every event is valid on the wire', () => {
    const key = eventKeys(() => T0, Math.random);
    const keys = Array.from({ length: 500 }, key);
    expect(new Set(keys).size).toBe(500);
    for (const k of keys) expect(k).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const worst = eventKeys(
      () => 8.64e15,
      () => 0.999999999,
    )();
    expect(worst.length).toBeLessThanOrEqual(64);
    const { events } = run([
      [0, { hidden: true }],
      [3_000, { hidden: false }],
    ]);
    for (const event of [...events, pointEvent('print-screen', T0, key())])
      expect(is(event, IntegrityEventInput)).toBe(true);
  });

  it('two pages at the same moment with the same counter still differ by the random part', () => {
    const a = eventKeys(
      () => T0,
      () => 0.1,
    )();
    const b = eventKeys(
      () => T0,
      () => 0.2,
    )();
    expect(a).not.toBe(b);
  });
});
