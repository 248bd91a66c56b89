import { describe, expect, it } from 'vitest';
import type { QuestionAttemptRequest } from '../../../../src/core/api/schemas/exam';
import {
  ackAnswer,
  dropAnswer,
  emptyQueue,
  enqueueAnswer,
  enqueueCall,
  failAnswer,
  parseQueue,
  queueIndicator,
  serializeQueue,
  takeNext,
  type AnswerQueue,
} from '../../../../src/core/exam/answer-queue';

// Issue #11: every answer queued durably, replayed in order, one per attempt and question, never lost to bad storage.

const body = (question: string, answer = 'A', attempt = '88'): QuestionAttemptRequest => ({
  exam_question_id: question,
  question_id: `9${question}`,
  exam_attempt_id: attempt,
  exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
  exam_question_attempt_ended_at: '2026-11-23T09:00:20.000Z',
  attempted_answer: [answer],
  total_questions: 3,
  attempted_questions: 1,
  active_question: question,
  exam_completed: false,
  idempotency_key: `${attempt}:${question}`,
});

const questions = (queue: AnswerQueue) =>
  queue.items.map(
    (item) => `${item.body.exam_question_id}=${item.kind === 'skip' ? '(skip)' : item.body.attempted_answer[0]}`,
  );

/** Sends everything the queue hands out; `online` decides success. Returns the queue and the bodies that reached the server. */
function replay(queue: AnswerQueue, online: () => boolean, server: Map<string, string>): AnswerQueue {
  let current = queue;
  for (let next = takeNext(current); next; next = takeNext(current)) {
    if (!online()) return failAnswer(next.queue, next.item.seq);
    server.set(next.item.key, next.item.kind === 'skip' ? '(skip)' : (next.item.body.attempted_answer[0] ?? ''));
    current = ackAnswer(next.queue, next.item.seq);
  }
  return current;
}

describe('enqueue and send', () => {
  it('keeps answers in the order given and hands out the oldest, one at a time', () => {
    let queue = enqueueAnswer(enqueueAnswer(emptyQueue(), body('301')), body('302'));
    const first = takeNext(queue)!;
    expect(first.item.body.exam_question_id).toBe('301');
    expect(takeNext(first.queue)).toBeNull();
    queue = ackAnswer(first.queue, first.item.seq);
    expect(questions(queue)).toEqual(['302=A']);
    expect(takeNext(emptyQueue())).toBeNull();
  });

  it('a new answer to a queued question replaces it and goes last', () => {
    const queue = [body('301', 'A'), body('302', 'A'), body('301', 'B')].reduce(enqueueAnswer, emptyQueue());
    expect(questions(queue)).toEqual(['302=A', '301=B']);
  });

  it('an answer on its way is not replaced: the newer one follows it, and acking the first leaves the second', () => {
    const sending = takeNext(enqueueAnswer(emptyQueue(), body('301', 'A')))!;
    let queue = enqueueAnswer(sending.queue, body('301', 'B'));
    expect(questions(queue)).toEqual(['301=A', '301=B']);
    queue = ackAnswer(queue, sending.item.seq);
    expect(questions(queue)).toEqual(['301=B']);
  });

  it('a failed send stays first in line and counts its tries; a refused one is dropped without blocking', () => {
    const queue = [body('301'), body('302')].reduce(enqueueAnswer, emptyQueue());
    const next = takeNext(queue)!;
    const failed = failAnswer(next.queue, next.item.seq);
    expect(questions(failed)).toEqual(['301=A', '302=A']);
    expect(failed.items[0]?.tries).toBe(1);
    expect(takeNext(failed)?.item.body.exam_question_id).toBe('301');
    const dropped = dropAnswer(next.queue, next.item.seq);
    expect(questions(dropped)).toEqual(['302=A']);
  });
});

describe('offline, reload, reconnect', () => {
  it('three answers offline survive a reload and reach the server in order, once each', () => {
    let online = false;
    const server = new Map<string, string>();
    const sent: string[] = [];
    let queue = emptyQueue();
    for (const question of ['301', '302', '303']) {
      queue = replay(enqueueAnswer(queue, body(question)), () => online, server);
    }
    expect(queueIndicator(queue, online)).toEqual({ status: 'waiting', count: 3 });
    const restored = parseQueue(serializeQueue(queue));
    online = true;
    let current = restored;
    for (let next = takeNext(current); next; next = takeNext(current)) {
      sent.push(next.item.key);
      current = ackAnswer(next.queue, next.item.seq);
    }
    expect(sent).toEqual(['88:301', '88:302', '88:303']);
    expect(queueIndicator(current, online)).toEqual({ status: 'saved', count: 0 });
  });

  it('a replay of an already saved answer keeps one answer per question on the server (idempotent key)', () => {
    const server = new Map<string, string>();
    const queue = enqueueAnswer(emptyQueue(), body('301', 'A'));
    const next = takeNext(queue)!;
    // The server saved it but the answer to the client was lost: it stays queued and is sent again after a reload.
    server.set(next.item.key, 'A');
    const again = replay(parseQueue(serializeQueue(failAnswer(next.queue, next.item.seq))), () => true, server);
    expect([...server.entries()]).toEqual([['88:301', 'A']]);
    expect(again.items).toEqual([]);
  });
});

