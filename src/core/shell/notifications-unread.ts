import { atom, type ReadableAtom } from 'nanostores';
import { fetchUnreadCount } from '../api/notification-count';
import { $token } from '../session/storage';

/** How often the header asks for the unread count while the page shows. */
export const UNREAD_POLL_MS = 20_000;

const $count = atom(0);

/** The signed-in user's unread notifications, as last read from the server (0 when signed out). */
export const $unread: ReadableAtom<number> = $count;

const $rise = atom<number | null>(null);

/**
 * The count to announce: set when it went up since the last reading of this session (never by the first one, so a
 * page load stays quiet), back to null when it goes down or is forgotten, so the same number rising again is news.
 */
export const $unreadRise: ReadableAtom<number | null> = $rise;

/** Page visibility, injected in unit tests (the timers are the global ones, which fake timers replace). */
export interface VisibilityClock {
  visible: () => boolean;
  /** Calls `run` on every visibility change; returns the unsubscribe. */
  onChange: (run: () => void) => () => void;
}

const pageVisibility: VisibilityClock = {
  visible: () => typeof document === 'undefined' || document.visibilityState === 'visible',
  onChange: (run) => {
    if (typeof document === 'undefined') return () => {};
    document.addEventListener('visibilitychange', run);
    return () => document.removeEventListener('visibilitychange', run);
  },
};

/** A count was read in this session: the first reading sets the baseline and is not news. */
let counted = false;
/** Bumped whenever the session changes, so an answer to an older session's request is dropped. */
let generation = 0;
/** The generation whose request is under way, so a slow server is never asked twice at once. */
let asking: number | undefined;
let warned = false;

/** Sets the count from an answer that carries it (a poll, a read, read-all or a page of the list). */
export function setUnread(count: number): void {
  const next = Math.max(0, Math.floor(count));
  const previous = $count.get();
  if (counted && next > previous) $rise.set(next);
  else if (next < previous || !counted) $rise.set(null);
  counted = true;
  $count.set(next);
}

/** Asks the server for the count now; a failure keeps the last count and warns once until a poll succeeds. */
export async function refreshUnread(): Promise<void> {
  const token = $token.get();
  const mine = generation;
  if (!token || asking === mine) return;
  asking = mine;
  try {
    const count = await fetchUnreadCount();
    if (mine === generation && token === $token.get()) setUnread(count);
    warned = false;
  } catch (error) {
    // The badge is a hint: the last count stays and the user is not interrupted; the console says why once.
    if (!warned) console.warn('[academy-shell] Could not read the unread notification count', error);
    warned = true;
  } finally {
    if (asking === mine) asking = undefined;
  }
}

function forgetCount(): void {
  generation++;
  counted = false;
  $rise.set(null);
  $count.set(0);
}

let watchers = 0;
let stopWatching: (() => void) | undefined;

/**
 * Keeps `$unread` current while anything watches it: read at once on sign-in and whenever the page shows again,
 * then every 20 s while signed in and visible; a hidden page or a signed-out user asks nothing, and signing out
 * forgets the count. Several watchers share one poll. Returns the stop.
 */
export function watchUnread(visibility: VisibilityClock = pageVisibility): () => void {
  if (watchers++ === 0) stopWatching = startPolling(visibility);
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    if (--watchers === 0) {
      stopWatching?.();
      stopWatching = undefined;
    }
  };
}

function startPolling(visibility: VisibilityClock): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const arm = () => {
    stopTimer();
    if (!$token.get() || !visibility.visible()) return;
    void refreshUnread();
    timer = setInterval(() => void refreshUnread(), UNREAD_POLL_MS);
  };
  // Nobody watched meanwhile: the count may be stale or another session's, and its first reading is not news.
  forgetCount();
  const stopToken = $token.listen(() => {
    forgetCount();
    arm();
  });
  const stopVisibility = visibility.onChange(arm);
  arm();
  return () => {
    stopTimer();
    stopToken();
    stopVisibility();
  };
}
