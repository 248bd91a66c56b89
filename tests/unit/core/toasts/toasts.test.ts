import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  MAX_VISIBLE_TOASTS,
  TOAST_DURATION_MS,
  dismissToast,
  holdToasts,
  pushToast,
} from '../../../../src/core/toasts/toasts';

// §2 page shell and §9: toasts show 4000 ms by default, at most 3 at once.

const message = (text: string) => ({ text });
const texts = () => $toasts.get().map((t) => ('text' in t.message ? t.message.text : t.message.key));

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    holdToasts(false);
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('uses the spec constants: 4000 ms and 3 visible', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(MAX_VISIBLE_TOASTS).toBe(3);
  });

  it('shows a toast with the default 4000 ms and removes it afterwards', () => {
    const id = pushToast({ variant: 'success', message: message('Saved') });
    expect($toasts.get()).toEqual([{ id, variant: 'success', message: { text: 'Saved' }, duration: 4000 }]);
    vi.advanceTimersByTime(3999);
    expect(texts()).toEqual(['Saved']);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('honours a custom duration (the other toast set uses 5000 ms)', () => {
    pushToast({ variant: 'primary', message: message('Five'), duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(texts()).toEqual(['Five']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('falls back to 4000 ms when the duration is passed as undefined', () => {
    const options: { duration?: number } = {};
    pushToast({ variant: 'danger', message: message('Still default'), duration: options.duration });
    expect($toasts.get()[0]?.duration).toBe(4000);
    vi.advanceTimersByTime(3999);
    expect(texts()).toEqual(['Still default']);
  });

  it('keeps every toast while held (pointer or focus on them, WCAG 2.2.1), then gives each its full time again', () => {
    pushToast({ variant: 'success', message: message('Shown before') });
    vi.advanceTimersByTime(3000);
    holdToasts(true);
    pushToast({ variant: 'danger', message: message('Shown while held') });
    vi.advanceTimersByTime(60_000);
    expect(texts()).toEqual(['Shown before', 'Shown while held']);
    holdToasts(false);
    vi.advanceTimersByTime(3999);
    expect(texts()).toEqual(['Shown before', 'Shown while held']);
    vi.advanceTimersByTime(1);
    expect(texts()).toEqual([]);
  });

  it('still closes a held toast by its button', () => {
    holdToasts(true);
    const id = pushToast({ variant: 'success', message: message('Dismiss me') });
    dismissToast(id);
    expect(texts()).toEqual([]);
  });

  it('gives every toast its own id', () => {
    const a = pushToast({ variant: 'success', message: message('a') });
    const b = pushToast({ variant: 'success', message: message('b') });
    expect(a).not.toBe(b);
  });

  it('keeps at most 3 toasts, dropping the oldest', () => {
    for (const text of ['one', 'two', 'three', 'four']) pushToast({ variant: 'warning', message: message(text) });
    expect(texts()).toEqual(['two', 'three', 'four']);
    pushToast({ variant: 'warning', message: message('five') });
    expect(texts()).toEqual(['three', 'four', 'five']);
  });

  it('lets each remaining toast expire on its own schedule after others were dropped', () => {
    pushToast({ variant: 'success', message: message('one') });
    vi.advanceTimersByTime(1000);
    for (const text of ['two', 'three', 'four']) pushToast({ variant: 'success', message: message(text) });
    vi.advanceTimersByTime(3000);
    expect(texts()).toEqual(['two', 'three', 'four']);
    vi.advanceTimersByTime(1000);
    expect(texts()).toEqual([]);
  });

  it('dismisses a toast by id and cancels its timer', () => {
    const first = pushToast({ variant: 'success', message: message('first') });
    pushToast({ variant: 'success', message: message('second') });
    dismissToast(first);
    expect(texts()).toEqual(['second']);
    expect(vi.getTimerCount()).toBe(1);
  });

  it('ignores dismissing an unknown id', () => {
    pushToast({ variant: 'success', message: message('kept') });
    dismissToast(9999);
    expect(texts()).toEqual(['kept']);
  });

  it('keeps translation keys as keys (re-translated on language change)', () => {
    pushToast({ variant: 'danger', message: { key: 'errors.network' } });
    expect($toasts.get()[0]?.message).toEqual({ key: 'errors.network' });
  });
});
