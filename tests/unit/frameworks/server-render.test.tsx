// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { elementsOf, type Manifest } from '../../../scripts/manifest-docs';
import { repo } from '../manifest/element-sources';

const manifest = JSON.parse(readFileSync(join(repo, 'custom-elements.json'), 'utf8')) as Manifest;
const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const pascal = (tag: string) => camel(`-${tag}`);
/** A value of the attribute's manifest type: the first literal of a union, true for a boolean, text otherwise. */
const sample = (type = 'string'): [unknown, string] => {
  if (type === 'boolean') return [true, ''];
  const literal = /^'([^']*)'/.exec(type)?.[1];
  return literal === undefined ? ['x-1', 'x-1'] : [literal, literal];
};

describe('without a DOM (server rendering, prerendering)', () => {
  it('imports every element entry and academy-widgets/react', async () => {
    for (const name of ['HTMLElement', 'window', 'document', 'customElements']) expect(name in globalThis).toBe(false);
    const entries = import.meta.glob('/src/elements/{academy-*,index,language}.ts');
    expect(Object.keys(entries).length).toBeGreaterThan(10);
    for (const load of Object.values(entries)) await load();
    await import('../../../src/frameworks/react/index');
    // Transforming every entry's module graph on first import takes a while on a busy machine.
  }, 60_000);

  it.each(elementsOf(manifest).map((element) => [element.tagName, element] as const))(
    'renders <%s> with every attribute, kebab-case',
    async (tag, element) => {
      const components = (await import('../../../src/frameworks/react/index')) as unknown as Record<
        string,
        ComponentType<Record<string, unknown>>
      >;
      const component = components[pascal(tag)];
      expect(component, pascal(tag)).toBeDefined();
      const props: Record<string, unknown> = {};
      const expected: string[] = [];
      for (const attribute of element.attributes ?? []) {
        const [value, text] = sample(attribute.type?.text);
        props[camel(attribute.name)] = value;
        expected.push(`${attribute.name}="${text}"`);
      }
      for (const event of element.events ?? []) props[`on${pascal(event.name)}`] = () => {};
      expect(renderToString(createElement(component!, props))).toBe(`<${tag} ${expected.join(' ')}></${tag}>`);
    },
  );

  it('renders the bare tag when a required prop is missing, and leaves the error state to the element', async () => {
    const { AcademyCourse } = await import('../../../src/frameworks/react/index');
    expect(renderToString(createElement(AcademyCourse))).toBe('<academy-course></academy-course>');
  });

  it('renders children in the light DOM, for the shell’s slot', async () => {
    const { AcademyShell } = await import('../../../src/frameworks/react/index');
    expect(renderToString(createElement(AcademyShell, { dashboardToggle: true }, createElement('main')))).toBe(
      '<academy-shell dashboard-toggle=""><main></main></academy-shell>',
    );
  });

  it('leaves out a prop of the wrong type, with a warning naming the element and the attribute', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { AcademyExam } = await import('../../../src/frameworks/react/index');
    const html = renderToString(createElement(AcademyExam, { examNo: 12 as unknown as string, view: 'take' }));
    expect(html).toBe('<academy-exam view="take"></academy-exam>');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/<academy-exam>.*exam-no/));
  });
});
