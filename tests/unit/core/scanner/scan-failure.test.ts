import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import {
  isFinalAnswer,
  isOfflineFailure,
  refusesCode,
  scanFailure,
  typedCodeMessage,
} from '../../../../src/core/scanner/scan-failure';
import { normaliseTypedCode, typedPayload } from '../../../../src/core/scanner/scanner-rules';

// Issue #19 rules, pure: how a failed call is read (invalid code, offline, a final answer) and the typed code.

const http = (status: number, fields?: Record<string, string[]>, message = 'Refused') =>
  new ApiError('http', message, { status, serverMessage: message, fieldErrors: fields });

describe('reading a failed attendance call', () => {
  it('a 422 naming qr_content or typed_code refuses the code; other fields and statuses do not', () => {
    expect(refusesCode(http(422, { qr_content: ['expired'] }))).toBe(true);
    expect(refusesCode(http(422, { typed_code: ['no match'] }))).toBe(true);
    expect(refusesCode(http(422, { location_coords: ['far'] }))).toBe(false);
    expect(refusesCode(http(400, { qr_content: ['x'] }))).toBe(false);
    expect(refusesCode(http(422))).toBe(false);
    expect(refusesCode(new Error('x'))).toBe(false);
  });

  it('shows a 422’s field message before the general one, and the typed-code words for the form', () => {
    expect(
      scanFailure(http(422, { location_coords: ['About 2,300 m away.'] }, 'The given data was invalid.')).message,
    ).toEqual({ text: 'About 2,300 m away.' });
    expect(scanFailure(http(409, undefined, 'Already checked in.')).message).toEqual({ text: 'Already checked in.' });
    expect(typedCodeMessage(http(422, { typed_code: ['No lecture open with this code.'] }))).toBe(
      'No lecture open with this code.',
    );
    expect(typedCodeMessage(http(422, { qr_content: ['x'] }))).toBeUndefined();
  });

  it('offline: fetch rejected, or a time-out while the browser says offline', () => {
    expect(isOfflineFailure(new ApiError('network', 'Failed to fetch'), true)).toBe(true);
    expect(isOfflineFailure(new ApiError('timeout', 't'), false)).toBe(true);
    expect(isOfflineFailure(new ApiError('timeout', 't'), true)).toBe(false);
    expect(isOfflineFailure(http(503), false)).toBe(false);
    expect(isOfflineFailure(new TypeError('x'), false)).toBe(false);
  });

  it('a final answer is a 4xx other than 401, 408 and 429', () => {
    expect([400, 403, 404, 409, 422].map((status) => isFinalAnswer(http(status)))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([401, 408, 429, 500, 503].map((status) => isFinalAnswer(http(status)))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(isFinalAnswer(new ApiError('invalid-response', 'html'))).toBe(false);
    expect(isFinalAnswer(new ApiError('network', 'x'))).toBe(false);
  });
});

describe('the typed code', () => {
  it.each([
    ['123456', '123456'],
    ['123 456', '123456'],
    [' 12 34 56 ', '123456'],
    ['١٢٣٤٥٦', '123456'],
    ['۱۲۳ ۴۵۶', '123456'],
    ['123\u00a0456', '123456'],
  ])('%j reads as %s', (input, code) => {
    expect(normaliseTypedCode(input)).toBe(code);
  });

  it.each(['', '12345', '1234567', '12345a', '12-456', '１２３４５６', '+12345'])('%j is not a code', (input) => {
    expect(normaliseTypedCode(input)).toBeNull();
  });

  it('its payload: IN, no lecture id, the typed code, the position and its accuracy', () => {
    expect(typedPayload('123456', { latitude: 1, longitude: 2, accuracy: 9 }, 'ar', 5)).toEqual({
      language: 'Ar',
      attendance_entry_type: 'IN',
      related_id: '',
      related_type: 'lecture',
      location_coords: { latitude: 1, longitude: 2 },
      timestamp: 5,
      typed_code: '123456',
      location_accuracy: 9,
    });
  });
});
