// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureRows, instantAt, loadFixtures } from '../../../demo/api/db/fixtures';
import { batches } from '../../../demo/api/features/batch/schema';
import { courses } from '../../../demo/api/features/course/schema';
import { createApi, type Api } from '../../../demo/api/index';
import { atLocal, dayStart, localDate, todaySpans } from '../../../demo/api/local-time';
import { throttleHits, users } from '../../../demo/api/schema';
import { silenceConsole, testStorage } from './helpers';
import { captureLog } from './log-capture';

// The seed loader (#28): the relative-time notation at the seed clock, values shaped by their column, password
// hashes, chunked multi-row inserts and serial sequences that continue after the rows' own ids.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const NOW = new Date(2026, 3, 20, 12, 34).getTime();

describe('relative times', () => {
  it('reads the seed clock, local days at a wall-clock time, and fixed steps in order', () => {
    expect(instantAt('now', NOW)).toBe(NOW);
    expect(instantAt('now -45d +12h', NOW)).toBe(NOW - 44.5 * DAY);
    expect(instantAt('now-1h-30m+20s', NOW)).toBe(NOW - 90 * MINUTE + 20_000);
    expect(instantAt('now -39.5d', NOW)).toBe(NOW - 39.5 * DAY);
    expect(instantAt('day', NOW)).toBe(dayStart(NOW));
    expect(instantAt('day-21', NOW)).toBe(atLocal(NOW, -21, '00:00'));
    expect(instantAt('day+3 10:00', NOW)).toBe(atLocal(NOW, 3, '10:00'));
    expect(instantAt('day-6 09:00 +1440m', NOW)).toBe(atLocal(NOW, -6, '09:00') + DAY);
  });

  it("names today's lectures as local-time.ts spans them, near midnight too", () => {
    for (const now of [NOW, new Date(2026, 3, 20, 0, 10).getTime(), new Date(2026, 3, 20, 23, 40).getTime()]) {
      const spans = todaySpans(now);
      expect(instantAt('running.start', now)).toBe(spans.running.start);
      expect(instantAt('later.end', now)).toBe(spans.later.end);
      expect(instantAt('finished.start +5m', now)).toBe(spans.finished.start + 5 * MINUTE);
    }
  });

  describe('across a daylight-saving change', () => {
    const zone = process.env.TZ;
    afterEach(() => {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    });

    it('a day keeps its wall-clock time; a d step is 24 hours', () => {
      process.env.TZ = 'America/New_York';
      // Noon EDT on 9 March 2026, the day after clocks went forward.
      const now = Date.parse('2026-03-09T16:00:00Z');
      expect(new Date(instantAt('day-2 09:00', now)).toISOString()).toBe('2026-03-07T14:00:00.000Z');
      expect(new Date(instantAt('now -2d', now)).toISOString()).toBe('2026-03-07T16:00:00.000Z');
      expect(new Date(instantAt('day-2 09:00 +2d', now)).toISOString()).toBe('2026-03-09T14:00:00.000Z');
    });
  });

  it.each([
    ['yesterday', 'unknown anchor "yesterday" at position 9'],
    ['running.middle', 'unknown anchor "running.middle"'],
    ['day+3 9:00', 'bad HH:MM'],
    ['day+ 3', 'a number expected at position 4'],
    ['now -3w', 'a unit (d, h, m or s) expected at position 6'],
    ['now 3d', 'a step (+3d, -2h, +15m, +30s) expected at position 4'],
    ['now +1.d', 'a number expected at position 7'],
  ])('refuses %j', (text, message) => {
    expect(() => instantAt(text, NOW)).toThrow(message);
  });
});

