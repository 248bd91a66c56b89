import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { isNotFound } from '../../../../src/core/http/not-found';

// The not-found cards (tickets, lecture QR): a record missing (404) or not the user's (403) looks the same.

describe('isNotFound', () => {
  it.each([
    [404, true],
    [403, true],
    [401, false],
    [422, false],
    [500, false],
  ])('an HTTP %d: %s', (status, missing) => {
    expect(isNotFound(parseErrorBody(status, {}))).toBe(missing);
  });

  it('only an HTTP answer is not found', () => {
    expect(isNotFound(new ApiError('network', 'Failed to fetch'))).toBe(false);
    expect(isNotFound(new ApiError('invalid-response', 'x'))).toBe(false);
    expect(isNotFound(Object.assign(new Error('404'), { status: 404 }))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
