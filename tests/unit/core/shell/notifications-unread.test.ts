import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredSession, $token } from '../../../../src/core/session/storage';
import {
  $unread,
  $unreadRise,
  setUnread,
  UNREAD_POLL_MS,
  watchUnread,
  type VisibilityClock,
} from '../../../../src/core/shell/notifications-unread';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { json, stubFetch } from '../helpers';

// Issue #32: the header's unread count, polled every 20 s while signed in and visible (fake timers, fake visibility).

/** A page whose visibility the test flips. */
function fakeVisibility(): VisibilityClock & { show: (visible: boolean) => void } {
  let visible = true;
  const listeners = new Set<() => void>();
  return {
    visible: () => visible,
    onChange: (run) => {
      listeners.add(run);
      return () => listeners.delete(run);
    },
    show: (next) => {
      visible = next;
      for (const run of listeners) run();
    },
  };
}

const unreadCalls = (api: ReturnType<typeof stubFetch>) =>
  api.calls().filter((call) => call === 'GET user/notifications/unread').length;

let stop: (() => void) | undefined;
let counts: number[];

beforeEach(() => {
  vi.useFakeTimers();
  clearStoredSession();
  $toasts.set([]);
  counts = [3];
});
afterEach(() => {
  stop?.();
  stop = undefined;
  clearStoredSession();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function answering(): ReturnType<typeof stubFetch> {
  return stubFetch({
    'GET user/notifications/unread': () => json({ status: 200, message: 'OK', data: { unread: counts.shift() ?? 0 } }),
  });
}

describe('watchUnread', () => {
  it('reads the count at once when signed in, then every 20 s', async () => {
    const api = answering();
    counts = [3, 4, 4];
    $token.set('t');
    stop = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls(api)).toBe(1);
    expect($unread.get()).toBe(3);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS - 1);
    expect(unreadCalls(api)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(unreadCalls(api)).toBe(2);
    expect($unread.get()).toBe(4);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(unreadCalls(api)).toBe(3);
  });

  it('asks nothing while signed out, and at once on sign-in', async () => {
    const api = answering();
    stop = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(unreadCalls(api)).toBe(0);
    $token.set('t');
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls(api)).toBe(1);
    expect($unread.get()).toBe(3);
  });

  it('stops at sign-out and forgets the count', async () => {
    const api = answering();
    $token.set('t');
    stop = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(0);
    expect($unread.get()).toBe(3);
    clearStoredSession();
    expect($unread.get()).toBe(0);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(unreadCalls(api)).toBe(1);
  });

  it('asks nothing while the page is hidden, and at once when it shows again', async () => {
    const api = answering();
    counts = [3, 5];
    const page = fakeVisibility();
    $token.set('t');
    stop = watchUnread(page);
    await vi.advanceTimersByTimeAsync(0);
    page.show(false);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(unreadCalls(api)).toBe(1);
    page.show(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls(api)).toBe(2);
    expect($unread.get()).toBe(5);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(unreadCalls(api)).toBe(3);
  });

  it('keeps the last count when a poll fails, warns once and shows no toast', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = false;
    const api = stubFetch({
      'GET user/notifications/unread': () =>
        fail ? json({ message: 'Server error' }, 500) : json({ message: 'OK', data: { unread: 2 } }),
    });
    $token.set('t');
    stop = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(0);
    expect($unread.get()).toBe(2);
    fail = true;
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(unreadCalls(api)).toBe(3);
    expect($unread.get()).toBe(2);
    expect(warn).toHaveBeenCalledTimes(1);
    expect($toasts.get()).toEqual([]);
  });

  it('stops polling once the last watcher stops', async () => {
    const api = answering();
    $token.set('t');
    const first = watchUnread(fakeVisibility());
    const second = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(0);
    expect(unreadCalls(api)).toBe(1);
    first();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(unreadCalls(api)).toBe(2);
    second();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(unreadCalls(api)).toBe(2);
  });
});

describe('$unreadRise', () => {
  it('is set only when the count goes up after the first reading, and cleared when it goes down', async () => {
    answering();
    counts = [3];
    $token.set('t');
    stop = watchUnread(fakeVisibility());
    await vi.advanceTimersByTimeAsync(0);
    expect([$unread.get(), $unreadRise.get()]).toEqual([3, null]);
    setUnread(4);
    expect($unreadRise.get()).toBe(4);
    setUnread(4);
    expect($unreadRise.get()).toBe(4);
    setUnread(2);
    expect($unreadRise.get()).toBeNull();
    setUnread(4);
    expect($unreadRise.get()).toBe(4);
  });
});
