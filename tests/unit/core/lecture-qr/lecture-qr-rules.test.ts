import { describe, expect, it } from 'vitest';
import type { LectureQrData } from '../../../../src/core/api/schemas/attendance';
import {
  codesToDraw,
  groupTypedCode,
  LECTURE_QR_POLL_MS,
  lectureView,
  QR_REFRESH_DEFAULT_MS,
  QR_REFRESH_MIN_MS,
  qrRefreshDelay,
  QR_TABS,
  qrSizeFor,
  ROSTER_POLL_MS,
} from '../../../../src/core/lecture-qr/lecture-qr-rules';

// learning §2 tabs, §4 Trainer lecture QR (status drives the banner and the code), §9 QR size steps; the server's
// rotating codes (asked for again at their rotation), typed codes and paper codes.

const code = (entry: string, kind = 'screen') => ({
  qr_content: `$lecture$1001$1$${entry}$${kind}`,
  typed_code: kind === 'screen' ? '482913' : '105277',
});
const codes = (kind = 'screen') => ({ IN: code('IN', kind), OUT: code('OUT', kind), IN_OUT: code('IN_OUT', kind) });
const withCodes = (fields: Partial<LectureQrData> = {}): LectureQrData => ({
  is_lecture_available: true,
  lecture_status: 'ONGOING',
  qr_codes: codes(),
  ...fields,
});

describe('constants', () => {
  it('polls the QR data every minute without codes, the roster every 5 s; codes rotate every 15 s by default, asked at most every second', () => {
    expect([LECTURE_QR_POLL_MS, ROSTER_POLL_MS, QR_REFRESH_DEFAULT_MS, QR_REFRESH_MIN_MS]).toEqual([
      60_000, 5_000, 15_000, 1_000,
    ]);
  });
});

describe('qrRefreshDelay (ask view/qr again when the codes rotate)', () => {
  it("while codes show: the server's qr_refresh_in_ms", () => {
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: 15_000 }))).toBe(15_000);
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: 4_321 }))).toBe(4_321);
  });

  it('never sooner than 1 s (0, negative, tiny) and never later than the poll', () => {
    expect([0, -5, 999, 1_000, 1_001].map((ms) => qrRefreshDelay(withCodes({ qr_refresh_in_ms: ms })))).toEqual([
      1_000, 1_000, 1_000, 1_000, 1_001,
    ]);
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: 3_600_000 }))).toBe(LECTURE_QR_POLL_MS);
  });

  it('codes without a delay (or a non-number) rotate at the 15 s default', () => {
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: null }))).toBe(15_000);
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: Number.NaN }))).toBe(15_000);
  });

  it('no codes (QR not shown), no data, or a failed read: the minute poll', () => {
    expect(qrRefreshDelay(withCodes({ qr_codes: null, qr_refresh_in_ms: 2_000 }))).toBe(LECTURE_QR_POLL_MS);
    expect(qrRefreshDelay(undefined)).toBe(LECTURE_QR_POLL_MS);
    expect(qrRefreshDelay(withCodes({ qr_refresh_in_ms: 2_000 }), true)).toBe(LECTURE_QR_POLL_MS);
  });
});

describe("codesToDraw (the server's codes, never built here)", () => {
  it("the rotating codes of the tab's entries, in order", () => {
    expect(codesToDraw(withCodes(), ['IN'])).toEqual([code('IN')]);
    expect(codesToDraw(withCodes(), ['IN', 'OUT'])).toEqual([code('IN'), code('OUT')]);
  });

  it('paper gets the whole-window codes, or the rotating ones when none came', () => {
    expect(codesToDraw(withCodes({ print_qr_codes: codes('print') }), ['OUT'], true)).toEqual([code('OUT', 'print')]);
    expect(codesToDraw(withCodes({ print_qr_codes: null }), ['OUT'], true)).toEqual([code('OUT')]);
  });

  it('null when the server sent no codes', () => {
    expect(codesToDraw(withCodes({ qr_codes: null }), ['IN'])).toBeNull();
    expect(codesToDraw(withCodes({ qr_codes: undefined, print_qr_codes: undefined }), ['IN'], true)).toBeNull();
  });
});

