import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant } from '../../db/columns';
import { users } from '../../schema';

// Attendance records and their entries (attendance owns them; the batch page changes them through ./directory.ts).
// Lecture, batch and participant ids point into batch's tables, another owner's migrations: no foreign keys.

/** One participant's attendance at one lecture: one row per pair, so parallel first scans make one record. */
export const attendanceRecords = pgTable(
  'attendance_records',
  {
    id: serial('id').primaryKey(),
    lecture_id: integer('lecture_id').notNull(),
    batch_id: integer('batch_id').notNull(),
    participant_id: integer('participant_id').notNull(),
    batch_participant_id: integer('batch_participant_id').notNull(),
    status: text('status').notNull(),
    is_late: boolean('is_late').notNull(),
    created_at: instant('created_at').notNull(),
    updated_at: instant('updated_at').notNull(),
    // The batch page's manual fields (null on a record only scans made).
    update_comments: text('update_comments'),
    flagged_comments: text('flagged_comments'),
    reviewed_by_name: text('reviewed_by_name'),
    reviewed_comments: text('reviewed_comments'),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    // The entries' first and last check-in and last check-out (null: none), kept by the database's triggers on
    // attendance_entries (migration 0003) so the insights count lateness and early leaves without reading entries.
    first_in_at: instant('first_in_at'),
    last_in_at: instant('last_in_at'),
    last_out_at: instant('last_out_at'),
  },
  (table) => [uniqueIndex('attendance_records_lecture_participant').on(table.lecture_id, table.participant_id)],
);

/** A scan or a trainer's manual entry. */
export const attendanceEntries = pgTable(
  'attendance_entries',
  {
    id: serial('id').primaryKey(),
    record_id: integer('record_id')
      .notNull()
      .references(() => attendanceRecords.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    at: instant('at').notNull(),
    client_timestamp: bigint('client_timestamp', { mode: 'number' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    language: text('language').notNull(),
    source: text('source').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    // How a scan came (QR, TYPED, OFFLINE; null for a trainer's entry), how far from the venue and how precise the
    // position was (metres; null when unknown), and what the trainer should look at twice.
    method: text('method'),
    distance_m: doublePrecision('distance_m'),
    accuracy_m: doublePrecision('accuracy_m'),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [index('attendance_entries_record').on(table.record_id, table.at)],
);

/** One row per trainer and local day a digest was sent for: the claim that makes it once, across processes. */
export const attendanceDigests = pgTable(
  'attendance_digests',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    sent_at: instant('sent_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.user_id, table.day] })],
);
