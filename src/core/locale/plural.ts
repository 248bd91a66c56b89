export type PluralForm = 'one' | 'two' | 'few' | 'many' | 'other';

/**
 * The plural form of a whole count, by the Arabic CLDR rules (one, two, few: n % 100 in 3–10, many: n % 100 in
 * 11–99); English uses 'one' and the plural for the rest, so one key set serves both languages and the message
 * still re-translates on a language switch.
 */
export function pluralForm(count: number): PluralForm {
  if (count === 1) return 'one';
  if (count === 2) return 'two';
  const rest = count % 100;
  if (rest >= 3 && rest <= 10) return 'few';
  if (rest >= 11 && rest <= 99) return 'many';
  return 'other';
}
