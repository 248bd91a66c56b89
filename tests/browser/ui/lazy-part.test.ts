// A lazy part whose chunk cannot be fetched (offline) shows the network message with Try Again in real Chromium,
// the element around it stays, and Try Again fetches the chunk afresh.
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
});
