import type { IntegrityEventInput, IntegrityEventsRequest } from '../api/schemas/exam-events';
import { backoffDelay } from '../query/query';
import { browserStorage, integrityQueueKey } from './answer-key';
import { isRefusal } from './send-refusal';
import {
  appendEvents,
  nextBatch,
  parseEvents,
  removeEvents,
  serializeEvents,
  type QueuedEvent,
} from './integrity-queue';

// Issue #33 the durable side of the integrity log: every event is written to storage before anything is sent, and
// sent in batches, one request at a time, only while no answer waits or is on its way (answers come first); a failed
// batch waits for the browser's 'online' or a back-off timer; a stored queue is replayed as soon as it is loaded.

/** What the store needs from the page; injected in tests. */
export interface IntegrityStoreDeps {
  send: (attempt: string, body: IntegrityEventsRequest) => Promise<unknown>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  /** Where 'online' is heard (window). */
  events: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  isOnline: () => boolean;
  /** Resolves once no answer waits or is on its way (the answer store's `drained`). */
  answersIdle: () => Promise<void>;
  /** The page's clock (ms): `sent_at`. */
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  log: (message: string, error: unknown) => void;
}

/** The durable event queue of one exam. */
export interface IntegrityStore {
  /** Stores the events of `attempt` at once, then sends them after a short pause (a burst goes in one call). */
  record(attempt: string, events: readonly IntegrityEventInput[]): void;
  /** The events waiting, oldest first (the one batch on its way included). */
  pending(): QueuedEvent[];
  /** Sends what waits once the answers are saved (the same run while one is under way). */
  flush(): Promise<void>;
  /** Stops listening and retrying; a send under way ends its run, and what is left stays stored for the next load. */
  dispose(): void;
}

/** The pause between an event and its send: a burst (blur, then hidden, then a shortcut) goes in one call. */
export const EVENTS_SEND_DELAY_MS = 1_000;

function defaultDeps(): IntegrityStoreDeps {
  const hasWindow = typeof window !== 'undefined';
  return {
    send: () => Promise.reject(new Error('no sender')),
    storage: browserStorage(),
    events: hasWindow ? window : null,
    isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
    answersIdle: () => Promise.resolve(),
    now: Date.now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    log: (message, error) => console.error(`[academy] ${message}`, error instanceof Error ? error.message : error),
  };
}

/** The durable integrity event queue of exam `examNo`, loaded from storage (and replayed at once). */
export function createIntegrityStore(examNo: string, overrides: Partial<IntegrityStoreDeps> = {}): IntegrityStore {
  const deps = { ...defaultDeps(), ...overrides };
  const key = integrityQueueKey(examNo);
  // Storage is the queue; this copy serves only when storage is missing or refuses a write.
  let memory: QueuedEvent[] = [];
  let storageFailed = false;
  let running: Promise<void> | null = null;
  let timer: unknown = null;
  let retries = 0;
  let disposed = false;

  function read(): QueuedEvent[] {
    if (storageFailed || !deps.storage) return memory;
    try {
      return parseEvents(deps.storage.getItem(key));
    } catch {
      return memory;
    }
  }

  function write(queue: QueuedEvent[]): void {
    memory = queue;
    if (storageFailed || !deps.storage) return;
    try {
      if (queue.length === 0) deps.storage.removeItem(key);
      else deps.storage.setItem(key, serializeEvents(queue));
    } catch (error) {
      storageFailed = true;
      deps.log('exam integrity events could not be stored in the browser', error);
    }
  }

  /** Sends after `ms` (none while disposed or one is set: the earlier one serves). */
  function later(ms: number): void {
    if (disposed || timer !== null) return;
    timer = deps.setTimer(() => {
      timer = null;
      void flush();
    }, ms);
  }

  function stopTimer(): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  }

  async function drain(): Promise<void> {
    // Keys this run has settled: never sent twice by it, whatever another store of the exam (a remount) wrote meanwhile.
    const busy = new Set<string>();
    for (;;) {
      // Answers first: no batch starts while an answer waits or is on its way.
      await deps.answersIdle();
      const batch = nextBatch(read(), busy);
      if (!batch) return;
      const keys = new Set(batch.events.map((event) => event.key));
      try {
        await deps.send(batch.attempt, { events: batch.events, sent_at: new Date(deps.now()).toISOString() });
        retries = 0;
      } catch (error) {
        if (!isRefusal(error)) {
          // The back-off wins over an event's pause; offline, 'online' sends.
          stopTimer();
          if (deps.isOnline()) later(backoffDelay(retries++));
          return;
        }
        deps.log('exam integrity events were refused by the server', error);
      }
      write(removeEvents(read(), keys));
      for (const key of keys) busy.add(key);
    }
  }

  function flush(): Promise<void> {
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  const onOnline = () => {
    retries = 0;
    stopTimer();
    void flush();
  };
  deps.events?.addEventListener('online', onOnline);
  // What an earlier load left is replayed at once.
  if (read().length > 0) void flush();

  return {
    record(attempt, events) {
      if (events.length === 0) return;
      write(appendEvents(read(), attempt, events));
      later(EVENTS_SEND_DELAY_MS);
    },
    pending: read,
    flush,
    dispose() {
      disposed = true;
      deps.events?.removeEventListener('online', onOnline);
      stopTimer();
    },
  };
}
