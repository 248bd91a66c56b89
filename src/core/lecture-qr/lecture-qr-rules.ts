import type { LectureCode, LectureQrData, LectureStatus } from '../api/schemas/attendance';
import { LECTURE_STATUSES } from '../api/schemas/attendance';
import type { QrEntryType } from '../qr/qr-content';
import { localDigits } from '../locale/numbers';
import type { Locale } from '../locale/locale';

/** How often the lecture's QR data (status, times) is asked for again while no code shows. */
export const LECTURE_QR_POLL_MS = 60_000;
/** The server's rotation when it does not say `qr_refresh_in_ms` (it rotates its signed codes every 15 s by default). */
export const QR_REFRESH_DEFAULT_MS = 15_000;
/** The soonest the codes are asked for again, whatever the server says: a bad value must not flood it. */
export const QR_REFRESH_MIN_MS = 1_000;
/** Seconds before the start when the status changes: the QR appears 30 minutes before (STARTING_SOON) and the lecture starts. */
export const STATUS_TURNS_AT_S: readonly number[] = [1800, 0];
/** How often the roster of who has checked in and out is refreshed while the page is shown. */
export const ROSTER_POLL_MS = 5_000;

/** §2 tabs: Check In (0), Check Out (1), Check In & Out (2: the check-in and check-out codes side by side). */
export const QR_TABS = [
  { index: 0, name: 'in', codes: ['IN'] },
  { index: 1, name: 'out', codes: ['OUT'] },
  { index: 2, name: 'inOut', codes: ['IN', 'OUT'] },
] as const satisfies readonly { index: number; name: string; codes: readonly QrEntryType[] }[];
export type QrTab = (typeof QR_TABS)[number];

/** §9 QR size by window width: under 480 → 200 … under 1920 → 400, otherwise 450. */
const SIZE_STEPS: readonly [number, number][] = [
  [480, 200],
  [640, 240],
  [768, 280],
  [1024, 320],
  [1280, 360],
  [1920, 400],
];

export function qrSizeFor(windowWidth: number): number {
  for (const [below, size] of SIZE_STEPS) if (windowWidth < below) return size;
  return 450;
}

/**
 * When to ask view/qr again after an answer: at the codes' rotation (`qr_refresh_in_ms`, never sooner than 1 s,
 * never later than the poll) while codes show, else at the poll. A failed read (already retried with back-off by
 * the query) waits for the poll.
 */
export function qrRefreshDelay(data: LectureQrData | undefined, failed = false): number {
  if (failed || !data?.qr_codes) return LECTURE_QR_POLL_MS;
  const asked = data.qr_refresh_in_ms;
  const delay = typeof asked === 'number' && Number.isFinite(asked) ? asked : QR_REFRESH_DEFAULT_MS;
  return Math.min(LECTURE_QR_POLL_MS, Math.max(QR_REFRESH_MIN_MS, delay));
}

/**
 * The server's codes for `entries`: the rotating ones on screen, the whole-window ones for paper (`print`); the
 * rotating ones when no paper codes came. Null when the server sent none (the QR is not shown).
 */
export function codesToDraw(data: LectureQrData, entries: readonly QrEntryType[], print = false): LectureCode[] | null {
  const codes = (print ? data.print_qr_codes : null) ?? data.qr_codes;
  return codes ? entries.map((entry) => codes[entry]) : null;
}

/** A typed code as read aloud and shown: digits in groups of three ('482913' → '482 913'), in the language's digits. */
export function groupTypedCode(code: string, locale: Locale): string {
  const digits = code.replace(/\s+/g, '');
  return localDigits(digits.replace(/(.{3})(?=.)/g, '$1 '), locale);
}

/** What the status banner and the code area show (§4 Trainer lecture QR, §8). */
export type LectureView =
  | { kind: 'missing'; showQr: false }
  | { kind: 'ongoing'; showQr: true }
  | { kind: 'startsIn'; seconds: number; showQr: boolean }
  | { kind: 'endedAgo'; seconds: number; showQr: boolean }
  | { kind: 'unavailable'; showQr: false };

const isLectureStatus = (value: unknown): value is LectureStatus =>
  (LECTURE_STATUSES as readonly unknown[]).includes(value);

/**
 * The banner from `lecture_status`: the code shows for ONGOING, STARTING_SOON and ENDED only; NOT_IN_RANGE keeps
 * the starts-in / ended-ago message without a code. Durations count on from when the data was read (`elapsedMs`);
 * a status sent without its duration counts from zero.
 */
export function lectureView(data: LectureQrData, elapsedMs = 0): LectureView {
  if (!data.is_lecture_available) return { kind: 'missing', showQr: false };
  const status = isLectureStatus(data.lecture_status) ? data.lecture_status : 'NOT_IN_RANGE';
  const elapsed = Math.max(0, Math.floor(elapsedMs / 1000));
  const startsIn = data.lecture_starts_in_time;
  const endedAgo = data.lecture_ended_time_ago;
  const counting = (seconds: number | null | undefined, sign: 1 | -1) => Math.max(0, (seconds ?? 0) + sign * elapsed);
  if (status === 'ONGOING') return { kind: 'ongoing', showQr: true };
  if (status === 'STARTING_SOON') return { kind: 'startsIn', seconds: counting(startsIn, -1), showQr: true };
  if (status === 'ENDED') return { kind: 'endedAgo', seconds: counting(endedAgo, 1), showQr: true };
  if (startsIn != null) return { kind: 'startsIn', seconds: counting(startsIn, -1), showQr: false };
  if (endedAgo != null) return { kind: 'endedAgo', seconds: counting(endedAgo, 1), showQr: false };
  return { kind: 'unavailable', showQr: false };
}
