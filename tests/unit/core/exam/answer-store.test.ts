import { describe, expect, it, vi } from 'vitest';
import type {
  QuestionAttemptRequest,
  QuestionAttemptResult,
  SkipQuestionRequest,
} from '../../../../src/core/api/schemas/exam';
import { answerQueueKey } from '../../../../src/core/exam/answer-key';
import { createAnswerStore, type AnswerStoreDeps } from '../../../../src/core/exam/answer-store';
import { ApiError } from '../../../../src/core/http/api-error';

// Issue #11 durable autosave: stored before sending, sent one at a time in order, held through a dropped network and a
// reload, replayed on 'online' and on load; the indicator says what waits.

const body = (question: string, answer = 'A'): QuestionAttemptRequest => ({
  exam_question_id: question,
  question_id: `9${question}`,
  exam_attempt_id: '88',
  exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
  exam_question_attempt_ended_at: '2026-11-23T09:00:20.000Z',
  attempted_answer: [answer],
  total_questions: 3,
  attempted_questions: 1,
  active_question: null,
  exam_completed: false,
  idempotency_key: `88:${question}`,
});

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A page: storage, an online flag with its events, manual timers and a server that answers as told. */
function page(storage = memoryStorage()) {
  const events = new EventTarget();
  let online = true;
  const timers: (() => void)[] = [];
  const sent: string[] = [];
  let fail: ((b: QuestionAttemptRequest) => unknown) | null = null;
  const send = vi.fn(async (b: QuestionAttemptRequest): Promise<QuestionAttemptResult> => {
    sent.push(String(b.exam_question_id));
    const error = fail?.(b);
    if (error) throw error;
    return { is_completed: false, reload: false, next_question: null };
  });
  const sendSkip = vi.fn(async (b: SkipQuestionRequest): Promise<void> => {
    sent.push(`skip ${String(b.exam_question_id)}`);
    const error = fail?.(b as unknown as QuestionAttemptRequest);
    if (error) throw error;
  });
  const deps: Partial<AnswerStoreDeps> = {
    send,
    sendSkip,
    storage,
    events: events as unknown as AnswerStoreDeps['events'],
    isOnline: () => online,
    setTimer: (run) => timers.push(run),
    clearTimer: () => undefined,
    log: () => undefined,
  };
  return {
    storage,
    deps,
    sent,
    timers,
    send,
    failWith: (make: ((b: QuestionAttemptRequest) => unknown) | null) => (fail = make),
    goOffline: () => {
      online = false;
      events.dispatchEvent(new Event('offline'));
    },
    goOnline: () => {
      online = true;
      events.dispatchEvent(new Event('online'));
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const network = () => new ApiError('network', 'Failed to fetch');

describe('createAnswerStore', () => {
  it('stores each answer before sending, sends in order, and clears storage once all are saved', async () => {
    const p = page();
    const store = createAnswerStore('EX-1', p.deps);
    store.enqueue(body('1'));
    expect(p.storage.data.get(answerQueueKey('EX-1'))).toContain('"exam_question_id":"1"');
    store.enqueue(body('2'));
    await store.drained();
    expect(p.sent).toEqual(['1', '2']);
    expect(p.storage.data.has(answerQueueKey('EX-1'))).toBe(false);
    expect(store.indicator.value).toEqual({ status: 'saved', count: 0 });
  });

  it("holds answers while offline ('connection lost — n answers waiting') and replays them in order on 'online'", async () => {
    const p = page();
    const store = createAnswerStore('EX-1', p.deps);
    p.goOffline();
    p.failWith(() => network());
    store.enqueue(body('1'));
    await settle();
    store.enqueue(body('2'));
    store.enqueue(body('3'));
    await settle();
    expect(store.indicator.value).toEqual({ status: 'waiting', count: 3 });
    expect(p.timers).toHaveLength(0);
    p.failWith(null);
    p.sent.length = 0;
    p.goOnline();
    await store.drained();
    expect(p.sent).toEqual(['1', '2', '3']);
    expect(store.indicator.value.status).toBe('saved');
  });

  it('loses nothing over a reload: a new store on the same storage replays what waited, in order', async () => {
    const p = page();
    p.goOffline();
    p.failWith(() => network());
    const first = createAnswerStore('EX-1', p.deps);
    first.enqueue(body('1'));
    await settle();
    first.enqueue(body('2'));
    await settle();
    first.dispose();
    p.failWith(null);
    p.sent.length = 0;
    p.goOnline();
    const second = createAnswerStore('EX-1', p.deps);
    expect(second.queue.value.items.map((item) => item.key)).toEqual(['88:1', '88:2']);
    await second.drained();
    expect(p.sent).toEqual(['1', '2']);
  });

  it('retries a failed send after a back-off while online', async () => {
    const p = page();
    const store = createAnswerStore('EX-1', p.deps);
    p.failWith(() => new ApiError('http', 'Server error', { status: 503 }));
    store.enqueue(body('1'));
    await settle();
    expect(store.indicator.value).toEqual({ status: 'waiting', count: 1 });
    expect(p.timers).toHaveLength(1);
    p.failWith(null);
    p.timers.shift()!();
    await store.drained();
    expect(store.indicator.value.status).toBe('saved');
  });

  it('drops an answer the server refuses for good (after its deadline) without blocking the next; keeps one refused for an expired session', async () => {
    const p = page();
    const store = createAnswerStore('EX-1', p.deps);
    p.failWith((b) => (b.exam_question_id === '1' ? new ApiError('http', 'Deadline passed', { status: 422 }) : null));
    store.enqueue(body('1'));
    store.enqueue(body('2'));
    await store.drained();
    expect(p.sent).toEqual(['1', '2']);
    expect(store.refused.value).toBe(1);
    p.failWith(() => new ApiError('http', 'Unauthenticated', { status: 401 }));
    store.enqueue(body('3'));
    await settle();
    expect(store.queue.value.items.map((item) => item.key)).toEqual(['88:3']);
  });

  it("stores a new answer at once and sends it only after the next question's frame", async () => {
    const p = page();
    const frames: (() => void)[] = [];
    const store = createAnswerStore('EX-1', { ...p.deps, afterPaint: (run) => frames.push(run) });
    store.enqueue(body('1'));
    expect(p.storage.data.get(answerQueueKey('EX-1'))).toContain('"exam_question_id":"1"');
    await settle();
    expect(p.sent).toEqual([]);
    frames.forEach((run) => run());
    await store.drained();
    expect(p.sent).toEqual(['1']);
  });

  it('queues skips with the answers: held offline, kept over a reload, replayed in order; a refused skip is not a failed answer', async () => {
    const p = page();
    const skip = (question: string): SkipQuestionRequest => ({
      exam_question_id: question,
      question_id: `9${question}`,
      exam_attempt_id: '88',
      active_question: null,
    });
    p.goOffline();
    p.failWith(() => network());
    const first = createAnswerStore('EX-1', p.deps);
    first.enqueueSkip(skip('1'));
    first.enqueue(body('2'));
    await settle();
    expect(first.indicator.value).toEqual({ status: 'waiting', count: 2 });
    first.dispose();
    p.failWith(null);
    p.sent.length = 0;
    p.goOnline();
    const second = createAnswerStore('EX-1', p.deps);
    await settle();
    expect(p.sent).toEqual(['skip 1', '2']);
    expect(p.storage.data.has(answerQueueKey('EX-1'))).toBe(false);
    p.failWith(() => new ApiError('http', 'past the deadline', { status: 422 }));
    second.enqueueSkip(skip('3'));
    await settle();
    expect(second.queue.value.items).toHaveLength(0);
    expect(second.refused.value).toBe(0);
  });

  it('reports each server answer to its listeners (completion, reload)', async () => {
    const p = page();
    p.send.mockResolvedValueOnce({ is_completed: true, reload: false, next_question: null });
    const store = createAnswerStore('EX-1', p.deps);
    const heard: boolean[] = [];
    store.onResult((result) => heard.push(Boolean(result.is_completed)));
    store.enqueue(body('1'));
    await store.drained();
    await settle();
    expect(heard).toEqual([true]);
  });

  it('starts from an empty queue when storage is unreadable or throws', () => {
    const p = page();
    p.storage.data.set(answerQueueKey('EX-1'), '{not json');
    expect(createAnswerStore('EX-1', p.deps).queue.value.items).toEqual([]);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => undefined,
    };
    const store = createAnswerStore('EX-2', { ...p.deps, storage: throwing });
    expect(store.queue.value.items).toEqual([]);
    expect(() => store.enqueue(body('1'))).not.toThrow();
  });
});
