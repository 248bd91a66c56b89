import { describe, expect, it, vi } from 'vitest';
import type { ExamBoard } from '../../../../src/core/api/schemas/exam-board';
import { createBoardPoll, type BoardTimers } from '../../../../src/core/integrity/board-store';

// Issue #33: the live board's poll — every interval after the last answer, one request at a time, a failed poll keeps
// the last board and marks it stale, stop ends it and drops a late answer; timers injected and run by hand.

const board = (remaining: number, over: Partial<ExamBoard> = {}): ExamBoard => ({
  exam_no: 31,
  exam_title: 'Fire Safety Quiz',
  batch_no: 2401,
  total_questions: 10,
  server_time: 0,
  rows: [
    {
      attempt_id: 71,
      participant_id: 171,
      name: 'Layla',
      completed: false,
      remaining_time: remaining,
      answered: 3,
      last_save_at: null,
      last_seen_at: null,
      online: true,
      extra_seconds: 0,
      summary: { counted: 0, blips: 0, away_count: 0, away_ms: 0, longest_away_ms: 0, offline_ms: 0, by_kind: {} },
    },
  ],
  ...over,
});

/** Hand-run timers: `fire()` runs what is due, `pending()` says how many wait; `now` is set by the test. */
function manualTimers() {
  let next = 1;
  const due = new Map<number, { run: () => void; ms: number }>();
  const clock = { now: 1_000 };
  const timers: BoardTimers = {
    setTimeout: (run, ms) => {
      due.set(next, { run, ms });
      return next++;
    },
    clearTimeout: (handle) => void due.delete(handle as number),
    now: () => clock.now,
  };
  const fire = () => {
    const runs = [...due.values()];
    due.clear();
    for (const timer of runs) timer.run();
  };
  return { timers, clock, fire, pending: () => [...due.values()].map((timer) => timer.ms) };
}

/** A load whose answers the test settles one by one. */
function manualLoad() {
  const calls: { resolve: (value: ExamBoard) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ExamBoard>((resolve, reject) => {
        calls.push({ resolve, reject });
      }),
  );
  return { load, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createBoardPoll', () => {
  it('asks at once, then every interval after each answer, never twice at once', async () => {
    const { timers, fire, pending, clock } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { intervalMs: 5_000, timers });
    poll.start();
    poll.start();
    expect(load).toHaveBeenCalledTimes(1);
    expect(pending()).toEqual([]);
    clock.now = 2_000;
    calls[0]!.resolve(board(600));
    await settle();
    expect(poll.$state.get()).toEqual({ board: board(600), stale: false, updatedAt: 2_000 });
    expect(pending()).toEqual([5_000]);
    fire();
    expect(load).toHaveBeenCalledTimes(2);
    // The next one is asked only once this answer is in.
    expect(pending()).toEqual([]);
    clock.now = 7_000;
    calls[1]!.resolve(board(595));
    await settle();
    expect(poll.$state.get().board!.rows[0]!.remaining_time).toBe(595);
    expect(poll.$state.get().updatedAt).toBe(7_000);
    expect(pending()).toEqual([5_000]);
  });

  it('a failed poll keeps the last board and its time, marks it stale, and keeps asking; the next answer clears it', async () => {
    const { timers, fire, clock } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { intervalMs: 5_000, timers });
    poll.start();
    calls[0]!.resolve(board(600));
    await settle();
    fire();
    clock.now = 9_000;
    calls[1]!.reject(new Error('offline'));
    await settle();
    expect(poll.$state.get()).toEqual({ board: board(600), stale: true, updatedAt: 1_000 });
    fire();
    expect(load).toHaveBeenCalledTimes(3);
    calls[2]!.resolve(board(590));
    await settle();
    expect(poll.$state.get()).toEqual({ board: board(590), stale: false, updatedAt: 9_000 });
  });

  it('a first poll that fails is stale with no board', async () => {
    const { timers } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { timers });
    poll.start();
    calls[0]!.reject(new Error('500'));
    await settle();
    expect(poll.$state.get()).toEqual({ board: null, stale: true, updatedAt: null });
  });

  it('stop clears the timer and drops an answer still on its way; start again asks anew', async () => {
    const { timers, fire, pending } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { intervalMs: 5_000, timers });
    poll.start();
    calls[0]!.resolve(board(600));
    await settle();
    expect(pending()).toEqual([5_000]);
    poll.stop();
    expect(pending()).toEqual([]);
    fire();
    expect(load).toHaveBeenCalledTimes(1);
    poll.start();
    expect(load).toHaveBeenCalledTimes(2);
    poll.stop();
    calls[1]!.resolve(board(10));
    await settle();
    expect(poll.$state.get().board!.rows[0]!.remaining_time).toBe(600);
    expect(pending()).toEqual([]);
  });

  it('a timer that still fires after stop asks nothing', async () => {
    const { timers, fire } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { timers: { ...timers, clearTimeout: () => {} } });
    poll.start();
    calls[0]!.resolve(board(600));
    await settle();
    poll.stop();
    fire();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("applyClock puts an extension's answer into its row at once", async () => {
    const { timers } = manualTimers();
    const { load, calls } = manualLoad();
    const poll = createBoardPoll(load, { timers });
    poll.applyClock(71, {
      remaining_time: 900,
      time_limit: 1800,
      extra_seconds: 300,
      is_completed: false,
      server_time: 0,
    });
    expect(poll.$state.get().board).toBe(null);
    poll.start();
    calls[0]!.resolve(board(600));
    await settle();
    poll.applyClock(71, {
      remaining_time: 900,
      time_limit: 1800,
      extra_seconds: 300,
      is_completed: false,
      server_time: 0,
    });
    expect(poll.$state.get().board!.rows[0]).toMatchObject({
      remaining_time: 900,
      extra_seconds: 300,
      completed: false,
    });
    poll.applyClock(99, { remaining_time: 1, time_limit: 1, extra_seconds: 0, is_completed: true, server_time: 0 });
    expect(poll.$state.get().board!.rows[0]!.remaining_time).toBe(900);
  });
});
