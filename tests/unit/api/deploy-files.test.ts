// Issue #36: the deployment files in deploy/ are checked by their own validators where the machine has them
// (Debian's `caddy`, `systemd` and `prometheus`); where one is missing the test says so in one line and skips.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../demo/server/config';

const repo = join(import.meta.dirname, '../../..');
const deploy = join(repo, 'deploy');

function has(command: string): boolean {
  const found = spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0;
  if (!found) console.info(`[deploy] ${command} is not installed here: its deploy/ files are not validated`);
  return found;
}

describe('deploy/Caddyfile', () => {
  it.runIf(has('caddy'))('is valid for caddy, formatted as caddy writes it', () => {
    const config = join(deploy, 'Caddyfile');
    const env = { ...process.env, ACADEMY_DOMAIN: 'academy.example', HOME: tmpdir() };
    const run = spawnSync('caddy', ['validate', '--adapter', 'caddyfile', '--config', config], {
      env,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(execFileSync('caddy', ['fmt', config], { encoding: 'utf8' })).toBe(readFileSync(config, 'utf8'));
  });
});

describe('deploy/systemd', () => {
  const units = mkdtempSync(join(tmpdir(), 'academy-units-'));
  afterAll(() => rmSync(units, { recursive: true, force: true }));

  it.runIf(has('systemd-analyze'))('passes systemd-analyze verify without a warning', () => {
    const files = readdirSync(join(deploy, 'systemd'));
    for (const file of files) copyFileSync(join(deploy, 'systemd', file), join(units, file));
    // A template is verified as one of its instances, as systemctl would start it.
    copyFileSync(join(units, 'academy@.service'), join(units, 'academy@4173.service'));
    const names = [...files.filter((file) => !file.includes('@.')), 'academy@4173.service'];
    const run = spawnSync('systemd-analyze', ['verify', ...names.map((name) => `./${name}`)], {
      cwd: units,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stderr.trim()).toBe('');
  });
});

describe('deploy/prometheus.yml', () => {
  const dir = mkdtempSync(join(tmpdir(), 'academy-prometheus-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.runIf(has('promtool'))('passes promtool check config, the token file it names included', () => {
    const TOKEN_FILE = '/etc/prometheus/academy-metrics-token';
    const text = readFileSync(join(deploy, 'prometheus.yml'), 'utf8');
    expect(text, 'the token file deploy.md tells the operator to write').toContain(TOKEN_FILE);
    // promtool checks that referenced files exist: the same config, its token file made here.
    writeFileSync(join(dir, 'token'), 'test-token\n');
    writeFileSync(join(dir, 'prometheus.yml'), text.replaceAll(TOKEN_FILE, join(dir, 'token')));
    const run = spawnSync('promtool', ['check', 'config', join(dir, 'prometheus.yml')], { encoding: 'utf8' });
    expect(run.status, `${run.stdout}${run.stderr}`).toBe(0);
  });
});

describe('deploy/academy.env.example', () => {
  it("is a configuration the production server accepts, with the unit file's port and flag", () => {
    const env = Object.fromEntries(
      readFileSync(join(deploy, 'academy.env.example'), 'utf8')
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const config = readConfig(['--production'], { ...env, PORT: '4173' }, repo);
    expect(config.production).toBe(true);
    expect(config.database.kind).toBe('postgres');
  });
});
