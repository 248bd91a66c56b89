import { atom, onMount, type ReadableAtom } from 'nanostores';
import {
  fetchNotifications,
  postNotificationsRead,
  postNotificationsReadAll,
  type Notification,
  type NotificationPage,
} from '../api/notifications';
import { ApiError } from '../http/api-error';
import type { MessageKey } from '../locale/i18n';
import { $token } from '../session/storage';
import { pushToast } from '../toasts/toasts';
import { setUnread } from './notifications-unread';
import { shownNotifications } from './notifications-words';

/** The panel's list: the first page while it loads, then every page read so far, newest first. */
export interface NotificationListState {
  /** The first page: 'idle' until the panel opens, 'error' when it could not be read (the panel offers a retry). */
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** Known kinds only, each id once, newest (highest id) first. */
  items: Notification[];
  /** The server has an older page. */
  more: boolean;
  /** The older page: being read, or it failed (the panel offers "show older" again). */
  older: 'idle' | 'loading' | 'error';
  /** A mark-all-as-read is under way. */
  markingAll: boolean;
}

const EMPTY: NotificationListState = { status: 'idle', items: [], more: false, older: 'idle', markingAll: false };

const $state = atom<NotificationListState>(EMPTY);

/** The notifications panel's list (forgotten when the panel has closed, at sign-out and at every opening). */
export const $notificationList: ReadableAtom<NotificationListState> = $state;

/** Bumped at every reset, so an answer for a list that was forgotten meanwhile is dropped. */
let generation = 0;
/** The oldest id read so far (unknown kinds included), the cursor of the next page. */
let cursor: number | undefined;

function patch(change: Partial<NotificationListState>): void {
  $state.set({ ...$state.get(), ...change });
}

function forgetList(): void {
  generation++;
  cursor = undefined;
  $state.set(EMPTY);
}

/** The list with a page added: known kinds, each id once (the newer copy wins), newest first. */
export function mergePage(items: readonly Notification[], page: readonly Notification[]): Notification[] {
  return shownNotifications([...items, ...page]);
}

/** The oldest id among `page` and the current cursor: where the next page starts. */
export function nextCursor(current: number | undefined, page: readonly Notification[]): number | undefined {
  return page.reduce<number | undefined>(
    (oldest, item) => (oldest === undefined ? item.id : Math.min(oldest, item.id)),
    current,
  );
}

function take(page: NotificationPage, items: readonly Notification[]): void {
  cursor = nextCursor(cursor, page.items);
  setUnread(page.unread);
  patch({ items: mergePage(items, page.items), more: page.more && cursor !== undefined });
}

/** Reads the first page afresh (every time the panel opens, and its retry). */
export async function openNotificationList(): Promise<void> {
  forgetList();
  const mine = generation;
  patch({ status: 'loading' });
  try {
    const page = await fetchNotifications();
    if (mine !== generation) return;
    take(page, []);
    patch({ status: 'ready' });
  } catch {
    if (mine === generation) patch({ status: 'error' });
  }
}

/** Appends the next older page ("show older"); nothing when there is none or one is being read. */
export async function loadOlderNotifications(): Promise<void> {
  const state = $state.get();
  if (state.status !== 'ready' || !state.more || state.older === 'loading' || cursor === undefined) return;
  const mine = generation;
  patch({ older: 'loading' });
  try {
    const page = await fetchNotifications(cursor);
    if (mine !== generation) return;
    take(page, $state.get().items);
    patch({ older: 'idle' });
  } catch {
    if (mine === generation) patch({ older: 'error' });
  }
}

function setRead(ids: ReadonlySet<number> | 'all', read: boolean): void {
  patch({
    items: $state.get().items.map((item) => (ids === 'all' || ids.has(item.id) ? { ...item, read } : item)),
  });
}

/** A failed write toasts, except a 401 (the session announces that itself). */
function toastFailure(error: unknown, key: MessageKey): void {
  if (!(error instanceof ApiError && error.status === 401)) pushToast({ variant: 'danger', message: { key } });
}

/**
 * Marks one notification read: it shows read at once and the count follows the server's answer; a failure shows
 * it unread again and toasts. Already read or not listed: nothing is sent.
 */
export async function markRead(id: number): Promise<void> {
  const item = $state.get().items.find((entry) => entry.id === id);
  if (!item || item.read) return;
  const mine = generation;
  const token = $token.get();
  setRead(new Set([id]), true);
  try {
    const unread = await postNotificationsRead([id]);
    // The count follows even after the panel closed (the list is forgotten then), but not into another session.
    if (token === $token.get()) setUnread(unread);
  } catch (error) {
    if (mine === generation) setRead(new Set([id]), false);
    toastFailure(error, 'notifications.markReadFailed');
  }
}

/** Marks every notification read; the list shows them read and the count becomes the server's answer (0). */
export async function markAllRead(): Promise<void> {
  if ($state.get().markingAll) return;
  const mine = generation;
  const token = $token.get();
  patch({ markingAll: true });
  try {
    const unread = await postNotificationsReadAll();
    if (token === $token.get()) setUnread(unread);
    if (mine === generation) setRead('all', true);
  } catch (error) {
    toastFailure(error, 'notifications.markAllFailed');
  } finally {
    if (mine === generation) patch({ markingAll: false });
  }
}

// Nothing of the list outlives the panel or the session: it is read afresh at every opening.
onMount($state, () => {
  const stopToken = $token.listen(forgetList);
  return () => {
    stopToken();
    forgetList();
  };
});
