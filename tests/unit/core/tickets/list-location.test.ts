// @vitest-environment happy-dom -- follows location and history; the rest of core runs in node.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// §2 list: filter, search and page live in the URL query, so reload and back/forward restore them.

async function load() {
  vi.resetModules();
  return import('../../../../src/core/tickets/list-location');
}

const microtask = () => Promise.resolve();

describe('$listLocation', () => {
  let stops: (() => void)[] = [];

  beforeEach(() => {
    history.replaceState(null, '', '/support/tickets?status=2');
  });
  afterEach(() => {
    stops.forEach((stop) => stop());
    stops = [];
    history.replaceState(null, '', '/');
  });

  it('starts from the query string of the page', async () => {
    const { $listLocation } = await load();
    expect($listLocation.get()).toBe('?status=2');
  });

  it('catches up when first watched, after the page moved while nobody watched', async () => {
    const { $listLocation } = await load();
    history.pushState(null, '', '/support/tickets?page=4');
    stops.push($listLocation.listen(() => {}));
    expect($listLocation.get()).toBe('?page=4');
  });

  it('follows back/forward (pushState + popstate)', async () => {
    const { $listLocation } = await load();
    const seen: string[] = [];
    stops.push($listLocation.listen((value) => seen.push(value)));
    history.pushState(null, '', '/support/tickets?status=1&page=2');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($listLocation.get()).toBe('?status=1&page=2');
    history.pushState(null, '', '/support/tickets');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect($listLocation.get()).toBe('');
    expect(seen).toEqual(['?status=1&page=2', '']);
  });

  it('a popstate that changes nothing notifies nobody', async () => {
    const { $listLocation } = await load();
    const listener = vi.fn();
    stops.push($listLocation.listen(listener));
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).not.toHaveBeenCalled();
  });

  it('reads the location after an academy-navigate, once the host has moved in its own listener', async () => {
    const { $listLocation } = await load();
    stops.push($listLocation.listen(() => {}));
    // A host routing with pushState alone, listening on the same document.
    const host = (event: Event) => history.pushState(null, '', (event as CustomEvent<{ path: string }>).detail.path);
    document.addEventListener('academy-navigate', host);
    try {
      document.dispatchEvent(
        new CustomEvent('academy-navigate', { detail: { path: '/support/tickets?search=jam', replace: false } }),
      );
      expect($listLocation.get()).toBe('?status=2');
      await microtask();
      expect($listLocation.get()).toBe('?search=jam');
    } finally {
      document.removeEventListener('academy-navigate', host);
    }
  });

  it('an academy-navigate bubbling from an element inside the page counts too', async () => {
    const { $listLocation } = await load();
    stops.push($listLocation.listen(() => {}));
    const element = document.createElement('div');
    document.body.append(element);
    history.pushState(null, '', '/support/tickets?page=3');
    element.dispatchEvent(
      new CustomEvent('academy-navigate', {
        bubbles: true,
        composed: true,
        detail: { path: '/support/tickets?page=3', replace: false },
      }),
    );
    await microtask();
    expect($listLocation.get()).toBe('?page=3');
    element.remove();
  });

  it('pushState alone is not seen until something announces it; syncListLocation re-reads at once', async () => {
    const { $listLocation, syncListLocation } = await load();
    stops.push($listLocation.listen(() => {}));
    history.pushState(null, '', '/support/tickets?status=3');
    expect($listLocation.get()).toBe('?status=2');
    syncListLocation();
    expect($listLocation.get()).toBe('?status=3');
  });

  it('stops listening once nobody watches', async () => {
    vi.useFakeTimers();
    try {
      const { $listLocation } = await load();
      const stop = $listLocation.listen(() => {});
      stop();
      // nanostores unmounts a store 1 s after its last listener leaves.
      vi.advanceTimersByTime(1000);
      history.pushState(null, '', '/support/tickets?page=9');
      window.dispatchEvent(new PopStateEvent('popstate'));
      expect($listLocation.value).toBe('?status=2');
    } finally {
      vi.useRealTimers();
    }
  });
});
