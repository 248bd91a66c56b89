// @vitest-environment happy-dom -- uses the DOM (document, window, location, events); the rest of core runs in node.
import { describe, expect, it } from 'vitest';
import { emit, pageTarget } from '../../../../src/core/events/emit';

describe('emit', () => {
  it('dispatches a bubbling, composed CustomEvent with the detail', () => {
    const host = document.createElement('div');
    const child = document.createElement('span');
    host.append(child);
    document.body.append(host);
    const seen: CustomEvent[] = [];
    host.addEventListener('academy-logout', (event) => seen.push(event));
    expect(emit(child, 'academy-logout', {})).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ bubbles: true, composed: true, cancelable: false, detail: {} });
    host.remove();
  });

  it('crosses a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = document.createElement('button');
    host.attachShadow({ mode: 'open' }).append(inner);
    let reached = false;
    document.addEventListener('academy-error', () => (reached = true), { once: true });
    emit(inner, 'academy-error', { message: 'x' });
    expect(reached).toBe(true);
    host.remove();
  });

  it('returns false when a listener cancels a cancelable event', () => {
    const target = document.createElement('div');
    target.addEventListener('academy-navigate', (event) => event.preventDefault());
    expect(emit(target, 'academy-navigate', { path: '/x' }, { cancelable: true })).toBe(false);
    expect(emit(target, 'academy-navigate', { path: '/x' })).toBe(true);
  });
});

describe('pageTarget', () => {
  it('is the document', () => {
    expect(pageTarget()).toBe(document);
  });
});
