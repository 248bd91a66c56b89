import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import { newestFirst, titleErrorOf, validateVerifyItem, verifyPayload } from '../../../../src/core/verify/verify-rules';

describe('verify rules', () => {
  it('asks for a title that is not blank once trimmed', () => {
    expect(validateVerifyItem({ title: ' \t ' })).toEqual({ title: 'verify.form.titleRequired' });
    expect(validateVerifyItem({ title: ' Read ' })).toEqual({});
  });

  it('sends the title trimmed', () => {
    expect(verifyPayload({ title: '  Read chapter 3 ' })).toEqual({ title: 'Read chapter 3' });
  });

  it('shows items newest first, the higher id first at the same time', () => {
    const item = (id: string, created_at: string) => ({ id, title: `item ${id}`, created_at });
    const items = [
      item('1', '2026-03-01T10:00:00.000Z'),
      item('3', '2026-03-02T09:00:00.000Z'),
      item('2', '2026-03-01T10:00:00.000Z'),
    ];
    expect(newestFirst(items).map((shown) => shown.id)).toEqual(['3', '2', '1']);
    expect(items.map((kept) => kept.id)).toEqual(['1', '3', '2']);
  });

  it("reads the server's words about the title, and nothing from other failures", () => {
    const fieldErrors = { title: ['The title field is required.'] };
    expect(titleErrorOf(new ApiError('http', 'x', { status: 422, fieldErrors }))).toBe('The title field is required.');
    expect(titleErrorOf(new ApiError('network', 'x'))).toBeUndefined();
    expect(titleErrorOf(new Error('x'))).toBeUndefined();
  });
});
