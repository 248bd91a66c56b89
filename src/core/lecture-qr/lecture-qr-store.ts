import { fetchLectureQr, fetchRoster, type LectureQrData, type Roster } from '../api/attendance';
import { isNotFound } from '../http/not-found';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';

/** The QR data as read, with when it was read: the starts-in / ended-ago durations count on from then. */
export interface ReadQrData {
  data: LectureQrData;
  readAt: number;
}

/** §7: polled, and retried up to 3 times with back-off capped at 30 s (the query defaults). */
export const lectureQrQuery = createQueryFamily(async (lectureId: string): Promise<ReadQrData> => ({ data: await fetchLectureQr(lectureId), readAt: Date.now() }));
export const rosterQuery = createQueryFamily((lectureId: string) => fetchRoster(lectureId), { retries: 0 });

/** One store per lecture for its QR data and one for its roster. */
export const lectureQrStore = keyedStores(lectureQrQuery);
export const rosterStore = keyedStores(rosterQuery);

/** §8 not-found card: the lecture does not exist (404) or is not this trainer's (403). */
export const isLectureMissing = isNotFound;

export type RosterGroups = Record<'checked_in' | 'checked_out' | 'not_yet', Roster['rows']>;

/** The roster in its three columns, each in the server's (name) order. */
export function groupRoster(rows: Roster['rows']): RosterGroups {
  const groups: RosterGroups = { checked_in: [], checked_out: [], not_yet: [] };
  for (const row of rows) groups[row.state].push(row);
  return groups;
}
