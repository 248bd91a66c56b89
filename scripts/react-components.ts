import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { elementsOf, type Manifest } from './manifest-docs';

/** The generated module of `academy-widgets/react`: one component per element in custom-elements.json. */
export const reactComponentsPath = 'src/frameworks/react/components.ts';

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

/** The module's source, formatted as the repository formats it (the manifest test compares it with the file). */
export async function reactComponents(repo: string, manifest: Manifest): Promise<{ path: string; content: string }> {
  const elements = elementsOf(manifest)
    .map((element) => element as typeof element & { name: string; summary?: string })
    .sort((a, b) => a.tagName.localeCompare(b.tagName));
  const imports = elements.flatMap(({ tagName, name }) => [
    `import '../../elements/${tagName}';`,
    `import type { ${name} as ${name}Element } from '../../elements/${tagName}';`,
  ]);
  const components = elements.map(({ tagName, name, summary, attributes = [], events = [] }) => {
    const props = (attributes as Entry[]).map((attribute) => {
      const prop = attribute.fieldName ?? camel(attribute.name);
      return `${doc(attribute.description)}${prop}?: ${attribute.type?.text ?? 'string'};`;
    });
    const kinds = (attributes as Entry[]).map(
      (attribute) => `${attribute.fieldName ?? camel(attribute.name)}: '${kind(attribute.type)}'`,
    );
    const names = events.map((event) => `'${event.name}'`);
    // Annotated, not inferred: the declarations then name the element's own class rather than spelling it out.
    return `${doc(`\`<${tagName}>\`${summary ? `: ${summary}` : ''}`)}export const ${name}: AcademyComponent<
      ${name}Element,
      { ${props.join('\n')} },
      ${names.join(' | ') || 'never'}
    > = createComponent('${tagName}', { ${kinds.join(', ')} }, [${names.join(', ')}]);`;
  });
  const source = [
    '// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on',
    '// the element, not this file. Importing it registers every element (each only where `customElements` exists).',
    ...imports,
    "import { createComponent, type AcademyComponent } from './create-component';",
    '',
    components.join('\n\n'),
    '',
  ].join('\n');
  const path = join(repo, reactComponentsPath);
  const options = await resolveConfig(path);
  return { path: reactComponentsPath, content: await format(source, { ...options, filepath: path }) };
}
