import { describe, expect, it } from 'vitest';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { errorMessage, errorReaction } from '../../../../src/core/http/error-message';
import { textOf } from '../helpers';

// §8 generic error catalogue.

const http = (status: number, body: unknown = {}) => parseErrorBody(status, body);

describe('errorMessage', () => {
  it('shows the server message with HTML removed', () => {
    const message = errorMessage(http(400, { message: '<p>Ticket <b>#12</b> is closed</p>' }));
    expect(message).toEqual({ text: 'Ticket #12 is closed' });
  });

  it('shows status_text when there is no message', () => {
    expect(errorMessage(http(409, { status_text: 'Conflict detected' }))).toEqual({ text: 'Conflict detected' });
  });

  it("falls back to 'An error occurred'", () => {
    const message = errorMessage(http(400, {}));
    expect(textOf(message)).toBe('An error occurred');
  });

  it.each([
    ['network', 'Network error. Please check your internet connection.'],
    ['timeout', 'Request timed out. Please try again.'],
    ['canceled', 'Request was canceled.'],
  ] as const)('maps a %s failure to the spec text', (kind, text) => {
    expect(textOf(errorMessage(new ApiError(kind, 'raw')))).toBe(text);
  });

  it('maps an unreadable answer to its own message', () => {
    expect(errorMessage(new ApiError('invalid-response', 'bad'))).toEqual({ key: 'errors.invalidResponse' });
  });

  it.each([
    [401, 'errors.sessionExpired', /session.*expired.*log in again/i],
    [403, 'errors.forbidden', /permission/i],
    [404, 'errors.notFound', /not found/i],
    [405, 'errors.methodNotAllowed', /not allowed/i],
    [429, 'errors.tooManyRequests', /too many requests/i],
    [500, 'errors.server', /server error/i],
    [503, 'errors.server', /server error/i],
  ] as const)('maps %d to %s', (status, key, text) => {
    const message = errorMessage(http(status, { message: 'raw server text' }));
    expect(message).toEqual({ key });
    expect(textOf(message)).toMatch(text);
  });

  it('shows the first field error of a 422', () => {
    expect(errorMessage(http(422, { message: 'Invalid', data: { title: ['Ticket title is required.'] } }))).toEqual({
      text: 'Ticket title is required.',
    });
    expect(errorMessage(http(422, { message: 'Invalid' }))).toEqual({ text: 'Invalid' });
  });

  it("shows a plain error's own message", () => {
    expect(errorMessage(new Error('Something specific'))).toEqual({ text: 'Something specific' });
  });

  it('falls back to the unknown error for anything else', () => {
    expect(textOf(errorMessage('weird'))).toBe('An error occurred');
    expect(textOf(errorMessage(new Error('')))).toBe('An error occurred');
  });
});

describe('errorReaction', () => {
  it('stays silent for a cancelled call', () => {
    expect(errorReaction(new ApiError('canceled', 'x'))).toBe('none');
  });

  it('only warns for 403', () => {
    expect(errorReaction(http(403))).toBe('warn');
  });

  it.each([500, 502, 503, 599])('only logs %d', (status) => {
    expect(errorReaction(http(status))).toBe('log');
  });

  it.each([400, 404, 405, 422, 429])('toasts %d', (status) => {
    expect(errorReaction(http(status))).toBe('toast');
  });

  it('toasts network, time-out, unreadable answers and plain errors', () => {
    expect(errorReaction(new ApiError('network', 'x'))).toBe('toast');
    expect(errorReaction(new ApiError('timeout', 'x'))).toBe('toast');
    expect(errorReaction(new ApiError('invalid-response', 'x'))).toBe('toast');
    expect(errorReaction(new Error('x'))).toBe('toast');
  });
});
