/** The two languages and their pure rules; below the stores, so brand and locale can both use them. */
export type Locale = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The language a switcher offers: the one not in use. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

/** Language code the server expects ('En' / 'Ar'). */
export function serverLanguage(locale: Locale): 'En' | 'Ar' {
  return locale === 'ar' ? 'Ar' : 'En';
}

/** Dates are shown in ar-SA for Arabic and en-US otherwise. */
export function dateLocale(locale: Locale): 'ar-SA' | 'en-US' {
  return locale === 'ar' ? 'ar-SA' : 'en-US';
}
