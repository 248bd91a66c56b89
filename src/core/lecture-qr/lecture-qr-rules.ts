import type { LectureQrData, LectureStatus } from '../api/schemas/attendance';
import { LECTURE_STATUSES } from '../api/schemas/attendance';
import type { QrEntryType } from '../qr/qr-content';

/**
 * How often the page draws a new code (the spec leaves the interval open): every 15 s, like Moodle's rotating QR,
 * so a photographed code is soon not the one on screen. Its creation time is the start of the 15 s slot.
 */
export const LECTURE_QR_ROTATE_MS = 15_000;
/** How often the lecture's QR data (status, times) is asked for again while the page is open. */
export const LECTURE_QR_POLL_MS = 60_000;
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

/** The creation time of the code shown at `now`: the start of its 15 s slot, so every render in a slot draws the same code. */
export function rotationSlot(now: number, every: number = LECTURE_QR_ROTATE_MS): { createdAt: number; secondsLeft: number } {
  const createdAt = Math.floor(now / every) * every;
  return { createdAt, secondsLeft: Math.ceil((createdAt + every - now) / 1000) };
}

/** What the status banner and the code area show (§4 Trainer lecture QR, §8). */
export type LectureView =
  | { kind: 'missing'; showQr: false }
  | { kind: 'ongoing'; showQr: true }
  | { kind: 'startsIn'; seconds: number; showQr: boolean }
  | { kind: 'endedAgo'; seconds: number; showQr: boolean }
  | { kind: 'unavailable'; showQr: false };

const isLectureStatus = (value: unknown): value is LectureStatus => (LECTURE_STATUSES as readonly unknown[]).includes(value);

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