describe('groupTypedCode (digits by three, one digit system per language)', () => {
  it('English: 0–9 in groups of three', () => {
    expect(groupTypedCode('482913', 'en')).toBe('482 913');
    expect(groupTypedCode('48291', 'en')).toBe('482 91');
    expect(groupTypedCode('123', 'en')).toBe('123');
    expect(groupTypedCode(' 482 913 ', 'en')).toBe('482 913');
    expect(groupTypedCode('', 'en')).toBe('');
  });

  it('Arabic: Arabic-Indic digits, as the Arabic dates show them', () => {
    expect(groupTypedCode('482913', 'ar')).toBe('٤٨٢ ٩١٣');
    expect(groupTypedCode('000105', 'ar')).toBe('٠٠٠ ١٠٥');
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

describe('QR_TABS (§2: Check In 0, Check Out 1, Check In & Out 2 with both codes)', () => {
  it('indexes 0, 1, 2 with IN, OUT and IN + OUT', () => {
    expect(QR_TABS.map((tab) => [tab.index, tab.name, [...tab.codes]])).toEqual([
      [0, 'in', ['IN']],
      [1, 'out', ['OUT']],
      [2, 'inOut', ['IN', 'OUT']],
    ]);
    QR_TABS.forEach((tab, position) => expect(tab.index).toBe(position));
  });
});

describe('lectureView (§4: the code only for ONGOING, STARTING_SOON and ENDED; §8 messages)', () => {
  const data = (fields: Partial<LectureQrData>): LectureQrData => ({ is_lecture_available: true, ...fields });

  it('a lecture that is not available is missing, whatever else the answer says', () => {
    expect(lectureView({ is_lecture_available: false })).toEqual({ kind: 'missing', showQr: false });
    expect(lectureView({ is_lecture_available: false, lecture_status: 'ONGOING', lecture_starts_in_time: 60 })).toEqual(
      { kind: 'missing', showQr: false },
    );
  });

  it('ONGOING shows the code and the ongoing message, durations ignored', () => {
    expect(lectureView(data({ lecture_status: 'ONGOING' }))).toEqual({ kind: 'ongoing', showQr: true });
    expect(
      lectureView(data({ lecture_status: 'ONGOING', lecture_starts_in_time: 90, lecture_ended_time_ago: 5 }), 10_000),
    ).toEqual({
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
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: 120 }), -5_000)).toEqual({
      kind: 'endedAgo',
      seconds: 120,
      showQr: true,
    });
    expect(lectureView(data({ lecture_status: 'STARTING_SOON', lecture_starts_in_time: 60 }), -5_000)).toEqual({
      kind: 'startsIn',
      seconds: 60,
      showQr: true,
    });
  });

  it('STARTING_SOON and ENDED show the code even without a duration', () => {
    expect(lectureView(data({ lecture_status: 'STARTING_SOON' }))).toMatchObject({ showQr: true });
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: null }))).toMatchObject({
      showQr: true,
    });
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
    expect(
      lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_starts_in_time: null, lecture_ended_time_ago: null })),
    ).toEqual({
      kind: 'unavailable',
      showQr: false,
    });
  });

  it.each([['LIVE'], ['ongoing'], [''], [null], [undefined]])('an unknown status %j is NOT_IN_RANGE', (status) => {
    expect(lectureView(data({ lecture_status: status }))).toEqual({ kind: 'unavailable', showQr: false });
    expect(lectureView(data({ lecture_status: status, lecture_starts_in_time: 300 }))).toEqual({
      kind: 'startsIn',
      seconds: 300,
      showQr: false,
    });
    expect(lectureView(data({ lecture_status: status, lecture_ended_time_ago: 300 }))).toEqual({
      kind: 'endedAgo',
      seconds: 300,
      showQr: false,
    });
  });

  it('a zero duration is still a duration, not a missing one', () => {
    expect(lectureView(data({ lecture_status: 'NOT_IN_RANGE', lecture_starts_in_time: 0 }))).toEqual({
      kind: 'startsIn',
      seconds: 0,
      showQr: false,
    });
    expect(lectureView(data({ lecture_status: 'ENDED', lecture_ended_time_ago: 0 }))).toEqual({
      kind: 'endedAgo',
      seconds: 0,
      showQr: true,
    });
  });
});
