import { describe, expect, it } from 'vitest';
import type { EditableEntry } from '../../../../src/core/batch/attendance-entries';
import { validateAttendanceEdit } from '../../../../src/core/batch/attendance-validation';
import { rangeProblem } from '../../../../src/core/batch/insights-range';
import { commitScore, scoreIssue, scoreText } from '../../../../src/core/batch/scores';
import { digitsValue, shownDigits, typedAscii, type DigitsKind } from '../../../../src/core/locale/digits-input';
import { formatDate } from '../../../../src/core/locale/dates';

// Issue #29 item 12: Arabic time, date and score boxes show Arabic-Indic digits and hand ASCII to the code behind them.

const AR = '٠١٢٣٤٥٦٧٨٩';
const FA = '۰۱۲۳۴۵۶۷۸۹';
/** `ascii` with each digit in the system `digits` writes (ASCII, Arabic-Indic or Persian). */
const inDigits = (ascii: string, digits: string) => ascii.replace(/\d/g, (d) => digits[Number(d)]!);
/** Every mix of ASCII and `digits` over the digits of `ascii` (2^n forms). */
function mixes(ascii: string, digits: string): string[] {
  const positions = [...ascii].flatMap((char, at) => (/\d/.test(char) ? [at] : []));
  return Array.from({ length: 2 ** positions.length }, (_, mask) =>
    [...ascii].map((char, at) => (mask & (1 << positions.indexOf(at)) ? digits[Number(char)]! : char)).join(''),
  );
}

describe('digitsValue: what the code behind a box receives', () => {
  const cases: [DigitsKind, string][] = [
    ['time', '09:30'],
    ['time', '23:59:05'],
    ['date', '2026-11-30'],
    ['decimal', '7.25'],
  ];
  for (const [kind, ascii] of cases) {
    it(`${kind}: every mix of ASCII, Arabic-Indic and Persian digits gives ${ascii}`, () => {
      for (const digits of [AR, FA]) {
        const typed = mixes(ascii, digits);
        expect(typed).toHaveLength(2 ** ascii.replace(/\D/g, '').length);
        for (const text of typed) expect(digitsValue(text, kind), text).toBe(ascii);
        if (kind !== 'decimal') continue;
        for (const sign of [',', '٫']) {
          for (const text of typed) expect(digitsValue(text.replace('.', sign), kind), text).toBe(ascii);
        }
      }
      expect(digitsValue(inDigits(ascii, AR).slice(0, 2) + inDigits(ascii, FA).slice(2), kind)).toBe(ascii);
    });
  }

  it('trims leading and trailing spaces (inner ones stay, for validation to refuse)', () => {
    expect(digitsValue('  ٠٩:٣٠ ', 'time')).toBe('09:30');
    expect(digitsValue('\t٢٠٢٦-١١-٣٠\n', 'date')).toBe('2026-11-30');
    expect(digitsValue(' ٧٫٥ ', 'decimal')).toBe('7.5');
    expect(digitsValue('٧ ٥', 'decimal')).toBe('7 5');
    expect(digitsValue('   ', 'time')).toBe('');
  });

  it('decimal: the Arabic decimal sign ٫ and a comma are the point', () => {
    expect(digitsValue('٧٫٥٠', 'decimal')).toBe('7.50');
    expect(digitsValue('7,5', 'decimal')).toBe('7.5');
    expect(digitsValue('٧,٥', 'decimal')).toBe('7.5');
    expect(digitsValue('٧.٥', 'decimal')).toBe('7.5');
    expect(digitsValue('-١', 'decimal')).toBe('-1');
  });

  it("time and date: a digit keyboard's decimal sign is the separator it lacks", () => {
    expect(digitsValue('٩٫٣٠', 'time')).toBe('9:30');
    expect(digitsValue('09.30', 'time')).toBe('09:30');
    expect(digitsValue('٢٠٢٦٫١١٫٣٠', 'date')).toBe('2026-11-30');
    expect(digitsValue('2026/11/30', 'date')).toBe('2026-11-30');
  });

  it('keeps text that is no time, date or number as typed (ASCII digits): never dropped', () => {
    expect(digitsValue('abc', 'decimal')).toBe('abc');
    expect(digitsValue('٧x', 'decimal')).toBe('7x');
    expect(digitsValue('٩:٣٠ص', 'time')).toBe('9:30ص');
    expect(digitsValue('٣٠-١١-٢٠٢٦', 'date')).toBe('30-11-2026');
    expect(digitsValue('', 'date')).toBe('');
  });
});

