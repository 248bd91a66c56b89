import { describe, expect, it } from 'vitest';
import {
  profileChanged,
  profileFormValues,
  profileLayout,
  profilePayload,
  shownName,
  validateProfile,
} from '../../../../src/core/profile/profile-rules';
import { textOf } from '../helpers';

// §5 profile rule, §3 update payload, §2 layout by role and the 'Not set' fallback.

describe('validateProfile (§5)', () => {
  it.each([
    ['', ''],
    ['', 'ليلى'],
    [' ', ''],
    ['   \t\n ', 'ليلى'],
  ])('English name %j is blank after trimming → the required message', (name, arabicName) => {
    const issues = validateProfile({ name, arabicName });
    expect(Object.keys(issues)).toEqual(['name']);
    expect(textOf({ key: issues.name! })).toBe('please fill in all required fields');
    expect(textOf({ key: issues.name! }, 'ar')).toBe('يرجى ملء جميع الحقول المطلوبة');
  });

  it.each(['ليلى', 'Layla ليلى', 'Layla 🎓', 'Agent 007', '李雷'])(
    'English name %j is not in English letters → the certificate message (#29)',
    (name) => {
      const issues = validateProfile({ name, arabicName: '' });
      expect(textOf({ key: issues.name! })).toBe(
        'Write the English name in English letters: it is printed on your certificates.',
      );
      expect(textOf({ key: issues.name! }, 'ar')).toBe('اكتب الاسم الإنجليزي بأحرف إنجليزية: فهو يُطبع على شهاداتك.');
    },
  );

  it.each([
    ['L', ''],
    ["Zoë O'Brien-Núñez", ''],
    ['Łukasz Żółć', ''],
    ['Layla', ''],
    ['  Layla  ', '   '],
    ['Layla', 'ليلى'],
  ])('English name %j with Arabic %j is valid (Arabic optional)', (name, arabicName) => {
    expect(validateProfile({ name, arabicName })).toEqual({});
  });
});

describe('profilePayload (§3)', () => {
  it('sends id, name and arabic_name, both names trimmed', () => {
    expect(profilePayload('7', { name: '  Layla L.  ', arabicName: ' ليلى ' })).toEqual({
      id: '7',
      name: 'Layla L.',
      arabic_name: 'ليلى',
    });
  });

  it('an empty Arabic name is sent as an empty string', () => {
    expect(profilePayload('1', { name: 'Layla', arabicName: '   ' })).toEqual({
      id: '1',
      name: 'Layla',
      arabic_name: '',
    });
  });
});

describe('form values and changes', () => {
  it('starts from the stored names; a missing Arabic name is an empty field', () => {
    expect(profileFormValues({ name: 'Layla', arabic_name: 'ليلى' })).toEqual({ name: 'Layla', arabicName: 'ليلى' });
    expect(profileFormValues({ name: 'Nadia', arabic_name: null })).toEqual({ name: 'Nadia', arabicName: '' });
    expect(profileFormValues(null)).toEqual({ name: '', arabicName: '' });
  });

  it('a change is a difference after trimming', () => {
    const user = { name: 'Layla', arabic_name: null };
    expect(profileChanged(user, { name: ' Layla ', arabicName: ' ' })).toBe(false);
    expect(profileChanged(user, { name: 'Layla L', arabicName: '' })).toBe(true);
    expect(profileChanged(user, { name: 'Layla', arabicName: 'ليلى' })).toBe(true);
  });
});

describe('profileLayout (§2)', () => {
  it.each([
    [['trainer'], 'trainer'],
    [['Instructor'], 'trainer'],
    [['Instructor', 'Student'], 'trainer'],
    [['learner', 'TRAINER'], 'trainer'],
    [['learner'], 'learner'],
    [['Student'], 'learner'],
    [[], 'learner'],
    [['admin'], 'learner'],
  ])('roles %j → %s layout', (roles, layout) => {
    expect(profileLayout(roles)).toBe(layout);
  });
});

describe("shownName ('Not set' fallback)", () => {
  it.each([
    [null, null],
    [undefined, null],
    ['', null],
    ['   ', null],
    [' ليلى ', 'ليلى'],
    ['Layla', 'Layla'],
  ])('%j → %j', (value, shown) => {
    expect(shownName(value)).toBe(shown);
  });
});
