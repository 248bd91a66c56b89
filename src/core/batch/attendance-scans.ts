import type { AttendanceLogEntry, AttendanceRow } from '../api/schemas/batch';
import type { ScanFlag } from '../api/schemas/attendance';
import { flagsOf, knownFlags } from '../qr/scan-facts';

/** A row's flags: the server's row-level list, or its entries' flags together when the row sends none. */
export function rowFlags(row: Pick<AttendanceRow, 'flags' | 'attendance_entries'>): ScanFlag[] {
  return row.flags ? knownFlags(row.flags) : flagsOf(row.attendance_entries);
}

/** The row's scans worth listing: not deleted, and carrying a method, a place or a flag. */
export function scansOf(row: Pick<AttendanceRow, 'attendance_entries'>): AttendanceLogEntry[] {
  return row.attendance_entries.filter(
    (entry) =>
      !entry.is_deleted &&
      (entry.method != null ||
        entry.distance_m != null ||
        entry.accuracy_m != null ||
        knownFlags(entry.flags).length > 0),
  );
}

/** IN or OUT from an entry's type (any case), else null (shown as sent). */
export function scanDirection(type: string | null | undefined): 'IN' | 'OUT' | null {
  const upper = (type ?? '').toUpperCase();
  return upper === 'IN' || upper === 'OUT' ? upper : null;
}
