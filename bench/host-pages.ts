import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

const KB = 1024;
/** Issue #30's goals for a React-hosted page (React counted once) and for academy-widgets/react itself. */
const GOALS = { react: 115 * KB, next: 130 * KB, components: 3 * KB };

/** Serves one example host's build; resolves with a stop function once it answers. */
async function serve(dir: string, name: 'react' | 'next', port: number): Promise<() => void> {
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

/** Every script and stylesheet the page fetches until it is idle and shows `ready`, gzip -9 each. */
async function firstLoad(url: string, ready = 'academy-login'): Promise<number> {
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
    await page.locator(ready).waitFor();
    return (await Promise.all(bodies)).reduce((sum, bytes) => sum + bytes, 0);
  } finally {
    await browser.close();
  }
}

/** The same Next.js with none of ours: an App Router page with one client button, built next to examples/next. */
const BARE_NEXT = {
  'app/layout.tsx':
    'export default function Layout({ children }: { children: React.ReactNode }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n',
  'app/auth/login/page.tsx':
    "'use client';\nimport { useState } from 'react';\nexport default function Page() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>Sign in {n}</button>;\n}\n",
  'package.json': '{ "private": true }\n',
};

/** Next.js's own first load (framework and React), the floor under examples/next's figure; undefined when not built. */
async function bareNextFirstLoad(repo: string, port: number): Promise<number | undefined> {
  const modules = join(repo, 'examples/next/node_modules');
  if (!existsSync(join(modules, '.bin/next'))) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bare-next-'));
  try {
    cpSync(join(repo, 'examples/next/tsconfig.json'), join(dir, 'tsconfig.json'));
    for (const [file, text] of Object.entries(BARE_NEXT)) {
      mkdirSync(join(dir, file, '..'), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
    // Hard links, not a symlink: Next's bundler refuses a node_modules outside the project's root.
    execFileSync('cp', ['-al', modules, join(dir, 'node_modules')]);
    execFileSync(join(dir, 'node_modules/.bin/next'), ['build'], {
      cwd: dir,
      stdio: 'ignore',
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    const stop = await serve(dir, 'next', port);
    try {
      return await firstLoad(`http://localhost:${port}/auth/login`, 'button');
    } finally {
      stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** academy-widgets/react's own code: the barrel, each component's module and the component factory. */
function componentsOwnCode(lib: string): number {
  const files = [
    join(lib, 'react.js'),
    ...readdirSync(join(lib, 'react')).map((file) => join(lib, 'react', file)),
    ...readdirSync(join(lib, 'chunks'))
      .filter((file) => file.startsWith('create-component-'))
      .map((file) => join(lib, 'chunks', file)),
  ];
  return gzipSync(Buffer.concat(files.map((file) => readFileSync(file))), { level: 9 }).length;
}

/**
 * The React-hosted pages of issue #30, read from the example builds (`node scripts/check-package.mjs` makes them):
 * what a browser fetches for the sign-in page (scripts and styles, gzip -9), and academy-widgets/react's own code.
 */
export async function hostPageRows(repo: string, lib: string): Promise<string[]> {
  const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
  const verdict = (value: number, goal: number) => `${value <= goal ? 'within' : 'OVER'} (goal ≤ ${kb(goal)})`;
  const own = componentsOwnCode(lib);
  const rows = [
    `  academy-widgets/react own code (every component, gzip together): ${kb(own)} → ${verdict(own, GOALS.components)}`,
  ];
  const hosts = [
    { name: 'react' as const, built: 'dist/index.html', port: 4481 },
    { name: 'next' as const, built: '.next/BUILD_ID', port: 4482 },
  ];
  for (const { name, built, port } of hosts) {
    if (!existsSync(join(repo, 'examples', name, built))) {
      rows.push(`  examples/${name} first load: not built (run node scripts/check-package.mjs first)`);
      continue;
    }
    const stop = await serve(join(repo, 'examples', name), name, port);
    try {
      const bytes = await firstLoad(`http://localhost:${port}/auth/login`);
      rows.push(`  examples/${name} first load of the sign-in page: ${kb(bytes)} → ${verdict(bytes, GOALS[name])}`);
      const floor = name === 'next' ? await bareNextFirstLoad(repo, port + 2) : undefined;
      if (floor !== undefined)
        rows.push(
          `    the same Next.js with none of ours (one client button), built now: ${kb(floor)}; ours on top: ${kb(bytes - floor)}`,
        );
    } finally {
      stop();
    }
  }
  return rows;
}
