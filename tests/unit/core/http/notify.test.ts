// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, parseErrorBody } from '../../../../src/core/http/api-error';
import { FORBIDDEN_WARNING, notifyError } from '../../../../src/core/http/notify';
import { $toasts, dismissToast } from '../../../../src/core/toasts/toasts';
import { textOf } from '../helpers';

// §6: a 403 only logs 'Access denied. Insufficient permissions.'; §8: 5xx logged only, cancelled silent, others toast.

describe('notifyError', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    for (const toast of $toasts.get()) dismissToast(toast.id);
    vi.useRealTimers();
  });

  it('logs exactly the spec warning for a 403 and shows no toast', () => {
    expect(FORBIDDEN_WARNING).toBe('Access denied. Insufficient permissions.');
    notifyError(parseErrorBody(403, { message: 'Forbidden' }));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Access denied. Insufficient permissions.');
    expect(error).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('logs a 5xx with console.error and shows no toast', () => {
    notifyError(parseErrorBody(500, { message: 'Internal' }));
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('does nothing for a cancelled call', () => {
    notifyError(new ApiError('canceled', 'Request was canceled'));
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect($toasts.get()).toEqual([]);
  });

  it('shows a danger toast with the network-error message', () => {
    notifyError(new ApiError('network', 'Failed to fetch'));
    const toasts = $toasts.get();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]?.variant).toBe('danger');
    expect(textOf(toasts[0]!.message)).toBe('Network error. Please check your internet connection.');
  });

  it('shows the stripped server message of a 4xx as a toast', () => {
    notifyError(parseErrorBody(400, { message: '<b>Ticket</b> already closed' }));
    expect($toasts.get().map((t) => t.message)).toEqual([{ text: 'Ticket already closed' }]);
  });
});

describe('academy-error', () => {
  it('announces reported failures on the document, not cancelled ones', async () => {
    const { notifyError } = await import('../../../../src/core/http/notify');
    const { ApiError } = await import('../../../../src/core/http/api-error');
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('academy-error', listener);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    notifyError(new ApiError('http', 'Boom', { status: 500 }));
    notifyError(new ApiError('canceled', 'Request was canceled'));
    document.removeEventListener('academy-error', listener);
    expect(seen).toEqual([{ message: 'Boom', status: 500 }]);
  });
});
