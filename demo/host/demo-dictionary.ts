import type { Locale, RouteName } from '../../src/elements/index';

/** Strings of the demo host page itself (the elements carry their own). */
const en = {
  brand: 'Brand',
  brands: {
    safe: 'SAFE Academy (English)',
    aman: 'Aman Academy (Arabic)',
    association: 'Security Association (English)',
  },
  termsTitle: 'Terms of Service',
  termsBody: 'These demo terms stand in for the academy’s own terms of service.',
  privacyTitle: 'Privacy Policy',
  privacyBody: 'This demo privacy policy stands in for the academy’s own policy.',
  back: 'Back',
  themeTitle: 'Theme palette',
  /** Signed-in routes whose feature is not built yet (the dashboard links to them already). */
  unbuilt: {
    title: (page: string): string => `${page}: not available yet`,
    body: 'This part of the academy arrives in a later release of the demo.',
    back: 'Back to dashboard',
  },
  /** The host-drawn theme pages (/theme and /css-variables-demo). */
  theme: {
    intro: 'Every palette token of the three brand variants, side by side. The active brand is marked.',
    activeBrand: 'Active brand:',
    active: 'Active',
    token: 'Token',
    variablesTitle: 'CSS custom properties',
    variablesIntro: 'The --academy-* custom properties of the page, with the values it computes for them now.',
    property: 'Property',
    value: 'Current value',
    sample: 'Sample',
    reading: 'Reading the current values…',
    count: (count: number): string => `${count} custom properties`,
    none: 'No --academy-* custom properties are applied here.',
    groups: {
      primary: 'Primary',
      secondary: 'Secondary',
      error: 'Error',
      warning: 'Warning',
      info: 'Info',
      success: 'Success',
      background: 'Background',
      text: 'Text',
      divider: 'Divider',
    },
  },
  /** Document titles of the host's own pages; a feature's routes carry theirs in demo/host/features/<feature>.ts. */
  titles: {
    theme: 'Theme',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
  } satisfies Partial<Record<RouteName, string>>,
};

const ar: typeof en = {
  brand: 'العلامة',
  brands: {
    safe: 'أكاديمية سيف (الإنجليزية)',
    aman: 'أكاديمية أمان (العربية)',
    association: 'جمعية الأمن (الإنجليزية)',
  },
  termsTitle: 'شروط الخدمة',
  termsBody: 'هذه الشروط التجريبية تحل محل شروط الخدمة الخاصة بالأكاديمية.',
  privacyTitle: 'سياسة الخصوصية',
  privacyBody: 'سياسة الخصوصية التجريبية هذه تحل محل سياسة الأكاديمية.',
  back: 'رجوع',
  themeTitle: 'لوحة ألوان السمة',
  unbuilt: {
    title: (page: string): string => `صفحة «${page}» غير متاحة بعد`,
    body: 'يصل هذا الجزء من الأكاديمية في إصدار لاحق من النسخة التجريبية.',
    back: 'العودة إلى لوحة التحكم',
  },
  theme: {
    intro: 'كل رموز لوحة الألوان للعلامات الثلاث جنبًا إلى جنب، مع تمييز العلامة النشطة.',
    activeBrand: 'العلامة النشطة:',
    active: 'نشطة',
    token: 'الرمز',
    variablesTitle: 'خصائص CSS المخصصة',
    variablesIntro: 'خصائص \u2066--academy-*\u2069 المخصصة في الصفحة، مع القيم التي تحسبها لها الآن.',
    property: 'الخاصية',
    value: 'القيمة الحالية',
    sample: 'عينة',
    reading: 'جارٍ قراءة القيم الحالية…',
    count: (count: number): string => `عدد الخصائص المخصصة: ${count}`,
    none: 'لا توجد خصائص \u2066--academy-*\u2069 مخصصة مطبقة هنا.',
    groups: {
      primary: 'الأساسي',
      secondary: 'الثانوي',
      error: 'الخطأ',
      warning: 'التحذير',
      info: 'المعلومات',
      success: 'النجاح',
      background: 'الخلفية',
      text: 'النص',
      divider: 'الفاصل',
    },
  },
  titles: {
    theme: 'السمة',
    terms: 'شروط الخدمة',
    privacy: 'سياسة الخصوصية',
  },
};

export type DemoStrings = typeof en;

export function demoStrings(locale: Locale): DemoStrings {
  return locale === 'ar' ? ar : en;
}
