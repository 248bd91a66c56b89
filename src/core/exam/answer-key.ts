// Where an exam's answer queue is kept, apart from the queue itself: the take page checks for answers left waiting by
// an earlier visit without loading the queue's code.

/** Prefix of the storage keys of answer queues. */
const QUEUE_KEY_PREFIX = 'exam_answers';

/** Storage key of an exam's queue: per exam number (known from the route, so an offline reload finds it). */
export function answerQueueKey(examNo: string): string {
  return `${QUEUE_KEY_PREFIX}:${encodeURIComponent(examNo)}`;
}

/** Storage key of an exam's integrity events waiting to be sent (#33), beside its answer queue. */
export function integrityQueueKey(examNo: string): string {
  return `exam_events:${encodeURIComponent(examNo)}`;
}

/** Whether an earlier visit left answers of exam `examNo` waiting in `storage` (unreadable storage: none). */
export function hasStoredAnswers(examNo: string, storage: Pick<Storage, 'getItem'> | null = browserStorage()): boolean {
  try {
    return Boolean(storage?.getItem(answerQueueKey(examNo)));
  } catch {
    return false;
  }
}

/** The page's local storage; null outside a browser or when the browser refuses it. */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
