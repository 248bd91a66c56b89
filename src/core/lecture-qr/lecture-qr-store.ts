import { onMount } from 'nanostores';
import { acceptOfflineScans, fetchLectureQr, fetchRoster, type LectureQrData, type Roster } from '../api/attendance';
import { isNotFound } from '../http/not-found';
import { createQueryFamily } from '../query/query';
import { keyedStores } from '../query/keyed-stores';
import type { QueryStore } from '../query/query-store';
import { qrRefreshDelay } from './lecture-qr-rules';

/** The QR data as read, with when it was read: the starts-in / ended-ago durations count on from then. */
export interface ReadQrData {
  data: LectureQrData;
  readAt: number;
}

/** §7: retried up to 3 times with back-off capped at 30 s (the query defaults); asked again by `scheduleQrRefresh`. */
export const lectureQrQuery = createQueryFamily(async (lectureId: string): Promise<ReadQrData> => ({
  data: await fetchLectureQr(lectureId),
  readAt: Date.now(),
}));
export const rosterQuery = createQueryFamily((lectureId: string) => fetchRoster(lectureId), { retries: 0 });

/** Timers and page visibility, injected in tests (fake clocks). */
export interface RefreshClock {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (timer: unknown) => void;
  visible: () => boolean;
  /** Calls `run` whenever the page shows again; returns the unsubscribe. */
  onVisible: (run: () => void) => () => void;
}

const pageClock: RefreshClock = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  onVisible: (run) => {
    if (typeof document === 'undefined') return () => {};
    const listener = () => {
      if (document.visibilityState === 'visible') run();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

/**
 * Asks view/qr again when the last answer says (`qrRefreshDelay`: the codes' rotation while they show, else the
 * poll). A hidden page asks nothing and asks at once when it shows again; a load in flight is never doubled.
 * Returns the stop.
 */
export function scheduleQrRefresh(store: QueryStore<ReadQrData>, clock: RefreshClock = pageClock): () => void {
  let timer: unknown;
  const stopTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };
  const ask = () => {
    if (clock.visible() && store.get().status !== 'loading') void store.load({ force: true });
  };
  const arm = () => {
    stopTimer();
    const state = store.get();
    if (state.status === 'loading' || state.status === 'idle') return;
    timer = clock.setTimeout(
      () => {
        timer = undefined;
        ask();
      },
      qrRefreshDelay(state.data?.data, state.status === 'error'),
    );
  };
  const unlisten = store.listen(arm);
  const unwatch = clock.onVisible(ask);
  arm();
  return () => {
    stopTimer();
    unlisten();
    unwatch();
  };
}

const lectureQrStores = keyedStores(lectureQrQuery);
const scheduled = new WeakSet<QueryStore<ReadQrData>>();

/** One store per lecture for its QR data, which asks again on its own schedule while anything watches it. */
export function lectureQrStore(lectureId: string): QueryStore<ReadQrData> {
  const store = lectureQrStores(lectureId);
  if (!scheduled.has(store)) {
    scheduled.add(store);
    onMount(store, () => scheduleQrRefresh(store));
  }
  return store;
}

/** One store per lecture for its roster. */
export const rosterStore = keyedStores(rosterQuery);

/** The trainer accepts a learner's offline scans of the lecture (issue #29); the roster is then read again. */
export async function acceptOffline(lectureId: string, participantId: string): Promise<void> {
  await acceptOfflineScans({ related_type: 'lecture', related_id: lectureId, participant_id: participantId });
  rosterQuery(lectureId).invalidate();
}

/** §8 not-found card: the lecture does not exist (404) or is not this trainer's (403). */
export const isLectureMissing = isNotFound;

export type RosterGroups = Record<'checked_in' | 'checked_out' | 'not_yet', Roster['rows']>;

/** The roster in its three columns, each in the server's (name) order. */
export function groupRoster(rows: Roster['rows']): RosterGroups {
  const groups: RosterGroups = { checked_in: [], checked_out: [], not_yet: [] };
  for (const row of rows) groups[row.state].push(row);
  return groups;
}
