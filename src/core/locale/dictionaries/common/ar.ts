import type { CommonDictionary } from './en';

/** Arabic common strings. */
export const commonAr: CommonDictionary = {
  common: {
    loading: 'جارٍ التحميل…',
    close: 'إغلاق',
    retry: 'حاول مرة أخرى',
    backToDashboard: 'العودة إلى لوحة التحكم',
    showPassword: 'إظهار كلمة المرور',
    hidePassword: 'إخفاء كلمة المرور',
    required: 'مطلوب',
    optional: 'اختياري',
    or: 'أو',
    dismiss: 'إغلاق الإشعار',
    notifications: 'الإشعارات',
    switchLanguageTo: 'تغيير اللغة إلى',
    // The other language, named in that language.
    otherLanguage: 'English',
    // The pattern under a time or date box where Arabic has no native picker (issue #29 item 12).
    timeHint: 'بنظام ٢٤ ساعة، مثل {{example}}',
    dateHint: 'سنة-شهر-يوم، مثل {{example}}',
  },
  errors: {
    unknownError: 'حدث خطأ',
    network: 'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.',
    timeout: 'انتهت مهلة الطلب. يرجى المحاولة مرة أخرى.',
    canceled: 'تم إلغاء الطلب.',
    sessionExpired: 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    sessionUnchecked: 'تعذّر التحقق من جلستك؛ تظهر بياناتك المحفوظة.',
    forbidden: 'ليست لديك صلاحية لتنفيذ هذا الإجراء.',
    notFound: 'لم يتم العثور على المورد المطلوب.',
    methodNotAllowed: 'هذا الإجراء غير مسموح به.',
    tooManyRequests: 'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.',
    server: 'خطأ في الخادم. يرجى المحاولة لاحقًا.',
    validation: 'خطأ في التحقق. يرجى مراجعة المدخلات.',
    unexpected: 'حدث خطأ غير متوقع.',
    invalidResponse: 'أرسل الخادم ردًا تعذّرت قراءته. يرجى المحاولة مرة أخرى.',
  },
  fallback: {
    title: 'حدث خطأ ما',
    message: 'حدث خطأ غير متوقع. يرجى تحديث الصفحة والمحاولة مرة أخرى.',
    refresh: 'تحديث الصفحة',
  },
  validation: {
    required: 'هذا الحقل مطلوب',
  },
};
