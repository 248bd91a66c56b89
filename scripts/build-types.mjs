#!/usr/bin/env node
// `npm run build:types`: the package's declarations, one self-contained .d.ts per entry in dist/types.
import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { dts } from 'rollup-plugin-dts';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const raw = join(root, 'dist/.types-raw/elements');
const out = join(root, 'dist/types');

rmSync(join(root, 'dist/.types-raw'), { recursive: true, force: true });
rmSync(out, { recursive: true, force: true });
execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(root, 'tsconfig.types.json')], { stdio: 'inherit' });

const elements = readdirSync(raw)
  .filter((file) => /^academy-[a-z-]+\.d\.ts$/.test(file))
  .sort();
// The "." entry registers every element through import.meta.glob, which declarations cannot follow: name them.
appendFileSync(
  join(raw, 'index.d.ts'),
  elements.map((file) => `export * from './${file.replace(/\.d\.ts$/, '')}';\n`).join(''),
);

const input = Object.fromEntries([
  ['academy-widgets', join(raw, 'index.d.ts')],
  ['language', join(raw, 'language.d.ts')],
  ...elements.map((file) => [file.replace(/\.d\.ts$/, ''), join(raw, file)]),
]);
// respectExternal inlines the few library types the public ones reach (superstruct's Infer), so hosts need none installed.
const bundle = await rollup({ input, plugins: [dts({ respectExternal: true })] });
await bundle.write({
  dir: out,
  format: 'es',
  entryFileNames: '[name].d.ts',
  chunkFileNames: 'chunks/[name]-[hash].d.ts',
});
await bundle.close();

// rollup-plugin-dts writes the features' event-map augmentations as `declare module "./academy-widgets"`: under
// moduleResolution node16/nodenext an extensionless relative name resolves to nothing, and `academy-login` & co. would
// be plain Events there. With `.js` it resolves under every mode (examples/html type-checks that way).
for (const file of readdirSync(out, { recursive: true }).filter((name) => String(name).endsWith('.d.ts'))) {
  const path = join(out, String(file));
  const text = readFileSync(path, 'utf8');
  const fixed = text.replace(/(declare module ["'])(\.\.?\/[\w./-]+?)(["'])/g, (whole, open, name, close) =>
    name.endsWith('.js') ? whole : `${open}${name}.js${close}`,
  );
  if (fixed !== text) writeFileSync(path, fixed);
}

// `academy-widgets/react` on its own, importing the element entries above (bundled with them, it would pull their
// declarations into shared chunks and lose their event-map augmentations) and the host's own @types/react.
const isReact = (id) => /^react(?:-dom)?(?:\/.*)?$/.test(id);
/** An element entry's name (`../../elements` is the main entry); the raw declarations import them relatively. */
const elementEntry = (id) => {
  const match = /\/elements(?:\/(academy-[a-z-]+|index))?(?:\.d\.ts)?$/.exec(id);
  if (!match) return undefined;
  return !match[1] || match[1] === 'index' ? 'academy-widgets' : match[1];
};
/** Declarations of `academy-widgets/react` (`dir` dist/types) or of each `academy-widgets/react/<tag>` (dist/types/react). */
async function reactDeclarations(input, dir, up) {
  const components = await rollup({
    input,
    external: (id) => isReact(id) || elementEntry(id) !== undefined,
    plugins: [dts({ respectExternal: true })],
  });
  await components.write({
    dir,
    format: 'es',
    entryFileNames: '[name].d.ts',
    chunkFileNames: 'chunks/[name]-[hash].d.ts',
    paths: (id) => (elementEntry(id) ? `${up}${elementEntry(id)}.js` : id),
  });
  await components.close();
}
const rawReact = join(root, 'dist/.types-raw/frameworks/react');
await reactDeclarations({ react: join(rawReact, 'index.d.ts') }, out, './');
const perElement = readdirSync(rawReact).filter((file) => /^academy-[a-z-]+\.d\.ts$/.test(file));
await reactDeclarations(
  Object.fromEntries(perElement.map((file) => [file.replace(/\.d\.ts$/, ''), join(rawReact, file)])),
  join(out, 'react'),
  '../',
);
rmSync(join(root, 'dist/.types-raw'), { recursive: true, force: true });
