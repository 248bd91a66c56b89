// A lazy part whose chunk cannot be fetched (offline) shows the network message with Try Again in real Chromium,
// the element around it stays, and Try Again fetches the chunk afresh; while it loads, a placeholder drawn from its props.
import { expect } from 'chai';
import { createElement } from 'react';
import { commonEn } from '../../../src/core/locale/dictionaries/common/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { createAcademyElement } from '../../../src/elements/create-element';
import { define } from '../../../src/elements/define';
import { lazyPart } from '../../../src/react/ui/lazy-part';
import { mount, resetPage, shadowQuery, spyConsole, waitFor } from '../support/helpers';

const NO_STRINGS = { en: async () => ({}), ar: async () => ({}) };

let loads = 0;
/** Fails its first fetch, as an offline chunk would, and loads on the next. */
const Part = lazyPart<{ name: string }>(async () => {
  loads++;
  if (loads === 1) throw new Error('chunk failed to load');
  return ({ name }) => createElement('p', { id: 'part' }, `Hello ${name}`);
});

function Page() {
  return createElement('div', null, createElement('h1', { id: 'page' }, 'Page'), createElement(Part, { name: 'Sara' }));
}

/** Held until the test lets it go: the placeholder shows meanwhile, drawn from the part's props. */
let release: () => void = () => {};
const Held = lazyPart<{ name: string }>(
  () =>
    new Promise((resolve) => {
      release = () => resolve(({ name }) => createElement('p', { id: 'held' }, `Loaded ${name}`));
    }),
  { placeholder: ({ name }) => createElement('p', { id: 'placeholder' }, `Waiting ${name}`) },
);

define(
  'test-lazy-placeholder',
  createAcademyElement({
    load: async () => ({ default: () => createElement(Held, { name: 'Omar' }) }),
    dictionary: NO_STRINGS,
    attributes: {},
  }),
);

define(
  'test-lazy-part',
  createAcademyElement({ load: async () => ({ default: Page }), dictionary: NO_STRINGS, attributes: {} }),
);

describe('lazyPart', () => {
  let errors: ReturnType<typeof spyConsole>;
  beforeEach(() => {
    setLanguage('en');
    // React reports the caught load failure on the console.
    errors = spyConsole('error');
  });
  afterEach(() => {
    errors.restore();
    resetPage();
  });

  it('keeps the page when the chunk fails, says so with Try Again, and loads the part on Try Again', async () => {
    const el = mount('<test-lazy-part></test-lazy-part>');
    const alert = await shadowQuery(el, '.alert-danger');
    expect(alert.textContent).to.contain(commonEn.errors.network);
    expect(el.shadowRoot!.querySelector('#page')!.textContent).to.equal('Page');
    const retry = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === commonEn.common.retry)!;
    retry.click();
    const part = await shadowQuery(el, '#part');
    expect(part.textContent).to.equal('Hello Sara');
    await waitFor(() => el.shadowRoot!.querySelector('.alert-danger') === null, 'the message gone');
    expect(loads).to.equal(2);
  });

  it('shows the placeholder drawn from the props while the chunk loads, then the part', async () => {
    const el = mount('<test-lazy-placeholder></test-lazy-placeholder>');
    expect((await shadowQuery(el, '#placeholder')).textContent).to.equal('Waiting Omar');
    release();
    expect((await shadowQuery(el, '#held')).textContent).to.equal('Loaded Omar');
    expect(el.shadowRoot!.querySelector('#placeholder')).to.equal(null);
  });
});
