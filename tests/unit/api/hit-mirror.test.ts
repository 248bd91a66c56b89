// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SlidingWindow } from '../../../demo/api/rate-limit';
import { countQueries } from './count-queries';
import { useTestApi } from './helpers';

// On PGlite a throttle decides from the hits its one process holds (hit-mirror.ts) and only records them in
// throttle_hits; on PostgreSQL each take counts in the table under a lock. Both must decide alike, step by step.

const WINDOW = 60_000;
const LIMIT = 3;

/** A small deterministic generator (mulberry32): the same steps on every run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('a sole process decides from its hits as the table would', () => {
  const t = useTestApi();

  it('takes, waits, refunds and clears alike over 300 random steps, across a restart', async () => {
    const { db } = t.api.database;
    let mirrored = new SlidingWindow(db, 'mirror-probe', WINDOW, true);
    const locked = new SlidingWindow(db, 'locked-probe', WINDOW);
    const next = random(34);
    const hits: { mirrored: number; locked: number }[] = [];
    let now = 1_000_000;
    for (let step = 0; step < 300; step++) {
      now += Math.floor(next() * 15_000);
      const key = `key-${Math.floor(next() * 3)}`;
      const roll = next();
      if (step === 150) mirrored = new SlidingWindow(db, 'mirror-probe', WINDOW, true);
      if (roll < 0.6) {
        const [a, b] = await Promise.all([mirrored.take(key, LIMIT, now), locked.take(key, LIMIT, now)]);
        expect({ ...a, hit: 0 }, `step ${step}`).toEqual({ ...b, hit: 0 });
        if (a.ok && b.ok) hits.push({ mirrored: a.hit, locked: b.hit });
      } else if (roll < 0.8) {
        expect(await mirrored.wait(key, LIMIT, now), `step ${step}`).toBe(await locked.wait(key, LIMIT, now));
      } else if (roll < 0.95 && hits.length > 0) {
        const [hit] = hits.splice(Math.floor(next() * hits.length), 1);
        await Promise.all([mirrored.refund(hit!.mirrored), locked.refund(hit!.locked)]);
      } else {
        await Promise.all([mirrored.clear(key), locked.clear(key)]);
      }
    }
  });

  it('holds a burst to the limit, and forgets its hits once the table is emptied', async () => {
    const { db } = t.api.database;
    const window = new SlidingWindow(db, 'mirror-burst', WINDOW, true);
    const taken = await Promise.all(Array.from({ length: 20 }, () => window.take('one', LIMIT, 5_000)));
    expect(taken.map((take) => (take.ok ? take.count : 0)).sort()).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2, 3,
    ]);
    expect(await window.wait('one', LIMIT, 5_000)).toBe(WINDOW);
    await t.api.reset();
    await expect(window.take('one', LIMIT, 5_000)).resolves.toMatchObject({ ok: false });
    window.forget();
    await expect(window.take('one', LIMIT, 5_000)).resolves.toMatchObject({ ok: true, count: 1 });
  });

  it('records the hits taken in one pass in one insert, each with its own id', async () => {
    const { db } = t.api.database;
    const window = new SlidingWindow(db, 'mirror-pass', WINDOW, true);
    // Each key's hits are read on its first use: read beforehand, so the takes below are decided in one pass.
    for (const key of ['a', 'b', 'c']) await window.take(key, LIMIT, 4_000);
    const inserts = countQueries(db, /insert into throttle_hits/);
    try {
      const taken = await Promise.all(['a', 'b', 'c', 'a', 'b'].map((key) => window.take(key, LIMIT, 5_000)));
      expect(inserts.count).toBe(1);
      const ids = taken.map((take) => (take.ok ? take.hit : 0));
      expect(ids.every((id) => id > 0) && new Set(ids).size).toBe(5);
    } finally {
      inserts.restore();
    }
  });
});
