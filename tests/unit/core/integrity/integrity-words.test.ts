import { beforeAll, describe, expect, it } from 'vitest';
import type { IntegrityEvent, TimelineItem } from '../../../../src/core/api/schemas/exam-integrity';
import {
  blipNote,
  eventText,
  spanText,
  summaryFacts,
  timelineText,
  timelineTime,
  attemptTime,
} from '../../../../src/core/integrity/integrity-words';
import { integrityDictionary } from '../../../../src/core/integrity/strings';
import { loadDictionary } from '../../../../src/core/locale/i18n';

// Issue #33: the integrity log in neutral words, in both languages, with the language's digits.

const event = (kind: string, detail: string | null = null, duration_ms: number | null = null) => ({
  kind,
  detail,
  duration_ms,
});

beforeAll(() => Promise.all([loadDictionary(integrityDictionary, 'en'), loadDictionary(integrityDictionary, 'ar')]));

describe('spanText', () => {
  it('words a span compactly in English: whole seconds, minutes and hours, cut not rounded', () => {
    expect([0, 400, 1000, 1999, 42_900, 60_000, 80_000, 3_600_000, 3_725_000].map((ms) => spanText(ms, 'en'))).toEqual([
      '0 s',
      'under 1 s',
      '1 s',
      '1 s',
      '42 s',
      '1 min',
      '1 min 20 s',
      '1 h',
      '1 h 2 min 5 s',
    ]);
  });

  it('words a span in Arabic with its plural forms, the genitive dual and Arabic-Indic digits', () => {
    expect([0, 400, 1000, 2000, 5000, 42_000, 80_000, 120_000, 3_600_000].map((ms) => spanText(ms, 'ar'))).toEqual([
      '٠ ثانية',
      'أقل من ثانية',
      'ثانية',
      'ثانيتين',
      '٥ ثوانٍ',
      '٤٢ ثانية',
      'دقيقة و٢٠ ثانية',
      'دقيقتين',
      'ساعة',
    ]);
  });
});

describe('eventText', () => {
  it('words every kind the page and the server log, neutrally, in English', () => {
    const words = [
      event('away', 'hidden', 42_000),
      event('away', 'blurred', 5_000),
      event('away', null, 3_000),
      event('offline', null, 80_000),
      event('fullscreen-exit', null, 7_000),
      event('shortcut', 'copy'),
      event('shortcut', 'select-all'),
      event('shortcut', 'something-new'),
      event('copy'),
      event('cut'),
      event('paste'),
      event('context-menu'),
      event('print'),
      event('print-screen'),
      event('second-session'),
      event('address-changed'),
      event('throttled'),
      event('a-kind-from-a-newer-server'),
    ].map((item) => eventText(item, 'en'));
    expect(words).toEqual([
      'Left the exam page for 42 s',
      'Lost focus for 5 s',
      'Away from the exam page for 3 s',
      'Offline for 1 min 20 s',
      'Left full screen for 7 s',
      'Blocked shortcut: copy',
      'Blocked shortcut: select all',
      'Blocked shortcut',
      'Tried to copy',
      'Tried to cut',
      'Tried to paste',
      'Right-click',
      'Tried to print',
      'Print Screen pressed',
      'Opened in another session',
      'Network address changed',
      'Too many events: the rest of this hour was not logged',
      'Other activity',
    ]);
  });

  it('words a span the server has no duration for without one', () => {
    expect([event('away', 'hidden'), event('offline')].map((item) => eventText(item, 'en'))).toEqual([
      'Left the exam page',
      'Went offline',
    ]);
  });

  it('words events in Arabic, with Arabic-Indic digits', () => {
    expect(
      [
        event('away', 'hidden', 42_000),
        event('away', 'blurred', 5_000),
        event('offline', null, 80_000),
        event('shortcut', 'paste'),
        event('paste'),
        event('second-session'),
        event('throttled'),
      ].map((item) => eventText(item, 'ar')),
    ).toEqual([
      'مغادرة صفحة الاختبار لمدة ٤٢ ثانية',
      'صفحة الاختبار غير نشطة لمدة ٥ ثوانٍ',
      'انقطاع الاتصال بالإنترنت لمدة دقيقة و٢٠ ثانية',
      'اختصار محظور: لصق',
      'محاولة لصق',
      'فتح الاختبار في جلسة أخرى',
      'أحداث كثيرة: لم يُسجَّل ما تبقّى من هذه الساعة',
    ]);
  });

  it('marks a blip with the 2 s it stays under', () => {
    expect([blipNote('en'), blipNote('ar')]).toEqual(['not counted (under 2 s)', 'غير محتسب (أقل من ثانيتين)']);
  });
});

describe('timelineText and times', () => {
  const at = '2026-11-26T07:03:09Z';
  const loggedEvent: IntegrityEvent = {
    id: 1,
    kind: 'away',
    detail: 'hidden',
    at,
    client_at: at,
    server_at: at,
    duration_ms: 12_000,
    counted: true,
  };
  const items: TimelineItem[] = [
    { at, type: 'answer', question_no: 3 },
    { at, type: 'skip', question_no: 2 },
    { at, type: 'answer', question_no: null },
    { at, type: 'skip' },
    { at, type: 'event', event: loggedEvent },
    { at, type: 'event', event: null },
  ];

  it('words answers, skips and events in English', () => {
    expect(items.map((item) => timelineText(item, 'en'))).toEqual([
      'Answered question 3',
      'Skipped question 2',
      'Answered a question',
      'Skipped a question',
      'Left the exam page for 12 s',
      'Other activity',
    ]);
  });

  it('words answers and skips in Arabic with the question number in Arabic-Indic digits', () => {
    expect(items.slice(0, 2).map((item) => timelineText(item, 'ar'))).toEqual(['الإجابة عن السؤال ٣', 'تخطّي السؤال ٢']);
  });

  it('gives the time of day with seconds in the language, and an attempt time with its date', () => {
    expect(timelineTime(at, 'en', 'Asia/Riyadh')).toBe('10:03:09 AM');
    expect(timelineTime(at, 'ar', 'Asia/Riyadh')).toBe('١٠:٠٣:٠٩ ص');
    expect(timelineTime('not a time', 'en')).toBe('');
    expect(attemptTime(at, 'en', 'Asia/Riyadh')).toBe('Nov 26, 2026, 10:03 AM');
    expect(attemptTime(null, 'en')).toBe('');
  });
});

describe('summaryFacts', () => {
  const summary = {
    counted: 12,
    blips: 2,
    away_count: 3,
    away_ms: 95_000,
    longest_away_ms: 60_000,
    offline_ms: 0,
    by_kind: { away: 3 },
  };

  it('lists time away, how often, the longest, offline, counted and blips in English', () => {
    expect(summaryFacts(summary, 'en').map((fact) => [fact.name, fact.label, fact.value])).toEqual([
      ['away-time', 'Time away', '1 min 35 s'],
      ['away-count', 'Times away', '3'],
      ['longest', 'Longest absence', '1 min'],
      ['offline', 'Offline', '0 s'],
      ['counted', 'Counted events', '12'],
      ['blips', 'Not counted (under 2 s)', '2'],
    ]);
  });

  it('writes the figures in Arabic-Indic digits in Arabic', () => {
    expect(summaryFacts(summary, 'ar').map((fact) => fact.value)).toEqual([
      'دقيقة و٣٥ ثانية',
      '٣',
      'دقيقة',
      '٠ ثانية',
      '١٢',
      '٢',
    ]);
  });
});