describe('the existing validation reads the values with its existing messages', () => {
  it('scores: Arabic forms are numbers; text that is none is scoreInvalid; the bounds hold', () => {
    expect(commitScore(digitsValue('٧٫٥', 'decimal'), 0, 10)).toEqual({ kind: 'send', value: 7.5 });
    expect(commitScore(digitsValue(' 7,25 ', 'decimal'), 0, 10)).toEqual({ kind: 'send', value: 7.25 });
    expect(commitScore(digitsValue('٧٫٥٠', 'decimal'), 7.5, 10)).toEqual({ kind: 'none' });
    expect(scoreIssue(digitsValue('٧x', 'decimal'), 10)).toEqual({ key: 'batch.validation.scoreInvalid' });
    expect(scoreIssue(digitsValue('١٫٢٫٣', 'decimal'), 10)).toEqual({ key: 'batch.validation.scoreInvalid' });
    expect(scoreIssue(digitsValue('-١', 'decimal'), 10)).toEqual({ key: 'batch.validation.scoreNegative' });
    expect(scoreIssue(digitsValue('١١', 'decimal'), 10)?.key).toBe('batch.validation.scoreAboveMax');
  });

  it('dates: Arabic forms are days; text that is none is invalid on its field', () => {
    expect(rangeProblem(digitsValue('٢٠٢٦-١١-٣٠', 'date'), digitsValue('2026-12-0١', 'date'))).toBeNull();
    expect(rangeProblem(digitsValue('٢٠٢٦-١٢-٠١', 'date'), digitsValue('٢٠٢٦-١١-٣٠', 'date'))).toEqual({
      field: 'to',
      problem: 'reversed',
    });
    expect(rangeProblem(digitsValue('٣٠-١١-٢٠٢٦', 'date'), '')).toEqual({ field: 'from', problem: 'invalid' });
    expect(rangeProblem('', digitsValue('٢٠٢٦-٠٢-٣٠', 'date'))).toEqual({ field: 'to', problem: 'invalid' });
  });

  it('times: a blank is required, Arabic in-after-out times are out of order, an Arabic 25:30 is no time', () => {
    const entry = (in_time: string, out_time: string): EditableEntry => ({
      entry_type: 'IN_CLASS',
      in_time: digitsValue(in_time, 'time'),
      out_time: digitsValue(out_time, 'time'),
      in_status: 'MANUAL',
      out_status: 'MANUAL',
      in_record_id: null,
      out_record_id: null,
    });
    const check = (...entries: EditableEntry[]) =>
      validateAttendanceEdit({ status: 'PRESENT', update_comments: 'x', entries }).entries;
    expect(check(entry('٠٩:٠٠', '10:30'))).toEqual([{}]);
    expect(check(entry('١٠:٣٠', '٠٩:٠٠'))).toEqual([{ out_time: 'batch.validation.inBeforeOut' }]);
    expect(check(entry('  ', '٠٩:٠٠'))).toEqual([{ in_time: 'batch.validation.inTimeRequired' }]);
    expect(check(entry('٠٩:٠٠', '٢٥:٣٠'))).toEqual([{ out_time: 'batch.validation.timeInvalid' }]);
  });
});

describe('shownDigits: what a box shows', () => {
  it('Arabic: Arabic-Indic digits and the Arabic decimal sign, as the rest of the page writes them', () => {
    expect(shownDigits('09:30', 'time', 'ar')).toBe('٠٩:٣٠');
    expect(shownDigits('2026-11-30', 'date', 'ar')).toBe('٢٠٢٦-١١-٣٠');
    expect(shownDigits('7.50', 'decimal', 'ar')).toBe(scoreText(7.5, 'ar'));
    expect(shownDigits('۷,5', 'decimal', 'ar')).toBe('٧٫٥');
    expect(shownDigits('abc 1', 'decimal', 'ar')).toBe('abc ١');
  });

  it('Arabic: the time as the tables write it (the same digits and order as formatDate)', () => {
    const at = new Date(2026, 10, 30, 9, 30);
    const written = formatDate(at, 'ar', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(written).toContain(shownDigits('09:30', 'time', 'ar'));
  });

  it('English: as given (the native inputs show ASCII)', () => {
    expect(shownDigits('7.50', 'decimal', 'en')).toBe('7.50');
    expect(shownDigits('٠٩:٣٠', 'time', 'en')).toBe('٠٩:٣٠');
  });

  it('one character for one, whatever was typed, so the caret keeps its place', () => {
    for (const kind of ['time', 'date', 'decimal'] as const) {
      for (const text of ['١2:3٤', ' 2026/1١/30 ', '7,5٫۳', 'x٫y', '']) {
        expect(shownDigits(text, kind, 'ar')).toHaveLength(text.length);
        expect(typedAscii(text, kind)).toHaveLength(text.length);
      }
    }
    // A Latin digit typed inside an Arabic value lands where it was typed.
    expect(shownDigits('٠٩:3٠', 'time', 'ar')).toBe('٠٩:٣٠');
    expect(shownDigits('٠٩:٣٠', 'time', 'ar')).toBe('٠٩:٣٠');
  });
});
