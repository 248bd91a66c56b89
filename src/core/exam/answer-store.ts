import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { QuestionAttemptRequest, QuestionAttemptResult, SkipQuestionRequest } from '../api/schemas/exam';
import { answerQueueKey, browserStorage } from './answer-key';
import { isRefusal } from './send-refusal';
import { backoffDelay } from '../query/query';
import {
  ackAnswer,
  dropAnswer,
  emptyQueue,
  enqueueCall,
  failAnswer,
  parseQueue,
  queueIndicator,
  serializeQueue,
  takeNext,
  type AnswerQueue,
  type QueueIndicator,
} from './answer-queue';

// Issue #11 "loses none over a dropped network or a reload": the durable side of the pure answer queue. Every change
// is written to storage at once, before anything is sent; a new answer's send waits for the next question's frame;
// sends go one at a time, in order; a failed one waits for the browser's 'online', the next answer or a back-off
// timer, and a stored queue is replayed as soon as it is loaded.

/** What the store needs from the page; injected in tests. */
export interface AnswerStoreDeps {
  send: (body: QuestionAttemptRequest) => Promise<QuestionAttemptResult>;
  sendSkip: (body: SkipQuestionRequest) => Promise<void>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where 'online' and 'offline' are heard (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  isOnline: () => boolean;
  setTimer: (run: () => void, ms: number) => unknown;
  /** Runs a send started by a new answer once the page has shown the next question (it must not delay that frame). */
  afterPaint: (run: () => void) => void;
  clearTimer: (handle: unknown) => void;
  log: (message: string, error: unknown) => void;
}

/** The durable queue of one exam. */
export interface AnswerStore {
  /** The queue (answers waiting, in order). */
  readonly queue: ReadonlySignal<AnswerQueue>;
  /** §4 the save indicator: 'all answers saved' / 'connection lost — n answers waiting'. */
  readonly indicator: ReadonlySignal<QueueIndicator>;
  /** How many answers the server refused for good ('Failed to submit answer'). */
  readonly refused: ReadonlySignal<number>;
  /** Stores the answer, then sends what waits. */
  enqueue(body: QuestionAttemptRequest): void;
  /** Stores the skip (the server lists the question as skipped), then sends what waits. */
  enqueueSkip(body: SkipQuestionRequest): void;
  /** Sends what waits (a no-op while a send runs or nothing waits). */
  flush(): Promise<void>;
  /** Called with the server's answer to each answer it took, in order. */
  onResult(listener: (result: QuestionAttemptResult, body: QuestionAttemptRequest) => void): () => void;
  /** Resolves once nothing waits (never while offline with answers held). */
  drained(): Promise<void>;
  /** Stops listening and retrying; the stored queue stays for the next load. */
  dispose(): void;
}

/** How long after the next question's frame a new answer's send starts: the request's set-up stays off that frame. */
const SEND_AFTER_FRAME_MS = 50;

function defaultDeps(): AnswerStoreDeps {
  const hasWindow = typeof window !== 'undefined';
  return {
    send: () => Promise.reject(new Error('no sender')),
    sendSkip: () => Promise.reject(new Error('no sender')),
    storage: browserStorage(),
    events: hasWindow ? window : null,
    isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine !== false),
    setTimer: (run, ms) => setTimeout(run, ms),
    // After the frame and the work around it (the answer is stored already); a hidden tab paints none: its answers (a time-out) go at once.
    afterPaint: (run) =>
      typeof document !== 'undefined' && document.visibilityState === 'visible'
        ? requestAnimationFrame(() => setTimeout(run, SEND_AFTER_FRAME_MS))
        : setTimeout(run, 0),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    log: (message, error) => console.error(`[academy] ${message}`, error instanceof Error ? error.message : error),
  };
}

/** The durable answer queue of exam `examNo`, loaded from storage (and replayed at once). */
export function createAnswerStore(examNo: string, overrides: Partial<AnswerStoreDeps> = {}): AnswerStore {
  const deps = { ...defaultDeps(), ...overrides };
  const key = answerQueueKey(examNo);
  const queue = signal<AnswerQueue>(load());
  const online = signal(deps.isOnline());
  const refused = signal(0);
  const listeners = new Set<(result: QuestionAttemptResult, body: QuestionAttemptRequest) => void>();
  const waiters = new Set<() => void>();
  let running: Promise<void> | null = null;
  let retryHandle: unknown = null;
  let retries = 0;
  let disposed = false;

  function load(): AnswerQueue {
    try {
      return parseQueue(deps.storage?.getItem(key) ?? null);
    } catch {
      return emptyQueue();
    }
  }

  function commit(next: AnswerQueue): void {
    queue.value = next;
    try {
      if (next.items.length === 0) deps.storage?.removeItem(key);
      else deps.storage?.setItem(key, serializeQueue(next));
    } catch (error) {
      deps.log('exam answers could not be stored in the browser', error);
    }
    if (next.items.length === 0) for (const resolve of [...waiters]) resolve();
  }

  function scheduleRetry(): void {
    if (disposed || retryHandle !== null || !online.value) return;
    retryHandle = deps.setTimer(() => {
      retryHandle = null;
      void flush();
    }, backoffDelay(retries++));
  }

  async function drain(): Promise<void> {
    for (let step = takeNext(queue.value); step && !disposed; step = takeNext(queue.value)) {
      commit(step.queue);
      const { item } = step;
      try {
        if (item.kind === 'skip') {
          await deps.sendSkip(item.body);
          commit(ackAnswer(queue.value, item.seq));
        } else {
          const result = await deps.send(item.body);
          commit(ackAnswer(queue.value, item.seq));
          for (const listener of listeners) listener(result, item.body);
        }
        retries = 0;
      } catch (error) {
        if (isRefusal(error)) {
          deps.log(`an exam ${item.kind} was refused by the server`, error);
          commit(dropAnswer(queue.value, item.seq));
          // 'Failed to submit answer' is about answers; a refused skip only leaves the question as the server has it.
          if (item.kind === 'answer') refused.value += 1;
          continue;
        }
        commit(failAnswer(queue.value, item.seq));
        scheduleRetry();
        return;
      }
    }
  }

  function flush(): Promise<void> {
    if (disposed || queue.value.items.length === 0) return running ?? Promise.resolve();
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => {
    online.value = true;
    retries = 0;
    if (retryHandle !== null) deps.clearTimer(retryHandle);
    retryHandle = null;
    void flush();
  };
  const onOffline = () => {
    online.value = false;
  };
  deps.events?.addEventListener('online', onOnline);
  deps.events?.addEventListener('offline', onOffline);
  void flush();

  return {
    queue,
    indicator: computed(() => queueIndicator(queue.value, online.value)),
    refused,
    enqueue(body) {
      commit(enqueueCall(queue.value, { kind: 'answer', body }));
      deps.afterPaint(() => void flush());
    },
    enqueueSkip(body) {
      commit(enqueueCall(queue.value, { kind: 'skip', body }));
      deps.afterPaint(() => void flush());
    },
    flush,
    onResult(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    drained() {
      if (queue.value.items.length === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const done = () => {
          waiters.delete(done);
          resolve();
        };
        waiters.add(done);
      });
    },
    dispose() {
      disposed = true;
      deps.events?.removeEventListener('online', onOnline);
      deps.events?.removeEventListener('offline', onOffline);
      if (retryHandle !== null) deps.clearTimer(retryHandle);
      retryHandle = null;
    },
  };
}
