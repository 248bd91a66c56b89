// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../demo/api/db/database';

// PGlite through node-postgres (its own adapter): one connection that a failed query must not end, transactions that
// hold it alone, and named statements that are parsed once and stay usable.

describe('the embedded database through node-postgres', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    await database.db.execute(sql`create table probe (id serial primary key, at timestamptz not null)`);
  });
  afterAll(() => database.close());

  it('answers after a failed query, a failed named statement and a failed transaction', async () => {
    const { db } = database;
    await expect(db.execute(sql`select ${'not a time'}::timestamptz`)).rejects.toThrow();
    const named = db
      .select()
      .from(sql`probe`)
      .where(sql`at = ${sql.placeholder('at')}::timestamptz`)
      .prepare('probe_at');
    await expect(named.execute({ at: 'not a time' })).rejects.toThrow();
    await expect(named.execute({ at: '2026-11-30T12:00:00Z' })).resolves.toEqual([]);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into probe (at) values (now())`);
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    const { rows } = (await db.execute(sql`select count(*)::int as n from probe`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(0);
  });

  it('runs a transaction alone: a query sent meanwhile waits for its commit', async () => {
    const { db } = database;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const order: string[] = [];
    const transaction = db.transaction(async (tx) => {
      await tx.execute(sql`insert into probe (at) values (now())`);
      await held;
      order.push('commit');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = db.execute(sql`select count(*)::int as n from probe`).then((result) => {
      order.push('outside');
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    await expect(outside).resolves.toBe(1);
    expect(order).toEqual(['commit', 'outside']);
  });
});
