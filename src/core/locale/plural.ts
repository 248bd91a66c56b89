export type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

/** Arabic's CLDR plural rules, the finest of the two languages: every dictionary names all six forms. */
const ARABIC = new Intl.PluralRules('ar');

/**
 * The plural form of a count by the Arabic CLDR rules (zero; one; two; few: n % 100 in 3–10; many: n % 100 in 11–99;
 * other), read from Intl.PluralRules; English words 'one' and the plural for the rest, so one key set serves both
 * languages and the message still re-translates on a language switch.
 */
export function pluralForm(count: number): PluralForm {
  return ARABIC.select(count) as PluralForm;
}
