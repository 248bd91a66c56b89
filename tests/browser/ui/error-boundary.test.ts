// A crash inside an element shows the fallback screen in real Chromium, never a blank element.
import { expect } from 'chai';
import { createElement, useState } from 'react';
import { commonAr } from '../../../src/core/locale/dictionaries/common/ar';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { createAcademyElement } from '../../../src/elements/create-element';
import { define } from '../../../src/elements/define';
import { realClick, mount, resetPage, shadowQuery, spyConsole, waitFor } from '../support/helpers';

function Boom(): null {
  throw new Error('boom in render');
}

/** Renders a button; clicking it makes the next render throw. */
function LateBoom() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new Error('boom after a click');
  return createElement('button', { type: 'button', id: 'break', onClick: () => setBroken(true) }, 'Break');
}

/** These test features show no strings of their own. */
const NO_STRINGS = { en: async () => ({}), ar: async () => ({}) };
const FAILING_STRINGS = {
  en: () => Promise.reject(new Error('strings failed to load')),
  ar: () => Promise.reject(new Error('strings failed to load')),
};

define(
  'test-boom',
  createAcademyElement({ load: async () => ({ default: Boom }), dictionary: NO_STRINGS, attributes: {} }),
);
define(
  'test-late-boom',
  createAcademyElement({ load: async () => ({ default: LateBoom }), dictionary: NO_STRINGS, attributes: {} }),
);
define(
  'test-chunk-fail',
  createAcademyElement<object>({
    load: () => Promise.reject(new Error('chunk failed to load')),
    dictionary: NO_STRINGS,
    attributes: {},
  }),
);
define(
  'test-strings-fail',
  createAcademyElement({ load: async () => ({ default: LateBoom }), dictionary: FAILING_STRINGS, attributes: {} }),
);

async function expectFallback(el: HTMLElement): Promise<void> {
  const fallback = await shadowQuery(el, '[part~=fallback]');
  expect(fallback.getAttribute('role')).to.equal('alert');
  expect(fallback.querySelector('h2')?.textContent).to.equal('Something went wrong').and.equal(commonEn.fallback.title);
  const button = fallback.querySelector('button')!;
  expect(button.textContent).to.equal('Refresh Page').and.equal(commonEn.fallback.refresh);
  const box = fallback.getBoundingClientRect();
  expect(box.height, 'not blank').to.be.greaterThan(80);
  expect(box.width).to.be.greaterThan(100);
  expect(getComputedStyle(button).backgroundColor, 'styled as a primary button').to.not.equal('rgba(0, 0, 0, 0)');
}

describe('ErrorBoundary inside an element', () => {
  let errors: ReturnType<typeof spyConsole>;
  beforeEach(() => {
    resetPage();
    setLanguage('en');
    errors = spyConsole('error');
  });
  afterEach(() => {
    errors.restore();
    resetPage();
  });

  it('shows the fallback screen when the feature throws while rendering', async () => {
    const el = mount('<test-boom></test-boom>');
    await expectFallback(el);
    expect(errors.text()).to.contain('[academy] render failed').and.contain('boom in render');
  });

  it('shows the fallback screen when the feature throws after an interaction', async () => {
    const el = mount('<test-late-boom></test-late-boom>');
    await realClick(await shadowQuery(el, '#break'));
    await expectFallback(el);
    expect(el.shadowRoot!.querySelector('#break')).to.equal(null);
  });

  it("shows the fallback screen when the feature's chunk fails to load", async () => {
    const el = mount('<test-chunk-fail></test-chunk-fail>');
    await expectFallback(el);
    expect(errors.text()).to.contain('chunk failed to load');
  });

  it("shows the fallback screen when the feature's strings fail to load", async () => {
    const el = mount('<test-strings-fail></test-strings-fail>');
    await expectFallback(el);
    expect(errors.text()).to.contain('strings failed to load');
    expect(el.shadowRoot!.querySelector('#break'), 'no feature without its strings').to.equal(null);
  });

  it('follows the language: the fallback is translated', async () => {
    setLanguage('ar');
    const el = mount('<test-boom></test-boom>');
    const fallback = await shadowQuery(el, '[part~=fallback]');
    await waitFor(() => fallback.querySelector('h2')?.textContent === commonAr.fallback.title, 'Arabic title');
    expect(fallback.querySelector('button')?.textContent).to.equal(commonAr.fallback.refresh);
    expect(el.getAttribute('dir')).to.equal('rtl');
  });

  it('a crash in one element leaves another element working', async () => {
    const broken = mount('<test-boom></test-boom>');
    const healthy = mount('<test-late-boom></test-late-boom>');
    await expectFallback(broken);
    expect((await shadowQuery(healthy, '#break')).textContent).to.equal('Break');
  });
});
