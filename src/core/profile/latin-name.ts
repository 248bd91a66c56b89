/**
 * The English name is printed on certificates in a Latin typeface: Latin letters with their accents, spaces and the
 * marks names use (apostrophes, hyphens, full stops, commas). Arabic, other scripts, emoji and digits are refused.
 */
// Invisible format characters (joiners) are left to the hidden-character rules, which refuse the harmful ones.
const LATIN_NAME = /^[\p{Script=Latin}\p{M}\p{Cf}\s'’.,-]*$/u;

/** Whether `name` can be printed as an English name (checked by the profile form and by the server alike). */
export function isLatinName(name: string): boolean {
  return LATIN_NAME.test(name);
}
