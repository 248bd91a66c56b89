// Playwright for the example hosts (examples/*): the app hosts and the reveal.js deck served from their own build
// (`vite preview`, `next start`), forwarding /backend to a reference API of this run; and examples/html, a plain page
// on another origin (127.0.0.1, the API on localhost) calling the API across origins under a strict CSP header.
// scripts/check-package.mjs installs and builds them first.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const repo = fileURLToPath(new URL('.', import.meta.url));
// EXAMPLES_PORT moves every server (API, React, Vue, Next.js, slides and HTML hosts), so a run can share the machine with the
// e2e tier.
const apiPort = Number(process.env.EXAMPLES_PORT ?? 4337);
const hostPorts = {
  react: apiPort + 1,
  vue: apiPort + 2,
  next: apiPort + 3,
  // The reveal.js deck with the lecture QR on a slide.
  slides: apiPort + 5,
};
const apiOrigin = `http://localhost:${apiPort}`;
/** The plain page's origin: another host name and port than the API's, so every call it makes is cross-origin. */
const htmlOrigin = `http://127.0.0.1:${apiPort + 6}`;
const CROSS_ORIGIN = 'cross-origin.spec.ts';
/** Hosts with a journey of their own (tests/examples/<name>.spec.ts) run only it; the app hosts share the others. */
const ownJourney = ['slides'];
const dataDir = `${repo}.data/examples-${apiPort}`;

// Every run starts from seeded data; workers load this file too (with TEST_WORKER_INDEX set) while the server runs.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

/** One example host's build served (`vite preview`, or `next start`), its /backend forwarded to this run's API. */
const preview = (name: keyof typeof hostPorts) => ({
  command:
    name === 'next'
      ? `node_modules/.bin/next start --port ${hostPorts[name]}`
      : `node_modules/.bin/vite preview --port ${hostPorts[name]} --strictPort`,
  cwd: `${repo}examples/${name}`,
  url: `http://localhost:${hostPorts[name]}/`,
  reuseExistingServer: false,
  timeout: 60_000,
  env: { ACADEMY_API: apiOrigin, NEXT_TELEMETRY_DISABLED: '1' },
});

export default defineConfig({
  testDir: 'tests/examples',
  outputDir: `test-results/examples-${apiPort}`,
  fullyParallel: true,
  workers: 2,
  // As the e2e tier: one retry, named by `npm test` when used (stop 39's CI: the React journey past 45 s at 48 s on a
  // loaded machine, 25–30 s alone), and a bound with room for a loaded 2-core machine.
  retries: 1,
  forbidOnly: !!process.env.CI,
  timeout: 90_000,
  expect: { timeout: 7_000 },
  // scripts/test-all.mjs reads the JSON report for the package tier's counts.
  reporter: [['list'], ['json', { outputFile: 'test-results/examples.json' }]],
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_FLAGS] },
  },
  projects: [
    ...Object.entries(hostPorts).map(([name, port]) => ({
      name,
      use: { baseURL: `http://localhost:${port}` },
      ...(ownJourney.includes(name)
        ? { testMatch: `${name}.spec.ts` }
        : { testIgnore: [CROSS_ORIGIN, ...ownJourney.map((host) => `${host}.spec.ts`)] }),
    })),
    {
      name: 'html',
      testMatch: CROSS_ORIGIN,
      // The journey reads the API's origin here (the page gets it from its server, in its academy-config block).
      metadata: { apiOrigin },
      use: {
        baseURL: htmlOrigin,
        // A camera for the scanner: Chromium's own test pattern, allowed without a prompt.
        launchOptions: {
          executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
          args: [...CHROMIUM_FLAGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
        },
      },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx demo/server/main.ts',
      cwd: repo,
      url: `http://localhost:${apiPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(apiPort), ACADEMY_DATA_DIR: dataDir },
    },
    preview('react'),
    preview('vue'),
    preview('next'),
    preview('slides'),
    {
      command: 'node serve.mjs',
      cwd: `${repo}examples/html`,
      url: `${htmlOrigin}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: new URL(htmlOrigin).port, HOST: '127.0.0.1', ACADEMY_API: apiOrigin },
    },
  ],
});
