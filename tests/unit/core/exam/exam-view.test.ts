import { describe, expect, it } from 'vitest';
import {
  deriveExamView,
  endedAgoSeconds,
  examDirection,
  startsInSeconds,
  type ExamView,
} from '../../../../src/core/exam/exam-view';
import { take } from './exam-fixtures';

// §4 Exam page state, derived in order: not-available → not-eligible → ended → will-start-soon → completed → active → instructions.

/** Overrides that make each view's own condition true (alone, on top of an otherwise "instructions" response). */
const CONDITIONS: [ExamView, Record<string, unknown>][] = [
  ['not-available', { exam_found: false }],
  ['not-eligible', { participant_found: false }],
  ['ended', { exam_ended: true }],
  ['will-start-soon', { exam_started: false, exam_starts_in: 600 }],
  ['completed', { attempt_found: true, attempt_obj: { record_id: 88 }, exam_taken: true }],
];

describe('deriveExamView', () => {
  it('a started exam with an eligible participant and no attempt shows the instructions', () => {
    expect(deriveExamView(take())).toBe('instructions');
  });

  it('an attempt not taken is active; taken is completed', () => {
    expect(deriveExamView(take({ attempt_found: true, attempt_obj: { record_id: 88 } }))).toBe('active');
    expect(deriveExamView(take({ attempt_obj: { record_id: 88 } }))).toBe('active');
    expect(deriveExamView(take({ attempt_found: true, exam_taken: true }))).toBe('completed');
    expect(deriveExamView(take({ exam_taken: true }))).toBe('instructions');
  });

  it.each(CONDITIONS.flatMap(([first, a], i) => CONDITIONS.slice(i + 1).map(([, b]) => [first, a, b] as const)))(
    'precedence: %s wins over the later views',
    (first, a, b) => {
      expect(deriveExamView(take({ ...b, ...a }))).toBe(first);
    },
  );

  it('each condition alone gives its view', () => {
    for (const [view, overrides] of CONDITIONS) expect(deriveExamView(take(overrides))).toBe(view);
  });

  it('completed and active both beat instructions, and each earlier view beats active', () => {
    const active = { attempt_found: true, attempt_obj: { record_id: 88 } };
    for (const [view, overrides] of CONDITIONS.slice(0, 4))
      expect(deriveExamView(take({ ...active, ...overrides }))).toBe(view);
  });

  it('no answer, no exam object or no participant object', () => {
    expect(deriveExamView(null)).toBe('not-available');
    expect(deriveExamView(undefined)).toBe('not-available');
    expect(deriveExamView(take({ exam_obj: null }))).toBe('not-available');
    expect(deriveExamView(take({ participant_obj: null }))).toBe('not-eligible');
  });

  it('only an explicit "not eligible" refuses; a missing flag counts as eligible', () => {
    const participant = take().participant_obj!;
    expect(deriveExamView(take({ participant_obj: { ...participant, eligible_for_exam: 0 } }))).toBe('not-eligible');
    expect(deriveExamView(take({ participant_obj: { ...participant, eligible_for_exam: undefined } }))).toBe(
      'instructions',
    );
  });

  it('with a clock, a countdown that has run down counts as started', () => {
    const soon = take({ exam_started: false, exam_starts_in: 10 });
    expect(deriveExamView(soon, { fetchedAt: 0, now: 9_000 })).toBe('will-start-soon');
    expect(deriveExamView(soon, { fetchedAt: 0, now: 10_000 })).toBe('instructions');
    expect(deriveExamView(take({ exam_started: false, exam_starts_in: null }), { fetchedAt: 0, now: 1e9 })).toBe(
      'will-start-soon',
    );
  });
});

describe('countdowns', () => {
  const clock = { fetchedAt: 1_000, now: 4_500 };

  it('starts in: seconds left after the time since the fetch, never negative, null when unknown', () => {
    expect(startsInSeconds(take({ exam_starts_in: 600 }), clock)).toBe(597);
    expect(startsInSeconds(take({ exam_starts_in: 2 }), clock)).toBe(0);
    expect(startsInSeconds(take({ exam_starts_in: null }), clock)).toBeNull();
  });

  it("ended ago: grows with the time since the fetch; a negative exam_ends_in is read as a magnitude; null → 'unknown time'", () => {
    expect(endedAgoSeconds(take({ exam_ends_in: 120 }), clock)).toBe(123);
    expect(endedAgoSeconds(take({ exam_ends_in: -120 }), clock)).toBe(123);
    expect(endedAgoSeconds(take({ exam_ends_in: null }), clock)).toBeNull();
  });
});

describe('examDirection', () => {
  it("'Arabic' is right-to-left whatever its case; anything else left-to-right", () => {
    expect(examDirection('Arabic')).toBe('rtl');
    expect(examDirection(' arabic ')).toBe('rtl');
    expect(examDirection('ar')).toBe('rtl');
    expect(examDirection('English')).toBe('ltr');
    expect(examDirection(null)).toBe('ltr');
  });
});
