import { randomBytes } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '../../../../src/core/verify/verify-code';

/**
 * A new certificate verification code: each character from its own CSPRNG byte modulo 32 (256 is a multiple of 32,
 * so every symbol is equally likely), never derived from the number or the holder.
 */
export function newVerificationCode(): string {
  return Array.from(randomBytes(CODE_LENGTH), (byte) => CODE_ALPHABET[byte % 32]).join('');
}
