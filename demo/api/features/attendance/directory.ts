import { and, asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import type { ScanFlag, ScanMethod } from '../../../../src/core/api/schemas/attendance';
import type { Db } from '../../db/database';
import type { AttendanceFact, AttendanceMark, BatchScope, LectureRecord, RosterLectures } from '../batch/directory';
import { attendanceFactsOf, unpackRecords } from './facts';
import { lectureStates, markOf } from './marking-state';
import { stateOf, type RosterState } from './records';
import { attendanceEntries, attendanceRecords } from './schema';
import {
  UNSAVED,
  type AttendanceEntryRecord,
  type AttendanceRecord,
  type AttendanceStatus,
  type EntryKind,
} from './types';

export type { RosterState } from './records';
export { attendanceCounts } from './counts';

// Attendance records as whole objects (a record with its entries): what the batch page and the scans load and save,
// and the marks the batch page's assessment grid shows. Other features never read attendance's tables themselves.

type RecordRow = typeof attendanceRecords.$inferSelect;
type EntryRow = typeof attendanceEntries.$inferSelect;

function entryOf(row: EntryRow): AttendanceEntryRecord {
  const coords =
    row.latitude === null || row.longitude === null ? null : { latitude: row.latitude, longitude: row.longitude };
  return {
    id: row.id,
    kind: row.kind as EntryKind,
    at: row.at.toISOString(),
    client_timestamp: row.client_timestamp,
    coords,
    language: row.language as AttendanceEntryRecord['language'],
    source: row.source as AttendanceEntryRecord['source'],
    // Only manual entries name their trainer.
    ...(row.created_by === null ? {} : { created_by: row.created_by }),
    method: row.method as ScanMethod | null,
    distance_m: row.distance_m,
    accuracy_m: row.accuracy_m,
    flags: row.flags as ScanFlag[],
  };
}

function recordOf(row: RecordRow, entries: AttendanceEntryRecord[]): AttendanceRecord {
  // The entry times are the database's summary of `entries` (for the counts), not part of the record object.
  const { first_in_at: _firstIn, last_in_at: _lastIn, last_out_at: _lastOut, ...fields } = row;
  return {
    ...fields,
    status: row.status as AttendanceStatus,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    entries,
  };
}

/** Records with their entries (oldest first), in the order of `rows`. */
async function withEntries(db: Db, rows: RecordRow[]): Promise<AttendanceRecord[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(attendanceEntries)
    .where(
      inArray(
        attendanceEntries.record_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(attendanceEntries.at), asc(attendanceEntries.id));
  const byRecord = new Map<number, AttendanceEntryRecord[]>();
  for (const entry of entries)
    byRecord.set(entry.record_id, [...(byRecord.get(entry.record_id) ?? []), entryOf(entry)]);
  return rows.map((row) => recordOf(row, byRecord.get(row.id) ?? []));
}

/** Every stored record of these lectures (one indexed read). */
export async function recordsOfLectures(db: Db, lectureIds: readonly number[]): Promise<AttendanceRecord[]> {
  if (lectureIds.length === 0) return [];
  return withEntries(
    db,
    await db
      .select()
      .from(attendanceRecords)
      .where(inArray(attendanceRecords.lecture_id, [...lectureIds])),
  );
}

/**
 * For each of `lectures`, every roster place's mark in roster order: the stored record, else the seeded row (the
 * batch page's assessment grid; the registry hands it to batch as BatchPageSources.attendanceMarks).
 */
export async function attendanceMarks(
  db: Db,
  scope: BatchScope,
  lectures: readonly LectureRecord[],
  now: number,
): Promise<AttendanceMark[][]> {
  const records = await recordsOfLectures(
    db,
    lectures.map((lecture) => lecture.id),
  );
  return lectures.map((lecture) => lectureStates(records, scope, lecture, now).map(markOf));
}

/** Epoch ms of a record's entry time, as a whole number (null when there is no such entry). */
const epochMs = (time: SQLWrapper) => sql`(extract(epoch from ${time}) * 1000)::bigint`;

/**
 * For each group, for each of its lectures, every roster place's status, lateness, early leave and entry times
 * (issue #34 insights and exports): one read of every record of all the lectures (with the entry times it carries),
 * else the seeded row, exactly as attendanceMarks reads them. The registry hands it to batch as BatchPageSources.attendanceFacts.
 * The database packs each lecture's records into one text (records.ts `unpackRecords`): 80,000 rows cost PGlite
 * about a second to hand over one by one, forty texts a few milliseconds.
 */
export async function attendanceFacts(
  db: Db,
  groups: readonly RosterLectures[],
  now: number,
): Promise<AttendanceFact[][][]> {
  const lectureIds = [...new Set(groups.flatMap((group) => group.lectures.map((lecture) => lecture.id)))];
  if (lectureIds.length === 0) return attendanceFactsOf([], groups, now);
  const record = attendanceRecords;
  const perRecord = db
    .select({
      lecture_id: record.lecture_id,
      packed: sql<string>`concat_ws(' ', ${record.participant_id}, ${record.status}, ${record.is_late}::int,
        coalesce(${epochMs(record.first_in_at)}::text, ''), coalesce(${epochMs(record.last_in_at)}::text, ''),
        coalesce(${epochMs(record.last_out_at)}::text, ''))`.as('packed'),
    })
    .from(record)
    .where(inArray(record.lecture_id, lectureIds))
    .as('per_record');
  const lectures = await db
    .select({ lecture_id: perRecord.lecture_id, packed: sql<string>`string_agg(${perRecord.packed}, ',')` })
    .from(perRecord)
    .groupBy(perRecord.lecture_id);
  return attendanceFactsOf(
    lectures.flatMap((row) => unpackRecords(row.lecture_id, row.packed)),
    groups,
    now,
  );
}

/** Every stored record of a lecture. */
export function recordsOfLecture(db: Db, lectureId: number): Promise<AttendanceRecord[]> {
  return recordsOfLectures(db, [lectureId]);
}

/**
 * One participant's record at a lecture; `lock` holds it until the transaction `db` ends, so two scans of the same
 * person decide one after the other.
 */
export async function recordOfParticipant(
  db: Db,
  lectureId: number,
  participantId: number,
  lock = false,
): Promise<AttendanceRecord | undefined> {
  const query = db
    .select()
    .from(attendanceRecords)
    .where(and(eq(attendanceRecords.lecture_id, lectureId), eq(attendanceRecords.participant_id, participantId)));
  const rows = lock ? await query.for('update') : await query;
  return (await withEntries(db, rows))[0];
}

/** The lecture of a stored record, by the record's id. */
export async function lectureOfRecord(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ lecture_id: attendanceRecords.lecture_id })
    .from(attendanceRecords)
    .where(eq(attendanceRecords.id, id))
    .limit(1);
  return row?.lecture_id;
}

