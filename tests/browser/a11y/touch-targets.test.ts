// The WCAG 2.5.8 measure itself (touch-targets.ts), on hand-made shadow roots: what it flags and what it lets pass.
import { expect } from 'chai';
import { resetPage } from '../support/helpers';
import { undersizedTargets } from './touch-targets';

/** A host whose shadow root holds `html`, laid out by `css`. */
function host(html: string, css = ''): HTMLElement {
  const el = document.createElement('div');
  const root = el.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>button { all: unset; display: inline-block; inline-size: 16px; block-size: 16px; } ${css}</style>${html}`;
  document.body.append(el);
  return el;
}

describe('touch-target measure (WCAG 2.5.8)', () => {
  afterEach(() => resetPage());

  it('flags two 16 px buttons side by side and passes 24 px ones', () => {
    expect(undersizedTargets(host('<button>a</button><button>b</button>'))).to.have.length(2);
    const big = host('<button>a</button><button>b</button>', 'button { inline-size: 24px; block-size: 24px; }');
    expect(undersizedTargets(big)).to.deep.equal([]);
  });

  it('passes a 16 px button whose 24 px circle meets no other target (the spacing exception)', () => {
    const spaced = host('<button>a</button><button>b</button>', 'button + button { margin-inline-start: 12px; }');
    expect(undersizedTargets(spaced)).to.deep.equal([]);
  });

  it('exempts a link inside a sentence, not a link standing alone', () => {
    const sentence = host('<p>I agree to the <a href="/terms">Terms</a> of use.</p><button>x</button>');
    expect(undersizedTargets(sentence)).to.deep.equal([]);
    const alone = host('<p><a href="/a">A</a><a href="/b">B</a></p>', 'a { font-size: 10px; line-height: 1; }');
    expect(undersizedTargets(alone)).to.have.length(2);
  });

  it('skips hidden controls and measures a visually hidden input by its label', () => {
    const hidden = host(
      '<button hidden>a</button><dialog><button>b</button></dialog><button>c</button>',
      '[hidden] { display: none; }',
    );
    expect(undersizedTargets(hidden)).to.deep.equal([]);
    const label = host(
      '<label id="l"><input type="radio" class="sr">Choice one</label><label><input type="radio" class="sr">Two</label>',
      '.sr { position: absolute; inline-size: 1px; block-size: 1px; margin: 0; clip-path: inset(50%); } label { display: block; padding: 8px; }',
    );
    expect(undersizedTargets(label)).to.deep.equal([]);
  });
});
