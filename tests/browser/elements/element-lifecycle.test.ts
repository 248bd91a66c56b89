// An element defined after the page set its properties or rendered its attributes (a server render, a late script):
// the standard "upgrade property" step, in real Chromium (happy-dom does not upgrade an existing element). And an
// element mounted before a host's React root on the document (Next.js) leaves that root its event listeners. And one
// a plain host removes from inside its own academy-navigate, sent from an effect (examples/html's router does).
import { expect } from 'chai';
import { createElement, useEffect, useState } from 'react';
import { createAcademyElement } from '../../../src/elements/create-element';
import { useElement } from '../../../src/react/ui/element-context';
import { Modal } from '../../../src/react/ui/modal';
import { realInput, resetPage, spyConsole, waitFor } from '../support/helpers';

type Probe = HTMLElement & { courseId?: string };

/** A fresh tag per test: a feature that never loads, one checked attribute. */
const define = (tag: string) =>
  customElements.define(
    tag,
    createAcademyElement<{ courseId?: string }>({
      load: () => new Promise(() => {}),
      dictionary: { en: () => Promise.resolve({}), ar: () => Promise.resolve({}) },
      attributes: { courseId: 'string' },
      validate: { courseId: (value) => typeof value === 'string' && !value.includes('/') },
    }) as unknown as CustomElementConstructor,
  );

describe('academy elements: upgraded after the page set them up', () => {
  afterEach(resetPage);

  it('keeps a property set before the tag was defined, as its attribute, once connected', () => {
    const element = document.createElement('academy-upgrade-a') as Probe;
    element.courseId = '101';
    document.body.append(element);
    define('academy-upgrade-a');
    expect(Object.hasOwn(element, 'courseId'), 'no own property left hiding the setter').to.equal(false);
    expect(element.courseId).to.equal('101');
    expect(element.getAttribute('course-id')).to.equal('101');
  });

  it('checks such a property like any other: a rejected value is ignored with a warning', () => {
    const warn = spyConsole('warn');
    try {
      const element = document.createElement('academy-upgrade-b') as Probe;
      element.courseId = 'a/b';
      document.body.append(element);
      define('academy-upgrade-b');
      expect(element.courseId).to.equal(undefined);
      expect(warn.text()).to.contain('course-id');
    } finally {
      warn.restore();
    }
  });

  it('reads an attribute rendered before the tag was defined', () => {
    const host = document.createElement('div');
    host.innerHTML = '<academy-upgrade-c course-id="7"></academy-upgrade-c>';
    define('academy-upgrade-c');
    customElements.upgrade(host);
    expect((host.firstElementChild as Probe).courseId).to.equal('7');
  });
});

describe("academy elements: on the host's React, before the host's root on the document", () => {
  afterEach(resetPage);

  // React skips every listener of a later root on the document when it finds this mark (examples/next drives the rest).
  it('leaves no listening mark on the document', () => {
    define('academy-upgrade-d');
    document.body.append(document.createElement('academy-upgrade-d'));
    expect(Object.keys(document).filter((key) => key.startsWith('_reactListening'))).to.deep.equal([]);
  });
});

describe('academy elements: removed by the listener of their own academy-navigate', () => {
  afterEach(resetPage);

  /** A feature that asks to leave as soon as it shows, from an effect (as the sign-in guard does). */
  function Leaving() {
    const { navigate } = useElement();
    useEffect(() => void navigate('/auth/login', { replace: true }), [navigate]);
    return createElement('p', { className: 'leaving' }, 'leaving');
  }

  it('unmounts without an error when the host swaps it out synchronously (React #177 before)', async () => {
    customElements.define(
      'academy-leaving',
      createAcademyElement({
        load: () => Promise.resolve({ default: Leaving }),
        dictionary: { en: () => Promise.resolve({}), ar: () => Promise.resolve({}) },
        attributes: {},
      }) as unknown as CustomElementConstructor,
    );
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    const error = spyConsole('error');
    let asked = 0;
    const swap = (event: Event) => {
      event.preventDefault();
      asked++;
      (event.target as Element).replaceWith(document.createElement('p'));
    };
    document.addEventListener('academy-navigate', swap);
    try {
      const element = document.createElement('academy-leaving');
      document.body.append(element);
      await waitFor(() => asked > 0, 'academy-navigate');
      await waitFor(() => element.shadowRoot?.childNodes.length === 0, 'the React root unmounted');
      expect(errors).to.deep.equal([]);
      expect(error.text()).to.equal('');
      expect(element.isConnected).to.equal(false);
    } finally {
      window.removeEventListener('error', onError);
      document.removeEventListener('academy-navigate', swap);
      error.restore();
    }
  });
});

