import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScanOutcome } from '../../../../src/core/api/attendance';
import { createEffectRunner, type EffectDeps } from '../../../../src/core/scanner/scanner-effects';
import { GEO_OPTIONS } from '../../../../src/core/scanner/scanner-rules';
import type { KeepEffect, PostEffect, ScannerEvent } from '../../../../src/core/scanner/scanner-state';
import { code, contentOf, NETWORK } from './scanner-reducer-support';

// The scanner's effects runner against fakes, on a fake clock: the one reset timer (§9 reloads), geolocation with
// the §5 options, posts, the offline queue, toasts and the marked event, each answered by the event it promises.

const submission = { kind: 'qr' as const, content: contentOf(code()), call: 'scan' as const };
const postEffect: PostEffect = { type: 'post', submission, body: { qr_content: code() } as never, generation: 2 };

/** One turn of the event loop: the fake post's promise has settled (no clock moves). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function harness(answer: () => Promise<ScanOutcome> = () => Promise.resolve({ message: 'ok', recorded: null })) {
  const events: ScannerEvent[] = [];
  const geolocation = { getCurrentPosition: vi.fn() };
  const deps = {
    geolocation,
    post: vi.fn(answer),
    queue: { save: vi.fn(() => true), holds: vi.fn((text: string) => text === 'kept') },
    toast: vi.fn(),
    onMarked: vi.fn(),
    dispatch: (event: ScannerEvent) => void events.push(event),
  } satisfies EffectDeps;
  return { deps, events, runner: createEffectRunner(deps) };
}

describe('the reset timer (§9: 300,000 ms, 5,000 ms, 1,000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([300_000, 5_000, 1_000])('resets after %i ms and not a millisecond before', (ms) => {
    const { runner, events } = harness();
    runner.run({ type: 'reset-after', ms });
    vi.advanceTimersByTime(ms - 1);
    expect(events).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual([{ type: 'reset' }]);
    vi.advanceTimersByTime(ms * 2);
    expect(events).toHaveLength(1);
  });

  it('a new reset replaces the one waiting', () => {
    const { runner, events } = harness();
    runner.run({ type: 'reset-after', ms: 300_000 });
    vi.advanceTimersByTime(299_000);
    runner.run({ type: 'reset-after', ms: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(events).toEqual([{ type: 'reset' }]);
    vi.advanceTimersByTime(300_000);
    expect(events).toHaveLength(1);
  });

  it('cancel-reset stops it (reset and dispose ask for this)', () => {
    const { runner, events } = harness();
    runner.run({ type: 'reset-after', ms: 5_000 });
    runner.run({ type: 'cancel-reset' });
    vi.advanceTimersByTime(10_000);
    expect(events).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('geolocation', () => {
  it('asks with the §5 options; the answer carries the generation asked with', () => {
    const { runner, deps, events } = harness();
    runner.run({ type: 'locate', generation: 5 });
    expect(deps.geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      GEO_OPTIONS,
    );
    const [success, failure] = deps.geolocation.getCurrentPosition.mock.calls[0] as [
      PositionCallback,
      PositionErrorCallback,
    ];
    success({ coords: { latitude: 1, longitude: 2, accuracy: 3 } } as GeolocationPosition);
    failure({ code: 1, message: 'denied' } as GeolocationPositionError);
    expect(events).toEqual([
      { type: 'located', generation: 5, latitude: 1, longitude: 2, accuracy: 3 },
      { type: 'location-failed', generation: 5, code: 1, message: 'denied' },
    ]);
  });
});

describe('posts', () => {
  it('to the call of the submission; the answer comes back as `posted` with the effect', async () => {
    const { runner, deps, events } = harness();
    runner.run(postEffect);
    expect(deps.post).toHaveBeenCalledWith(postEffect.body, 'scan');
    await settle();
    expect(events).toEqual([{ type: 'posted', of: postEffect, said: { message: 'ok', recorded: null } }]);
  });

  it('a rejection comes back as `post-failed` with the error', async () => {
    const { runner, events } = harness(() => Promise.reject(NETWORK));
    runner.run(postEffect);
    await settle();
    expect(events).toEqual([{ type: 'post-failed', of: postEffect, error: NETWORK }]);
  });
});

describe('the offline queue, toasts and the event', () => {
  it('look-up-kept answers whether the user has that code kept', () => {
    const { runner, events } = harness();
    runner.run({ type: 'look-up-kept', text: 'kept' });
    runner.run({ type: 'look-up-kept', text: 'other' });
    expect(events).toEqual([
      { type: 'kept-looked-up', text: 'kept', kept: true },
      { type: 'kept-looked-up', text: 'other', kept: false },
    ]);
  });

  it('keep saves the offline body under its call and says whether it could', () => {
    const { runner, deps, events } = harness();
    const keep: KeepEffect = { ...postEffect, submission, type: 'keep', offline: { qr_content: 'x' } as never };
    deps.queue.save.mockReturnValueOnce(true).mockReturnValueOnce(false);
    runner.run(keep);
    runner.run(keep);
    expect(deps.queue.save).toHaveBeenCalledWith('scan', keep.offline);
    expect(events).toEqual([
      { type: 'kept', of: keep, ok: true },
      { type: 'kept', of: keep, ok: false },
    ]);
  });

  it('toast and marked reach their sinks', () => {
    const { runner, deps } = harness();
    const marked = { lectureId: '1', entryType: 'IN' as const, message: { text: 'ok' }, call: 'scan' as const };
    runner.run({ type: 'toast', variant: 'danger', message: { text: 'no' } });
    runner.run({ type: 'marked', marked });
    expect(deps.toast).toHaveBeenCalledWith({ variant: 'danger', message: { text: 'no' } });
    expect(deps.onMarked).toHaveBeenCalledWith(marked);
  });
});
