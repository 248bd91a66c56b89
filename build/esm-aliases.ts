import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Dependencies whose string `browser` field points at a UMD build that Vite picks over their `module` build: the UMD
 * is bundled as CommonJS, with the bundler's interop helpers (`dlv`, rosetta's dependency: +0.5 KB gzip on every page).
 */
export const esmAliases = [{ find: /^dlv$/, replacement: require.resolve('dlv/dist/dlv.es.js') }];
