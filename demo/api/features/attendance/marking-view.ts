import type { ApiRequest } from '../../request';
import type { UserRecord } from '../../types';
import type { People } from '../../users';
import { pick } from '../../bilingual';
import { localDate, localTime } from '../../local-time';
import { rowPermissions, type AttendanceState, type EntryState } from './marking-state';
import type { AttendanceStatus } from './types';

// §3 Attendance row and Attendance detail of one AttendanceState (src/core/api/schemas/batch.ts).

const MINUTE = 60_000;

const STATUS_LABELS = {
  PRESENT: ['labelPresent', 'green'],
  ABSENT: ['labelAbsent', 'red'],
  FLAGGED: ['labelFlagged', 'orange'],
  EXCUSED: ['labelExcused', 'blue'],
} as const satisfies Record<AttendanceStatus, readonly [string, string]>;

function statusLabel(req: ApiRequest, status: AttendanceStatus | null) {
  if (!status) return { label: req.t('labelNotMarked'), color: 'grey' };
  const [key, color] = STATUS_LABELS[status];
  return { label: req.t(key), color };
}

/** How the attendance was taken: by QR when any entry was scanned, by hand when marked otherwise; null when not marked. */
function typeLabel(req: ApiRequest, state: AttendanceState) {
  if (state.entries.some((entry) => entry.source === 'SCANNED')) return { label: req.t('labelQrScan'), color: 'blue' };
  return state.status ? { label: req.t('labelManual'), color: 'purple' } : null;
}

/**
 * §3 entry type of each logged entry: a first check-in is In Class, a later one Back from Break; a check-out followed
 * by a check-in is a Break, a last one before the lecture's end Left Early; a last one at or after the end stays OUT.
 */
function logType(entries: readonly EntryState[], index: number, end: number): string {
  const entry = entries[index]!;
  if (entry.kind === 'IN')
    return entries.slice(0, index).some((earlier) => earlier.kind === 'IN') ? 'BACK_FROM_BREAK' : 'IN_CLASS';
  if (entries.slice(index + 1).some((later) => later.kind === 'IN')) return 'BREAK';
  return entry.at < end ? 'LEFT_EARLY' : 'OUT';
}

/** Time in class and on breaks, in minutes; an open stay counts until now or the lecture's end, whichever is first. */
function totals(state: AttendanceState, now: number): { present: number; breaks: number } {
  const end = Math.min(now, Date.parse(state.lecture.end_at));
  let present = 0;
  let breaks = 0;
  state.entries.forEach((entry, index) => {
    const next = state.entries[index + 1];
    if (entry.kind === 'IN') present += Math.max(0, (next?.at ?? Math.max(end, entry.at)) - entry.at);
    else if (next?.kind === 'IN') breaks += next.at - entry.at;
  });
  return { present: Math.round(present / MINUTE), breaks: Math.round(breaks / MINUTE) };
}

/** Minutes as 'HH:MM'. */
function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const formatted = (iso: string | null) => (iso ? `${localDate(Date.parse(iso))} ${localTime(Date.parse(iso))}` : null);

/** How an entry was made, in the request's language (never the stored code). */
const entryStatus = (req: ApiRequest, entry: EntryState) =>
  entry.source === 'SCANNED'
    ? { label: req.t('labelScanned'), color: 'blue' }
    : { label: req.t('labelManual'), color: 'grey' };

