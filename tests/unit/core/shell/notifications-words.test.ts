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
      detail: { key: 'notifications.detail', params: { lecture: 'Safety basics', when: 'Nov 26, 2026, 10:00 AM' } },
    });
    expect(translate('en', words!.titleKey)).toBe('You were marked absent');
    expect(translate('en', notificationWords(note(2, 'marked-late'), 'en')!.titleKey)).toBe('You were marked late');
    expect(translate('en', notificationWords(note(3, 'lecture-soon'), 'en')!.titleKey)).toBe(
      'Your lecture starts soon',
    );
  });

  it('words them in Arabic with the Arabic title and Arabic-Indic digits', () => {
    const words = notificationWords(note(1, 'lecture-soon'), 'ar', 'Asia/Riyadh')!;
    expect(translate('ar', words.titleKey)).toBe('تبدأ محاضرتك قريبًا');
    const line = textOf(words.detail, 'ar');
    expect(line).toMatch(/^أساسيات السلامة · .*٢٦.*١٠:٠٠/);
    expect(line).not.toMatch(/[0-9]/);
  });

  it('falls back to the English title when the Arabic one is empty or blank', () => {
    for (const lecture_ar of ['', '   ']) {
      const words = notificationWords(note(1, 'marked-late', { params: { ...params, lecture_ar } }), 'ar')!;
      expect(textOf(words.detail, 'ar')).toMatch(/^Safety basics · /);
    }
  });

  it('leaves an unknown kind out (a newer server code is not a label)', () => {
    expect(notificationWords(note(1, 'exam-graded'), 'en')).toBeNull();
  });

  it('shows just the lecture when its start is missing or unreadable', () => {
    for (const extra of [{}, { start_at: 'soon' }] as Array<Record<string, string>>) {
      const words = notificationWords(note(1, 'marked-absent', { params: { lecture: 'X', ...extra } }), 'en')!;
      expect(words.detail).toEqual({ text: 'X' });
    }
  });

  it('words exam results, certificates and tickets (#32) in both languages', () => {
    const exam = { exam: 'Fire safety', exam_ar: 'السلامة من الحرائق', percentage: '86.5' };
    const passed = notificationWords(note(1, 'exam-passed', { params: exam }), 'en')!;
    expect(translate('en', passed.titleKey)).toBe('You passed your exam');
    expect(textOf(passed.detail, 'en')).toBe('Fire safety · 86.50%');
    const failed = notificationWords(note(1, 'exam-failed', { params: exam }), 'ar')!;
    expect(translate('ar', failed.titleKey)).toBe('صدرت نتيجة اختبارك');
    expect(textOf(failed.detail, 'ar')).toBe('السلامة من الحرائق · ٨٦٫٥٠٪\u061c');

    const certificate = { course: 'First aid', course_ar: 'الإسعافات الأولية', certificate_no: 'CERT-2405-7' };
    const issued = notificationWords(note(1, 'certificate-issued', { params: certificate }), 'ar')!;
    expect(translate('ar', issued.titleKey)).toBe('صدرت شهادتك');
    expect(textOf(issued.detail, 'ar')).toBe('الإسعافات الأولية · الشهادة CERT-2405-7');

    const ticket = { ticket_no: '1042', title: 'Login <b>fails</b>' };
    const answered = notificationWords(note(1, 'ticket-answered', { params: ticket }), 'ar')!;
    expect(translate('ar', answered.titleKey)).toBe('ردّ الدعم على تذكرتك');
    expect(textOf(answered.detail, 'ar')).toBe('التذكرة ١٠٤٢ · Login <b>fails</b>');
    const closed = notificationWords(note(1, 'ticket-closed', { params: ticket }), 'en')!;
    expect(translate('en', closed.titleKey)).toBe('Support closed your ticket');
    expect(textOf(closed.detail, 'en')).toBe('Ticket 1042 · Login <b>fails</b>');
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
