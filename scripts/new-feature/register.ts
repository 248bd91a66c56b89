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

/** The route-answer registry (src/core/api/route-answers.ts) with the feature's two routes and its schemas' import. */
export function registerAnswers(source: string, names: FeatureNames): string {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((line) =>
    /^} from '\.\/schemas\/[\w-]+';$|^import .* from '\.\/schemas\/[\w-]+';$/.test(line),
  );
  const devAt = lines.findIndex((line) => line.startsWith("  'GET __dev/"));
  if (lastImport === -1 || devAt === -1) {
    throw new Error(
      'src/core/api/route-answers.ts no longer has the shape the generator knows (schema imports, __dev entries)',
    );
  }
  const elements = `elements: ['${names.kebab}']`;
  lines.splice(
    devAt,
    0,
    `  'GET ${names.kebab}/list': data(${names.pascal}ItemList, { ${elements} }),`,
    `  'POST ${names.kebab}/create': data(${names.pascal}ItemSchema, { status: 201, ${elements} }),`,
  );
  lines.splice(
    lastImport + 1,
    0,
    `import { ${names.pascal}ItemList, ${names.pascal}ItemSchema } from './schemas/${names.kebab}';`,
  );
  return lines.join('\n');
}

/** The OpenAPI generator's schema modules (demo/api/openapi/names.ts) with the feature's. */
export function registerSchemaModule(source: string, names: FeatureNames): string {
  const lines = source.split('\n');
  const lastImport = lines.findLastIndex((line) => line.startsWith('import * as '));
  const listEnd = lines.indexOf(
    '};',
    lines.findIndex((line) => line.startsWith('export const SCHEMA_MODULES')),
  );
  if (lastImport === -1 || listEnd === -1) {
    throw new Error('demo/api/openapi/names.ts no longer has the shape the generator knows (SCHEMA_MODULES)');
  }
  lines.splice(listEnd, 0, `  '${names.kebab}': ${names.camel}Schemas,`);
  lines.splice(
    lastImport + 1,
    0,
    `import * as ${names.camel}Schemas from '../../../src/core/api/schemas/${names.kebab}';`,
  );
  return lines.join('\n');
}
