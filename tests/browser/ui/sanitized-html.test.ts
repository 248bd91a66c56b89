// SanitizedHtml in real Chromium (DOMPurify's own README: DOM shims are not safe for sanitising).
import { expect } from 'chai';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { claimApiBase } from '../../../src/core/config/config';
import { SanitizedHtml, sanitizeHtml } from '../../../src/react/ui/sanitized-html';
import { tick, waitFor } from '../support/helpers';

const HOSTILE =
  '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:alert(1)">x</a>';

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
    // The image existed only for its handler: it goes whole.
    expect(content.querySelector('img')).to.equal(null);
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
    const clean = sanitizeHtml(
      '<h2>Title</h2><p><strong>bold</strong> <a href="https://example.com/a" target="_blank">a</a> <a href="/b">b</a></p><ul><li>one</li></ul>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(doc.querySelector('h2')?.textContent).to.equal('Title');
    expect(doc.querySelector('strong')?.textContent).to.equal('bold');
    expect(doc.querySelectorAll('li')).to.have.length(1);
    const [external, local] = [...doc.querySelectorAll('a')];
    expect(external!.getAttribute('href')).to.equal('https://example.com/a');
    // A relative address is the API's (#31): on its host, which is the page's here.
    expect(local!.getAttribute('href')).to.equal(`${location.origin}/b`);
    const opensTab = external!.getAttribute('target') === '_blank';
    const noopener = /\bnoopener\b/.test(external!.getAttribute('rel') ?? '');
    expect(!opensTab || noopener, 'target=_blank only with rel=noopener').to.equal(true);
  });

  it('drops an image whose handler was removed (no broken-image icon) and keeps an ordinary one', async () => {
    const content = await render(
      '<p>a</p><img src=x onerror="window.__xss=7"><img src="/logo.png" alt="Logo"><img src=y alt="" ONLOAD = "window.__xss=8">',
    );
    await tick(50);
    expect(flags.__xss).to.equal(undefined);
    expect([...content.querySelectorAll('img')].map((img) => img.getAttribute('src'))).to.deep.equal([
      `${location.origin}/logo.png`,
    ]);
    expect(content.textContent).to.equal('a');
  });

  it('keeps no form controls and no id or name attributes, only their text', () => {
    const clean = sanitizeHtml(
      '<p id="main" name="n">Text <a id="x" name="top" href="/a">link</a></p><input name="password"><button id="save" type="submit">Save</button>' +
        '<select name="s"><option>One</option></select><textarea name="t">typed</textarea><fieldset><output name="o">5</output></fieldset><datalist id="d"><option value="v"></option></datalist>',
    );
    const doc = new DOMParser().parseFromString(clean, 'text/html');
    expect(doc.querySelector('input, button, select, option, textarea, fieldset, output, datalist, form')).to.equal(
      null,
    );
    expect(doc.querySelector('[id], [name]')).to.equal(null);
    expect(doc.body.textContent).to.equal('Text linkSaveOnetyped5');
    expect(doc.querySelector('a')!.getAttribute('href')).to.equal(`${location.origin}/a`);
  });

  it('gives the body and each block dir="auto": an English paragraph in an Arabic page is left to right, an Arabic one right to left', async () => {
    host.setAttribute('dir', 'rtl');
    const content = await render(
      '<p>Arrive on time (and check in)!</p><p>يلتزم كل متعلم بالحضور.</p><ul><li>Keep it short.</li></ul><p dir="rtl">Named, kept.</p>',
    );
    const [english, arabic, named] = [...content.querySelectorAll('p')];
    expect(content.getAttribute('dir')).to.equal('auto');
    expect([english, arabic, named].map((p) => p!.getAttribute('dir'))).to.deep.equal(['auto', 'auto', 'rtl']);
    expect([english, arabic, named].map((p) => getComputedStyle(p!).direction)).to.deep.equal(['ltr', 'rtl', 'rtl']);
    expect(getComputedStyle(content.querySelector('li')!).direction).to.equal('ltr');
  });

  it("resolves relative addresses against the API's host, never the page's; anchors and schemes are left alone (#31)", () => {
    const release = claimApiBase('https://api.example/academy');
    try {
      const clean = sanitizeHtml(
        '<p><img src="/backend/storage/map.png" srcset="storage/map-2x.png 2x, https://cdn.example/map-3x.png 3x" alt="">' +
          '<a href="storage/rules.pdf">r</a><a href="#top">t</a><a href="mailto:office@example.com">m</a>' +
          '<a href="https://cdn.example/x.pdf">c</a><video poster="/p.png"></video></p>',
      );
      const doc = new DOMParser().parseFromString(clean, 'text/html');
      const image = doc.querySelector('img')!;
      expect(image.getAttribute('src')).to.equal('https://api.example/academy/backend/storage/map.png');
      expect(image.getAttribute('srcset')).to.equal(
        'https://api.example/academy/backend/storage/map-2x.png 2x, https://cdn.example/map-3x.png 3x',
      );
      expect([...doc.querySelectorAll('a')].map((link) => link.getAttribute('href'))).to.deep.equal([
        'https://api.example/academy/backend/storage/rules.pdf',
        '#top',
        'mailto:office@example.com',
        'https://cdn.example/x.pdf',
      ]);
      expect(doc.querySelector('video')?.getAttribute('poster')).to.equal('https://api.example/academy/p.png');
    } finally {
      release();
    }
  });

  it('re-sanitises when the html prop changes', async () => {
    await render('<p>first</p>');
    const content = await render('<p>second</p><img src=x onerror="window.__xss=6">');
    await waitFor(() => content.textContent === 'second', 'updated');
    await tick(50);
    expect(flags.__xss).to.equal(undefined);
    expect(content.querySelector('img')).to.equal(null);
  });
});
