import type { Locale } from './locale';

/** Someone with an English name and, perhaps, an Arabic one (users, trainers, ticket authors). */
export interface NamedPerson {
  name: string;
  arabic_name?: string | null | undefined;
}

/** The name a person goes by on a page in `locale`: on an Arabic page their Arabic name when they have one (#29 item 12). */
export function nameIn(locale: Locale, person: NamedPerson): string {
  const arabic = person.arabic_name?.trim();
  return locale === 'ar' && arabic ? arabic : person.name;
}
