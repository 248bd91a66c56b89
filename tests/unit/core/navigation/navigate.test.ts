// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPath, navigate } from '../../../../src/core/navigation/navigate';
import { $pathname } from '../../../../src/core/navigation/path-store';

// Elements ask the host to navigate with a cancelable `academy-navigate`; without a host they use the History API.

describe('navigate', () => {
  let element: HTMLElement;
  let popstate: ReturnType<typeof vi.fn<(event: PopStateEvent) => void>>;

  beforeEach(() => {
    history.replaceState(null, '', '/dashboard');
    window.dispatchEvent(new PopStateEvent('popstate'));
    element = document.createElement('div');
    document.body.append(element);
    popstate = vi.fn<(event: PopStateEvent) => void>();
    addEventListener('popstate', popstate);
  });
  afterEach(() => {
    removeEventListener('popstate', popstate);
    element.remove();
  });

  it('dispatches a cancelable, bubbling, composed academy-navigate with the path', () => {
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    document.addEventListener('academy-navigate', listener);
    navigate(element, '/support/tickets');
    document.removeEventListener('academy-navigate', listener);

    expect(seen).toHaveLength(1);
    const event = seen[0]!;
    expect(event.bubbles).toBe(true);
    expect(event.composed).toBe(true);
    expect(event.cancelable).toBe(true);
    expect(event.target).toBe(element);
    expect(event.detail).toEqual({ path: '/support/tickets', replace: false });
  });

  it('falls back to pushState and a popstate when no host prevents it', () => {
    const length = history.length;
    expect(navigate(element, '/support/tickets?page=2')).toBe(false);
    expect(location.pathname).toBe('/support/tickets');
    expect(location.search).toBe('?page=2');
    expect(history.length).toBe(length + 1);
    expect(popstate).toHaveBeenCalledTimes(1);
    expect($pathname.get()).toBe('/support/tickets');
  });

  it('uses replaceState with replace: true', () => {
    const length = history.length;
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    document.addEventListener('academy-navigate', listener);
    navigate(element, '/dashboard?from=login', { replace: true });
    document.removeEventListener('academy-navigate', listener);
    expect(seen).toEqual([{ path: '/dashboard?from=login', replace: true }]);
    expect(location.search).toBe('?from=login');
    expect(history.length).toBe(length);
    expect(popstate).toHaveBeenCalledTimes(1);
  });

  it('leaves the history alone when a host prevents the event', () => {
    const host = (event: Event) => event.preventDefault();
    document.addEventListener('academy-navigate', host);
    const length = history.length;
    expect(navigate(element, '/profile/settings')).toBe(true);
    document.removeEventListener('academy-navigate', host);
    expect(location.pathname).toBe('/dashboard');
    expect(history.length).toBe(length);
    expect(popstate).not.toHaveBeenCalled();
  });

  it('keeps $pathname in step when the host routed with pushState itself', () => {
    const host = (event: Event) => {
      event.preventDefault();
      history.pushState(null, '', (event as CustomEvent<{ path: string }>).detail.path);
    };
    document.addEventListener('academy-navigate', host);
    navigate(element, '/theme');
    document.removeEventListener('academy-navigate', host);
    expect($pathname.get()).toBe('/theme');
  });
});

describe('currentPath', () => {
  it('is the pathname, query and hash of the page', () => {
    history.replaceState(null, '', '/support/tickets/5?tab=1#reply');
    expect(currentPath()).toBe('/support/tickets/5?tab=1#reply');
  });
});
