import { afterEach, beforeEach, expect, vi } from 'vitest';
import type { Locale } from '../../../../src/core/locale/locale';
import type { Message } from '../../../../src/core/locale/message';
import { createScanner, type MarkedAttendance, type Scanner } from '../../../../src/core/scanner/scanner-store';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { json, textOf, type Handler } from '../helpers';

// Shared by the scanner store tests: a controllable geolocation, codes, answers and waits that never move the clock.

export const NOW = Date.UTC(2026, 10, 22, 9, 30);
export const HOUR = 3_600_000;
export const code = (entry = 'IN', createdAt = NOW - 60_000, id = '1001') => `$lecture$${id}$${createdAt}$${entry}`;
export const SCAN = 'POST attendance/scan';
export const CREATE = 'POST attendance/create';
export const ok =
  (message: string): Handler =>
  () =>
    json({ message, status_text: 'OK' });
export const refuse =
  (status: number, message?: string): Handler =>
  () =>
    json(message ? { message, status_text: 'Error' } : {}, status);

/** A geolocation whose answers the test gives, to its latest request. */
export function fakeGeolocation() {
  const requests: {
    success: PositionCallback;
    failure: PositionErrorCallback | null | undefined;
    options: PositionOptions | undefined;
  }[] = [];
  const geolocation = {
    getCurrentPosition: (
      success: PositionCallback,
      failure?: PositionErrorCallback | null,
      options?: PositionOptions,
    ) => void requests.push({ success, failure, options }),
  } as unknown as Geolocation;
  const last = () => requests[requests.length - 1]!;
  return {
    geolocation,
    requests,
    grant: (latitude = 24.7136, longitude = 46.6753, accuracy = 15) =>
      last().success({ coords: { latitude, longitude, accuracy }, timestamp: NOW } as GeolocationPosition),
    deny: (message: string) => last().failure?.({ code: 1, message } as GeolocationPositionError),
  };
}

export interface Harness {
  geo: ReturnType<typeof fakeGeolocation>;
  marked: MarkedAttendance[];
  locale: Locale;
  scanner(now?: () => number): Scanner;
  /** A scanner whose location is granted. */
  located(): Scanner;
}

/** A fresh geolocation, event log and language per test (signed in, toasts cleared, fake clocks undone after). */
export function useHarness(): Harness {
  const h: Harness = {
    geo: fakeGeolocation(),
    marked: [],
    locale: 'en',
    scanner: (now = () => NOW) =>
      createScanner({ geolocation: h.geo.geolocation, locale: () => h.locale, now, onMarked: (m) => h.marked.push(m) }),
    located() {
      const s = h.scanner();
      s.requestLocation();
      h.geo.grant();
      return s;
    },
  };
  beforeEach(() => {
    Object.assign(h, { geo: fakeGeolocation(), marked: [], locale: 'en' });
    $toasts.set([]);
    localStorage.setItem('auth_token', 't');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
    $toasts.set([]);
  });
  return h;
}

/** Lets the event loop turn until `done` (at most 200 turns) without moving the clock, fake or not (vi.waitFor would). */
export async function turns(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 200 && !done(); turn++) await new Promise((resolve) => setImmediate(resolve));
}

export async function settled(s: Scanner, phase: 'success' | 'error'): Promise<void> {
  await turns(() => s.$submit.get().phase === phase);
  expect(s.$submit.get().phase).toBe(phase);
}

export const messageOf = (s: Scanner): Message => {
  const submit = s.$submit.get();
  if (!('message' in submit)) throw new Error(`no message in phase ${submit.phase}`);
  return submit.message;
};

export const toasts = () => $toasts.get().map((toast) => [toast.variant, textOf(toast.message)]);
