// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupCommit } from '../../../demo/api/db/group-commit';

// PGlite's group commit (issue #35): transactions that arrive while one runs share the next commit, each keeps its
// own outcome, and none is answered before the commit that holds it.

describe('group commit on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
    await client.exec('create table t (id integer primary key, note text)');
  });
  afterAll(() => client.close());

  it('commits the others when one transaction of a group fails, and answers each after the commit', async () => {
    const events: string[] = [];
    // The client's own transaction, watched: its promise settles once COMMIT has run.
    const watched = new Proxy(client, {
      get(target, key) {
        if (key === 'transaction')
          return <T>(work: Parameters<PGlite['transaction']>[0]) =>
            target.transaction(work).finally(() => events.push('commit')) as Promise<T>;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const grouped = groupCommit(watched);
    const runs = Array.from({ length: 10 }, (_, id) =>
      grouped
        .transaction(async (tx) => {
          await tx.query('insert into t (id, note) values ($1, $2)', [id, `row ${id}`]);
          if (id === 4) throw new Error('refused');
          await tx.query('update t set note = note || $2 where id = $1', [id, '!']);
          return id;
        })
        .then(
          (value) => (events.push(`ack ${value}`), value),
          (error: Error) => (events.push(`fail ${id}`), error.message),
        ),
    );
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 'refused', 5, 6, 7, 8, 9]);
    const rows = await client.query<{ id: number; note: string }>('select id, note from t order by id');
    expect(rows.rows.map((row) => row.id)).toEqual([0, 1, 2, 3, 5, 6, 7, 8, 9]);
    expect(rows.rows.every((row) => row.note.endsWith('!'))).toBe(true);
    // The first ran alone; the nine that arrived meanwhile shared one commit.
    expect(grouped.stats).toEqual({ groups: 2, transactions: 10 });
    // Every answer comes after a commit, and the group's answers after its commit.
    expect(events.slice(0, 2)).toEqual(['commit', 'ack 0']);
    expect(events[2]).toBe('commit');
  });

  it('rolls back only the savepoint of a transaction that asks to roll back', async () => {
    const grouped = groupCommit(client);
    const first = grouped.transaction((tx) => tx.query('insert into t (id, note) values (100, $1)', ['kept']));
    const second = grouped.transaction(async (tx) => {
      await tx.query('insert into t (id, note) values (101, $1)', ['undone']);
      await tx.rollback();
    });
    const third = grouped.transaction((tx) => tx.query('insert into t (id, note) values (102, $1)', ['kept']));
    await first;
    await expect(second).rejects.toThrow('rolled back');
    await third;
    const rows = await client.query<{ id: number }>('select id from t where id >= 100 order by id');
    expect(rows.rows.map((row) => row.id)).toEqual([100, 102]);
  });
});
