import { is } from 'superstruct';
import {
  QuestionAttemptBody,
  SkipQuestionBody,
  type QuestionAttemptRequest,
  type SkipQuestionRequest,
} from '../api/schemas/exam';
import { answerKey } from './exam-requests';

// Issue #11 autosave that survives the network: every answer (and every skip, so a skipped or timed-out question does
// not come back fresh) goes through a durable, ordered queue, kept in storage under the exam's key so a reload (online
// or offline) loses nothing, and replayed in order one at a time. Pure state transitions; the caller stores
// `serializeQueue` after each one and sends what `takeNext` hands out.

/** What waits: an answer (exams/attempts/create/question) or a skip (exams/attempts/skip/question). */
export type QueuedCall = { kind: 'answer'; body: QuestionAttemptRequest } | { kind: 'skip'; body: SkipQuestionRequest };

/** One call waiting for the server; `seq` orders the queue and names the send it belongs to. */
export type QueuedAnswer = QueuedCall & {
  seq: number;
  /** Attempt and question: one server answer per key, so a replay never double-counts. */
  key: string;
  /** Failed sends so far. */
  tries: number;
};

/** The queue: calls in the order made, the one being sent, and whether the last send failed. */
export interface AnswerQueue {
  items: readonly QueuedAnswer[];
  nextSeq: number;
  /** `seq` of the call on its way; null when none is. */
  sending: number | null;
  lastFailed: boolean;
}

/** An empty queue. */
export function emptyQueue(): AnswerQueue {
  return { items: [], nextSeq: 1, sending: null, lastFailed: false };
}

function keyOf(body: QuestionAttemptRequest | SkipQuestionRequest): string {
  return (
    ('idempotency_key' in body ? body.idempotency_key : undefined) ??
    answerKey(String(body.exam_attempt_id), String(body.exam_question_id))
  );
}

/**
 * Queues a call at the end. An unsent call for the same question is replaced (the newest choice, or the answer to a
 * skipped question, wins and is sent last, with the newest counts); one already on its way is left to finish.
 */
export function enqueueCall(queue: AnswerQueue, call: QueuedCall): AnswerQueue {
  const key = keyOf(call.body);
  const items = queue.items.filter((item) => item.key !== key || item.seq === queue.sending);
  return { ...queue, items: [...items, { ...call, seq: queue.nextSeq, key, tries: 0 }], nextSeq: queue.nextSeq + 1 };
}

/** Queues an answer at the end (see `enqueueCall`). */
export function enqueueAnswer(queue: AnswerQueue, body: QuestionAttemptRequest): AnswerQueue {
  return enqueueCall(queue, { kind: 'answer', body });
}

/** The next answer to send (the oldest), marked as on its way; null while one is on its way or none waits. */
export function takeNext(queue: AnswerQueue): { queue: AnswerQueue; item: QueuedAnswer } | null {
  const item = queue.items[0];
  if (queue.sending !== null || !item) return null;
  return { queue: { ...queue, sending: item.seq }, item };
}

/** The server took answer `seq`: it leaves the queue. */
export function ackAnswer(queue: AnswerQueue, seq: number): AnswerQueue {
  return {
    ...queue,
    items: queue.items.filter((item) => item.seq !== seq),
    sending: queue.sending === seq ? null : queue.sending,
    lastFailed: false,
  };
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

/** The queue as stored: its calls in order (the one on its way included: it is sent again after a reload). */
export function serializeQueue(queue: AnswerQueue): string {
  return JSON.stringify({
    answers: queue.items.map((item) => ({
      ...(item.kind === 'skip' ? { kind: 'skip' } : {}),
      body: item.body,
      tries: item.tries,
    })),
  });
}

/** A stored entry as a call: a skip says so (stored answers carry no kind); null when its body is not valid. */
function storedCall(entry: unknown): QueuedCall | null {
  if (!entry || typeof entry !== 'object') return null;
  const { kind, body } = entry as { kind?: unknown; body?: unknown };
  if (kind === 'skip') return is(body, SkipQuestionBody) ? { kind, body } : null;
  return kind === undefined && is(body, QuestionAttemptBody) ? { kind: 'answer', body } : null;
}

/**
 * A stored queue (text or parsed); never throws. Unreadable storage gives an empty queue, and an entry whose body is
 * not a valid answer or skip is dropped, keeping the rest in order.
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
    const call = storedCall(entry);
    if (!call) continue;
    queue = enqueueCall(queue, call);
    const tries = (entry as { tries?: unknown }).tries;
    if (typeof tries === 'number' && Number.isInteger(tries) && tries > 0) {
      queue = {
        ...queue,
        items: queue.items.map((item) => (item.seq === queue.nextSeq - 1 ? { ...item, tries } : item)),
      };
    }
  }
  return queue;
}
