import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { elementsOf, type Manifest } from './manifest-docs';

/** The generated barrel of `academy-widgets/react`; each component also has its own module beside it. */
export const reactComponentsPath = 'src/frameworks/react/components.ts';
/** `academy-widgets/react/<tag>`: one component and its element, so a host registers only what it imports. */
const componentPath = (tagName: string) => `src/frameworks/react/${tagName}.ts`;

interface Entry {
  name: string;
  description?: string;
  type?: { text: string };
  fieldName?: string;
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
const doc = (text?: string) => (text ? `/** ${text.replace(/\*\//g, '*\\/')} */\n` : '');
/** Booleans and numbers render as such; every other manifest type (a string, a union of literals) is a string. */
const kind = (type?: { text: string }) => (type?.text === 'boolean' || type?.text === 'number' ? type.text : 'string');

const HEADER =
  '// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on';

/** Formatted as the repository formats it (the manifest test compares each file with this). */
async function formatted(repo: string, path: string, lines: string[]): Promise<{ path: string; content: string }> {
  const options = await resolveConfig(join(repo, path));
  return { path, content: await format(lines.join('\n'), { ...options, filepath: join(repo, path) }) };
}

/** The modules of `academy-widgets/react`: one per element in custom-elements.json, and the barrel of them all. */
export async function reactComponents(repo: string, manifest: Manifest): Promise<{ path: string; content: string }[]> {
  const elements = elementsOf(manifest)
    .map((element) => element as typeof element & { name: string; summary?: string })
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const modules = elements.map(({ tagName, name, summary, attributes = [], events = [] }) => {
    const props = (attributes as Entry[]).map((attribute) => {
      const prop = attribute.fieldName ?? camel(attribute.name);
      return `${doc(attribute.description)}${prop}?: ${attribute.type?.text ?? 'string'};`;
    });
    const kinds = (attributes as Entry[]).map(
      (attribute) => `${attribute.fieldName ?? camel(attribute.name)}: '${kind(attribute.type)}'`,
    );
    const names = events.map((event) => `'${event.name}'`);
    // Annotated, not inferred: the declarations then name the element's own class rather than spelling it out.
    return formatted(repo, componentPath(tagName), [
      HEADER,
      `// the element, not this file. Importing it registers <${tagName}> (only where \`customElements\` exists).`,
      `import '../../elements/${tagName}';`,
      `import type { ${name} as ${name}Element } from '../../elements/${tagName}';`,
      "import { createComponent, type AcademyComponent } from './create-component';",
      '',
      '// Named here too, so a host emitting declarations can name the component type (TS2742).',
      "export type { AcademyComponent } from './create-component';",
      '',
      `${doc(`\`<${tagName}>\`${summary ? `: ${summary}` : ''}`)}export const ${name}: AcademyComponent<
      ${name}Element,
      { ${props.join('\n')} },
      ${names.join(' | ') || 'never'}
    > = createComponent('${tagName}', { ${kinds.join(', ')} }, [${names.join(', ')}]);`,
      '',
    ]);
  });
  const barrel = formatted(repo, reactComponentsPath, [
    HEADER,
    '// the element, not this file. Importing it registers every element; `academy-widgets/react/<tag>` registers one.',
    ...elements.map(({ tagName, name }) => `export { ${name} } from './${tagName}';`),
    '',
  ]);
  return Promise.all([...modules, barrel]);
}
