import { recordsOfLectures } from '../../../demo/api/features/attendance/directory';
import { attendanceRecords } from '../../../demo/api/features/attendance/schema';
import { todaySpans } from '../../../demo/api/local-time';
import type { AttendanceRecord } from '../../../demo/api/features/attendance/types';
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { VENUE } from '../../../demo/api/features/batch/ids';
import { issueCode, slotOf } from '../../../demo/api/features/attendance/codes';
import { TEST_ATTENDANCE_SECRET, type CallResult, type TestApi } from './helpers';

// Shared by the attendance API tests: a fixed seed time, the lecture spans it gives, and scan calls.

/** A fixed local noon (Wednesday): the running lecture is 11:30–13:30, later 15:00–16:30, finished 08:00–10:00. */
export const NOON = new Date(2026, 2, 18, 12, 0).getTime();
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** Start and end instants of today's three seeded lectures when seeded at NOON. */
export const SPANS = todaySpans(NOON);

/** Tokens per API and account since the last re-seed (sign-in hashes a password: slow by design). */
const tokens = new WeakMap<TestApi, Map<string, string>>();

/** Re-seeds with the API clock at `at` (the catalog is relative to it), then leaves the clock there. */
export async function seedAt(t: TestApi, at = NOON): Promise<void> {
  t.clock.now = at;
  await t.api.reset();
  tokens.delete(t);
}

/** A token of `account`, signed in once per seed. */
export async function tokenOf(t: TestApi, account: string): Promise<string> {
  const known = tokens.get(t) ?? new Map<string, string>();
  tokens.set(t, known);
  const token = known.get(account) ?? (await t.login(account));
  known.set(account, token);
  return token;
}

/** At the seeded venue (Dubai Campus). */
export const COORDS = { latitude: VENUE.dubaiCampus.latitude, longitude: VENUE.dubaiCampus.longitude };

export type EntryType = 'IN' | 'OUT' | 'IN_OUT';

/** The code the trainer's page shows for `lectureId` at `at` (the current rotation slot), signed as the server signs. */
export function shownCode(lectureId: number | string, entryType: EntryType, at: number): string {
  return issueCode(TEST_ATTENDANCE_SECRET, 'R', Number(lectureId), slotOf(at), entryType).qr_content;
}

/**
 * §3 scan payload for a lecture (running by default; `extra.related_id` names another) with the code shown now on
 * the API clock, read at the venue; `extra` overrides any field (a forged `qr_content`, another position).
 */
export function scanBody(
  t: TestApi,
  entryType: EntryType,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  const lectureId = (extra.related_id as number | string | undefined) ?? RUNNING_LECTURE_ID;
  return {
    language: 'En',
    attendance_entry_type: entryType,
    related_id: RUNNING_LECTURE_ID,
    related_type: 'lecture',
    location_coords: COORDS,
    location_accuracy: 12,
    timestamp: t.clock.now,
    qr_content: shownCode(lectureId, entryType, t.clock.now),
    ...extra,
  };
}

export interface ScanSummary {
  record_id: number;
  lecture_id: number;
  entry_type: 'IN' | 'OUT';
  state: 'checked_in' | 'checked_out';
  status: string;
  is_late: boolean;
  check_in_at: string | null;
  check_out_at: string | null;
}

/** Posts a scan (or a create) as `account`. */
export async function scan(
  t: TestApi,
  entryType: EntryType,
  options: { as?: string; extra?: Record<string, unknown>; lang?: string; path?: string } = {},
): Promise<CallResult<ScanSummary>> {
  const token = await tokenOf(t, options.as ?? 'learner');
  return t.call<ScanSummary>(options.path ?? 'attendance/scan', {
    token,
    lang: options.lang,
    body: scanBody(t, entryType, options.extra),
  });
}

/** Every attendance record as stored (records of every lecture that has one), with their entries. */
export async function storedRecords(t: TestApi): Promise<AttendanceRecord[]> {
  const { db } = t.api.database;
  const lectures = await db.selectDistinct({ id: attendanceRecords.lecture_id }).from(attendanceRecords);
  return recordsOfLectures(
    db,
    lectures.map((lecture) => lecture.id),
  );
}

/** The `{ related_type, related_id }` body of the trainer's calls. */
export const lectureRef = (id: number | string = RUNNING_LECTURE_ID) => ({ related_type: 'lecture', related_id: id });
