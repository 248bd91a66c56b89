import type { EditableEntryAnswer } from '../api/schemas/batch';

// §4 Attendance editing: the entry list of the edit dialog as pure functions. Every function returns a new list and
// leaves its input alone; a change the rules forbid returns the input unchanged.

/** §3 entry types. */
export const ENTRY_TYPES = ['IN_CLASS', 'BREAK', 'BACK_FROM_BREAK', 'LEFT_EARLY'] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];
/** What an entry log may show: the §3 entry types, and OUT for a last check-out at or after the lecture's end. */
const LOG_ENTRY_TYPES = [...ENTRY_TYPES, 'OUT'] as const;
export type LogEntryType = (typeof LOG_ENTRY_TYPES)[number];
export const IN_CLASS: EntryType = 'IN_CLASS';
export const BREAK: EntryType = 'BREAK';
/** §3 the entry status of a QR scan: such a time is never edited and its entry never removed. */
const SCANNED = 'SCANNED';

/** One editable entry as the dialog holds it: times '' until set, statuses and record ids null when manual. */
export interface EditableEntry {
  entry_type: string;
  in_time: string;
  out_time: string;
  in_status: string | null;
  out_status: string | null;
  in_record_id: string | null;
  out_record_id: string | null;
}

/** Which times of one entry may be edited. */
export interface EntryLocks {
  inTimeEditable: boolean;
  outTimeEditable: boolean;
}

/** The detail's `attendance_entries` as the dialog holds them (missing text becomes ''). */
export function toEditableEntries(entries: readonly EditableEntryAnswer[]): EditableEntry[] {
  return entries.map((entry) => ({
    entry_type: entry.entry_type ?? '',
    in_time: entry.in_time ?? '',
    out_time: entry.out_time ?? '',
    in_status: entry.in_status ?? null,
    out_status: entry.out_status ?? null,
    in_record_id: entry.in_record_id ?? null,
    out_record_id: entry.out_record_id ?? null,
  }));
}

/** True for a SCANNED status (any letter case). */
export function isScanned(status: string | null | undefined): boolean {
  return (status ?? '').toUpperCase() === SCANNED;
}

/** True when `type` is a break. */
export function isBreak(type: string | null | undefined): boolean {
  return (type ?? '').toUpperCase() === BREAK;
}

/** §4: the type the next added entry gets: In Class first, then alternating with the last entry (a break → In Class). */
export function nextEntryType(entries: readonly EditableEntry[]): EntryType {
  const last = entries[entries.length - 1];
  if (!last) return IN_CLASS;
  return isBreak(last.entry_type) ? IN_CLASS : BREAK;
}

/** §4: an entry may be added when there is none or the last one has an out time. */
export function canAddEntry(entries: readonly EditableEntry[]): boolean {
  const last = entries[entries.length - 1];
  return !last || last.out_time.trim() !== '';
}

/** §4: adds the next entry (alternating type, starting at the previous out time); unchanged when not allowed. */
export function addEntry(entries: readonly EditableEntry[]): readonly EditableEntry[] {
  if (!canAddEntry(entries)) return entries;
  const previous = entries[entries.length - 1];
  const entry: EditableEntry = {
    entry_type: nextEntryType(entries),
    in_time: previous?.out_time ?? '',
    out_time: '',
    in_status: null,
    out_status: null,
    in_record_id: null,
    out_record_id: null,
  };
  return [...entries, entry];
}

/** §4: only the last entry may be removed, and only when neither its in nor its out status is SCANNED. */
export function canRemoveEntry(entries: readonly EditableEntry[], index: number): boolean {
  const entry = entries[index];
  return !!entry && index === entries.length - 1 && !isScanned(entry.in_status) && !isScanned(entry.out_status);
}

/** §4: removes entry `index` when allowed (the next added type then flips back); unchanged otherwise. */
export function removeEntry(entries: readonly EditableEntry[], index: number): readonly EditableEntry[] {
  return canRemoveEntry(entries, index) ? entries.slice(0, -1) : entries;
}

/**
 * §4 time locks: the in time is editable only on the sole entry and only when not scanned (later entries start at
 * the previous out time); the out time only on the last (or sole) entry and only when not scanned.
 */
export function entryLocks(entries: readonly EditableEntry[], index: number): EntryLocks {
  const entry = entries[index];
  if (!entry) return { inTimeEditable: false, outTimeEditable: false };
  return {
    inTimeEditable: entries.length === 1 && index === 0 && !isScanned(entry.in_status),
    outTimeEditable: index === entries.length - 1 && !isScanned(entry.out_status),
  };
}

/** Sets the in or out time of entry `index` when its lock allows; unchanged otherwise. */
export function setEntryTime(
  entries: readonly EditableEntry[],
  index: number,
  field: 'in_time' | 'out_time',
  value: string,
): readonly EditableEntry[] {
  const locks = entryLocks(entries, index);
  const editable = field === 'in_time' ? locks.inTimeEditable : locks.outTimeEditable;
  if (!editable) return entries;
  return entries.map((entry, at) => (at === index ? { ...entry, [field]: value } : entry));
}

/** Sets the type of entry `index` (the spec locks times, not types); unchanged for an index out of range. */
export function setEntryType(entries: readonly EditableEntry[], index: number, type: string): readonly EditableEntry[] {
  if (!entries[index]) return entries;
  return entries.map((entry, at) => (at === index ? { ...entry, entry_type: type } : entry));
}

const CLOCK = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const WALL_CLOCK = /T(\d{1,2}):(\d{2})(?::(\d{2}))?/;

/** An ISO date-time as the server sends entry times ('2026-11-30T09:30:00+03:00'). */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{1,2}:\d{2}/;

function secondsOf(match: RegExpExecArray): number {
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/**
 * True for a time the page can read: a clock time 'H:mm' or 'HH:mm[:ss]' within the day (23:59:59 at most), or a
 * server's ISO date-time. A text box (Arabic digits, #29) lets anything else be typed.
 */
export function isReadableTime(text: string): boolean {
  const trimmed = text.trim();
  const clock = CLOCK.exec(trimmed);
  if (clock) return Number(clock[1]) <= 23 && Number(clock[2]) <= 59 && Number(clock[3] ?? 0) <= 59;
  return DATE_TIME.test(trimmed) && !Number.isNaN(Date.parse(trimmed));
}

/**
 * Orders two entry times: 'HH:mm[:ss]' clock times by the clock, two ISO date-times by their instant, a clock time
 * against a date-time by the date-time's written clock. Null when either cannot be read.
 */
export function compareTimes(a: string, b: string): number | null {
  const clockA = CLOCK.exec(a.trim());
  const clockB = CLOCK.exec(b.trim());
  if (clockA && clockB) return secondsOf(clockA) - secondsOf(clockB);
  if (!clockA && !clockB) {
    const instantA = Date.parse(a);
    const instantB = Date.parse(b);
    return Number.isNaN(instantA) || Number.isNaN(instantB) ? null : instantA - instantB;
  }
  const left = clockA ?? WALL_CLOCK.exec(a);
  const right = clockB ?? WALL_CLOCK.exec(b);
  return left && right ? secondsOf(left) - secondsOf(right) : null;
}

/** The known log type of `type` (any letter case), or null for one the client has no words for (then shown as sent). */
export function logEntryType(type: string | null | undefined): LogEntryType | null {
  const known = (type ?? '').trim().toUpperCase();
  return (LOG_ENTRY_TYPES as readonly string[]).includes(known) ? (known as LogEntryType) : null;
}
