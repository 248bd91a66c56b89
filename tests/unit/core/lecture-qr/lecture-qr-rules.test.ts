import { describe, expect, it } from 'vitest';
import type { LectureQrData } from '../../../../src/core/api/schemas/attendance';
import {
  LECTURE_QR_POLL_MS,
  LECTURE_QR_ROTATE_MS,
  lectureView,
  QR_TABS,
  qrSizeFor,
  ROSTER_POLL_MS,
  rotationSlot,
} from '../../../../src/core/lecture-qr/lecture-qr-rules';
import { buildLectureQr, parseQrContent, QR_VALIDITY_MS } from '../../../../src/core/qr/qr-content';

// learning §2 tabs, §4 Trainer lecture QR (status drives the banner and the code), §9 QR size steps; the 15 s rotation.

/** A slot start: 2026-03-18 09:30:00 UTC is a whole multiple of 15 s. */
const SLOT = Date.UTC(2026, 2, 18, 9, 30);

describe('constants', () => {
  it('rotates every 15 s, polls the QR data every minute and the roster every 5 s', () => {
    expect([LECTURE_QR_ROTATE_MS, LECTURE_QR_POLL_MS, ROSTER_POLL_MS]).toEqual([15_000, 60_000, 5_000]);
  });

  it('a code on screen is far inside the 8-hour validity', () => {
    expect(LECTURE_QR_ROTATE_MS).toBeLessThan(QR_VALIDITY_MS);
  });
});

describe('qrSizeFor (§9: under 480 → 200 … under 1920 → 400, otherwise 450)', () => {
  it.each([
    [0, 200],
    [479, 200],
    [480, 240],
    [639, 240],
    [640, 280],
    [767, 280],
    [768, 320],
    [1023, 320],
    [1024, 360],
    [1279, 360],
    [1280, 400],
    [1919, 400],
    [1920, 450],
    [7680, 450],
    [Number.MAX_SAFE_INTEGER, 450],
  ])('%i px → %i', (width, size) => {
    expect(qrSizeFor(width)).toBe(size);
  });

  it('a fractional width steps at the same boundaries', () => {
    expect(qrSizeFor(479.5)).toBe(200);
    expect(qrSizeFor(1919.9)).toBe(400);
  });
});

describe('rotationSlot (a new code every 15 s)', () => {
  it('at a slot start the code is made now and lives 15 more seconds', () => {
    expect(SLOT % LECTURE_QR_ROTATE_MS).toBe(0);
    expect(rotationSlot(SLOT)).toEqual({ createdAt: SLOT, secondsLeft: 15 });
  });

  it('just before the next slot one second is left, and the next slot starts a new code', () => {
    expect(rotationSlot(SLOT + 14_999)).toEqual({ createdAt: SLOT, secondsLeft: 1 });
    expect(rotationSlot(SLOT + 15_000)).toEqual({ createdAt: SLOT + 15_000, secondsLeft: 15 });
  });

  it('counts whole seconds down within a slot', () => {
    expect(rotationSlot(SLOT + 1).secondsLeft).toBe(15);
    expect(rotationSlot(SLOT + 1_000).secondsLeft).toBe(14);
    expect(rotationSlot(SLOT + 1_001).secondsLeft).toBe(14);
    expect(rotationSlot(SLOT + 14_000).secondsLeft).toBe(1);
  });

  it('keeps one creation time, a multiple of 15 s, for every instant of a slot', () => {
    const times = [0, 1, 999, 7_500, 14_998, 14_999].map((offset) => rotationSlot(SLOT + offset).createdAt);
    expect(new Set(times)).toEqual(new Set([SLOT]));
    expect(rotationSlot(SLOT + 123_456).createdAt % LECTURE_QR_ROTATE_MS).toBe(0);
  });

  it('takes another interval', () => {
    expect(rotationSlot(SLOT + 4_500, 5_000)).toEqual({ createdAt: SLOT, secondsLeft: 1 });
    expect(rotationSlot(SLOT + 5_000, 5_000)).toEqual({ createdAt: SLOT + 5_000, secondsLeft: 5 });
  });
});

describe('QR_TABS (§2: Check In 0, Check Out 1, Check In & Out 2 with both codes)', () => {
  it('indexes 0, 1, 2 with IN, OUT and IN + OUT', () => {
    expect(QR_TABS.map((tab) => [tab.index, tab.name, [...tab.codes]])).toEqual([
      [0, 'in', ['IN']],
      [1, 'out', ['OUT']],
      [2, 'inOut', ['IN', 'OUT']],
    ]);
    QR_TABS.forEach((tab, position) => expect(tab.index).toBe(position));
  });

  it('each code reads $lecture$<id>$<slot start>$IN|OUT and parses back', () => {
    const { createdAt } = rotationSlot(SLOT + 9_876);
    const built = QR_TABS.map((tab) => tab.codes.map((code) => buildLectureQr('1001', createdAt, code)));
    expect(built).toEqual([
      [`$lecture$1001$${SLOT}$IN`],
      [`$lecture$1001$${SLOT}$OUT`],
      [`$lecture$1001$${SLOT}$IN`, `$lecture$1001$${SLOT}$OUT`],
    ]);
    for (const text of built.flat()) expect(text).toMatch(/^\$lecture\$1001\$\d+\$(IN|OUT)$/);
    expect(parseQrContent(built[2]![1]!)).toEqual({ type: 'lecture', id: '1001', createdAt: SLOT, entryType: 'OUT', signature: null });
  });
});

