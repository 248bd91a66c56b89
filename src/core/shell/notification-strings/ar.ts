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
    kind: {
      'marked-absent': 'تم تسجيل غيابك',
      'marked-late': 'تم تسجيلك متأخرًا',
      'lecture-soon': 'تبدأ محاضرتك قريبًا',
    },
    // How long ago a notification came (platform §9 thresholds, core/locale/relative-time.ts).
    ago: {
      now: 'الآن',
      minutes: {
        zero: 'منذ {{count}} دقيقة',
        one: 'منذ دقيقة',
        two: 'منذ دقيقتين',
        few: 'منذ {{count}} دقائق',
        many: 'منذ {{count}} دقيقة',
        other: 'منذ {{count}} دقيقة',
      },
      hours: {
        zero: 'منذ {{count}} ساعة',
        one: 'منذ ساعة',
        two: 'منذ ساعتين',
        few: 'منذ {{count}} ساعات',
        many: 'منذ {{count}} ساعة',
        other: 'منذ {{count}} ساعة',
      },
      days: {
        zero: 'منذ {{count}} يوم',
        one: 'منذ يوم',
        two: 'منذ يومين',
        few: 'منذ {{count}} أيام',
        many: 'منذ {{count}} يومًا',
        other: 'منذ {{count}} يوم',
      },
      weeks: {
        zero: 'منذ {{count}} أسبوع',
        one: 'منذ أسبوع',
        two: 'منذ أسبوعين',
        few: 'منذ {{count}} أسابيع',
        many: 'منذ {{count}} أسبوعًا',
        other: 'منذ {{count}} أسبوع',
      },
      months: {
        zero: 'منذ {{count}} شهر',
        one: 'منذ شهر',
        two: 'منذ شهرين',
        few: 'منذ {{count}} أشهر',
        many: 'منذ {{count}} شهرًا',
        other: 'منذ {{count}} شهر',
      },
    },
  },
};
