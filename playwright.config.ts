// Playwright e2e: system Chromium against the demo host + reference API (serving the built dist/).
// Run through scripts/with-chromium.mjs (sets CHROME_PATH); `npm test` builds dist/ first.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/chromium-flags.mjs';
import { E2E_ATTENDANCE_SECRET } from './tests/e2e/_infra/attendance-codes';

const repo = fileURLToPath(new URL('.', import.meta.url));
// E2E_PORT lets two runs share a machine (each gets its own server and data folder).
const port = Number(process.env.E2E_PORT ?? 4317);
const dataDir = `${repo}.data/e2e-${port}`;

// Every run starts from seeded data. Workers load this file too (with TEST_WORKER_INDEX set) while the server runs.
if (process.env.TEST_WORKER_INDEX === undefined) rmSync(dataDir, { recursive: true, force: true });

export default defineConfig({
  testDir: 'tests/e2e',
  // Per port, so two concurrent runs never clear each other's traces.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: false,
  workers: 2,
  // One retry: on a loaded 2-core CI machine a journey can pass its bound once in a few hundred runs (stop 38's CI:
  // 1 of 221, the scanner page at 60 s against 10–14 s alone). A retried pass is not hidden: `npm test` names it.
  retries: 1,
  forbidOnly: !!process.env.CI,
  // Bounds, not waits: a journey takes 10–25 s on two quiet cores and twice that on a loaded CI machine (stop 38:
  // scanner and batch journeys past 30 s, pages 4–5 s to their first table), so the bounds leave that room.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs reads the JSON report for the e2e counts.
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        ...CHROMIUM_FLAGS,
        // Camera tests: a fake device and auto-accepted permission prompts.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx demo/server/main.ts',
    cwd: repo,
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ACADEMY_DATA_DIR: dataDir,
      // Long lock so a lockout test cannot be undone by the clock mid-run.
      ACADEMY_LOGIN_LOCK_MS: '600000',
      // Known to the journeys (tests/e2e/_infra/attendance-codes.ts): they film codes shown minutes earlier.
      ACADEMY_ATTENDANCE_SECRET: E2E_ATTENDANCE_SECRET,
      // A camera journey films each code once and scans it for up to a minute on a loaded machine (stop 38), past the
      // default 15 + 45 s. 15 + 75 s keeps the refusals' two-minute-old photo refused; unit tests pin the default.
      ACADEMY_CODE_GRACE_MS: '75000',
      // Every journey signs up from this one address, retries included: past the default 50 an hour in a long run.
      ACADEMY_SIGNUP_LIMIT: '500',
      // The server's output is piped for its warnings and errors; a line per request would bury them.
      ACADEMY_LOG_LEVEL: 'warn',
    },
  },
});
