import { is } from 'superstruct';
import { QuestionAttemptBody, type QuestionAttemptRequest } from '../api/schemas/exam';
import { answerKey } from './exam-requests';

// Issue #11 autosave that survives the network: every answer goes through a durable, ordered queue, kept in storage
// under the exam's key so a reload (online or offline) loses nothing, and replayed in order one at a time. Pure state
// transitions; the caller stores `serializeQueue` after each one and sends what `takeNext` hands out.

/** One answer waiting for the server; `seq` orders the queue and names the send it belongs to. */
export interface QueuedAnswer {
  seq: number;
  /** Attempt and question: one server answer per key, so a replay never double-counts. */
  key: string;
  body: QuestionAttemptRequest;
  /** Failed sends so far. */
  tries: number;
}

/** The queue: answers in the order given, the one being sent, and whether the last send failed. */
export interface AnswerQueue {
  items: readonly QueuedAnswer[];
  nextSeq: number;
  /** `seq` of the answer on its way; null when none is. */
  sending: number | null;
  lastFailed: boolean;
}

/** An empty queue. */
export function emptyQueue(): AnswerQueue {
  return { items: [], nextSeq: 1, sending: null, lastFailed: false };
}

/** Prefix of the storage keys of answer queues. */
export const QUEUE_KEY_PREFIX = 'exam_answers';

/** Storage key of an exam's queue: per exam number (known from the route, so an offline reload finds it). */
export function answerQueueKey(examNo: string): string {
  return `${QUEUE_KEY_PREFIX}:${encodeURIComponent(examNo)}`;
}

function keyOf(body: QuestionAttemptRequest): string {
  return body.idempotency_key ?? answerKey(String(body.exam_attempt_id), String(body.exam_question_id));
}

/**
 * Queues an answer at the end. An unsent answer to the same question is replaced (the newest choice wins and is sent
 * last, with the newest counts); one already on its way is left to finish, and this one follows it.
 */
export function enqueueAnswer(queue: AnswerQueue, body: QuestionAttemptRequest): AnswerQueue {
  const key = keyOf(body);
  const items = queue.items.filter((item) => item.key !== key || item.seq === queue.sending);
  return { ...queue, items: [...items, { seq: queue.nextSeq, key, body, tries: 0 }], nextSeq: queue.nextSeq + 1 };
}

/** The next answer to send (the oldest), marked as on its way; null while one is on its way or none waits. */
export function takeNext(queue: AnswerQueue): { queue: AnswerQueue; item: QueuedAnswer } | null {
  const item = queue.items[0];
  if (queue.sending !== null || !item) return null;
  return { queue: { ...queue, sending: item.seq }, item };
}

/** The server took answer `seq`: it leaves the queue. */
export function ackAnswer(queue: AnswerQueue, seq: number): AnswerQueue {
  return { ...queue, items: queue.items.filter((item) => item.seq !== seq), sending: queue.sending === seq ? null : queue.sending, lastFailed: false };
}

/** Sending answer `seq` failed (network, server error): it stays first in line for the next replay. */
export function failAnswer(queue: AnswerQueue, seq: number): AnswerQueue {
  const items = queue.items.map((item) => (item.seq === seq ? { ...item, tries: item.tries + 1 } : item));
  return { ...queue, items, sending: queue.sending === seq ? null : queue.sending, lastFailed: true };
}

/** The server refused answer `seq` for good (e.g. after its deadline): it leaves the queue without blocking the rest. */
export function dropAnswer(queue: AnswerQueue, seq: number): AnswerQueue {
  return { ...ackAnswer(queue, seq), lastFailed: queue.lastFailed };
}

/** What the save indicator shows: 'waiting' ('connection lost — n answers waiting'), 'saving', or 'saved' ('all answers saved'). */
export interface QueueIndicator {
  status: 'saved' | 'saving' | 'waiting';
  count: number;
}

/** The indicator for the queue when the browser is `online` or not. */
export function queueIndicator(queue: AnswerQueue, online: boolean): QueueIndicator {
  const count = queue.items.length;
  if (count === 0) return { status: 'saved', count };
  return { status: !online || queue.lastFailed ? 'waiting' : 'saving', count };
}

/** The queue as stored: its answers in order (the one on its way included: it is sent again after a reload). */
export function serializeQueue(queue: AnswerQueue): string {
  return JSON.stringify({ answers: queue.items.map((item) => ({ body: item.body, tries: item.tries })) });
}

/**
 * A stored queue (text or parsed); never throws. Unreadable storage gives an empty queue, and an entry whose body is
 * not a valid answer is dropped, keeping the rest in order.
 */
export function parseQueue(raw: unknown): AnswerQueue {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return emptyQueue();
    }
  }
  const answers = value && typeof value === 'object' ? (value as { answers?: unknown }).answers : undefined;
  if (!Array.isArray(answers)) return emptyQueue();
  let queue = emptyQueue();
  for (const entry of answers as unknown[]) {
    const body = entry && typeof entry === 'object' ? (entry as { body?: unknown }).body : undefined;
    if (!is(body, QuestionAttemptBody)) continue;
    queue = enqueueAnswer(queue, body);
    const tries = (entry as { tries?: unknown }).tries;
    if (typeof tries === 'number' && Number.isInteger(tries) && tries > 0) {
      queue = { ...queue, items: queue.items.map((item) => (item.seq === queue.nextSeq - 1 ? { ...item, tries } : item)) };
    }
  }
  return queue;
}
