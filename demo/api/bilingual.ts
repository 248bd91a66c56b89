import type { Lang } from './types';

/** The request's language of a stored English/Arabic pair (English when the Arabic is missing). */
export function pick(lang: Lang, en: string, ar: string | null | undefined): string {
  return lang === 'ar' && ar ? ar : en;
}
