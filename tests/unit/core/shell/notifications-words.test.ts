import { beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../../src/core/api/notifications';
import { notificationsDictionary } from '../../../../src/core/shell/notification-strings';
import { loadDictionary, translate } from '../../../../src/core/locale/i18n';
import { unreadBadge, unreadMessage } from '../../../../src/core/shell/notifications-badge';
import {
  arrivalMessage,
  notificationHref,
  notificationWords,
  shownNotifications,
} from '../../../../src/core/shell/notifications-words';
import { textOf } from '../helpers';

// Issue #32: a notification in words in both languages; unknown kinds left out; the bell's badge and names.

const params = { lecture: 'Safety basics', lecture_ar: 'أساسيات السلامة', start_at: '2026-11-26T07:00:00Z' };
const note = (id: number, kind = 'marked-absent', extra: Partial<Notification> = {}): Notification => ({
  id,
  kind,
  params,
  path: '/dashboard',
  created_at: '2026-11-26T06:00:00Z',
  read: false,
  ...extra,
});

// The panel loads its words (titles, arrival times) with its own code.
beforeAll(() =>
  Promise.all([loadDictionary(notificationsDictionary, 'en'), loadDictionary(notificationsDictionary, 'ar')]),
);

describe('notificationWords', () => {
  it('words each known kind in English, with the English title and the date and time in 0–9', () => {
    const words = notificationWords(note(1), 'en', 'Asia/Riyadh');
    expect(words).toEqual({
      titleKey: 'notifications.kind.marked-absent',
      params: { lecture: 'Safety basics', when: 'Nov 26, 2026, 10:00 AM' },
    });
    expect(translate('en', words!.titleKey)).toBe('You were marked absent');
    expect(translate('en', notificationWords(note(2, 'marked-late'), 'en')!.titleKey)).toBe('You were marked late');
    expect(translate('en', notificationWords(note(3, 'lecture-soon'), 'en')!.titleKey)).toBe(
      'Your lecture starts soon',
    );
  });

  it('words them in Arabic with the Arabic title and Arabic-Indic digits', () => {
    const words = notificationWords(note(1, 'lecture-soon'), 'ar', 'Asia/Riyadh')!;
    expect(words.params.lecture).toBe('أساسيات السلامة');
    expect(words.params.when).toMatch(/٢٦/);
    expect(words.params.when).toMatch(/١٠:٠٠/);
    expect(words.params.when).not.toMatch(/[0-9]/);
    expect(translate('ar', words.titleKey)).toBe('تبدأ محاضرتك قريبًا');
    expect(translate('ar', 'notifications.detail', words.params)).toBe(`أساسيات السلامة · ${words.params.when}`);
  });

  it('falls back to the English title when the Arabic one is empty or blank', () => {
    for (const lecture_ar of ['', '   ']) {
      expect(
        notificationWords(note(1, 'marked-late', { params: { ...params, lecture_ar } }), 'ar')!.params.lecture,
      ).toBe('Safety basics');
    }
  });

  it('leaves an unknown kind out (a newer server code is not a label)', () => {
    expect(notificationWords(note(1, 'exam-graded'), 'en')).toBeNull();
  });

  it('gives an empty date when the start is missing or unreadable', () => {
    expect(notificationWords(note(1, 'marked-absent', { params: { lecture: 'X' } }), 'en')!.params.when).toBe('');
    expect(
      notificationWords(note(1, 'marked-absent', { params: { lecture: 'X', start_at: 'soon' } }), 'en')!.params.when,
    ).toBe('');
  });
});

describe('shownNotifications', () => {
  it('keeps known kinds, each id once, newest first', () => {
    const items = [note(3), note(7, 'exam-graded'), note(5, 'marked-late'), note(3, 'marked-absent', { read: true })];
    expect(shownNotifications(items).map((item) => [item.id, item.read])).toEqual([
      [5, false],
      [3, true],
    ]);
  });
});

describe('notificationHref', () => {
  it('keeps an app path and refuses another site', () => {
    expect(notificationHref('/lectures/4')).toBe('/lectures/4');
    expect(notificationHref('//evil.example/x')).toBe('/dashboard');
    expect(notificationHref('javascript:alert(1)')).toBe('/dashboard');
  });
});

describe('the bell', () => {
  it('hides the badge at 0 and caps it at 99+, in the language digits', () => {
    expect([0, -1, 1, 99, 100, 250].map((count) => unreadBadge(count, 'en'))).toEqual([
      '',
      '',
      '1',
      '99',
      '99+',
      '99+',
    ]);
    expect([0, 3, 99, 100].map((count) => unreadBadge(count, 'ar'))).toEqual(['', '٣', '٩٩', '٩٩+']);
  });

  it('names the button with the count, plainly at 0', () => {
    expect([0, 1, 3, 150].map((count) => textOf(unreadMessage('label', count)))).toEqual([
      'Notifications',
      'Notifications, 1 unread',
      'Notifications, 3 unread',
      'Notifications, 150 unread',
    ]);
    expect([0, 1, 2, 3, 11].map((count) => textOf(unreadMessage('label', count), 'ar'))).toEqual([
      'الإشعارات',
      'الإشعارات، إشعار واحد غير مقروء',
      'الإشعارات، إشعاران غير مقروءين',
      'الإشعارات، ٣ إشعارات غير مقروءة',
      'الإشعارات، ١١ إشعارًا غير مقروء',
    ]);
  });

  it('announces the count in words', () => {
    expect(textOf(unreadMessage('announce', 3))).toBe('You have 3 unread notifications');
    expect(textOf(unreadMessage('announce', 1))).toBe('You have 1 unread notification');
    expect(textOf(unreadMessage('announce', 3), 'ar')).toBe('لديك ٣ إشعارات غير مقروءة');
  });
});

describe('arrivalMessage', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago a notification arrived, by the §9 thresholds, in both languages', () => {
    expect(textOf(arrivalMessage(ago(30_000), now)!)).toBe('just now');
    expect(textOf(arrivalMessage(ago(5 * 60_000), now)!)).toBe('5 minutes ago');
    expect(textOf(arrivalMessage(ago(3_600_000), now)!)).toBe('1 hour ago');
    expect(textOf(arrivalMessage(ago(2 * 86_400_000), now)!, 'ar')).toBe('منذ يومين');
    expect(textOf(arrivalMessage(ago(5 * 60_000), now)!, 'ar')).toBe('منذ ٥ دقائق');
  });

  it('is null for an unreadable time', () => {
    expect(arrivalMessage('yesterday', now)).toBeNull();
  });
});
