// @web/test-runner: browser tests in real Chromium, with files served by a Vite dev server in middleware mode.
// Run through scripts/with-chromium.mjs, which sets CHROME_PATH.
import { playwrightLauncher } from '@web/test-runner-playwright';
import { createServer } from 'vite';
import { jsonSummaryReporter } from './scripts/wtr-json-reporter.mjs';
import { defaultReporter, summaryReporter } from '@web/test-runner';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';
import { chunkGatePlugin } from './scripts/wtr-chunk-gate.mjs';

const testFiles = 'tests/browser/**/*.test.{ts,tsx}';

// Vite does what WTR's esbuild/node-resolve plugins cannot: CommonJS React, `?inline` CSS, TSX.
const vite = await createServer({
  configFile: false,
  root: process.cwd(),
  appType: 'custom',
  clearScreen: false,
  logLevel: 'warn',
  // Own dep cache: the demo dev server or vitest pre-bundling with other settings must not invalidate it mid-run.
  cacheDir: 'node_modules/.vite/wtr',
  server: { middlewareMode: true, hmr: false, ws: false },
  // React's dev build expects process.env.NODE_ENV; the browser has no `process`.
  define: { 'process.env.NODE_ENV': '"development"' },
  oxc: { jsx: { runtime: 'automatic' } },
  // Pre-bundle every dependency up front: a dep discovered mid-run answers "504 Outdated Optimize Dep".
  optimizeDeps: { entries: [testFiles, 'src/**/*.{ts,tsx}'] },
});

// WTR's own pages and runtime stay with WTR; everything else goes to Vite.
const isWtrPath = (path) => path === '/' || path.startsWith('/__web') || path.startsWith('/node_modules/@web/');

/** Koa middleware that hands a request to Vite's connect stack, falling through to WTR when Vite passes. */
async function viteMiddleware(ctx, next) {
  if (isWtrPath(ctx.path)) return next();
  const handledByVite = await new Promise((resolve, reject) => {
    ctx.res.once('finish', () => resolve(true));
    vite.middlewares(ctx.req, ctx.res, (err) => (err ? reject(err) : resolve(false)));
  });
  // Vite already wrote the response: stop Koa from writing a second one.
  if (handledByVite) ctx.respond = false;
  else await next();
}

export default {
  files: testFiles,
  nodeResolve: false,
  // Two pages at once: Playwright's Chromium emulates focus per page, so keyboard tests hold (211 s → 141 s, loaded machine).
  concurrency: 2,
  concurrentBrowsers: 1,
  testsFinishTimeout: 5 * 60_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  middleware: [viteMiddleware],
  // default: progress + failures; summary: every test name (CI log); JSON: counts for scripts/test-all.mjs.
  reporters: [
    defaultReporter(),
    summaryReporter({ reportTestErrors: false }),
    jsonSummaryReporter('test-results/browser.json'),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: process.env.CHROME_PATH,
        args: CHROMIUM_FLAGS,
      },
    }),
  ],
  plugins: [
    chunkGatePlugin(),
    {
      name: 'close-vite',
      // Without this the Vite server (and its dep scanner) keeps the process alive after the run.
      serverStop: () => vite.close(),
    },
  ],
};
