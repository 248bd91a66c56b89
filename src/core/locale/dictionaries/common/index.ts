import { commonAr } from './ar';
import { commonEn } from './en';

/** The common strings in both languages, registered by whoever needs them. */
export const commonDictionary = { en: commonEn, ar: commonAr };
