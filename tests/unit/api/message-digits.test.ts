import { describe, expect, it } from 'vitest';
import { FEATURE_MESSAGES } from '../../../demo/api/features/index';

const { all: allMessages, translate } = FEATURE_MESSAGES;

// Issue 21 item 9: one digit system per language — the server's Arabic texts use Arabic-Indic digits, as the client does.
describe('message digits', () => {
  it('writes no ASCII digit inside any Arabic message', () => {
    const mixed = allMessages()
      .filter(([, , ar]) => /[0-9]/.test(ar))
      .map(([key, , ar]) => `${key}: ${ar}`);
    expect(mixed).toEqual([]);
  });

  it('fills a number parameter with Arabic-Indic digits in Arabic and 0–9 in English, ungrouped like the client', () => {
    expect(translate('ar', 'fieldTooLong', { field: 'title', max: 255 })).toBe('يجب ألا يتجاوز الحقل title ٢٥٥ حرفًا.');
    expect(translate('en', 'fieldTooLong', { field: 'title', max: 255 })).toBe(
      'The title may not be greater than 255 characters.',
    );
    expect(translate('ar', 'ticketLimitInvalid', { max: 100 })).toBe('يجب أن يكون الحد عددًا صحيحًا من ١ إلى ١٠٠.');
    expect(translate('en', 'ticketLimitInvalid', { max: 100 })).toBe('The limit must be a whole number from 1 to 100.');
    expect(translate('ar', 'attendanceMarkedSaved', { count: 1200 })).toBe('تم حفظ ١٢٠٠ من سجلات الحضور.');
    expect(translate('en', 'attendanceMarkedSaved', { count: 1200 })).toBe('1200 attendance record(s) saved.');
  });

  it('keeps a string parameter as given: a field path is a code, not a number to read', () => {
    expect(translate('ar', 'courseProgressUnknownItem', { field: 'completed.0.id' })).toBe(
      'العنصر completed.0.id ليس جزءًا من هذه الدورة.',
    );
  });

  it('keeps the English texts that carry literal numbers', () => {
    expect(translate('en', 'passwordMin')).toBe('The password must be at least 8 characters.');
    expect(translate('ar', 'passwordMin')).toBe('يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل.');
    expect(translate('en', 'scoreStep')).toBe('Scores move in steps of 0.01.');
    expect(translate('ar', 'scoreStep')).toBe('تتغير الدرجات بخطوات مقدارها ٠٫٠١.');
  });
});
