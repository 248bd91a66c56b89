// Infra smoke test: proves WTR runs in real Chromium, serves TS and `?inline` CSS through Vite, and computes styles.
import { expect } from 'chai';
import css from './smoke.css?inline';

class InfraSmoke extends HTMLElement {
  connectedCallback(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>${css}</style><p part="text">shadow hello</p>`;
  }
}
if (!customElements.get('infra-smoke')) customElements.define('infra-smoke', InfraSmoke);

describe('browser test infrastructure', () => {
  afterEach(() => document.body.replaceChildren());

  it('renders an open shadow root with the inline CSS applied', () => {
    const el = document.createElement('infra-smoke');
    document.body.append(el);
    const p = el.shadowRoot?.querySelector('p');
    expect(p?.textContent).to.equal('shadow hello');
    expect(getComputedStyle(p as Element).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(el).display).to.equal('block');
  });

  it('lays out text for real (a DOM shim would report zero height)', () => {
    const el = document.createElement('infra-smoke');
    document.body.append(el);
    const p = el.shadowRoot?.querySelector('p') as HTMLElement;
    expect(p.getBoundingClientRect().height).to.be.greaterThan(10);
  });
});
