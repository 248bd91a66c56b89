import type { Locale } from '../../src/core/locale/locale-store';
import type { RouteName } from '../../src/core/navigation/routes';

/** Strings of the demo host page itself (the elements carry their own). */
const en = {
  brand: 'Brand',
  brands: { safe: 'SAFE Academy (English)', aman: 'Aman Academy (Arabic)', association: 'Security Association (English)' },
  termsTitle: 'Terms of Service',
  termsBody: 'These demo terms stand in for the academy’s own terms of service.',
  privacyTitle: 'Privacy Policy',
  privacyBody: 'This demo privacy policy stands in for the academy’s own policy.',
  back: 'Back',
  themeTitle: 'Theme palette',
  /** Document titles per route (the route table is the spec's, so every name is here already). */
  titles: {
    login: 'Sign in',
    signup: 'Create account',
    'forgot-password': 'Forgot password',
    'reset-password': 'Reset password',
    'verify-email': 'Verify email',
    'resend-verification': 'Resend verification email',
    'email-verification': 'Email verification',
    dashboard: 'Dashboard',
    'profile-settings': 'Profile settings',
    profile: 'Profile',
    tickets: 'Support tickets',
    'ticket-create': 'New support ticket',
    'ticket-detail': 'Support ticket',
    content: 'Content',
    theme: 'Theme',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    course: 'Course',
    'exam-take': 'Exam',
    'exam-result': 'Exam result',
    'exam-feedback': 'Exam feedback',
    scanner: 'Attendance scanner',
    'lecture-qr': 'Lecture QR code',
    batch: 'Batch',
  } satisfies Record<RouteName, string>,
};

const ar: typeof en = {
  brand: 'العلامة',
  brands: { safe: 'أكاديمية سيف (الإنجليزية)', aman: 'أكاديمية أمان (العربية)', association: 'جمعية الأمن (الإنجليزية)' },
  termsTitle: 'شروط الخدمة',
  termsBody: 'هذه الشروط التجريبية تحل محل شروط الخدمة الخاصة بالأكاديمية.',
  privacyTitle: 'سياسة الخصوصية',
  privacyBody: 'سياسة الخصوصية التجريبية هذه تحل محل سياسة الأكاديمية.',
  back: 'رجوع',
  themeTitle: 'لوحة ألوان السمة',
  titles: {
    login: 'تسجيل الدخول',
    signup: 'إنشاء حساب',
    'forgot-password': 'نسيت كلمة المرور',
    'reset-password': 'إعادة تعيين كلمة المرور',
    'verify-email': 'تأكيد البريد الإلكتروني',
    'resend-verification': 'إعادة إرسال رسالة التحقق',
    'email-verification': 'التحقق من البريد الإلكتروني',
    dashboard: 'لوحة التحكم',
    'profile-settings': 'إعدادات الملف الشخصي',
    profile: 'الملف الشخصي',
    tickets: 'تذاكر الدعم',
    'ticket-create': 'تذكرة دعم جديدة',
    'ticket-detail': 'تذكرة دعم',
    content: 'المحتوى',
    theme: 'السمة',
    terms: 'شروط الخدمة',
    privacy: 'سياسة الخصوصية',
    course: 'الدورة',
    'exam-take': 'الاختبار',
    'exam-result': 'نتيجة الاختبار',
    'exam-feedback': 'تقييم الاختبار',
    scanner: 'ماسح الحضور',
    'lecture-qr': 'رمز QR للمحاضرة',
    batch: 'الدفعة',
  },
};

export type DemoStrings = typeof en;

export function demoStrings(locale: Locale): DemoStrings {
  return locale === 'ar' ? ar : en;
}
