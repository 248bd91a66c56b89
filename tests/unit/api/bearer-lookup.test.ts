// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolveBearer } from '../../../demo/api/sessions';
import { countQueries } from './count-queries';
import { useTestApi } from './helpers';

// Every authenticated request looks its token up (demo/api/sessions.ts); the lookups of one I/O pass share one read
// (issue #33: 500 saves at once were 500 reads), and each still gets its own session or none.

describe('bearer lookup', () => {
  const t = useTestApi();

  it('answers the tokens looked up together from one read, each with its own user; revoked or unknown get none', async () => {
    const learner = await t.login('learner');
    const trainer = await t.login('trainer');
    const revoked = await t.login('learner');
    expect((await t.call('auth/logout', { method: 'POST', token: revoked })).status).toBe(200);
    const { db } = t.api.database;
    const reads = countQueries(db, /\bbearers?\b/);
    try {
      const found = await Promise.all(
        [learner, trainer, revoked, 'unknown-token', learner].map((token) =>
          resolveBearer(db, `Bearer ${token}`, t.clock.now),
        ),
      );
      expect(found.map((session) => session?.user.username ?? null)).toEqual([
        'learner',
        'trainer',
        null,
        null,
        'learner',
      ]);
      expect(reads.count).toBe(1);
    } finally {
      reads.restore();
    }
  });

  it('serves calls of two users sent at once each as its own user', async () => {
    const tokens = { learner: await t.login('learner'), trainer: await t.login('trainer') };
    const names = Array.from({ length: 24 }, (_, index) => (index % 3 === 0 ? 'trainer' : 'learner'));
    const answers = await Promise.all(
      names.map((name) => t.call<{ username: string }>('user/current', { token: tokens[name as keyof typeof tokens] })),
    );
    expect(answers.map((answer) => answer.body.data.username)).toEqual(names);
  });
});
