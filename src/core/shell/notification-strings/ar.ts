import { relativeTimeWordsAr } from '../../locale/relative-time-words/ar';
import type { NotificationsDictionary } from './en';

/** The notifications panel's words in Arabic. */
export const notificationsAr: NotificationsDictionary = {
  notifications: {
    markAllRead: 'تحديد الكل كمقروء',
    empty: 'لا توجد إشعارات بعد',
    showOlder: 'عرض الأقدم',
    unread: 'غير مقروء',
    markReadFailed: 'تعذّر تحديد الإشعار كمقروء.',
    markAllFailed: 'تعذّر تحديد الإشعارات كمقروءة.',
    detail: '{{lecture}} · {{when}}',
    detailScore: '{{exam}} · {{score}}',
    detailCertificate: '{{course}} · الشهادة {{number}}',
    detailTicket: 'التذكرة {{number}} · {{title}}',
    kind: {
      'marked-absent': 'تم تسجيل غيابك',
      'marked-late': 'تم تسجيلك متأخرًا',
      'lecture-soon': 'تبدأ محاضرتك قريبًا',
      'exam-passed': 'لقد نجحت في اختبارك',
      'exam-failed': 'صدرت نتيجة اختبارك',
      'certificate-issued': 'صدرت شهادتك',
      'ticket-answered': 'ردّ الدعم على تذكرتك',
      'ticket-closed': 'أغلق الدعم تذكرتك',
    },
    // How long ago a notification came (platform §9 thresholds, core/locale/relative-time.ts).
    ago: relativeTimeWordsAr,
  },
};
