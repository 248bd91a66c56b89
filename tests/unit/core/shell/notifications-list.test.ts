import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '../../../../src/core/api/notifications';
import { NotificationReadBody } from '../../../../src/core/api/schemas/notifications';
import { loadDictionary } from '../../../../src/core/locale/i18n';
import { $token, clearStoredSession } from '../../../../src/core/session/storage';
import {
  $notificationList,
  loadOlderNotifications,
  markAllRead,
  markRead,
  mergePage,
  nextCursor,
  openNotificationList,
} from '../../../../src/core/shell/notifications-list';
import { notificationsDictionary } from '../../../../src/core/shell/notification-strings';
import { $unread } from '../../../../src/core/shell/notifications-unread';
import { $toasts } from '../../../../src/core/toasts/toasts';
import { json, stubFetch, textOf } from '../helpers';
import { is } from 'superstruct';

// Issue #32: the panel's list — first page afresh at each opening, older pages by cursor, deduped; reads.

const note = (id: number, kind = 'marked-absent', read = false): Notification => ({
  id,
  kind,
  params: { lecture: `Lecture ${id}`, lecture_ar: '', start_at: '2026-11-26T07:00:00Z' },
  path: `/lectures/${id}`,
  created_at: '2026-11-26T06:00:00Z',
  read,
});
const page = (items: Notification[], more: boolean, unread = 5) =>
  json({ message: 'OK', data: { items, unread, more } });
const ids = () => $notificationList.get().items.map((item) => item.id);
const bodyOf = async (api: ReturnType<typeof stubFetch>, index: number) => JSON.parse(await api.bodies[index]!);

let unwatch: () => void;

beforeEach(() => {
  $token.set('t');
  $toasts.set([]);
  // The panel watches the list while it is open.
  unwatch = $notificationList.listen(() => {});
});
afterEach(() => {
  unwatch();
  clearStoredSession();
  $toasts.set([]);
  vi.unstubAllGlobals();
});

// Its failure toasts are the panel's words, loaded with the panel.
beforeAll(() => loadDictionary(notificationsDictionary, 'en'));
describe('mergePage and nextCursor', () => {
  it('dedupes by id (the newer copy wins), drops unknown kinds and keeps newest first', () => {
    const merged = mergePage([note(9), note(8)], [note(8, 'marked-absent', true), note(7, 'exam-graded'), note(6)]);
    expect(merged.map((item) => [item.id, item.read])).toEqual([
      [9, false],
      [8, true],
      [6, false],
    ]);
  });

  it('moves the cursor to the oldest id read, unknown kinds included', () => {
    expect(nextCursor(undefined, [note(9), note(5, 'exam-graded')])).toBe(5);
    expect(nextCursor(5, [note(4), note(3)])).toBe(3);
    expect(nextCursor(5, [])).toBe(5);
  });
});

describe('the panel list', () => {
  it('reads the first page at every opening, then older pages by cursor, deduped', async () => {
    const api = stubFetch({
      'GET user/notifications': (request) =>
        new URL(request.url).searchParams.get('before') === '8'
          ? page([note(8), note(7), note(6, 'exam-graded')], false, 4)
          : page([note(10), note(9), note(8)], true, 3),
    });
    await openNotificationList();
    expect($notificationList.get()).toMatchObject({ status: 'ready', more: true });
    expect(ids()).toEqual([10, 9, 8]);
    expect($unread.get()).toBe(3);
    await loadOlderNotifications();
    expect(api.requests.map((request) => new URL(request.url).search)).toEqual(['', '?before=8']);
    expect(ids()).toEqual([10, 9, 8, 7]);
    expect($notificationList.get()).toMatchObject({ more: false, older: 'idle' });
    expect($unread.get()).toBe(4);
    await loadOlderNotifications();
    expect(api.requests).toHaveLength(2);
    await openNotificationList();
    expect(api.requests).toHaveLength(3);
    expect(ids()).toEqual([10, 9, 8]);
  });

  it('shows an error state when the first page fails, and a retry reads it again', async () => {
    let fail = true;
    stubFetch({
      'GET user/notifications': () => (fail ? json({ message: 'Server error' }, 500) : page([note(1)], false)),
    });
    await openNotificationList();
    expect($notificationList.get()).toMatchObject({ status: 'error', items: [] });
    expect($toasts.get()).toEqual([]);
    fail = false;
    await openNotificationList();
    expect($notificationList.get().status).toBe('ready');
    expect(ids()).toEqual([1]);
  });

  it('keeps the list when an older page fails and offers it again', async () => {
    let older = 0;
    stubFetch({
      'GET user/notifications': (request) =>
        request.url.includes('before=')
          ? ++older === 1
            ? json({ message: 'Server error' }, 500)
            : page([note(1)], false)
          : page([note(2)], true),
    });
    await openNotificationList();
    await loadOlderNotifications();
    expect($notificationList.get()).toMatchObject({ status: 'ready', older: 'error', more: true });
    expect(ids()).toEqual([2]);
    await loadOlderNotifications();
    expect(ids()).toEqual([2, 1]);
  });

  it('forgets the list at sign-out, and drops an answer that arrives after it', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'GET user/notifications': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const opening = openNotificationList();
    expect($notificationList.get().status).toBe('loading');
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    clearStoredSession();
    answer(await page([note(1)], false));
    await opening;
    expect($notificationList.get()).toMatchObject({ status: 'idle', items: [] });
  });
});

