import type { AllowanceStrings } from './allowance-en';

/** Arabic strings of a learner's extra time (#33), typed against the English ones. */
export const ALLOWANCE_AR: AllowanceStrings = {
  column: 'الوقت الإضافي',
  multiplier: '×{{value}}',
  minutes: {
    zero: '+{{count}} دقيقة',
    one: '+{{count}} دقيقة',
    two: '+{{count}} دقيقة',
    few: '+{{count}} دقائق',
    many: '+{{count}} دقيقة',
    other: '+{{count}} دقيقة',
  },
  open: 'الوقت الإضافي',
  openLabel: 'الوقت الإضافي لـ{{name}}',
  title: 'الوقت الإضافي لـ{{name}}',
  applies: 'ينطبق على كل اختبارات هذه الدفعة، بما فيها المحاولات الجارية.',
  multiplierLabel: 'مضاعفة وقت الاختبار',
  minutesLabel: 'دقائق إضافية ({{min}}–{{max}})',
  save: 'حفظ',
  saving: 'جارٍ الحفظ…',
  remove: 'إزالة الوقت الإضافي',
  cancel: 'إلغاء',
  saved: 'تم حفظ الوقت الإضافي لـ{{name}}.',
  removed: 'تمت إزالة الوقت الإضافي لـ{{name}}.',
  loadFailed: 'تعذّر تحميل الوقت الإضافي لهذه الدفعة.',
  errors: {
    multiplier: 'اختر مضاعفًا من ×{{low}} إلى ×{{high}}.',
    minutes: 'أدخل عددًا صحيحًا من الدقائق بين {{low}} و{{high}}.',
    participant: 'لم يعد هذا المتدرب ضمن الدفعة.',
    network: 'لا يوجد اتصال. تحقّق من الشبكة ثم احفظ مجددًا.',
    failed: 'لم يُحفظ الوقت الإضافي. يُرجى المحاولة مرة أخرى.',
  },
};
