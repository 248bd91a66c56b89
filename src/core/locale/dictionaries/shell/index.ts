import { shellAr } from './ar';
import { shellEn } from './en';

/** The shell strings in both languages, registered by whoever needs them. */
export const shellDictionary = { en: shellEn, ar: shellAr };
