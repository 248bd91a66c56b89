import { describe, expect, it } from 'vitest';
import { isIntegrityMissing, timelineKey } from '../../../../src/core/integrity/integrity-store';
import { ApiError } from '../../../../src/core/http/api-error';

// Issue #33: the learner's section shows nothing for a 404 (no ended attempt), an error for anything else.

describe('isIntegrityMissing', () => {
  it('is true for a 404 only', () => {
    const http = (status: number) => new ApiError('http', `HTTP ${status}`, { status });
    expect([404, 403, 500, 422].map((status) => isIntegrityMissing(http(status)))).toEqual([true, false, false, false]);
    expect(isIntegrityMissing(new ApiError('network', 'offline'))).toBe(false);
    expect(isIntegrityMissing(new Error('boom'))).toBe(false);
  });
});

describe('timelineKey', () => {
  it('keeps each batch and attempt apart', () => {
    expect(new Set([timelineKey('12', 3), timelineKey('1', 23), timelineKey('12', 3)]).size).toBe(2);
  });
});
