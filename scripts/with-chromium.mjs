#!/usr/bin/env node
// Usage: node scripts/with-chromium.mjs <bin> [args...]
// Finds a system Chromium (installing it on a root Debian CI box), then runs node_modules/.bin/<bin> with CHROME_PATH set.
import { spawn, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { constants as osConstants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
const installCmd = 'apt-get update && apt-get install -y --no-install-recommends chromium fonts-noto-core';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return fromEnv;
    // An explicit but wrong CHROME_PATH is a setup error: falling back silently would test another browser.
    console.error(`with-chromium: CHROME_PATH=${fromEnv} is not an executable file.`);
    process.exit(1);
  }
  return candidates.find(isExecutable);
}

function installChromium() {
  const isRoot = process.getuid?.() === 0;
  const hasApt = isExecutable('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      'with-chromium: no Chromium found (looked at $CHROME_PATH, ' +
        candidates.join(', ') +
        ').\n' +
        `Install it on Debian/Ubuntu with:\n  sudo sh -c '${installCmd}'\n` +
        'or point CHROME_PATH at an existing Chrome/Chromium binary.',
    );
    process.exit(1);
  }
  console.log(`with-chromium: no Chromium found; installing it: ${installCmd}`);
  // DEBIAN_FRONTEND keeps apt from prompting when there is no stdin (CI).
  const res = spawnSync('sh', ['-c', installCmd], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (res.status !== 0) {
    console.error(`with-chromium: installing Chromium failed (exit ${res.status}).`);
    process.exit(1);
  }
}

const [bin, ...args] = process.argv.slice(2);
if (!bin) {
  console.error('usage: node scripts/with-chromium.mjs <bin> [args...]');
  process.exit(2);
}

let chromePath = findChromium();
if (!chromePath) {
  installChromium();
  chromePath = findChromium();
  if (!chromePath) {
    console.error('with-chromium: Chromium still not found after installing.');
    process.exit(1);
  }
}

const binPath = join(root, 'node_modules', '.bin', bin);
if (!isExecutable(binPath)) {
  console.error(`with-chromium: ${binPath} not found; run npm ci first.`);
  process.exit(1);
}

// Without a terminal the child leads its own process group, so one signal takes down every browser/server it spawned.
// On a terminal it stays in the foreground group: Ctrl+C reaches it anyway, and watch-mode keys need the tty.
const ownGroup = !process.stdin.isTTY;
const child = spawn(binPath, args, {
  stdio: 'inherit',
  detached: ownGroup,
  env: { ...process.env, CHROME_PATH: chromePath },
});

// SIGHUP too: a closed terminal or a killed CI step must not leave an orphaned browser or server behind.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    try {
      process.kill(ownGroup ? -child.pid : child.pid, signal);
    } catch {
      // The group is already gone.
    }
  });
}

child.on('error', (err) => {
  console.error(`with-chromium: cannot start ${binPath}: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  // A child killed by a signal reports 128 + signal number, like a shell.
  const signum = signal ? (osConstants.signals[signal] ?? 0) : 0;
  process.exit(code ?? 128 + signum);
});
