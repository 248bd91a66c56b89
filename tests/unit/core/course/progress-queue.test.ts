import { describe, expect, it, vi } from 'vitest';
import type { CourseProgress } from '../../../../src/core/api/schemas/course';
import { createProgressQueue, logProgressFailure } from '../../../../src/core/course/progress-queue';
import { emptyRecord } from './course-fixtures';

// Issue #10: a failed progress update is logged and retried with the next change, never lost, never blocking.

const record = (percentage: number): CourseProgress => emptyRecord({ progress_percentage: percentage });

/** A send whose answers the test settles one by one. */
function controlledSend() {
  const calls: {
    id: string;
    percentage: number | null | undefined;
    resolve: () => void;
    reject: (error: Error) => void;
  }[] = [];
  const send = vi.fn(
    (id: string, sent: CourseProgress) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ id, percentage: sent.progress_percentage, resolve, reject });
      }),
  );
  return { send, calls };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('createProgressQueue', () => {
  it('sends at once without waiting for the answer', async () => {
    const { send, calls } = controlledSend();
    const queue = createProgressQueue(send, vi.fn());
    queue.push('p1', record(20));
    expect(calls.map((call) => [call.id, call.percentage])).toEqual([['p1', 20]]);
    calls[0]!.resolve();
    await queue.settled();
    expect(queue.held()).toEqual([]);
  });

  it('keeps one record in flight and sends only the newest of those pushed meanwhile', async () => {
    const { send, calls } = controlledSend();
    const queue = createProgressQueue(send, vi.fn());
    queue.push('p1', record(20));
    queue.push('p1', record(40));
    queue.push('p1', record(60));
    expect(calls).toHaveLength(1);
    calls[0]!.resolve();
    await flush();
    expect(calls.map((call) => call.percentage)).toEqual([20, 60]);
    calls[1]!.resolve();
    await queue.settled();
    expect(queue.held()).toEqual([]);
  });

  it('logs a failure, holds the record, and sends the newer one with the next change', async () => {
    const { send, calls } = controlledSend();
    const log = vi.fn();
    const queue = createProgressQueue(send, log);
    queue.push('p1', record(20));
    calls[0]!.reject(new Error('offline'));
    await queue.settled();
    expect(log).toHaveBeenCalledWith(new Error('offline'));
    expect(queue.held()).toEqual(['p1']);
    expect(calls).toHaveLength(1);
    queue.push('p1', record(40));
    expect(calls.map((call) => call.percentage)).toEqual([20, 40]);
    calls[1]!.resolve();
    await queue.settled();
    expect(queue.held()).toEqual([]);
  });

  it('retries a held record of another progress id with the next change', async () => {
    const { send, calls } = controlledSend();
    const queue = createProgressQueue(send, vi.fn());
    queue.push('p1', record(20));
    calls[0]!.reject(new Error('500'));
    await queue.settled();
    queue.push('p2', record(50));
    calls[1]!.resolve();
    await flush();
    expect(calls.map((call) => [call.id, call.percentage])).toEqual([
      ['p1', 20],
      ['p2', 50],
      ['p1', 20],
    ]);
    calls[2]!.resolve();
    await queue.settled();
    expect(queue.held()).toEqual([]);
  });

  it('drops a failed record when a newer one of the same id was pushed while it was in flight', async () => {
    const { send, calls } = controlledSend();
    const queue = createProgressQueue(send, vi.fn());
    queue.push('p1', record(20));
    queue.push('p1', record(40));
    calls[0]!.reject(new Error('500'));
    await flush();
    expect(calls.map((call) => call.percentage)).toEqual([20, 40]);
    calls[1]!.resolve();
    await queue.settled();
    expect(queue.held()).toEqual([]);
  });

  it('logs with the error message', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    logProgressFailure(new Error('offline'));
    const line = error.mock.calls[0]!.join(' ');
    expect(line).toContain('course progress update failed');
    expect(line).toContain('offline');
  });
});
