// @vitest-environment node
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../demo/api/db/database';
import { applicationTables } from '../../../demo/api/db/migrate';
import { silenceConsole, startApi, type TestApi } from './helpers';

// A re-seed at an unchanged clock restores a copy of the seed: it must leave exactly what a full seed leaves.

const DAY = 24 * 60 * 60 * 1000;

async function text(db: Db, query: ReturnType<typeof sql>): Promise<string> {
  const result = (await db.execute(query)) as unknown as { rows: { value: string | null }[] };
  return result.rows[0]?.value ?? '';
}

/** Every application table's rows and every sequence's position, but the secrets (new on every reset). */
async function contents(t: TestApi): Promise<Record<string, string>> {
  const db = t.api.database.db;
  const state: Record<string, string> = {};
  for (const table of await applicationTables(db)) {
    const rows = sql.raw(`"${table}"`);
    const secret = table === 'settings' ? sql`where t.key not like '%secret'` : sql``;
    state[table] = await text(
      db,
      sql`select coalesce(json_agg(t order by t::text), '[]')::text as value from ${rows} t ${secret}`,
    );
  }
  state.sequences = await text(
    db,
    sql`select json_agg(s order by s.sequencename)::text as value from (select sequencename, last_value from pg_sequences where schemaname = 'public') s`,
  );
  return state;
}

async function linkSecret(t: TestApi): Promise<string> {
  return text(t.api.database.db, sql`select value from settings where key = 'link_secret'`);
}

async function snapshotSchemas(t: TestApi): Promise<number> {
  return Number(
    await text(
      t.api.database.db,
      sql`select count(*)::text as value from pg_namespace where nspname like 'seed_snapshot_%'`,
    ),
  );
}

describe('re-seeding from the seed snapshot', () => {
  let t: TestApi;
  beforeAll(async () => {
    silenceConsole();
    t = await startApi();
  });
  afterAll(() => t.close());

  it('leaves the rows, ids and sequences of a full seed, with a new link secret', async () => {
    silenceConsole();
    await t.api.reset();
    const seeded = await contents(t);
    const secret = await linkSecret(t);
    // Writes of every kind since: a session, a changed name, a ticket, a throttle count.
    const token = await t.login('learner');
    expect((await t.call('user/update/name', { method: 'PUT', token, body: { id: 1, name: 'Changed' } })).status).toBe(
      200,
    );
    await t.call('auth/login', { body: { username: 'learner', password: 'wrong' } });
    expect(await contents(t)).not.toEqual(seeded);
    await t.api.reset();
    expect(await contents(t)).toEqual(seeded);
    expect(await linkSecret(t)).not.toBe(secret);
    expect((await t.call('user/current', { token })).status).toBe(401);
    const fresh = await t.login('learner');
    expect((await t.call('user/current', { token: fresh })).status).toBe(200);
    await t.api.reset();
    expect(await contents(t)).toEqual(seeded);
  });

  it('rewrites only the tables written since and the tables referencing them; sequences always', async () => {
    silenceConsole();
    await t.api.reset();
    const seeded = await contents(t);
    const db = t.api.database.db;
    // Where a table's rows lie: a rewrite (delete and insert) moves every one of them.
    const placed = (table: string) =>
      text(db, sql`select string_agg(ctid::text, ',' order by ctid) as value from ${sql.identifier(table)}`);
    const [batches, trainers] = [await placed('batches'), await placed('batch_trainers')];
    expect(batches).not.toBe('');
    expect(trainers).not.toBe('');
    // A session written, and an id taken by an insert that never happened.
    await t.login('learner');
    await db.execute(sql`select nextval(pg_get_serial_sequence('tickets', 'id'))`);
    await t.api.reset();
    expect(await contents(t)).toEqual(seeded);
    expect(await placed('batches')).toBe(batches);
    expect(await placed('batch_trainers')).toBe(trainers);
    // A parent written: it and its children are rewritten.
    await db.execute(sql`update batches set id = id`);
    await t.api.reset();
    expect(await placed('batches')).not.toBe(batches);
    expect(await placed('batch_trainers')).not.toBe(trainers);
    expect(await contents(t)).toEqual(seeded);
  });

  it('a table written while a restore runs (between its read of the marks and its rewrite) is rewritten by the next', async () => {
    silenceConsole();
    await t.api.reset();
    const db = t.api.database.db;
    const seeded = await contents(t);
    const execute = db.execute.bind(db);
    let interleaved = false;
    const interleave = async (query: SQL) => {
      const answer = await execute(query);
      if (!interleaved && new PgDialect().sqlToQuery(query).sql.includes('.written')) {
        interleaved = true;
        // A request of the last test, still under way, writes a table nobody had written.
        await execute(sql`update batches set title = 'written meanwhile'`);
      }
      return answer;
    };
    // Callers only await what execute answers: a promise stands in for Drizzle's thenable query.
    vi.spyOn(db, 'execute').mockImplementation(interleave as unknown as typeof db.execute);
    await t.login('learner');
    await t.api.reset();
    expect(interleaved).toBe(true);
    vi.mocked(db.execute).mockRestore();
    await t.api.reset();
    expect(await contents(t)).toEqual(seeded);
  });

  it('seeds anew, relative to the clock, once the clock moved', async () => {
    silenceConsole();
    await t.api.reset();
    await t.api.reset();
    const before = await contents(t);
    t.clock.advance(DAY);
    await t.api.reset();
    const after = await contents(t);
    expect(after.users).not.toEqual(before.users);
    const created = async () =>
      text(
        t.api.database.db,
        sql`select (extract(epoch from created_at) * 1000)::bigint::text as value from users where username = 'learner'`,
      );
    const movedAt = Number(await created());
    t.clock.advance(-DAY);
    await t.api.reset();
    expect(await contents(t)).toEqual(before);
    expect(movedAt - Number(await created())).toBe(DAY);
  });

  it('keeps one copy per API, however often the clock moves', async () => {
    silenceConsole();
    for (let day = 0; day < 3; day++) {
      await t.api.reset();
      await t.api.reset();
      expect(await snapshotSchemas(t)).toBe(1);
      t.clock.advance(DAY);
    }
  });
});
