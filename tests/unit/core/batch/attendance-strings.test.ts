import { describe, expect, it } from 'vitest';
import { dictionaryKeys } from '../../../../src/core/locale/i18n';
import { ATTENDANCE_AR, VALIDATION_AR } from '../../../../src/core/batch/strings/attendance-ar';
import { ATTENDANCE_EN, VALIDATION_EN } from '../../../../src/core/batch/strings/attendance-en';
import { BATCH_VALIDATION_EN } from '../../../../src/core/batch/validation-messages';

// The Attendance tab's dictionaries: the §8 English words, and Arabic for every key.

describe('attendance strings', () => {
  it('the validation section holds the §5 English text of every batch.validation key, and Arabic for each', () => {
    const keys = Object.keys(BATCH_VALIDATION_EN).map((key) => key.replace('batch.validation.', ''));
    expect(Object.keys(VALIDATION_EN)).toEqual(keys);
    for (const [key, text] of Object.entries(BATCH_VALIDATION_EN))
      expect(VALIDATION_EN[key.replace('batch.validation.', '') as keyof typeof VALIDATION_EN]).toBe(text);
    expect(Object.keys(VALIDATION_AR).sort()).toEqual([...keys].sort());
    expect(Object.values(VALIDATION_AR).every((text) => /[\u0600-\u06FF]/.test(text))).toBe(true);
    expect(VALIDATION_AR.scoreAboveMax).toContain('{{maxScore}}');
  });

  it('Arabic has every English key, in Arabic script, with the same placeholders', () => {
    expect(dictionaryKeys(ATTENDANCE_AR)).toEqual(dictionaryKeys(ATTENDANCE_EN));
    const flat = (dictionary: object) =>
      Object.fromEntries(
        dictionaryKeys(dictionary).map((key) => [
          key,
          key.split('.').reduce<unknown>((at, part) => (at as Record<string, unknown>)[part], dictionary) as string,
        ]),
      );
    const en = flat(ATTENDANCE_EN);
    const ar = flat(ATTENDANCE_AR);
    for (const key of Object.keys(en)) {
      expect(ar[key]!.match(/{{\w+}}/g)?.sort(), key).toEqual(en[key]!.match(/{{\w+}}/g)?.sort());
      if (!/^[\d{}/:–\s·a-z]+$/i.test(en[key]!.replace(/{{\w+}}/g, '')))
        expect(ar[key], key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('carries the §8 English words', () => {
    expect(ATTENDANCE_EN.empty).toBe('No attendance records found for this lecture.');
    expect(ATTENDANCE_EN.success.multi).toBe('Successfully updated {{n}} attendance record(s)!');
    expect(ATTENDANCE_EN.errors.lateFailed).toBe('Update failed: {{message}}');
    expect(ATTENDANCE_EN.markButton).toBe('Mark Attendance ({{count}})');
  });
});
