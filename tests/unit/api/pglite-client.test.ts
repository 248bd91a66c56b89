// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, interval, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DRIZZLE_PARSERS, leanClient } from '../../../demo/api/db/pglite-client';

// The parsers Drizzle passes with each PGlite query are installed once on the client instead: same values, less work.

const sample = pgTable('sample', {
  id: serial('id').primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
  amounts: numeric('amounts').array().notNull(),
});

describe('leanClient', () => {
  let client: PGlite;
  // From the run's migrated template when there is one: making a PGlite from nothing costs seconds.
  beforeAll(async () => {
    const template = process.env.ACADEMY_TEST_PGLITE_TEMPLATE;
    client = await PGlite.create({
      parsers: DRIZZLE_PARSERS,
      ...(template ? { loadDataDir: new Blob([await readFile(template)]) } : {}),
    });
  });
  afterAll(() => client.close());

  it('installs exactly the parsers Drizzle sends with its queries', async () => {
    const seen: unknown[] = [];
    const recorder = {
      query: async (_sql: string, _params: unknown[], options: { parsers?: object }) => (
        seen.push(options.parsers),
        { rows: [], fields: [] }
      ),
    };
    await drizzle({ client: recorder as unknown as PGlite })
      .select()
      .from(sample);
    expect(seen).toHaveLength(1);
    expect(Object.keys(seen[0] as object).sort()).toEqual(Object.keys(DRIZZLE_PARSERS).sort());
  });

  it('reads dates, intervals and numeric arrays back as Drizzle maps them, in and out of transactions, without per-query parsers', async () => {
    const query = vi.spyOn(client, 'query');
    const db = drizzle({ client: leanClient(client) });
    await db.execute(
      sql`create temporary table sample (id serial primary key, at timestamptz not null, day date not null, span interval not null, amounts numeric[] not null)`,
    );
    const row = {
      at: new Date('2026-11-26T13:30:00.123Z'),
      day: '2026-11-26',
      span: '01:30:00',
      amounts: ['1.50', '20'],
    };
    await db.insert(sample).values(row);
    const read = await db.transaction(async (tx) => tx.select().from(sample));
    expect(read).toEqual([{ id: 1, ...row, amounts: ['1.50', '20'] }]);
    expect(await db.select().from(sample)).toEqual(read);
    expect(query.mock.calls.every(([, , options]) => options?.parsers === undefined)).toBe(true);
  });
});
