import type { VerifyDictionary } from './en';

/** Arabic verify strings. */
export const verifyAr: VerifyDictionary = {
  verify: {
    title: 'العناصر',
    redirecting: 'جارٍ نقلك إلى تسجيل الدخول…',
    list: 'عناصرك',
    loadFailed: 'فشل تحميل القائمة.',
    empty: 'لا يوجد شيء بعد: أضف أول عنصر أعلاه.',
    form: {
      title: 'إضافة عنصر',
      label: 'العنوان',
      submit: 'إضافة',
      submitting: 'جارٍ الإضافة…',
      added: 'تمت الإضافة.',
      failed: 'تعذّرت الإضافة. يرجى المحاولة مرة أخرى.',
      titleRequired: 'يرجى إدخال عنوان.',
    },
  },
};
