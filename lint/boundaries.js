// Import boundaries on resolved paths (`import-x/no-restricted-paths`): a rule on import text misses `../../x` from a
// nested folder, a re-export and an `index.ts` folder; the resolver sees the file an import really loads.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The repository root: zones are written relative to it whatever folder ESLint runs from. */
export const root = fileURLToPath(new URL('..', import.meta.url));

/** Sub-folders of `path`, leaving out the lint tests' short-lived probe folders (`__lint_probe_*`). */
const folders = (path) =>
  readdirSync(new URL(`../${path}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('__lint_probe_'))
    .map((entry) => entry.name);

/** Feature folders of the React layer; `ui` is the shared kit every feature may use. */
export const reactFeatures = folders('src/react').filter((name) => name !== 'ui');

/**
 * Core folders every feature may import: plumbing holding no one feature's rules. Shared folders never import a
 * feature folder; every other core folder is a feature (named as its React folder) and imports only itself and these.
 */
export const coreShared = {
  api: 'the wire: one request function and response schema per endpoint (the reference API validates with them too)',
  brand: 'brand variants, palettes and tokens every element paints with',
  config: 'page-wide configuration: API base and chat widget',
  dom: 'framework-free DOM helpers: document sheets, inert handlers, menu placement, tab keys',
  'dynamic-buttons': "the user's dynamic buttons, shown by the shell menu, the dashboard card and the content page",
  events: 'the element event map every feature extends, and its emitter',
  forms: 'field → message-key issues, the shape of every form check',
  http: 'the HTTP client, API errors and their messages',
  integrity: "the exam integrity log's words, spans and reads, shown by the exam result and the batch page (#33)",
  locale: 'languages, dictionaries, dates and numbers',
  navigation: 'the route table every feature extends, the guard and navigation requests',
  qr: 'attendance QR content and scan facts, read by the scanner, the lecture QR, the batch and the dashboard',
  query: 'cached query stores',
  roles: 'role names, matching and the learner/trainer view',
  search: 'folded text search, used by the batch tables and the lecture-QR roster',
  session: 'token, user, roles and the session lifecycle',
  toasts: 'the one toast queue',
};

/** Core feature folders: every core folder not listed as shared. */
export const coreFeatures = folders('src/core').filter((name) => !Object.hasOwn(coreShared, name));

// A new core folder is either a feature (its React folder has the same name) or shared plumbing listed above.
const unclassified = coreFeatures.filter((name) => !reactFeatures.includes(name));
if (unclassified.length > 0) {
  throw new Error(
    `lint/boundaries.js: src/core/${unclassified.join(', src/core/')} is neither a feature (no src/react folder of ` +
      'that name) nor listed in coreShared: add it there with a one-line reason, or name it after its feature.',
  );
}

/** The package's public source entries (package.json `exports` via vite.lib.config.ts): the main entry, each element and the language. */
export const publicEntries = [
  'src/elements/index.ts',
  'src/elements/language.ts',
  ...readdirSync(new URL('../src/elements', import.meta.url))
    .filter((file) => /^academy-[a-z-]+\.ts$/.test(file))
    .map((file) => `src/elements/${file}`),
];

const feature = 'Features never import each other: share through shared core folders or react/ui.';

/** Zones for `import-x/no-restricted-paths`, paths relative to the repository root. */
export const boundaryZones = [
  // Layers point one way: core → react → elements → demo.
  {
    target: 'src/core',
    from: ['src/react', 'src/elements', 'demo', 'tests'],
    message: 'src/core is the bottom layer: it never imports src/react, src/elements, the demo or tests.',
  },
  {
    target: 'src/react',
    from: ['src/elements', 'demo', 'tests'],
    message: 'src/react never imports src/elements, the demo or tests.',
  },
  { target: 'src/elements', from: ['demo', 'tests'], message: 'src/elements never imports the demo or tests.' },
  ...reactFeatures.map((name) => ({
    target: `src/react/${name}`,
    from: 'src/react',
    except: [`./${name}`, './ui'],
    message: feature,
  })),
  {
    target: 'src/react/ui',
    from: 'src/react',
    except: ['./ui'],
    message: 'react/ui is the shared kit: it never imports a feature.',
  },
  ...coreFeatures.map((name) => ({
    target: `src/core/${name}`,
    from: 'src/core',
    except: [`./${name}`, ...Object.keys(coreShared).map((shared) => `./${shared}`)],
    message: feature,
  })),
  {
    target: Object.keys(coreShared).map((shared) => `src/core/${shared}`),
    from: coreFeatures.map((name) => `src/core/${name}`),
    message: 'Shared core plumbing never imports a feature: move the shared part down, or pass it in.',
  },
  // The demo host is a page like any customer's: the package's public entries only.
  {
    target: 'demo/host',
    from: 'src',
    except: publicEntries.map((path) => `./${path.slice('src/'.length)}`),
    message: "The demo host uses the package's public entries only: src/elements/index.ts or an academy-*.ts.",
  },
  {
    target: 'demo/host',
    from: ['tests', 'demo/api', 'demo/server'],
    message: 'The demo host is a browser page: no tests and no server code.',
  },
  // The servers validate with the client's schemas and rules (src/core), but never load its UI layers.
  {
    target: ['demo/api', 'demo/server'],
    from: ['src/react', 'src/elements', 'tests'],
    message: 'The reference API and the demo server may use src/core, never src/react, src/elements or tests.',
  },
];
