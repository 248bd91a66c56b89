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
    nid: 'الهوية الوطنية',
    profileSettings: 'إعدادات الملف الشخصي',
    signOut: 'تسجيل الخروج',
    signingOut: 'جارٍ تسجيل الخروج…',
    dynamicButtonsFailed: 'فشل تحميل الأزرار الديناميكية',
    copyright: '© {{year}} {{academy}}. جميع الحقوق محفوظة.',
    chat: 'تحدث معنا',
    navigation: 'التنقل الرئيسي',
    redirecting: 'جارٍ التحويل إلى تسجيل الدخول…',
  },
};
