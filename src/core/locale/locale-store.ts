import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $brand } from '../brand/brand-store';
import { STORAGE_KEYS } from '../session/storage';

export type Locale = 'en' | 'ar';
export type Direction = 'ltr' | 'rtl';

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'ar';
}

/** The saved setting (key `language`); empty until the user picks one. */
export const $savedLanguage = persistentAtom<string>(STORAGE_KEYS.language, '');

/** Saved setting, else the brand's default language, else Arabic (§1). */
export const $locale = computed([$savedLanguage, $brand], (saved, brand): Locale =>
  isLocale(saved) ? saved : isLocale(brand.defaultLanguage) ? brand.defaultLanguage : 'ar',
);

export function directionOf(locale: Locale): Direction {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The language a switcher offers: the one not in use. */
export function otherLocale(locale: Locale): Locale {
  return locale === 'ar' ? 'en' : 'ar';
}

export function setLanguage(locale: Locale): void {
  $savedLanguage.set(locale);
}

/** Language code the server expects ('En' / 'Ar'). */
export function serverLanguage(locale: Locale): 'En' | 'Ar' {
  return locale === 'ar' ? 'Ar' : 'En';
}

/** Dates are shown in ar-SA for Arabic and en-US otherwise. */
export function dateLocale(locale: Locale): 'ar-SA' | 'en-US' {
  return locale === 'ar' ? 'ar-SA' : 'en-US';
}
