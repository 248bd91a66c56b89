#!/usr/bin/env node
// `npm run test:package`: packs the built package, lints the tarball (publint, arethetypeswrong, `npm publish
// --dry-run`), imports every entry in plain Node (no DOM, as a server renders), then installs the tarball into each
// example host (examples/*), type-checks and builds it. Expects `npm run build` first, as npm test does.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const packDir = join(root, '.pack');
/** The examples install this path (`file:../../.pack/academy-widgets.tgz`), whatever the version. */
const tarball = join(packDir, 'academy-widgets.tgz');
const bin = (name) => join(root, 'node_modules/.bin', name);
const timings = [];

/** Runs one step with inherited output; throws (failing the tier) when it fails. */
function step(label, cmd, args, cwd = root) {
  const start = Date.now();
  console.log(`\n--- ${label}`);
  execFileSync(cmd, args, {
    cwd,
    stdio: 'inherit',
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', NEXT_TELEMETRY_DISABLED: '1' },
  });
  timings.push([label, (Date.now() - start) / 1000]);
}

// The getting-started pages quote the example hosts: a stale quote fails here, before the hosts are built.
step('docs snippets', 'node', [join(root, 'scripts/docs-snippets.mjs'), '--check']);
// No chunk or element entry may import the main entry: loading one element would register every element.
const lib = join(root, 'dist/lib');
const loadsMain = [
  ...readdirSync(join(lib, 'chunks'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('chunks', file)),
  ...readdirSync(lib).filter((file) => /^academy-[a-z-]+\.js$/.test(file) && file !== 'academy-widgets.js'),
].filter((file) =>
  /(?:from|import)\s*["'`](?:\.\.?\/)+academy-widgets\.js["'`]/.test(readFileSync(join(lib, file), 'utf8')),
);
if (loadsMain.length)
  throw new Error(
    `dist/lib: ${loadsMain.join(', ')} import the main entry (see the chunk groups in vite.lib.config.ts)`,
  );
rmSync(packDir, { recursive: true, force: true });
mkdirSync(packDir);
// --ignore-scripts: `prepack` builds, and npm test has built already.
step('npm pack', 'npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', packDir]);
const [packed] = readdirSync(packDir).filter((file) => file.endsWith('.tgz'));
if (!packed) throw new Error('npm pack wrote no tarball');
renameSync(join(packDir, packed), tarball);
const listing = execFileSync('tar', ['tzvf', tarball], { encoding: 'utf8' }).trim().split('\n');
console.log(`${packed}: ${(readFileSync(tarball).length / 1024).toFixed(1)} KB, ${listing.length} files`);

step('publint', bin('publint'), ['run', tarball, '--strict']);
// The elements are browser ES modules: no CommonJS entry is promised, so the ESM-only profile applies.
// The `./academy-*` pattern hides each element from attw's own discovery: name them, as the declarations list them.
const elements = readdirSync(join(root, 'dist/types'))
  .filter((file) => /^academy-[a-z-]+\.d\.ts$/.test(file))
  .map((file) => `./${file.replace(/\.d\.ts$/, '')}`);
step('arethetypeswrong', bin('attw'), [
  tarball,
  '--profile',
  'esm-only',
  '--format',
  'table-flipped',
  '--include-entrypoints',
  ...elements,
]);

// What `npm publish` would send, checked without sending it (provenance is only made in CI; --ignore-scripts: built).
step('npm publish --dry-run', 'npm', ['publish', '--dry-run', '--ignore-scripts', '--provenance=false', tarball]);
// Every entry imports where there is no DOM (Next.js server components, prerendering, Vite SSR): plain Node, which
// has no HTMLElement, window, document, localStorage or customElements. React resolves from this repository.
const entries = [...readdirSync(lib), ...readdirSync(join(lib, 'react')).map((file) => `react/${file}`)]
  .filter((file) => /^(academy-[a-z-]+|react|language|react\/academy-[a-z-]+)\.js$/.test(file))
  .map((file) => `await import(${JSON.stringify(join(lib, file))});`);
step('import without a DOM', 'node', ['--input-type=module', '-e', entries.join('\n')]);
// The OpenAPI document and the conformance kit's bin ship, and the bin runs with no dependency installed.
for (const shipped of ['package/openapi.json', 'package/dist/conformance/academy-widgets-conformance.js']) {
  if (!listing.some((line) => line.endsWith(` ${shipped}`))) throw new Error(`the tarball lacks ${shipped}`);
}
step('conformance bin --help', 'node', [join(root, 'dist/conformance/academy-widgets-conformance.js'), '--help']);

for (const name of readdirSync(join(root, 'examples')).sort()) {
  const dir = join(root, 'examples', name);
  if (!existsSync(join(dir, 'package.json'))) continue;
  const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8'));
  // The tarball changes with every build; a recorded integrity would make `npm ci` refuse the new one.
  if (lock.packages?.['node_modules/academy-widgets']?.integrity) {
    throw new Error(
      `examples/${name}/package-lock.json records the tarball's integrity: remove that line (see examples/README.md)`,
    );
  }
  step(`${name}: npm ci`, 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], dir);
  step(`${name}: typecheck`, 'npm', ['run', '--silent', 'typecheck'], dir);
  // Vite's hosts take a log level; `next build` and the plain page's copy have no such option.
  const viteBuild = /^vite build\b/.test(
    JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).scripts?.build ?? '',
  );
  const quiet = viteBuild ? ['--', '--logLevel', 'warn'] : [];
  step(`${name}: build`, 'npm', ['run', '--silent', 'build', ...quiet], dir);
}

console.log(`\n${timings.map(([label, seconds]) => `${label} ${seconds.toFixed(1)}s`).join(' · ')}`);
