import type { ShellDictionary } from './en';

/** Arabic shell strings. */
export const shellAr: ShellDictionary = {
  shell: {
    skipToContent: 'تخطَّ إلى المحتوى',
    home: 'الرئيسية',
    supportTickets: 'تذاكر الدعم',
    language: 'اللغة',
    learnerView: 'متدرّب',
    trainerView: 'مدرّب',
    dashboardView: 'عرض لوحة التحكم',
    profileMenu: 'قائمة الملف الشخصي',
    menuLoading: 'جارٍ تحميل قائمة الملف الشخصي…',
    nid: 'الهوية الوطنية',
    profileSettings: 'إعدادات الملف الشخصي',
    signOut: 'تسجيل الخروج',
    signingOut: 'جارٍ تسجيل الخروج…',
    dynamicButtonsFailed: 'فشل تحميل الأزرار الديناميكية',
    copyright: '© {{year}} {{academy}}. جميع الحقوق محفوظة.',
    chat: 'تحدث معنا',
    navigation: 'التنقل الرئيسي',
    redirecting: 'جارٍ التحويل إلى تسجيل الدخول…',
    notifications: {
      title: 'الإشعارات',
      label: {
        zero: 'الإشعارات',
        one: 'الإشعارات، إشعار واحد غير مقروء',
        two: 'الإشعارات، إشعاران غير مقروءين',
        few: 'الإشعارات، {{count}} إشعارات غير مقروءة',
        many: 'الإشعارات، {{count}} إشعارًا غير مقروء',
        other: 'الإشعارات، {{count}} إشعار غير مقروء',
      },
      announce: {
        zero: 'ليس لديك إشعارات غير مقروءة',
        one: 'لديك إشعار واحد غير مقروء',
        two: 'لديك إشعاران غير مقروءين',
        few: 'لديك {{count}} إشعارات غير مقروءة',
        many: 'لديك {{count}} إشعارًا غير مقروء',
        other: 'لديك {{count}} إشعار غير مقروء',
      },
      loading: 'جارٍ تحميل الإشعارات…',
      failed: 'تعذّر تحميل الإشعارات.',
    },
  },
};