describe('loading fixture rows', () => {
  let api: Api;
  let dir: string;
  const seed = { now: NOW, passwordHash: (password: string) => `hash of ${password}` };
  const user = (id: number | undefined, extra: Record<string, unknown> = {}) => ({
    ...(id === undefined ? {} : { id }),
    username: `u${id ?? 'x'}`,
    email: `u${id ?? 'x'}@academy.test`,
    name: 'U',
    roles: ['learner'],
    permissions: [],
    password_hash: { $password: 'secret' },
    created_at: { $at: 'now -2d' },
    ...extra,
  });

  beforeAll(async () => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-fixtures-'));
    // No development seed: the loader fills an empty, migrated database.
    api = await createApi({ ...(await testStorage()), devEndpoints: false, now: () => NOW, log: captureLog().log });
  }, 30_000);
  afterAll(async () => {
    await api.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores each marked value as its column wants it and hashes passwords', async () => {
    const { db } = api.database;
    await insertFixtureRows(db, seed, users, [user(1, { email_verified_at: { $at: 'now +1h' } })]);
    const [stored] = await db.select().from(users).where(eq(users.id, 1));
    expect(stored).toMatchObject({ password_hash: 'hash of secret', created_at: new Date(NOW - 2 * DAY) });
    expect(stored?.email_verified_at).toEqual(new Date(NOW + HOUR));

    await insertFixtureRows(db, seed, batches, [
      {
        id: 1,
        batch_no: 1,
        title: 'B',
        title_ar: 'ب',
        start_date: { $at: 'day-21' },
        end_date: { $at: 'day+1 23:59' },
        status: 'active',
      },
    ]);
    const [batch] = await db.select().from(batches);
    expect([batch?.start_date, batch?.end_date]).toEqual([
      localDate(atLocal(NOW, -21, '00:00')),
      localDate(atLocal(NOW, 1, '00:00')),
    ]);

    await insertFixtureRows(db, seed, throttleHits, [{ bucket: 'b', key: 'k', at: { $at: 'now -1m' } }]);
    expect((await db.select().from(throttleHits))[0]?.at).toBe(NOW - MINUTE);

    const units = [{ id: 1, opened: { $at: 'day-1 09:00' }, list: [{ $at: 'now' }] }];
    await insertFixtureRows(db, seed, courses, [{ id: 1, title: 'C', title_ar: 'ج', duration: 1, units }]);
    expect((await db.select().from(courses))[0]?.units).toEqual([
      { id: 1, opened: new Date(atLocal(NOW, -1, '09:00')).toISOString(), list: [new Date(NOW).toISOString()] },
    ]);
  });

  it('inserts 1,500 users (more than one chunk), and rows without ids continue after the highest given one', async () => {
    const { db } = api.database;
    await insertFixtureRows(
      db,
      seed,
      users,
      Array.from({ length: 1500 }, (_, index) => user(100 + index)),
    );
    await insertFixtureRows(db, seed, users, [user(undefined)]);
    const [last] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'ux'));
    expect(last?.id).toBe(1600);
  }, 30_000);

  it('reads <table>.json from a feature folder, and refuses a column the table lacks or a malformed mark', async () => {
    const { db } = api.database;
    writeFileSync(join(dir, 'users.json'), JSON.stringify([user(5000)]));
    await loadFixtures(db, seed, pathToFileURL(`${dir}/`), [users]);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, 5000))).toHaveLength(1);

    await expect(insertFixtureRows(db, seed, users, [user(6000, { nickname: 'x' })])).rejects.toThrow(
      'users has no column "nickname"',
    );
    await expect(
      insertFixtureRows(db, seed, users, [user(6001, { created_at: { $at: 'now', $plus: 1 } })]),
    ).rejects.toThrow('bad $at value');
    await expect(insertFixtureRows(db, seed, users, [user(6003, { roles: [{ $a: 'now' }] })])).rejects.toThrow(
      'unknown mark',
    );
    await expect(insertFixtureRows(db, seed, users, [user(6002, { password_hash: { $password: 1 } })])).rejects.toThrow(
      'bad $password value',
    );
  });
});