describe('academy elements: their own keys stay inside (a slide deck reads keys on document)', () => {
  let stopListening = (): void => undefined;
  afterEach(() => {
    stopListening();
    resetPage();
  });

  /** Mounts `feature` as a new tag and records every key the page hears; resolves once its `.field` shows. */
  async function mountHeard(tag: string, feature: () => ReturnType<typeof createElement>) {
    customElements.define(
      tag,
      createAcademyElement({
        load: () => Promise.resolve({ default: feature }),
        dictionary: { en: () => Promise.resolve({}), ar: () => Promise.resolve({}) },
        attributes: {},
      }) as unknown as CustomElementConstructor,
    );
    const heard: string[] = [];
    const listen = (event: KeyboardEvent) => heard.push(event.key);
    document.addEventListener('keydown', listen);
    stopListening = () => document.removeEventListener('keydown', listen);
    const element = document.createElement(tag);
    document.body.append(element);
    const part = (selector: string) => element.shadowRoot?.querySelector<HTMLElement>(selector);
    await waitFor(() => part('.field'), 'the feature');
    return { heard, part, sendKeys: (await realInput()).sendKeys };
  }

  /** A field, a button and plain text, as any feature has them. */
  function Controls() {
    return createElement(
      'div',
      null,
      createElement('input', { 'aria-label': 'name', className: 'field' }),
      createElement('button', { type: 'button', className: 'action' }, 'Go'),
      createElement('p', { tabIndex: -1, className: 'text' }, 'text'),
    );
  }

  it('keys typed into a field and Enter on a button stop at the element; Tab and keys on plain text go on', async () => {
    const { heard, part, sendKeys } = await mountHeard('academy-keys', Controls);
    part('.field')!.focus();
    await sendKeys({ type: 'f o' });
    await sendKeys({ press: 'ArrowRight' });
    expect((part('.field') as HTMLInputElement).value, 'the field still gets the text').to.equal('f o');
    await sendKeys({ press: 'Tab' });
    part('.action')!.focus();
    await sendKeys({ press: 'Enter' });
    part('.text')!.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(heard).to.deep.equal(['Tab', 'ArrowRight']);
  });

  /** A field, and a button that opens a dialog of the element with a field of its own. */
  function FieldAndDialog() {
    const [open, setOpen] = useState(false);
    return createElement(
      'div',
      null,
      createElement('input', { 'aria-label': 'name', className: 'field' }),
      createElement('button', { type: 'button', className: 'open', onClick: () => setOpen(true) }, 'Open'),
      open &&
        createElement(Modal, {
          labelledBy: 'escape-dialog',
          onClose: () => setOpen(false),
          children: [
            createElement('h2', { key: 'heading', id: 'escape-dialog' }, 'Dialog'),
            createElement('input', { key: 'field', 'aria-label': 'inner', className: 'inner' }),
          ],
        }),
    );
  }

  it("Escape from a field reaches the page (a host's modal closes), unless a dialog of the element is open", async () => {
    const { heard, part, sendKeys } = await mountHeard('academy-escape', FieldAndDialog);
    part('.field')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(heard, 'from the field').to.deep.equal(['Escape']);
    part('.open')!.click();
    await waitFor(() => part('.inner'), 'the dialog');
    part('.inner')!.focus();
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !part('dialog'), 'the dialog closed by Escape');
    expect(heard, 'only the dialog closed').to.deep.equal(['Escape']);
  });
});