describe('markRead', () => {
  it('shows the item read at once and takes the count from the answer', async () => {
    let answer: (response: Response) => void = () => {};
    const api = stubFetch({
      'GET user/notifications': () => page([note(2), note(1)], false, 2),
      'POST user/notifications/read': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await openNotificationList();
    const marking = markRead(2);
    expect($notificationList.get().items.map((item) => item.read)).toEqual([true, false]);
    expect($unread.get()).toBe(2);
    await vi.waitFor(() => expect(api.requests).toHaveLength(2));
    expect(await bodyOf(api, 1)).toEqual({ ids: [2] });
    answer(json({ message: 'OK', data: { unread: 1 } }));
    await marking;
    expect($unread.get()).toBe(1);
  });

  it('shows it unread again and toasts when the server refuses', async () => {
    stubFetch({
      'GET user/notifications': () => page([note(2)], false, 1),
      'POST user/notifications/read': () => json({ message: 'Server error' }, 500),
    });
    await openNotificationList();
    await markRead(2);
    expect($notificationList.get().items[0]!.read).toBe(false);
    expect($unread.get()).toBe(1);
    expect($toasts.get().map((toast) => [toast.variant, textOf(toast.message)])).toEqual([
      ['danger', 'The notification could not be marked as read.'],
    ]);
  });

  it('sends nothing for an item already read', async () => {
    const api = stubFetch({ 'GET user/notifications': () => page([note(2, 'marked-late', true)], false, 0) });
    await openNotificationList();
    await markRead(2);
    expect(api.calls()).toEqual(['GET user/notifications']);
  });
});

describe('markAllRead', () => {
  it('posts read-all, shows every item read and sets the count from the answer', async () => {
    const api = stubFetch({
      'GET user/notifications': () => page([note(2), note(1)], false, 2),
      'POST user/notifications/read-all': () => json({ message: 'OK', data: { unread: 0 } }),
    });
    await openNotificationList();
    await markAllRead();
    expect(await bodyOf(api, 1)).toEqual({});
    expect($notificationList.get().items.every((item) => item.read)).toBe(true);
    expect($notificationList.get().markingAll).toBe(false);
    expect($unread.get()).toBe(0);
  });

  it('toasts and keeps the items unread when it fails', async () => {
    stubFetch({
      'GET user/notifications': () => page([note(1)], false, 1),
      'POST user/notifications/read-all': () => json({ message: 'Server error' }, 500),
    });
    await openNotificationList();
    await markAllRead();
    expect($notificationList.get().items[0]!.read).toBe(false);
    expect($unread.get()).toBe(1);
    expect($toasts.get()).toHaveLength(1);
  });
});

describe('NotificationReadBody', () => {
  it('accepts 1–100 positive whole ids and nothing else', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    expect([many(1), many(100)].map((list) => is({ ids: list }, NotificationReadBody))).toEqual([true, true]);
    expect([[], many(101), [0], [-1], [1.5], ['1']].map((list) => is({ ids: list }, NotificationReadBody))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
