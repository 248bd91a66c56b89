import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

const KB = 1024;
/** Issue #30's goals for a React-hosted page (React counted once) and for academy-widgets/react itself. */
const GOALS = { react: 115 * KB, next: 130 * KB, components: 3 * KB };

/** Serves one example host's build; resolves with a stop function once it answers. */
async function serve(repo: string, name: 'react' | 'next', port: number): Promise<() => void> {
  const dir = join(repo, 'examples', name);
  const args =
    name === 'next' ? ['start', '--port', String(port)] : ['preview', '--port', String(port), '--strictPort'];
  const child = spawn(join(dir, 'node_modules/.bin', name === 'next' ? 'next' : 'vite'), args, {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const stop = () => process.kill(-(child.pid ?? 0), 'SIGTERM');
  for (let tries = 0; tries < 120; tries += 1) {
    try {
      await fetch(`http://localhost:${port}/`);
      return stop;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  stop();
  throw new Error(`examples/${name} did not answer on port ${port}`);
}

/** Every script and stylesheet the sign-in page fetches until it is idle, gzip -9 each. */
async function firstLoad(url: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    const bodies: Promise<number>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(
          response.body().then(
            (body) => gzipSync(body, { level: 9 }).length,
            () => 0,
          ),
        );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.locator('academy-login').waitFor();
    return (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await browser.close();
  }
}

/**
 * The React-hosted pages of issue #30, read from the example builds (`node scripts/check-package.mjs` makes them):
 * what a browser fetches for the sign-in page (scripts and styles, gzip -9), and academy-widgets/react's own code.
 */
export async function hostPageRows(repo: string, lib: string): Promise<string[]> {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const verdict = (value: number, goal: number) => `${value <= goal ? 'within' : 'OVER'} (goal ≤ ${kb(goal)})`;
  const own = gzipSync(readFileSync(join(lib, 'react.js')), { level: 9 }).length;
  const rows = [`  academy-widgets/react own code (react.js): ${kb(own)} → ${verdict(own, GOALS.components)}`];
  const hosts = [
    { name: 'react' as const, built: 'dist/index.html', port: 4481 },
    { name: 'next' as const, built: '.next/BUILD_ID', port: 4482 },
  ];
  for (const { name, built, port } of hosts) {
    if (!existsSync(join(repo, 'examples', name, built))) {
      rows.push(`  examples/${name} first load: not built (run node scripts/check-package.mjs first)`);
      continue;
    }
    const stop = await serve(repo, name, port);
    try {
      const bytes = await firstLoad(`http://localhost:${port}/auth/login`);
      rows.push(`  examples/${name} first load of the sign-in page: ${kb(bytes)} → ${verdict(bytes, GOALS[name])}`);
    } finally {
      stop();
    }
  }
  return rows;
}
