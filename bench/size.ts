import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type InlineConfig } from 'vite';
import { hostPageRows } from './host-pages';
import { breakdown } from './runtime-breakdown';

/** Sizes are gzip -9 of the built files; budgets are reported, never asserted (issue #2 §7). */
const repo = resolve(import.meta.dirname, '..');
const KB = 1024;
// Budgets in force (../shared/FEATURES.md).
const BUDGET_RUNTIME_OVER_FLOOR = 24 * KB;
const BUDGET_LOGIN_PAGE = 100 * KB;
const BUDGET_ELEMENT_OWN = 12 * KB;
const BUDGET_FEATURE_PAGE = 140 * KB;
/** Issue #35's goal for every single-element page, reported as a second verdict beside the budget. */
const GOAL_FEATURE_PAGE = 120 * KB;
/** The npm packages of the shared runtime (React, the stores, …), read from the build's shared chunks. */
const runtimePackages = new Set<string>();
/**
 * Libraries elements share, listed apart from an element's own code: every npm package outside the shared runtime
 * (Shoelace and Lit, DOMPurify, uqr, qr-scanner with its worker, …), found in the build, so a new one needs no edit here.
 */
const isSharedLibrary = (owner: string) => /^(@[\w.-]+\/)?[\w.-]+$/.test(owner) && !runtimePackages.has(owner);

