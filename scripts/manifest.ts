import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Builds custom-elements.json from the JSDoc on each define-only file (`@tag`, `@summary`, `@attr`, `@event`,
 * `@slot`, `@csspart`, `@cssproperty`), so the manifest cannot drift from the documented public API.
 */
const repo = resolve(import.meta.dirname, '..');
const dir = join(repo, 'src/elements');

interface Named { name: string; type?: { text: string }; description: string }

function parse(file: string) {
  const source = readFileSync(join(dir, file), 'utf8');
  const doc = /\/\*\*([\s\S]*?)\*\//.exec(source.slice(0, source.indexOf('createAcademyElement<')))?.[1] ?? '';
  const lines = doc.split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n').split(/\n(?=@)/);
  const tag = { summary: '', tagName: '', attributes: [] as (Named & { fieldName: string })[], events: [] as Named[], slots: [] as Named[], cssParts: [] as Named[], cssProperties: [] as Named[] };
  for (const block of lines) {
    const match = /^@(\w+)\s*(?:\{([^}]*)\})?\s*(\S*)\s*(?:-\s*)?([\s\S]*)$/.exec(block.trim());
    if (!match) continue;
    const [, kind, type, name = '', description = ''] = match;
    const entry: Named = { name, description: description.trim(), ...(type ? { type: { text: type } } : {}) };
    if (kind === 'summary') tag.summary = `${name} ${description}`.trim();
    else if (kind === 'tag') tag.tagName = name;
    else if (kind === 'attr') tag.attributes.push({ ...entry, fieldName: name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) });
    else if (kind === 'event') tag.events.push(entry);
    else if (kind === 'slot') tag.slots.push({ name: name === '-' ? '' : name, description: entry.description });
    else if (kind === 'csspart') tag.cssParts.push(entry);
    else if (kind === 'cssproperty') tag.cssProperties.push(entry);
  }
  return { kind: 'javascript-module', path: `src/elements/${file}`, declarations: [{ kind: 'class', customElement: true, name: tag.tagName.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase()), ...tag }], exports: [{ kind: 'custom-element-definition', name: tag.tagName, declaration: { name: tag.tagName, module: `src/elements/${file}` } }] };
}

const modules = readdirSync(dir).filter((file) => /^academy-.*\.ts$/.test(file)).sort().map(parse);
writeFileSync(join(repo, 'custom-elements.json'), `${JSON.stringify({ schemaVersion: '1.0.0', modules }, null, 2)}\n`);
console.log(`custom-elements.json: ${modules.map((module) => module.declarations[0]?.tagName).join(', ')}`);
