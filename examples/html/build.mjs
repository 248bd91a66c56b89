// The page's build: dist/ holds what a CMS would host, the page (page/) and, next to it, the one-script bundle with its
// font files (academy-widgets/bundle: academy-widgets.js and assets/), copied from the installed package.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const bundle = fileURLToPath(new URL('.', import.meta.resolve('academy-widgets/bundle')));

rmSync(dist, { recursive: true, force: true });
cpSync(fileURLToPath(new URL('./page/', import.meta.url)), dist, { recursive: true });
// integrity.json is for pinning a CDN copy; the page serves its own.
cpSync(bundle, dist, { recursive: true, filter: (path) => !path.endsWith('integrity.json') });