/** A chunk built from one shared library's own file (qr-scanner's worker: its code is a string no source map covers). */
function isLibraryChunk(key: string): boolean {
  const owner = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(key)?.[1];
  return owner !== undefined && isSharedLibrary(owner);
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The shipped bytes: the bench builds with source maps for the breakdown, so their comment is left out. */
const gz = (file: string) =>
  gzipSync(readFileSync(file, 'utf8').replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, ''), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(2)} KB`;

async function buildInto(configFile: string, outDir: string, extra: InlineConfig = {}): Promise<void> {
  await build({ configFile, logLevel: 'warn', ...extra, build: { ...extra.build, outDir, emptyOutDir: true } });
}

/** A baseline built with the library's settings from one fixture file. */
async function baselineSize(fixture: string, dir: string): Promise<number> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: dir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: join(repo, 'bench/fixtures', fixture), formats: ['es'], fileName: () => 'baseline.js' },
      rollupOptions: { output: { minify: true } },
    },
  });
  return gz(join(dir, 'baseline.js'));
}

type Lang = 'en' | 'ar';
const LANGS: readonly Lang[] = ['en', 'ar'];
/** A feature's strings in one language: a page loads the chunk of the language it shows, never both. */
const stringsLang = (key: string) => /\/strings\/(en|ar)\.ts$/.exec(key)?.[1];
/** Any per-language module (feature strings, shared dictionaries, word lists): a page loads only its language's. */
const langOf = (key: string) => /\/(en|ar)\.ts$/.exec(key)?.[1];

/** Every chunk a key pulls in, statically and through dynamic imports, for a page shown in `lang`. */
function closure(manifest: Manifest, key: string, lang: Lang, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || (langOf(key) ?? lang) !== lang) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) closure(manifest, next, lang, seen);
  return seen;
}

/** An element's feature root and its strings: every mount loads them at once, though through a dynamic import. */
const isMountRoot = (key: string) => stringsLang(key) !== undefined || /-feature\.tsx$/.test(key);

/**
 * What mounting loads: the static closure plus the feature root and strings; the rest of the closure is code an
 * element loads only when the learner gets there (a tab, an exam step, the running exam's answer queue).
 */
function mountClosure(manifest: Manifest, key: string, lang: Lang, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || (langOf(key) ?? lang) !== lang) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const next of chunk?.imports ?? []) mountClosure(manifest, next, lang, seen);
  for (const next of chunk?.dynamicImports ?? []) if (isMountRoot(next)) mountClosure(manifest, next, lang, seen);
  return seen;
}

/** A page's weight in its heavier language, and which language that is. */
interface Weight {
  bytes: number;
  lang: Lang;
}
/** A page with one element: on load (before the element shows) and with every view loaded. */
interface Page {
  onLoad: Weight;
  full: Weight;
}
const heaviest = (size: (lang: Lang) => number): Weight =>
  LANGS.map((lang) => ({ bytes: size(lang), lang })).sort((a, b) => b.bytes - a.bytes)[0]!;
const showPage = (weight: Weight) => `${kb(weight.bytes).padStart(9)} ${weight.lang}`;

function total(manifest: Manifest, libDir: string, keys: Iterable<string>): number {
  let sum = 0;
  for (const key of keys) sum += gz(join(libDir, manifest[key]?.file ?? ''));
  return sum;
}

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'academy-size-'));
  try {
    const started = Date.now();
    const floor = await baselineSize('react-floor.tsx', join(work, 'floor'));
    const libraries = await baselineSize('mandated-libs.tsx', join(work, 'libraries'));
    const libDir = join(work, 'lib');
    await buildInto(join(repo, 'vite.lib.config.ts'), libDir, { build: { sourcemap: true } });
    await buildInto(join(repo, 'vite.bundle.config.ts'), join(work, 'bundle'));
    const manifest = JSON.parse(readFileSync(join(libDir, '.vite/manifest.json'), 'utf8')) as Manifest;

    // academy-widgets/react (`react`) loads every element: it is measured with the React hosts below.
    const elements = Object.entries(manifest).filter(
      ([, chunk]) => chunk.isEntry && chunk.name !== 'academy-widgets' && chunk.name !== 'react',
    );
    // dist/lib takes React from the page (a peer dependency): a page pays it once, so it is counted once, as the floor.
    const external = floor;
    const reachIn = (lang: Lang) =>
      new Map(elements.map(([key, chunk]) => [chunk.name ?? key, closure(manifest, key, lang)]));
    const sharedIn = (reach: Map<string, Set<string>>) => {
      const all = [...reach.values()];
      return [...(all[0] ?? [])].filter((key) => all.every((set) => set.has(key)) && !manifest[key]?.isEntry);
    };
    // The heavier language counts, should strings ever be part of what every element loads.
    const {
      reach,
      shared,
      lang: reachLang,
    } = LANGS.map((lang) => {
      const reach = reachIn(lang);
      return { reach, shared: sharedIn(reach), lang };
    }).sort((a, b) => total(manifest, libDir, b.shared) - total(manifest, libDir, a.shared))[0]!;
    const runtime = total(manifest, libDir, shared) + external;

    console.log(
      `Academy widgets — bundle sizes (gzip -9), built ${new Date().toISOString()} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
    );
    console.log(`React 19 + react-dom floor (same build settings): ${kb(floor)}`);
    console.log(
      `Floor + the libraries the runtime uses, no code of ours: ${kb(libraries)}  = floor + ${kb(libraries - floor)}`,
    );
    console.log(
      `Shared runtime (chunks every element loads):      ${kb(runtime)}  = floor × ${(runtime / floor).toFixed(2)}, floor + ${kb(runtime - floor)}`,
    );
    const owners = new Map<string, number>();
    for (const key of shared)
      for (const row of breakdown(join(libDir, manifest[key]?.file ?? '')))
        owners.set(row.owner, (owners.get(row.owner) ?? 0) + row.gzip);
    const rows = [...owners].sort((a, b) => b[1] - a[1]);
    for (const [name] of rows) runtimePackages.add(name);
    const isOwn = (name: string) => name.startsWith('src/');
    const sum = (filter: (name: string) => boolean) =>
      rows.filter(([name]) => filter(name)).reduce((total, [, bytes]) => total + bytes, 0);
    console.log(
      `  of which (each part gzipped alone): libraries and bundler ${kb(sum((name) => !isOwn(name)))}, our code ${kb(sum(isOwn))}`,
    );
    for (const [name, bytes] of rows.slice(0, 14)) console.log(`    ${name.padEnd(34)} ${kb(bytes).padStart(9)}`);
    console.log(
      '\nPer element (own = entry + chunks no other element uses; page = a page with only that element, heavier language:\n' +
        '  on load = before the element shows, full = with every view loaded too):',
    );
    const pages = new Map<string, Page>();
    const owns = new Map<string, { total: number; libraries: number; mount: number }>();
    for (const [name, keys] of reach) {
      const own = [...keys].filter(
        (key) => !shared.includes(key) && ![...reach].some(([other, set]) => other !== name && set.has(key)),
      );
      const entry = elements.find(([key, chunk]) => (chunk.name ?? key) === name)?.[0] ?? '';
      const page = {
        onLoad: heaviest((lang) => total(manifest, libDir, mountClosure(manifest, entry, lang)) + external),
        full: heaviest((lang) => total(manifest, libDir, closure(manifest, entry, lang)) + external),
      };
      pages.set(name, page);
      // Tiny entry files carry no source map and no shared library.
      const mapped = own
        .filter((key) => !isLibraryChunk(key))
        .map((key) => join(libDir, manifest[key]?.file ?? ''))
        .filter((file) => existsSync(`${file}.map`));
      const wholly = total(manifest, libDir, own.filter(isLibraryChunk));
      const libraries =
        wholly +
        mapped
          .flatMap((file) => breakdown(file))
          .filter((row) => isSharedLibrary(row.owner))
          .reduce((sum, row) => sum + row.gzip, 0);
      const libraryPart = (keys: string[]) =>
        total(manifest, libDir, keys.filter(isLibraryChunk)) +
        keys
          .filter((key) => !isLibraryChunk(key))
          .map((key) => join(libDir, manifest[key]?.file ?? ''))
          .filter((file) => existsSync(`${file}.map`))
          .flatMap((file) => breakdown(file))
          .filter((row) => isSharedLibrary(row.owner))
          .reduce((sum, row) => sum + row.gzip, 0);
      const mounted = mountClosure(manifest, entry, reachLang);
      const onMount = own.filter((key) => mounted.has(key));
      const views = own.filter((key) => !mounted.has(key));
      const mount = total(manifest, libDir, onMount) - libraryPart(onMount);
      owns.set(name, { total: total(manifest, libDir, own), libraries, mount });
      const lazy = views.length
        ? `; on mount ${kb(mount)}, views on demand ${kb(total(manifest, libDir, views) - libraryPart(views))} in ${views.length} chunks`
        : '';
      console.log(
        `  ${name.padEnd(20)} own ${kb(total(manifest, libDir, own)).padStart(9)} (shared libraries ${kb(libraries)}${lazy})   page on load ${showPage(page.onLoad)}, full ${showPage(page.full)}`,
      );
    }
    const bundle = join(work, 'bundle/academy-widgets.js');
    console.log(`\nOne-script bundle academy-widgets.js: ${kb(gz(bundle))} (raw ${kb(statSync(bundle).size)})`);
    const fonts = readdirSync(join(libDir, 'assets')).filter((file) => file.endsWith('.woff2'));
    console.log(
      `Arabic font files (fetched only when Arabic text renders): ${fonts.map((file) => `${file.replace(/-[\w]{8}\.woff2$/, '')} ${kb(statSync(join(libDir, 'assets', file)).size)}`).join(', ')}`,
    );

    console.log('\nBudgets (reported, not enforced):');
    const verdict = (value: number, budget: number) =>
      `${value <= budget ? 'within' : 'OVER'} (${((value / budget) * 100).toFixed(0)}%)`;
    console.log(
      `  shared runtime ≤ floor + ${kb(BUDGET_RUNTIME_OVER_FLOOR)}: ${kb(runtime - floor)} over floor → ${verdict(runtime - floor, BUDGET_RUNTIME_OVER_FLOOR)}`,
    );
    console.log(
      `    the libraries take ${kb(libraries - floor)} of it, leaving ${kb(BUDGET_RUNTIME_OVER_FLOOR - (libraries - floor))} for our shared code, which is ${kb(runtime - libraries)}`,
    );
    // What a host's visitor pays before the element shows; the views that follow on demand are printed beside it.
    console.log(
      `  page with only that element, on load (heavier language) ≤ ${kb(BUDGET_FEATURE_PAGE)}, goal ≤ ${kb(GOAL_FEATURE_PAGE)} (#35); <academy-login> ≤ ${kb(BUDGET_LOGIN_PAGE)}:`,
    );
    for (const [name, page] of pages) {
      const budget = name === 'academy-login' ? BUDGET_LOGIN_PAGE : BUDGET_FEATURE_PAGE;
      const goal = name === 'academy-login' ? '' : `, goal ${verdict(page.onLoad.bytes, GOAL_FEATURE_PAGE)}`;
      console.log(
        `    ${name.padEnd(20)} ${kb(page.onLoad.bytes).padStart(9)} → ${verdict(page.onLoad.bytes, budget)}${goal}; full ${showPage(page.full)}`,
      );
    }
    console.log(`  each element's own code without shared libraries ≤ ${kb(BUDGET_ELEMENT_OWN)}:`);
    for (const [name, own] of owns) {
      const lazyViews =
        own.mount < own.total - own.libraries
          ? `; on mount ${kb(own.mount)} → ${verdict(own.mount, BUDGET_ELEMENT_OWN)}`
          : '';
      console.log(
        `    ${name.padEnd(20)} ${kb(own.total - own.libraries).padStart(9)} → ${verdict(own.total - own.libraries, BUDGET_ELEMENT_OWN)}${lazyViews}`,
      );
    }
    console.log('\nReact hosts (issue #30; reported, not enforced):');
    for (const row of await hostPageRows(repo, libDir)) console.log(row);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

void main();
