import { ApiError } from '../http/api-error';
import type { MessageKey } from '../locale/i18n';
import type { Message } from '../locale/message';

export const VERIFICATION_CODES = [
  'invalid_token',
  'token_expired',
  'already_verified',
  'verification_failed',
] as const;
export type VerificationCode = (typeof VERIFICATION_CODES)[number];

/** Success countdown start (§9), one tick per second (the original's 5 s tick is a noted defect). */
export const VERIFY_COUNTDOWN_START = 5;
export const VERIFY_TICK_MS = 1000;

const CODE_KEYS: Record<VerificationCode, MessageKey> = {
  invalid_token: 'login.errors.invalidLink',
  token_expired: 'login.errors.expiredLink',
  already_verified: 'login.errors.alreadyVerified',
  verification_failed: 'login.errors.verificationFailed',
};

export function isVerificationCode(value: unknown): value is VerificationCode {
  return typeof value === 'string' && (VERIFICATION_CODES as readonly string[]).includes(value);
}

/** The `error` query value on the result screen (§8): known codes, short unknown codes, or text as is. */
export function verificationErrorMessage(error: string): Message {
  if (isVerificationCode(error)) return { key: CODE_KEYS[error] };
  if (/^\S{1,40}$/.test(error)) return { key: 'login.errors.network' };
  return { text: error };
}

/** Invalid and expired links trigger a fresh email on the server, so the screen says so. */
export function announcesResend(code: string): boolean {
  return code === 'invalid_token' || code === 'token_expired';
}

/** A thrown message mapped onto a code by its words (§8). */
export function codeFromMessage(message: string): VerificationCode {
  const text = message.toLowerCase();
  if (text.includes('invalid')) return 'invalid_token';
  if (text.includes('expired')) return 'token_expired';
  if (text.includes('already') || text.includes('verified')) return 'already_verified';
  return 'verification_failed';
}

/** The code for a failed verify call: the server's status_text when it is a known code, else from the words. */
export function verificationCodeOf(error: unknown): VerificationCode | 'network' {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout') return 'network';
    if (isVerificationCode(error.statusText)) return error.statusText;
    return codeFromMessage(error.serverMessage ?? error.message);
  }
  return codeFromMessage(error instanceof Error ? error.message : String(error));
}

/** The four query parameters a verification link must carry (§5). */
export function verificationParams(
  id: string | undefined,
  query: URLSearchParams,
): { id: string; hash: string; expires: string; signature: string } | null {
  const hash = query.get('hash');
  const expires = query.get('expires');
  const signature = query.get('signature');
  if (!id || !hash || !expires || !signature) return null;
  return { id, hash, expires, signature };
}
