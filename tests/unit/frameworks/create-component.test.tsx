import { act, createRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createComponent } from '../../../src/frameworks/react/create-component';

/** A stand-in element: like an Academy element it reflects `dir` onto itself when it connects. */
class ProbeElement extends HTMLElement {
  connectedCallback() {
    this.setAttribute('dir', 'ltr');
  }
}
customElements.define('academy-probe', ProbeElement);

const Probe = createComponent<
  ProbeElement,
  { courseId?: string; dashboardToggle?: boolean; limit?: number; lang?: 'en' | 'ar' },
  'academy-navigate' | 'academy-error'
>('academy-probe', { courseId: 'string', dashboardToggle: 'boolean', limit: 'number', lang: 'string' }, [
  'academy-navigate',
  'academy-error',
]);

const navigateEvent = () =>
  new CustomEvent('academy-navigate', { detail: { path: '/dashboard' }, bubbles: true, composed: true });

let container: HTMLElement;
let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});
const render = (node: React.ReactNode) => {
  root ??= createRoot(container);
  act(() => root?.render(node));
  return container.querySelector('academy-probe') as ProbeElement;
};

describe('createComponent', () => {
  it('renders the tag with kebab-case attributes, and follows prop changes', () => {
    const element = render(<Probe courseId="101" dashboardToggle limit={3} lang="ar" />);
    expect(element).toBeInstanceOf(ProbeElement);
    expect(element.getAttribute('course-id')).toBe('101');
    expect(element.getAttribute('dashboard-toggle')).toBe('');
    expect(element.getAttribute('limit')).toBe('3');
    expect(element.getAttribute('lang')).toBe('ar');

    render(<Probe courseId="102" dashboardToggle={false} />);
    expect(element.getAttribute('course-id')).toBe('102');
    expect(element.hasAttribute('dashboard-toggle')).toBe(false);
    expect(element.hasAttribute('limit')).toBe(false);
  });

  it('passes the standard HTML props through and hands its ref the element', () => {
    const ref = createRef<ProbeElement>();
    const onClick = vi.fn();
    const element = render(
      <Probe ref={ref} id="probe" className="wide" hidden style={{ color: 'red' }} onClick={onClick} />,
    );
    expect(ref.current).toBe(element);
    expect(element.id).toBe('probe');
    expect(element.className).toBe('wide');
    expect(element.hidden).toBe(true);
    expect(element.style.color).toBe('red');
    act(() => element.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("calls the latest onAcademy… handler with the element's event, and none after unmount", () => {
    const first = vi.fn();
    const second = vi.fn();
    const element = render(<Probe onAcademyNavigate={first} />);
    element.dispatchEvent(navigateEvent());
    expect(first).toHaveBeenCalledOnce();
    expect((first.mock.calls[0]?.[0] as CustomEvent).detail).toEqual({ path: '/dashboard' });

    render(<Probe onAcademyNavigate={second} />);
    element.dispatchEvent(navigateEvent());
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    // A handler prop is not rendered as an attribute.
    expect(element.getAttributeNames()).not.toContain('onacademy-navigate');

    act(() => root?.unmount());
    root = undefined;
    element.dispatchEvent(navigateEvent());
    expect(second).toHaveBeenCalledOnce();
  });

  it('ignores a prop of the wrong type with one warning naming the element and the attribute', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = render(<Probe courseId={7 as unknown as string} />);
    render(<Probe courseId={8 as unknown as string} />);
    expect(element.hasAttribute('course-id')).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(/<academy-probe>.*course-id/);
  });

  it('hydrates server HTML without a warning, even once the element marked itself, and listens to its events', async () => {
    const tree = (onNavigate: () => void) => (
      <section>
        <Probe courseId="101" lang="en" onAcademyNavigate={onNavigate} />
      </section>
    );
    const html = renderToString(tree(() => {}));
    expect(html).toBe('<section><academy-probe course-id="101" lang="en"></academy-probe></section>');
    container.innerHTML = html;
    const element = container.querySelector('academy-probe') as ProbeElement;
    // The element upgraded before React hydrated: it added `dir`, which the server did not render.
    expect(element.getAttribute('dir')).toBe('ltr');
    const errors = vi.spyOn(console, 'error');
    const onNavigate = vi.fn();
    await act(async () => {
      root = hydrateRoot(container, tree(onNavigate));
    });
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('academy-probe')).toBe(element);
    element.dispatchEvent(navigateEvent());
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
