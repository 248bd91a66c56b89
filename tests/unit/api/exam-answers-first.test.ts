// @vitest-environment node
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { examEventsPath } from '../../../src/core/api/exam-endpoints';
import { EXAM } from '../../../demo/api/features/exam/ids';
import type { Db } from '../../../demo/api/db/database';
import { countQueries } from './count-queries';
import { answer, start } from './exam-support';
import { useTestApi } from './helpers';

// Issue #33 answers first on the server (demo/api/features/exam/answer-lane.ts): an events call that arrives while an
// answer save is under way neither checks nor writes anything until the save is done.

type Raw = (message: Uint8Array, ...rest: unknown[]) => Promise<unknown>;

/**
 * Holds the database's answer write (its wire message: the named upsert, or one naming its table) until `release()`,
 * and counts the queries of sessions and exams this API's database client gets meanwhile (its outbox is polled on a
 * timer): work an events call started while the save is under way.
 */
function holdAnswerWrite(db: Db) {
  const wire = PGlite.prototype as unknown as { execProtocolRaw: Raw };
  const execProtocolRaw = wire.execProtocolRaw;
  const queries = countQueries(db, /bearer|access_tokens|exam_/);
  const state = { done: false, atHold: 0 };
  let entered = (): void => undefined;
  let release = (): void => undefined;
  const inWrite = new Promise<void>((resolve) => (entered = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  wire.execProtocolRaw = async function (this: PGlite, message, ...rest) {
    if (!state.done && /exam_answer_save|insert into exam_answers/.test(Buffer.from(message).toString('latin1'))) {
      state.done = true;
      state.atHold = queries.count;
      entered();
      await released;
    }
    return execProtocolRaw.call(this, message, ...rest);
  };
  const restore = () => {
    wire.execProtocolRaw = execProtocolRaw;
    queries.restore();
  };
  return { askedMeanwhile: () => queries.count - state.atHold, inWrite, release, restore };
}

describe('exam API: answers first', () => {
  const t = useTestApi();

  it('checks and writes an events call sent while a save is under way only once the save is written', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const hold = holdAnswerWrite(t.api.database.db);
    try {
      const saved = answer(t, token, read, attemptId, 0, read.exam_obj?.questions[0]?.choices[0]?.choice ?? '');
      await hold.inWrite;
      const at = new Date(t.clock.now).toISOString();
      const logged = t.call(examEventsPath(attemptId), {
        token,
        body: { events: [{ key: 'first', kind: 'copy', at }], sent_at: at },
      });
      // Long past the events call's own pause: it has not even looked its session up.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hold.askedMeanwhile()).toBe(0);
      hold.release();
      expect((await saved).status).toBe(200);
      const { status, body } = await logged;
      expect([status, body.data]).toEqual([200, { accepted: 1 }]);
    } finally {
      hold.restore();
    }
  });
});
