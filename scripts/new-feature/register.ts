import type { FeatureNames } from './names';

const IMPORT = /^import \{ \w+ \} from '\.\/([\w-]+)\/index';$/;
const LIST_START = 'export const FEATURES: readonly Feature[] = [';

/**
 * The registry with the feature added: its import among the others (sorted by folder) and its entry last in
 * FEATURES before `dev` (the development helpers stay last; the place is the seeding order).
 */
export function register(source: string, names: FeatureNames): string {
  const lines = source.split('\n');
  const imports = lines.flatMap((line, index) => {
    const folder = IMPORT.exec(line)?.[1];
    return folder ? [{ folder, index }] : [];
  });
  const start = lines.indexOf(LIST_START);
  const end = lines.indexOf('];', start);
  if (imports.length === 0 || start === -1 || end === -1) {
    throw new Error(`the registry no longer has the shape the generator knows (imports and \`${LIST_START}\`)`);
  }
  const dev = lines.indexOf('  dev,', start);
  const entryAt = dev !== -1 && dev < end ? dev : end;
  const importAt = imports.find((line) => line.folder > names.kebab)?.index ?? (imports.at(-1)?.index ?? 0) + 1;
  const entry = `  ${names.camel},`;
  const line = `import { ${names.camel} } from './${names.kebab}/index';`;
  // The entry goes in first: it sits below the imports, so inserting it keeps the import position valid.
  lines.splice(entryAt, 0, entry);
  lines.splice(importAt, 0, line);
  return lines.join('\n');
}
