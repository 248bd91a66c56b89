import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusMain } from '../../../demo/host/focus';

/** A feature element whose landmark and heading sit in its open shadow root, as the elements render them. */
function screenWith(parts: { main?: boolean; heading?: boolean }) {
  const screen = document.createElement('div');
  const feature = screen.appendChild(document.createElement('academy-feature'));
  const root = feature.attachShadow({ mode: 'open' });
  const main = document.createElement('main');
  if (parts.main) root.append(main);
  const heading = document.createElement('h1');
  if (parts.heading) main.append(heading);
  document.body.append(screen);
  return { screen, root, main, heading };
}
const focused = () => {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
};

describe('focusMain: focus lands on the arriving screen', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame', 'performance'] }));
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('focuses the heading once rendered', () => {
    const { screen, heading } = screenWith({ main: true, heading: true });
    focusMain(screen);
    vi.advanceTimersByTime(50);
    expect(focused()).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('falls back to the landmark after the heading grace, and moves up to a heading that renders later', () => {
    const { screen, main, heading } = screenWith({ main: true });
    focusMain(screen);
    vi.advanceTimersByTime(900);
    expect(focused()).not.toBe(main);
    vi.advanceTimersByTime(300);
    expect(focused()).toBe(main);
    main.append(heading);
    vi.advanceTimersByTime(50);
    expect(focused()).toBe(heading);
  });

  it('leaves focus where the user put it', () => {
    const { screen, root, main, heading } = screenWith({ main: true });
    const field = root.appendChild(document.createElement('input'));
    focusMain(screen);
    vi.advanceTimersByTime(1200);
    expect(focused()).toBe(main);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    field.focus();
    main.append(heading);
    vi.advanceTimersByTime(100);
    expect(focused()).toBe(field);
  });
});
