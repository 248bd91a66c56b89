import { describe, expect, it } from 'vitest';
import type { LearnerInsight } from '../../../../src/core/api/schemas/batch-insights';
import { AT_RISK_ATTENDANCE_RATE } from '../../../../src/core/batch/insights-range';
import {
  BINS,
  binBounds,
  countAxisTop,
  inReadingOrder,
  isLabelled,
  labelStep,
  LEARNER_PAGE,
  lowestFirst,
  reasonMessage,
  shownLearners,
} from '../../../../src/core/batch/insights/insights-view';
import { textOf } from '../helpers';
import { loadDictionary } from '../../../../src/core/locale/i18n';
import { insightsDictionary } from '../../../../src/core/batch/insights/strings';

// Issue #34: what the Insights tab draws — the ten bins' bounds, the mirrored order, lowest first, the labelled
// lectures, the at-risk reasons in words (both languages, the contract's numbers) and the count axis.

const learner = (id: number, rate: number | null): LearnerInsight => ({
  participant_id: String(id),
  name: `L${id}`,
  lectures: 4,
  attended: 3,
  late: 0,
  early_leave: 0,
  absent: 1,
  rate,
});

describe('score bins', () => {
  it('are the contract ten: 0–9 … 80–89, then 90–100 holding 100', () => {
    expect(BINS).toHaveLength(10);
    expect(binBounds(0)).toEqual({ low: 0, high: 9 });
    expect(binBounds(8)).toEqual({ low: 80, high: 89 });
    expect(binBounds(9)).toEqual({ low: 90, high: 100 });
  });
});

describe('reading order', () => {
  it('keeps the order left to right and reverses it right to left', () => {
    expect(inReadingOrder([1, 2, 3], 'ltr')).toEqual([1, 2, 3]);
    expect(inReadingOrder([1, 2, 3], 'rtl')).toEqual([3, 2, 1]);
  });
  it('does not touch its input', () => {
    const list = [1, 2];
    inReadingOrder(list, 'rtl');
    expect(list).toEqual([1, 2]);
  });
});

describe('learners', () => {
  it('lowest rate first, no counted lecture last, ties in roster order', () => {
    const sorted = lowestFirst([learner(1, 80), learner(2, null), learner(3, 40), learner(4, 80), learner(5, 0)]);
    expect(sorted.map((one) => one.participant_id)).toEqual(['5', '3', '1', '4', '2']);
  });
  it('shows a page at a time, never more than there are', () => {
    expect(shownLearners(2000, 0)).toBe(LEARNER_PAGE);
    expect(shownLearners(2000, 2)).toBe(LEARNER_PAGE * 3);
    expect(shownLearners(10, 0)).toBe(10);
    expect(shownLearners(2000, Infinity)).toBe(2000);
  });
});

describe('lecture labels', () => {
  it('labels all up to 12 lectures, then every nth and the last', () => {
    expect(labelStep(12)).toBe(1);
    expect(labelStep(13)).toBe(2);
    expect(labelStep(40)).toBe(4);
    const shown = Array.from({ length: 40 }, (_, index) => index).filter((index) => isLabelled(index, 40));
    expect(shown).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 39]);
  });
});

describe('count axis', () => {
  it('tops at a round number at or above the highest, 1 when empty', () => {
    expect(countAxisTop([])).toBe(1);
    expect(countAxisTop([0, null])).toBe(1);
    expect(countAxisTop([7])).toBe(7);
    expect(countAxisTop([11])).toBe(15);
    expect(countAxisTop([50])).toBe(50);
    expect(countAxisTop([51])).toBe(60);
    expect(countAxisTop([1999])).toBe(2000);
  });
});

describe('at-risk reasons', () => {
  it('words every reason in English and Arabic', async () => {
    await loadDictionary(insightsDictionary, 'en');
    await loadDictionary(insightsDictionary, 'ar');
    const low = reasonMessage({ code: 'low_attendance', value: 74, exam_title: null }, AT_RISK_ATTENDANCE_RATE);
    const failed = reasonMessage({ code: 'failed_exam', value: 40, exam_title: 'Exam X' }, 75);
    const missed = reasonMessage({ code: 'missed_exam', value: null, exam_title: 'Exam X' }, 75);
    const flags = reasonMessage({ code: 'integrity_flags', value: 5, exam_title: null }, 75);
    const one = reasonMessage({ code: 'integrity_flags', value: 1, exam_title: null }, 75);
    expect([low, failed, missed, flags, one].map((message) => textOf(message))).toEqual([
      'Attendance 74 % (under 75 %)',
      'Failed Exam X with 40 %',
      'Missed Exam X',
      '5 integrity events',
      '1 integrity event',
    ]);
    expect([low, failed, missed, flags].map((message) => textOf(message, 'ar'))).toEqual([
      'الحضور ٧٤ ٪ (أقل من ٧٥ ٪)',
      'لم يجتز Exam X بدرجة ٤٠ ٪',
      'فاته Exam X',
      '٥ أحداث نزاهة',
    ]);
  });
});