/**
 * Stores a record as it is now: a new one (id UNSAVED) is inserted, a stored one updated; entries not saved yet are
 * added (entries are never changed once written). Ids are filled in place. Run it inside the caller's transaction.
 */
export async function saveRecord(db: Db, record: AttendanceRecord): Promise<void> {
  const fields = {
    lecture_id: record.lecture_id,
    batch_id: record.batch_id,
    participant_id: record.participant_id,
    batch_participant_id: record.batch_participant_id,
    status: record.status,
    is_late: record.is_late,
    created_at: new Date(record.created_at),
    updated_at: new Date(record.updated_at),
    update_comments: record.update_comments ?? null,
    flagged_comments: record.flagged_comments ?? null,
    reviewed_by_name: record.reviewed_by_name ?? null,
    reviewed_comments: record.reviewed_comments ?? null,
    updated_by: record.updated_by ?? null,
  };
  if (record.id === UNSAVED) {
    const [inserted] = await db.insert(attendanceRecords).values(fields).returning({ id: attendanceRecords.id });
    if (!inserted) throw new Error('insert into attendance_records returned no row');
    record.id = inserted.id;
  } else {
    await db.update(attendanceRecords).set(fields).where(eq(attendanceRecords.id, record.id));
  }
  // One insert per entry: each gets its id back for certain (a record gains one or two at a time).
  for (const entry of record.entries.filter((candidate) => candidate.id === UNSAVED)) {
    const [inserted] = await db
      .insert(attendanceEntries)
      .values({
        record_id: record.id,
        kind: entry.kind,
        at: new Date(entry.at),
        client_timestamp: entry.client_timestamp,
        latitude: entry.coords?.latitude ?? null,
        longitude: entry.coords?.longitude ?? null,
        language: entry.language,
        source: entry.source,
        created_by: entry.created_by ?? null,
        method: entry.method,
        distance_m: entry.distance_m,
        accuracy_m: entry.accuracy_m,
        flags: entry.flags,
      })
      .returning({ id: attendanceEntries.id });
    entry.id = inserted?.id ?? UNSAVED;
  }
}

/** The participant's check-in state at each of these lectures (the learner dashboard's attendance card). */
export async function participantStates(
  db: Db,
  participantId: number,
  lectureIds: readonly number[],
): Promise<Map<number, RosterState>> {
  const own =
    lectureIds.length === 0
      ? []
      : await withEntries(
          db,
          await db
            .select()
            .from(attendanceRecords)
            .where(
              and(
                eq(attendanceRecords.participant_id, participantId),
                inArray(attendanceRecords.lecture_id, [...lectureIds]),
              ),
            ),
        );
  return new Map(lectureIds.map((id) => [id, stateOf(own.find((record) => record.lecture_id === id))]));
}

/** Takes a flag off every stored entry of a record (a trainer accepted what it marked; entries change no other way). */
export async function clearEntryFlag(db: Db, recordId: number, flag: ScanFlag): Promise<void> {
  await db
    .update(attendanceEntries)
    .set({ flags: sql`array_remove(${attendanceEntries.flags}, ${flag})` })
    .where(eq(attendanceEntries.record_id, recordId));
}
