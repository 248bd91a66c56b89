// Playwright for the example hosts (examples/*): each served from its own build (`vite preview`, `next start`),
// forwarding /backend to a reference API of this run. scripts/check-package.mjs installs and builds them first.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';

const repo = fileURLToPath(new URL('.', import.meta.url));
// EXAMPLES_PORT moves every server (API, React, Vue and Next.js hosts), so a run can share the machine with the e2e tier.
const apiPort = Number(process.env.EXAMPLES_PORT ?? 4337);
const hostPorts = {
  react: apiPort + 1,
  vue: apiPort + 2,
  next: apiPort + 3,
  // The reveal.js deck with the lecture QR on a slide.
  slides: apiPort + 5,
};
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
  env: { ACADEMY_API: `http://localhost:${apiPort}`, NEXT_TELEMETRY_DISABLED: '1' },
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
  projects: Object.entries(hostPorts).map(([name, port]) => ({
    name,
    use: { baseURL: `http://localhost:${port}` },
    ...(ownJourney.includes(name)
      ? { testMatch: `${name}.spec.ts` }
      : { testIgnore: ownJourney.map((host) => `${host}.spec.ts`) }),
  })),
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
  ],
});
