import { describe, expect, it } from 'vitest';
import type { AttemptClock } from '../../../../src/core/api/schemas/exam-allowances';
import { announcedSeconds, readClock, type PageTime } from '../../../../src/core/exam/attempt-clock';

// #33 the running page against the clock it polls: within 2 s nothing moves; an extension or a changed allowance
// moves a total countdown (announced when time was added), a per-question limit from the next question on.

const clock = (over: Partial<AttemptClock> = {}): AttemptClock => ({
  remaining_time: 600,
  time_limit: 900,
  extra_seconds: 0,
  is_completed: false,
  server_time: 1_800_000_000_000,
  ...over,
});
const total = (remaining: number): PageTime => ({ kind: 'total', remaining, countdown: remaining, limit: 900 });
const perQuestion = (over: Partial<PageTime> = {}): PageTime => ({
  kind: 'question',
  remaining: 600,
  countdown: 25,
  limit: 45,
  ...over,
});

describe('readClock', () => {
  it('keeps the countdown within the 2 s tolerance, either way', () => {
    for (const page of [598, 598.5, 600, 601.9, 602])
      expect(readClock(total(page), clock())).toEqual({
        completed: false,
        remaining: null,
        countdown: null,
        limit: null,
        added: 0,
      });
  });

  it("takes the server's time left past the tolerance, announcing only time added", () => {
    expect(readClock(total(597.9), clock())).toMatchObject({ remaining: 600, countdown: 600, added: 0 });
    expect(readClock(total(602.1), clock())).toMatchObject({ remaining: 600, countdown: 600, added: 0 });
    // An extension of 10 minutes read a second late.
    expect(readClock(total(599), clock({ remaining_time: 1199 }))).toMatchObject({
      remaining: 1199,
      countdown: 1199,
      added: 600,
    });
    // An allowance taken away: less time, nothing announced.
    expect(readClock(total(1199), clock({ remaining_time: 599 }))).toMatchObject({ countdown: 599, added: 0 });
  });

  it('corrects a lag of a few seconds without announcing it; from 30 s it is added time', () => {
    expect(readClock(total(590), clock())).toMatchObject({ countdown: 600, added: 0 });
    expect(readClock(total(570), clock())).toMatchObject({ countdown: 600, added: 30 });
  });

  it('gives a per-question timer its new limit from the next question, its countdown running on', () => {
    const decision = readClock(perQuestion(), clock({ remaining_time: 1200, time_limit: 180 }));
    expect(decision).toEqual({ completed: false, remaining: 1200, countdown: null, limit: 180, added: 600 });
    // The same limit: nothing to change.
    expect(readClock(perQuestion(), clock({ time_limit: 45 })).limit).toBe(null);
  });

  it("never lets a question's countdown run past the attempt's deadline", () => {
    expect(readClock(perQuestion({ remaining: 60 }), clock({ remaining_time: 20 }))).toMatchObject({
      remaining: 20,
      countdown: 20,
    });
    expect(readClock(perQuestion({ remaining: 60 }), clock({ remaining_time: 30 })).countdown).toBe(null);
  });

  it('takes the first reading when the page knew no deadline, announcing nothing', () => {
    expect(readClock(perQuestion({ remaining: null }), clock({ time_limit: 45 }))).toEqual({
      completed: false,
      remaining: 600,
      countdown: null,
      limit: null,
      added: 0,
    });
  });

  it('ends the exam when the server has completed the attempt, whatever its times say', () => {
    expect(readClock(total(600), clock({ is_completed: true, remaining_time: 0 }))).toEqual({
      completed: true,
      remaining: null,
      countdown: null,
      limit: null,
      added: 0,
    });
    expect(readClock(perQuestion(), clock({ is_completed: true, remaining_time: 900 })).completed).toBe(true);
  });
});

describe('announcedSeconds', () => {
  it('reads whole minutes from a minute up, else whole seconds', () => {
    expect(announcedSeconds(599)).toBe(600);
    expect(announcedSeconds(601.4)).toBe(600);
    expect(announcedSeconds(150)).toBe(180);
    expect(announcedSeconds(89)).toBe(60);
    expect(announcedSeconds(45.4)).toBe(45);
  });
});
