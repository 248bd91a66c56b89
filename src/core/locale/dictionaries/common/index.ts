import { commonAr } from './ar';
import { commonEn } from './en';

/** The common strings in both languages, always loaded: error and fallback texts must never wait for a chunk. */
export const commonDictionary = { en: commonEn, ar: commonAr };
