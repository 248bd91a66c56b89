#!/usr/bin/env node
// `npm run test:generator`: proves `npm run new:feature` writes a feature that passes the project's checks, without
// leaving a file in this tree. It copies the tracked (and new, unignored) files to a temporary folder with
// node_modules linked, generates a feature there, then lints and type-checks the copy and runs the new feature's
// tests with every test that gathers features (routes, strings, screens, manifest, docs tables, contract).
// `--keep` leaves the copy for a look; `--browser` also runs the element's Chromium test there.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const NAME = 'probe-notes';
const TAG = `academy-${NAME}`;
const keep = process.argv.includes('--keep');
const browser = process.argv.includes('--browser');
const timings = [];

/** Runs one step in the copy with its output prefixed; resolves with its exit code. */
function step(label, command, args, copy) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: copy,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => (output += String(error)));
    child.on('close', (code) => {
      const seconds = (Date.now() - start) / 1000;
      timings.push([label, seconds, code]);
      console.log(`--- ${label}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)}s`);
      if (code !== 0) console.log(output.trim().split('\n').slice(-80).join('\n'));
      resolve(code ?? 1);
    });
  });
}

/** The working tree's files as git sees them (tracked or new, never ignored), copied; node_modules linked. */
function copyTree() {
  const copy = mkdtempSync(join(tmpdir(), 'academy-new-feature-'));
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root });
  for (const file of listed.toString('utf8').split('\0').filter(Boolean)) {
    // A tracked file deleted in the working tree is not part of it.
    if (!existsSync(join(root, file))) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(join(root, file), join(copy, file));
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

const bin = (name) => join(root, 'node_modules/.bin', name);
const started = Date.now();
const copy = copyTree();
timings.push(['copy', (Date.now() - started) / 1000, 0]);
let failed = 0;
try {
  failed += await step('new:feature', 'node', ['--import', 'tsx', 'scripts/new-feature.ts', NAME], copy);
  if (failed === 0) {
    const written = [
      `src/core/${NAME}`,
      `src/core/api/${NAME}.ts`,
      `src/core/api/schemas/${NAME}.ts`,
      `src/react/${NAME}`,
      `src/elements/${TAG}.ts`,
      `demo/host/features/${NAME}.ts`,
      `demo/api/features/${NAME}`,
      'demo/api/features/index.ts',
      'src/core/api/route-answers.ts',
      'demo/api/openapi/names.ts',
      `tests/unit/core/${NAME}`,
      `tests/unit/demo/screens/${NAME}.test.ts`,
      `tests/unit/api/${NAME}.test.ts`,
      `tests/unit/api/contract/${NAME}-cases.ts`,
      `tests/browser/elements/${TAG}.test.ts`,
    ];
    const tests = [
      `tests/unit/core/${NAME}`,
      `tests/unit/demo/screens/${NAME}.test.ts`,
      `tests/unit/api/${NAME}.test.ts`,
      'tests/unit/core/navigation/routes.test.ts',
      'tests/unit/core/locale/dictionaries.test.ts',
      'tests/unit/demo/screens/mechanism.test.ts',
      'tests/unit/manifest/manifest-agreement.test.ts',
      'tests/unit/api/route-docs.test.ts',
      'tests/unit/api/contract.test.ts',
      'tests/unit/api/openapi.test.ts',
    ];
    // Every test of those files except the contract test's other cases (the unit tier's): of that one, the new
    // feature's cases and the checks over every route.
    const only = `^(?!contract: every route answers)|${NAME}|gathers one cases file|has a contract entry|answers 40`;
    // Side by side: the type-check is the long one; the tests' config gives their database start-ups the time a
    // machine this busy needs.
    const vitest = ['run', '--config', 'scripts/new-feature/vitest.config.ts', '-t', only, ...tests];
    const results = await Promise.all([
      step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'], copy),
      step('its tests, the gathering ones and its contract cases', bin('vitest'), vitest, copy),
      step('eslint (the written files)', bin('eslint'), ['--max-warnings', '0', ...written], copy),
      step('prettier (the written files)', bin('prettier'), ['--check', '--log-level', 'warn', ...written], copy),
    ]);
    failed += results.filter((code) => code !== 0).length;
    if (browser) {
      failed += await step(
        'browser test',
        'node',
        [
          'scripts/with-chromium.mjs',
          'wtr',
          '--config',
          'web-test-runner.config.mjs',
          '--files',
          `tests/browser/elements/${TAG}.test.ts`,
        ],
        copy,
      );
    }
  }
} finally {
  if (keep) console.log(`the copy stays at ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
const total = (Date.now() - started) / 1000;
console.log(
  `\n${timings.map(([label, seconds]) => `${label} ${seconds.toFixed(1)}s`).join(' · ')} · total ${total.toFixed(1)}s`,
);
console.log(failed === 0 ? `new:feature ${NAME}: its output passes` : `new:feature ${NAME}: ${failed} step(s) failed`);
process.exit(failed === 0 ? 0 : 1);