describe('indicator', () => {
  it("'all answers saved' when empty; 'saving' online; 'connection lost — n waiting' offline or after a failure", () => {
    const one = enqueueAnswer(emptyQueue(), body('301'));
    expect(queueIndicator(emptyQueue(), false)).toEqual({ status: 'saved', count: 0 });
    expect(queueIndicator(one, true)).toEqual({ status: 'saving', count: 1 });
    expect(queueIndicator(one, false)).toEqual({ status: 'waiting', count: 1 });
    const next = takeNext(one)!;
    expect(queueIndicator(failAnswer(next.queue, next.item.seq), true)).toEqual({ status: 'waiting', count: 1 });
  });
});

describe('storage', () => {
  it('round-trips order, tries and bodies; the answer on its way is stored too', () => {
    let queue = [body('301'), body('302')].reduce(enqueueAnswer, emptyQueue());
    const next = takeNext(queue)!;
    queue = failAnswer(next.queue, next.item.seq);
    const restored = parseQueue(serializeQueue(takeNext(queue)!.queue));
    expect(questions(restored)).toEqual(['301=A', '302=A']);
    expect(restored.items.map((item) => item.tries)).toEqual([1, 0]);
    expect(restored.sending).toBeNull();
  });

  it('garbage gives an empty queue or drops the bad entries, never throws', () => {
    for (const garbage of [null, undefined, '', '{', 'null', '[]', '42', '{"answers":"x"}', {}, 7])
      expect(parseQueue(garbage)).toEqual(emptyQueue());
    const mixed = JSON.stringify({
      answers: [
        { body: body('301') },
        { body: { exam_question_id: '302' } },
        null,
        'x',
        { body: body('303'), tries: 'many' },
      ],
    });
    expect(questions(parseQueue(mixed))).toEqual(['301=A', '303=A']);
  });

  it('keeps skips in line with the answers through storage; a skip body stored as an answer, or an unknown kind, is dropped', () => {
    const skip = (question: string) => ({
      exam_question_id: question,
      question_id: '9',
      exam_attempt_id: '88',
      active_question: null,
    });
    let queue = enqueueCall(emptyQueue(), { kind: 'skip', body: skip('301') });
    queue = enqueueAnswer(queue, body('302'));
    const restored = parseQueue(serializeQueue(queue));
    expect(questions(restored)).toEqual(['301=(skip)', '302=A']);
    expect(restored.items.map((item) => item.key)).toEqual(['88:301', '88:302']);
    const bad = JSON.stringify({
      answers: [
        { body: skip('301') },
        { kind: 'skip', body: { exam_question_id: '302' } },
        { kind: 'other', body: body('303') },
        { kind: 'skip', body: skip('304') },
      ],
    });
    expect(questions(parseQueue(bad))).toEqual(['304=(skip)']);
  });
});

describe('skips', () => {
  const skip = (question: string) => ({
    exam_question_id: question,
    question_id: '9',
    exam_attempt_id: '88',
    active_question: null,
  });

  it('go out in order with the answers; an answer to a skipped question replaces its unsent skip and goes last', () => {
    let queue = enqueueCall(emptyQueue(), { kind: 'skip', body: skip('301') });
    queue = enqueueAnswer(queue, body('302'));
    queue = enqueueAnswer(queue, body('301', 'B'));
    expect(questions(queue)).toEqual(['302=A', '301=B']);
    const server = new Map<string, string>();
    expect(replay(queue, () => true, server).items).toHaveLength(0);
    expect([...server]).toEqual([
      ['88:302', 'A'],
      ['88:301', 'B'],
    ]);
  });

  it('a skip on its way is left to finish, and the answer follows it', () => {
    const queue = enqueueCall(emptyQueue(), { kind: 'skip', body: skip('301') });
    const next = takeNext(queue)!;
    const after = enqueueAnswer(next.queue, body('301', 'C'));
    expect(questions(after)).toEqual(['301=(skip)', '301=C']);
    expect(queueIndicator(after, false)).toEqual({ status: 'waiting', count: 2 });
  });
});
