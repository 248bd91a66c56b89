import type { Locale } from '../../src/core/locale/locale-store';

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
};

export type DemoStrings = typeof en;

export function demoStrings(locale: Locale): DemoStrings {
  return locale === 'ar' ? ar : en;
}