/** §3 Attendance row. */
export function attendanceRow(req: ApiRequest, state: AttendanceState, user: UserRecord, now: number) {
  const { participant } = state.enrolment;
  const time = totals(state, now);
  const end = Date.parse(state.lecture.end_at);
  return {
    record_id: state.key,
    id: participant.id,
    user_name: pick(req.lang, participant.name, participant.arabic_name),
    user_nid: participant.nid,
    trainer_tag: state.reviewedByName ? { label: req.t('labelReviewed'), color: 'purple' } : null,
    total_break_time: clock(time.breaks),
    total_time_present: clock(time.present),
    is_late: state.isLate,
    type_lbl: typeLabel(req, state),
    status_lbl: statusLabel(req, state.status),
    updated_at_formatted: formatted(state.updatedAt),
    record_permissions: rowPermissions(state, user, now),
    attendance_entries: state.entries.map((entry, index) => ({
      processed_time: entry.source === 'SCANNED' ? new Date(entry.at).toISOString() : null,
      marked_at: entry.source === 'SCANNED' ? null : new Date(entry.at).toISOString(),
      type: logType(state.entries, index, end),
      status_lbl: entryStatus(req, entry),
      is_deleted: false,
      method: entry.method,
      distance_m: entry.distanceM,
      accuracy_m: entry.accuracyM,
      flags: entry.flags,
    })),
    flags: [...new Set(state.entries.flatMap((entry) => entry.flags))],
  };
}

/** Editable periods: In Class from each check-in to the next check-out, a Break between a check-out and the next check-in. */
function editableEntries(entries: readonly EntryState[]) {
  const periods: {
    entry_type: string;
    in_time: string;
    out_time: string;
    in_status: string;
    out_status: string | null;
    in_record_id: string;
    out_record_id: string | null;
  }[] = [];
  entries.forEach((entry, index) => {
    const next = entries[index + 1];
    // A check-out without a check-in before it opens nothing (it only closes).
    if (entry.kind === 'OUT' && next?.kind !== 'IN') return;
    periods.push({
      entry_type: entry.kind === 'IN' ? 'IN_CLASS' : 'BREAK',
      in_time: localTime(entry.at),
      out_time: next && next.kind !== entry.kind ? localTime(next.at) : '',
      in_status: entry.source,
      out_status: next && next.kind !== entry.kind ? next.source : null,
      in_record_id: entry.id,
      out_record_id: next && next.kind !== entry.kind ? next.id : null,
    });
  });
  return periods;
}

/** A user's display name in the request's language. */
function nameOf(people: People, req: ApiRequest, userId: number | null): string | null {
  const user = userId === null ? undefined : people.get(userId);
  return user ? pick(req.lang, user.name, user.arabic_name) : null;
}

/** §3 Attendance detail. */
export function attendanceDetail(people: People, req: ApiRequest, state: AttendanceState, now: number) {
  const { participant } = state.enrolment;
  const participantName = pick(req.lang, participant.name, participant.arabic_name);
  const time = totals(state, now);
  const end = Date.parse(state.lecture.end_at);
  const entries = editableEntries(state.entries);
  const creator = state.entries.find((entry) => entry.source === 'MANUAL')?.createdBy ?? null;
  return {
    attendance_id: state.key,
    attendance_status: state.status,
    last_entry_type: entries.at(-1)?.entry_type ?? null,
    update_comments: state.updateComments,
    flagged_comments: state.flaggedComments,
    reviewed_by_name: state.reviewedByName,
    reviewed_comments: state.reviewedComments,
    created_by_name:
      state.entries[0]?.source === 'SCANNED'
        ? participantName
        : (nameOf(people, req, creator ?? state.updatedBy) ?? null),
    attendance_type_lbl: typeLabel(req, state),
    attendance_status_lbl: statusLabel(req, state.status),
    date: localDate(Date.parse(state.lecture.start_at)),
    total_time_present: clock(time.present),
    total_break_time: clock(time.breaks),
    attendance_entries_data: state.entries.map((entry, index) => ({
      attendance_entry_created_by_name:
        entry.source === 'SCANNED' ? participantName : nameOf(people, req, entry.createdBy),
      attendance_entry_type: logType(state.entries, index, end),
      attendance_entry_time: new Date(entry.at).toISOString(),
      attendance_entry_status_lbl: entryStatus(req, entry),
      is_deleted: false,
    })),
    attendance_entries: entries,
  };
}
