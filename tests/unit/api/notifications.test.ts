// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { ATTENDANCE_LECTURE, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { notify, NOTIFICATION_KEEP_MS } from '../../../demo/api/notifications';
import { MINUTE, NOON, SPANS, seedAt } from './attendance-support';
import { updateBody, write } from './batch-support';
import { useTestApi } from './helpers';

// In-app notifications (#32): written with the change that causes them whatever the mail settings, a page at a time
// newest first, an unread count the shell polls, marked read by their owner only, kept 90 days.

interface Page {
  items: Array<{ id: number; kind: string; params: Record<string, string>; path: string; read: boolean }>;
  unread: number;
  more: boolean;
}

const { finishedToday } = ATTENDANCE_LECTURE;
const learnerRow = rowKey(finishedToday, SEEDED_ROW.presentScanned);

describe('in-app notifications', () => {
  const t = useTestApi({ at: NOON });
  beforeEach(() => seedAt(t));

  const page = async (token: string, query = '') => {
    const res = await t.call<Page>(`user/notifications${query}`, { token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const userId = async (token: string) => (await t.call<{ id: number }>('user/current', { token })).body.data.id;

  it('a trainer marking a learner absent, then late, notifies the learner (even with those emails off)', async () => {
    const learner = await t.login('learner');
    await t.call('user/mail/preferences', {
      method: 'PUT',
      token: learner,
      body: { kind: 'attendance-marked', email: false },
    });
    expect(await page(learner)).toEqual({ items: [], unread: 0, more: false });

    expect(
      (await write(t, 'attendance/update', updateBody(finishedToday, learnerRow, { status: 'ABSENT' }))).status,
    ).toBe(200);
    await write(t, 'attendance/update', updateBody(finishedToday, learnerRow, { status: 'PRESENT' }));
    await write(t, 'attendance/update_one', { record_id: learnerRow, col: 'is_late', value: true });

    const { items, unread } = await page(learner);
    expect(unread).toBe(2);
    expect(items.map((item) => item.kind)).toEqual(['marked-late', 'marked-absent']);
    expect(items[0]).toMatchObject({ path: '/dashboard', read: false });
    expect(items[0]?.params).toEqual({
      lecture: expect.any(String),
      lecture_ar: expect.stringMatching(/[\u0600-\u06ff]/),
      start_at: new Date(SPANS.finished.start).toISOString(),
    });
    expect((await t.call<{ unread: number }>('user/notifications/unread', { token: learner })).body.data).toEqual({
      unread: 2,
    });
    // The trainer who marked hears nothing of it.
    expect((await page(await t.login('trainer'))).unread).toBe(0);
  });

  it('marks read by id (only the owner’s), then all; the count follows', async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const db = t.api.database.db;
    const mine = await userId(learner);
    await notify(
      db,
      [1, 2, 3].map(() => ({ userId: mine, kind: 'lecture-soon' as const, params: {}, path: '/dashboard' })),
      NOON,
    );
    const [newest, middle] = (await page(learner)).items;

    // Another user's ids are ignored.
    const foreign = await t.call<{ unread: number }>('user/notifications/read', {
      method: 'POST',
      token: trainer,
      body: { ids: [newest?.id] },
    });
    expect(foreign.body.data).toEqual({ unread: 0 });
    expect((await page(learner)).unread).toBe(3);

    const read = await t.call<{ unread: number }>('user/notifications/read', {
      method: 'POST',
      token: learner,
      body: { ids: [newest?.id, middle?.id] },
    });
    expect(read.body.data).toEqual({ unread: 1 });
    expect((await page(learner)).items.map((item) => item.read)).toEqual([true, true, false]);

    const all = await t.call<{ unread: number }>('user/notifications/read-all', {
      method: 'POST',
      token: learner,
      body: {},
    });
    expect(all.body.data).toEqual({ unread: 0 });
  });

  it('pages 20 at a time, newest first, by an id cursor', async () => {
    const learner = await t.login('learner');
    const mine = await userId(learner);
    await notify(
      t.api.database.db,
      Array.from({ length: 45 }, (_, n) => ({
        userId: mine,
        kind: 'lecture-soon' as const,
        params: { n: String(n) },
        path: '/dashboard',
      })),
      NOON,
    );
    const first = await page(learner);
    expect(first.items).toHaveLength(20);
    expect(first.more).toBe(true);
    expect(first.items[0]?.params.n).toBe('44');
    const second = await page(learner, `?before=${first.items.at(-1)?.id}`);
    expect(second.items[0]?.params.n).toBe('24');
    const third = await page(learner, `?before=${second.items.at(-1)?.id}`);
    expect(third.items.map((item) => item.params.n)).toEqual(['4', '3', '2', '1', '0']);
    expect(third.more).toBe(false);
    expect(third.unread).toBe(45);
  });

  it('keeps them 90 days', async () => {
    const learner = await t.login('learner');
    const mine = await userId(learner);
    const db = t.api.database.db;
    await notify(
      db,
      [{ userId: mine, kind: 'lecture-soon', params: {}, path: '/dashboard' }],
      NOON - NOTIFICATION_KEEP_MS - MINUTE,
    );
    await notify(
      db,
      [{ userId: mine, kind: 'lecture-soon', params: {}, path: '/dashboard' }],
      NOON - NOTIFICATION_KEEP_MS + MINUTE,
    );
    await t.api.runJobs();
    expect((await page(learner)).items).toHaveLength(1);
  });

  it('a lecture starting in 30 minutes notifies its learners once', async () => {
    const learner = await t.login('learner');
    const later = SPANS.later.start;
    t.clock.now = later - 30 * MINUTE;
    await t.api.runJobs();
    await t.api.runJobs();
    const soon = (await page(learner)).items.filter((item) => item.kind === 'lecture-soon');
    expect(soon).toHaveLength(1);
    expect(soon[0]?.params.start_at).toBe(new Date(later).toISOString());
  });

  it('refuses a bad cursor, a bad body and a caller without a session', async () => {
    const learner = await t.login('learner');
    for (const before of ['abc', '-1', '1.5', '99999999999']) {
      const res = await t.call(`user/notifications?before=${before}`, { token: learner });
      expect(res.status, before).toBe(422);
      expect(res.body.message).toBe('The before field must be a notification id.');
    }
    for (const body of [{}, { ids: [] }, { ids: ['1'] }, { ids: Array.from({ length: 101 }, (_, n) => n + 1) }]) {
      const res = await t.call('user/notifications/read', { method: 'POST', token: learner, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    for (const path of ['user/notifications', 'user/notifications/unread']) {
      expect((await t.call(path)).status).toBe(401);
    }
  });
});