describe('lectureView (§4: the code only for ONGOING, STARTING_SOON and ENDED; §8 messages)', () => {
  const data = (fields: Partial<LectureQrData>): LectureQrData => ({ is_lecture_available: true, ...fields });

  it('a lecture that is not available is missing, whatever else the answer says', () => {
    expect(lectureView({ is_lecture_available: false })).toEqual({ kind: 'missing', showQr: false });
    expect(lectureView({ is_lecture_available: false, lecture_status: 'ONGOING', lecture_starts_in_time: 60 })).toEqual({ kind: 'missing', showQr: false });
  });

  it('ONGOING shows the code and the ongoing message, durations ignored', () => {
    expect(lectureView(data({ lecture_status: 'ONGOING' }))).toEqual({ kind: 'ongoing', showQr: true });
    expect(lectureView(data({ lecture_status: 'ONGOING', lecture_starts_in_time: 90, lecture_ended_time_ago: 5 }), 10_000)).toEqual({
      kind: 'ongoing',
      showQr: true,
    });
  });

  it('STARTING_SOON shows the code and the time left, counting down from the read', () => {
    const soon = data({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 600 });
    expect(lectureView(soon)).toEqual({ kind: 'startsIn', seconds: 600, showQr: true });
    expect(lectureView(soon, 61_000)).toEqual({ kind: 'startsIn', seconds: 539, showQr: true });
    expect(lectureView(soon, 61_999)).toEqual({ kind: 'startsIn', seconds: 539, showQr: true });
  });

  it('the time left never goes below 0', () => {
    const soon = data({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 30 });
    expect(lectureView(soon, 30_000)).toEqual({ kind: 'startsIn', seconds: 0, showQr: true });
    expect(lectureView(soon, 3_600_000)).toEqual({ kind: 'startsIn', seconds: 0, showQr: true });
  });

  it('ENDED shows the code and how long ago, counting up from the read', () => {
    const ended = data({ lecture_status: 'ENDED', lecture_ended_time_ago: 120, lecture_starts_in_time: 999 });
    expect(lectureView(ended)).toEqual({ kind: 'endedAgo', seconds: 120, showQr: true });
    expect(lectureView(ended, 5_500)).toEqual({ kind: 'endedAgo', seconds: 125, showQr: true });
  });

  it('a clock that went backwards counts as no time passed', () => {
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: 120 }), -5_000)).toEqual({ kind: 'endedAgo', seconds: 120, showQr: true });
    expect(lectureView(data({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 60 }), -5_000)).toEqual({ kind: 'startsIn', seconds: 60, showQr: true });
  });

  it('STARTING_SOON and ENDED show the code even without a duration', () => {
    expect(lectureView(data({ lecture_status: 'STARTING_SOON' }))).toMatchObject({ showQr: true });
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: null }))).toMatchObject({ showQr: true });
  });

  it('NOT_IN_RANGE keeps the starts-in or ended-ago message but shows no code', () => {
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_starts_in_time: 7_200 }), 2_000)).toEqual({
      kind: 'startsIn',
      seconds: 7_198,
      showQr: false,
    });
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_ended_time_ago: 86_400 }), 2_000)).toEqual({
      kind: 'endedAgo',
      seconds: 86_402,
      showQr: false,
    });
  });

  it('NOT_IN_RANGE without a duration is unavailable', () => {
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE' }))).toEqual({ kind: 'unavailable', showQr: false });
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_starts_in_time: null, lecture_ended_time_ago: null }))).toEqual({
      kind: 'unavailable',
      showQr: false,
    });
  });

  it.each([['LIVE'], ['ongoing'], [''], [null], [undefined]])('an unknown status %j is NOT_IN_RANGE', (status) => {
    expect(lectureView(data({ lecture_status: status }))).toEqual({ kind: 'unavailable', showQr: false });
    expect(lectureView(data({ lecture_status: status, lecture_starts_in_time: 300 }))).toEqual({ kind: 'startsIn', seconds: 300, showQr: false });
    expect(lectureView(data({ lecture_status: status, lecture_ended_time_ago: 300 }))).toEqual({ kind: 'endedAgo', seconds: 300, showQr: false });
  });

  it('a zero duration is still a duration, not a missing one', () => {
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_starts_in_time: 0 }))).toEqual({ kind: 'startsIn', seconds: 0, showQr: false });
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: 0 }))).toEqual({ kind: 'endedAgo', seconds: 0, showQr: true });
  });
});
