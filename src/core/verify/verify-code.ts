// Certificate verification codes (issue #34): 26 Crockford base32 characters, 130 random bits. Crockford's alphabet
// leaves out I, L, O and U, so what a reader types back from paper is read leniently (O → 0, I and L → 1).

/** The 32 symbols of a code, in value order. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Characters in a code. */
export const CODE_LENGTH = 26;

const CANONICAL = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** Input longer than this is not a code, whatever it holds (spaces and dashes between groups included). */
const INPUT_MAX = 64;

/**
 * The canonical form of a typed or linked code (upper case, spaces and dashes dropped, look-alikes mapped), or
 * undefined when it cannot be one.
 */
export function canonicalCode(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length > INPUT_MAX) return undefined;
  const code = raw.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return CANONICAL.test(code) ? code : undefined;
}

/** A code in groups of four or five for reading aloud or typing: `1N2MN-N35N3-FKTDB-50MJV-5QF0N-9`. */
export function groupedCode(code: string): string {
  return code.replace(/(.{5})(?=.)/g, '$1-');
}
