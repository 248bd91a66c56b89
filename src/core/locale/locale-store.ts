import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { $brand } from '../brand/brand-store';
import { STORAGE_KEYS } from '../session/storage-keys';
import { isLocale, type Locale } from './locale';

export { dateLocale, directionOf, isLocale, otherLocale, serverLanguage, type Direction, type Locale } from './locale';

/** The saved setting (key `language`); empty until the user picks one. */
export const $savedLanguage = persistentAtom<string>(STORAGE_KEYS.language, '');

/** Saved setting, else the brand's default language, else Arabic (§1). */
export const $locale = computed([$savedLanguage, $brand], (saved, brand): Locale =>
  isLocale(saved) ? saved : isLocale(brand.defaultLanguage) ? brand.defaultLanguage : 'ar',
);

export function setLanguage(locale: Locale): void {
  $savedLanguage.set(locale);
}
