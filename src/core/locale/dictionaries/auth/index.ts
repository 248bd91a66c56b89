import { authAr } from './ar';
import { authEn } from './en';

/** The auth strings in both languages, registered by whoever needs them. */
export const authDictionary = { en: authEn, ar: authAr };
