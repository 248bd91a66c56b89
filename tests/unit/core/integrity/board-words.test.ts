import { beforeAll, describe, expect, it } from 'vitest';
import type { ExamBoard } from '../../../../src/core/api/schemas/exam-board';
import type { IntegrityRow } from '../../../../src/core/api/schemas/exam-integrity';
import {
  boardExams,
  boardNews,
  boardTally,
  boardTime,
  clockText,
  minutesRangeText,
  parseMinutes,
} from '../../../../src/core/integrity/board-words';
import { integrityDictionary } from '../../../../src/core/integrity/strings';
import { loadDictionary } from '../../../../src/core/locale/i18n';

// Issue #33: the live board's pure pieces — which exams get a board, its clock and times, typed minutes, and what a
// poll is worth announcing — in both languages.

beforeAll(() => Promise.all([loadDictionary(integrityDictionary, 'en'), loadDictionary(integrityDictionary, 'ar')]));

const summary = { counted: 0, blips: 0, away_count: 0, away_ms: 0, longest_away_ms: 0, offline_ms: 0, by_kind: {} };
const activity = (attempt: number, exam: number, completed: boolean): IntegrityRow => ({
  attempt_id: attempt,
  exam_no: exam,
  exam_title: `Exam ${exam}`,
  participant_id: attempt + 100,
  name: `Learner ${attempt}`,
  started_at: null,
  completed,
  summary,
});
const boardOf = (rows: { online: boolean; completed: boolean }[]): ExamBoard => ({
  exam_no: 31,
  exam_title: 'Quiz',
  batch_no: 1,
  total_questions: 5,
  server_time: 0,
  rows: rows.map((row, index) => ({
    attempt_id: index + 1,
    participant_id: index + 1,
    name: `L${index}`,
    remaining_time: 60,
    answered: 0,
    last_save_at: null,
    last_seen_at: null,
    extra_seconds: 0,
    summary,
    ...row,
  })),
});

describe('boardExams', () => {
  it('lists each exam once, those with a running attempt first, else in the list order', () => {
    const exams = boardExams([
      activity(1, 7, true),
      activity(2, 8, true),
      activity(3, 9, false),
      activity(4, 8, false),
    ]);
    expect(exams).toEqual([
      { exam_no: 8, exam_title: 'Exam 8', running: true },
      { exam_no: 9, exam_title: 'Exam 9', running: true },
      { exam_no: 7, exam_title: 'Exam 7', running: false },
    ]);
    expect(boardExams([])).toEqual([]);
  });
});

describe('clockText and boardTime', () => {
  it('shows time left as m:ss, h:mm:ss from an hour, in the language digits', () => {
    expect([0, 5, 65, 599.2, 3600, 3725, -3].map((s) => clockText(s, 'en'))).toEqual([
      '0:00',
      '0:05',
      '1:05',
      '10:00',
      '1:00:00',
      '1:02:05',
      '0:00',
    ]);
    expect(clockText(65, 'ar')).toBe('١:٠٥');
  });

  it('shows a time of day with seconds, empty for none or an unreadable one', () => {
    expect(boardTime('2026-11-26T07:04:05Z', 'en')).toMatch(/^\d{1,2}:04:05\s?[AP]M$/);
    expect(boardTime(Date.parse('2026-11-26T07:04:05Z'), 'ar')).toMatch(/^[٠-٩]{1,2}:٠٤:٠٥ [صم]$/);
    expect(boardTime(null, 'en')).toBe('');
    expect(boardTime('soon', 'en')).toBe('');
  });
});

describe('parseMinutes', () => {
  it('takes whole minutes from 1 to 240, Arabic-Indic digits too', () => {
    expect(['1', ' 15 ', '240', '١٥', '٢٤٠'].map(parseMinutes)).toEqual([1, 15, 240, 15, 240]);
  });

  it('refuses anything else', () => {
    expect(['', '0', '241', '1.5', '-5', 'ten', '1e2', '0240'].map(parseMinutes)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('words the range in both languages', () => {
    expect(minutesRangeText('en')).toBe('Enter whole minutes from 1 to 240.');
    expect(minutesRangeText('ar')).toBe('أدخل عددًا صحيحًا من الدقائق من ١ إلى ٢٤٠.');
  });
});

describe('boardTally and boardNews', () => {
  const first = boardOf([
    { online: true, completed: false },
    { online: false, completed: false },
    { online: true, completed: true },
  ]);

  it('counts online running attempts and finished ones', () => {
    expect(boardTally(first)).toEqual({ online: 1, completed: 1, total: 3 });
  });

  it('is quiet for the first board and a poll that moved only times', () => {
    expect(boardNews(null, first, 'en')).toBe(null);
    const later = { ...first, rows: first.rows.map((row) => ({ ...row, remaining_time: 55 })) };
    expect(boardNews(first, later, 'en')).toBe(null);
  });

  it('speaks when someone comes online, goes offline or finishes', () => {
    const online = boardOf([
      { online: true, completed: false },
      { online: true, completed: false },
      { online: true, completed: true },
    ]);
    expect(boardNews(first, online, 'en')).toBe('2 online, 1 of 3 finished.');
    const finished = boardOf([
      { online: true, completed: true },
      { online: false, completed: false },
      { online: true, completed: true },
    ]);
    expect(boardNews(first, finished, 'ar')).toBe('المتصلون الآن ٠، وأنهى ٢ من ٣.');
  });
});
