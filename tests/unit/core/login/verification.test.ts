import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_CODES,
  VERIFY_COUNTDOWN_START,
  VERIFY_TICK_MS,
  announcesResend,
  codeFromMessage,
  isVerificationCode,
  verificationCodeOf,
  verificationErrorMessage,
  verificationParams,
} from '../../../../src/core/login/verification';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { textOf } from '../helpers';

// §4 email verification, §5 verification parameters, §8 email-verification codes, §9 countdown.

describe('constants', () => {
  it('counts down from 5 (§9), one tick per second (§4 intended reading)', () => {
    expect(VERIFY_COUNTDOWN_START).toBe(5);
    expect(VERIFY_TICK_MS).toBe(1000);
  });

  it('knows exactly the four codes of §8', () => {
    expect([...VERIFICATION_CODES].sort()).toEqual([
      'already_verified',
      'invalid_token',
      'token_expired',
      'verification_failed',
    ]);
    for (const code of VERIFICATION_CODES) expect(isVerificationCode(code)).toBe(true);
    expect(isVerificationCode('INVALID_TOKEN')).toBe(false);
    expect(isVerificationCode(42)).toBe(false);
  });
});

describe('verificationErrorMessage', () => {
  it.each([
    ['invalid_token', 'login.errors.invalidLink', /invalid/i],
    ['token_expired', 'login.errors.expiredLink', /expired/i],
    ['already_verified', 'login.errors.alreadyVerified', /already verified/i],
    ['verification_failed', 'login.errors.verificationFailed', /verification failed/i],
  ] as const)('maps %s to its own message', (code, key, text) => {
    const message = verificationErrorMessage(code);
    expect(message).toEqual({ key });
    expect(textOf(message)).toMatch(text);
  });

  it.each(['ERR_NETWORK', 'unknown_code', 'E42', 'x'])(
    'shows the network-error message for the short unknown code %j',
    (code) => {
      const message = verificationErrorMessage(code);
      expect(message).toEqual({ key: 'login.errors.network' });
      expect(textOf(message)).toBe('Network error. Please check your internet connection.');
    },
  );

  it('shows longer text as is', () => {
    const text = 'The verification link you followed is no longer valid.';
    expect(verificationErrorMessage(text)).toEqual({ text });
  });
});

describe('announcesResend', () => {
  it('announces the automatic new email for invalid and expired links only (§4)', () => {
    expect(announcesResend('invalid_token')).toBe(true);
    expect(announcesResend('token_expired')).toBe(true);
    expect(announcesResend('already_verified')).toBe(false);
    expect(announcesResend('verification_failed')).toBe(false);
  });
});

describe('codeFromMessage (§8)', () => {
  it.each([
    ['Invalid verification link', 'invalid_token'],
    ['INVALID signature', 'invalid_token'],
    ['This link has expired', 'token_expired'],
    ['Email already confirmed', 'already_verified'],
    ['Email has been verified before', 'already_verified'],
    ['Something broke', 'verification_failed'],
    ['', 'verification_failed'],
  ] as const)('maps %j to %s', (message, code) => {
    expect(codeFromMessage(message)).toBe(code);
  });
});

describe('verificationCodeOf', () => {
  it('prefers a known status_text code', () => {
    expect(verificationCodeOf(parseErrorBody(400, { status_text: 'token_expired', message: 'Invalid' }))).toBe(
      'token_expired',
    );
  });

  it('falls back to the words of the server message', () => {
    expect(verificationCodeOf(parseErrorBody(400, { message: 'Link expired' }))).toBe('token_expired');
    expect(verificationCodeOf(parseErrorBody(500, {}))).toBe('verification_failed');
  });

  it('reports transport failures as network', () => {
    expect(verificationCodeOf(new ApiError('network', 'Failed to fetch'))).toBe('network');
    expect(verificationCodeOf(new ApiError('timeout', 'Request timed out'))).toBe('network');
  });

  it('maps thrown plain errors and values by their words', () => {
    expect(verificationCodeOf(new Error('already verified'))).toBe('already_verified');
    expect(verificationCodeOf('invalid hash')).toBe('invalid_token');
  });
});

describe('verificationParams (§5)', () => {
  const full = 'hash=abc&expires=1700000000&signature=sig';

  it('returns id, hash, expires and signature when all are present', () => {
    expect(verificationParams('7', new URLSearchParams(full))).toEqual({
      id: '7',
      hash: 'abc',
      expires: '1700000000',
      signature: 'sig',
    });
  });

  it.each([
    ['id', undefined, full],
    ['id (empty)', '', full],
    ['hash', '7', 'expires=1&signature=s'],
    ['expires', '7', 'hash=h&signature=s'],
    ['signature', '7', 'hash=h&expires=1'],
    ['signature (empty)', '7', 'hash=h&expires=1&signature='],
  ] as const)('is null without %s', (_missing, id, query) => {
    expect(verificationParams(id, new URLSearchParams(query))).toBeNull();
  });
});
