// SanitizedHtml in real Chromium (DOMPurify's own README: DOM shims are not safe for sanitising).
import { expect } from 'chai';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { SanitizedHtml, sanitizeHtml } from '../../../src/react/ui/sanitized-html';
import { tick, waitFor } from '../support/helpers';

const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">x</a>';

type Flags = Window & { __xss?: number; __control?: number };
const flags = window as Flags;

describe('SanitizedHtml', () => {
  let host: HTMLElement;
  let root: Root;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host.attachShadow({ mode: 'open' }));
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    delete flags.__xss;
    delete flags.__control;
  });

  async function render(html: string): Promise<HTMLElement> {
    root.render(createElement(SanitizedHtml, { html, className: 'content' }));
    return waitFor(() => host.shadowRoot!.querySelector<HTMLElement>('.content'), 'rendered html');
  }

  it('strips <script>, onerror= and javascript: URLs, and nothing runs', async () => {
    // Positive control: unsanitised, the same onerror does run here, so the wait below is long enough.
    const control = document.createElement('div');
    control.innerHTML = '<img src=x onerror="window.__control=1">';
    document.body.append(control);

    const content = await render(HOSTILE);
    await waitFor(() => flags.__control === 1, 'control onerror to fire');
    await tick(50);
    control.remove();

    expect(flags.__xss).to.equal(undefined);
    expect(content.querySelector('script')).to.equal(null);
    const img = content.querySelector('img')!;
    expect(img.getAttribute('onerror')).to.equal(null);
    expect(img.getAttribute('src')).to.equal('x');
    const link = content.querySelector('a')!;
    expect(link.textContent).to.equal('x');
    expect(link.getAttribute('href')).to.equal(null);
    expect(content.innerHTML).to.not.match(/onerror|javascript:|<script/i);
  });

  it('removes other script vectors: svg onload, iframe srcdoc, form actions, style and event attributes', async () => {
    const content = await render(
      '<svg><g onload="window.__xss=3"></g></svg><iframe srcdoc="<script>parent.__xss=4</script>"></iframe>' +
        '<form action="javascript:alert(1)"><button>go</button></form><p style="background:url(javascript:alert(1))" onclick="window.__xss=5">p</p>' +
        '<a href="JaVaScRiPt:alert(1)">y</a><math><mi xlink:href="javascript:alert(1)">z</mi></math>',
    );
    await tick(50);
    expect(flags.__xss).to.equal(undefined);
    expect(content.querySelector('iframe, form, script')).to.equal(null);
    expect(content.querySelector('p')!.hasAttribute('style')).to.equal(false);
    expect(content.querySelector('p')!.hasAttribute('onclick')).to.equal(false);
    expect(content.innerHTML).to.not.match(/javascript:|onload|onclick/i);
  });

  it('keeps ordinary formatting and safe links; no link opens a tab without noopener', () => {
    const clean = sanitizeHtml('<h2>Title</h2><p><strong>bold</strong> <a href="https://example.com/a" target="_blank">a</a> <a href="/b">b</a></p><ul><li>one</li></ul>');
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(doc.querySelector('h2')?.textContent).to.equal('Title');
    expect(doc.querySelector('strong')?.textContent).to.equal('bold');
    expect(doc.querySelectorAll('li')).to.have.length(1);
    const [external, local] = [...doc.querySelectorAll('a')];
    expect(external!.getAttribute('href')).to.equal('https://example.com/a');
    expect(local!.getAttribute('href')).to.equal('/b');
    const opensTab = external!.getAttribute('target') === '_blank';
    const noopener = /\bnoopener\b/.test(external!.getAttribute('rel') ?? '');
    expect(!opensTab || noopener, 'target=_blank only with rel=noopener').to.equal(true);
  });

  it('re-sanitises when the html prop changes', async () => {
    await render('<p>first</p>');
    const content = await render('<p>second</p><img src=x onerror="window.__xss=6">');
    await waitFor(() => content.textContent === 'second', 'updated');
    await tick(50);
    expect(flags.__xss).to.equal(undefined);
    expect(content.querySelector('img')!.hasAttribute('onerror')).to.equal(false);
  });
});
