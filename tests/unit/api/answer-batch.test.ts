// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import type { ApiContext } from '../../../demo/api/context';
import type { ApiRequest } from '../../../demo/api/request';
import { keyedBatcher, type Settled } from '../../../demo/api/db/keyed-batch';
import { answerBatcher, saveAnswer } from '../../../demo/api/features/exam/answer-writes';
import { knownAttempt } from '../../../demo/api/features/exam/attempt-state';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { useTestApi } from './helpers';
import { answer, start, take } from './exam-support';

// Answer saves fired together on one attempt share one upsert (issue #33): each is acknowledged only once its batch is
// written, a save that fails does not take the others with it, and a later save of a question wins.

/** A promise and its resolver, to hold a batch's write open. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('keyed batcher', () => {
  it('acknowledges a call only after its batch is written, and sends later calls of the key in the next batch', async () => {
    const gate = deferred<void>();
    const batches: number[][] = [];
    const batcher = keyedBatcher<string, number, number>(async (_key, items) => {
      batches.push(items);
      await gate.promise;
      return items.map((item) => ({ ok: true, value: item * 10 }));
    });
    const acked: number[] = [];
    const calls = [1, 2, 3, 4].map((item) => batcher.add('a', item).then((value) => acked.push(value)));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The first went at once; the others wait for it, and nothing is acknowledged before its write finished.
    expect(batches).toEqual([[1]]);
    expect(acked).toEqual([]);
    gate.resolve();
    await Promise.all(calls);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(acked).toEqual([10, 20, 30, 40]);
    expect(batcher.stats).toEqual({ batches: 2, items: 4 });
  });

  it('settles each call with its own outcome, and a write that throws fails only its own batch', async () => {
    let round = 0;
    const batcher = keyedBatcher<string, number, number>(async (_key, items): Promise<Settled<number>[]> => {
      round++;
      if (round === 3) throw new Error('disk full');
      return items.map((item) =>
        item < 0 ? { ok: false, error: new Error(`bad ${item}`) } : { ok: true, value: item },
      );
    });
    const first = batcher.add('a', 0);
    const good = batcher.add('a', 1);
    const bad = batcher.add('a', -1);
    await expect(first).resolves.toBe(0);
    await expect(good).resolves.toBe(1);
    await expect(bad).rejects.toThrow('bad -1');
    await expect(batcher.add('a', 5)).rejects.toThrow('disk full');
    await expect(batcher.add('a', 6)).resolves.toBe(6);
    // Keys do not wait for each other.
    await expect(Promise.all([batcher.add('b', 7), batcher.add('c', 8)])).resolves.toEqual([7, 8]);
  });

  it("with the 'io' window, writes the calls of one pass together, and a lone call without a timer", async () => {
    const batches: number[][] = [];
    const batcher = keyedBatcher<string, number, number>(
      async (_key, items) => {
        batches.push(items);
        return items.map((item) => ({ ok: true, value: item }));
      },
      { windowMs: 'io' },
    );
    await Promise.all([1, 2, 3].map((item) => batcher.add('a', item)));
    expect(batches).toEqual([[1, 2, 3]]);
    // A call alone is written at the end of its pass: with timers stopped it is still written.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    try {
      await expect(batcher.add('a', 4)).resolves.toBe(4);
    } finally {
      vi.useRealTimers();
    }
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });
});

describe('exam API: answer saves at once on one attempt', () => {
  const t = useTestApi({ limits: { examWritesPerUser: 1000 } });

  it('answers every save, stores the last answer sent for each question, in fewer upserts than saves', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    const questions = read.exam_obj?.questions ?? [];
    const batcher = answerBatcher(t.api.database.db);
    const before = { ...batcher.stats };
    const sent = Array.from({ length: 40 }, (_, index) => {
      const question = questions[index % questions.length]!;
      return { index: index % questions.length, choice: question.choices[index % question.choices.length]!.choice };
    });
    const answers = await Promise.all(
      sent.map(({ index, choice }) => answer(t, token, read, attemptId, index, choice)),
    );
    expect(answers.map((res) => res.status)).toEqual(sent.map(() => 200));
    const batches = batcher.stats.batches - before.batches;
    expect(batcher.stats.items - before.items).toBe(40);
    expect(batches).toBeLessThan(40);
    const last = new Map(sent.map(({ index, choice }) => [questions[index]!.record_id, choice]));
    const stored = (await take(t, token, EXAM.fireTotalTimer)).attempted_questions_obj ?? [];
    expect(stored.map((item) => [item.exam_question_id, item.attempted_answer])).toEqual(
      [...last].map(([id, choice]) => [id, [choice]]),
    );
  });

  it('keeps the batch when one of its saves fails: that save alone is refused', async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    // The attempt as the answer route knows it after a start: remembered, so the saves below go straight to the batcher.
    const request = {
      currentUser: { id: Number((await t.call<{ id: number }>('user/current', { token })).body.data.id) },
    };
    const own = knownAttempt({ db: t.api.database.db } as ApiContext, request as ApiRequest, attemptId);
    expect(own).toBeDefined();
    const { db } = t.api.database;
    const [q1, q2, q3] = own!.paper.questions;
    const fields = (choice: string, started_at: string | null = null) => ({
      answer: [choice],
      skipped: false,
      started_at,
      ended_at: null,
    });
    const choice = (index: number) => read.exam_obj!.questions[index]!.choices[0]!.choice;
    const saves = [
      saveAnswer(db, own!, q1!.id, fields(choice(0)), t.clock.now),
      saveAnswer(db, own!, q2!.id, fields(choice(1)), t.clock.now),
      // Not an instant: the database refuses this row, and with it the batch's one statement.
      saveAnswer(db, own!, q3!.id, fields(choice(2), 'not a time'), t.clock.now),
      saveAnswer(db, own!, q1!.id, fields(choice(0)), t.clock.now),
    ];
    const settled = await Promise.allSettled(saves);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = (await take(t, token, EXAM.fireTotalTimer)).attempted_questions_obj ?? [];
    expect(stored.map((item) => item.exam_question_id).sort()).toEqual([q1!.id, q2!.id].map((id) => String(id)).sort());
  });
});
