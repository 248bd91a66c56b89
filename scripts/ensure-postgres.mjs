#!/usr/bin/env node
// Usage: node scripts/ensure-postgres.mjs
// Makes a local PostgreSQL usable for tests (installing/starting it on a root Debian box) and prints its URL on stdout.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const role = 'academy';
const db = process.env.ACADEMY_PG_DB || 'academy_test';
const bin = (name) => `/usr/bin/${name}`;

// Every failure ends the same way so callers can grep one prefix and test one exit code.
function fail(reason) {
  console.error(`no PostgreSQL here: ${String(reason).replace(/\s+/g, ' ').trim()}`);
  process.exit(3);
}

// stdout stays clean for the URL; cwd=/ avoids psql warnings when postgres cannot read our directory.
function run(file, args, { timeout = 30_000, stdio = ['ignore', 'pipe', 'pipe'] } = {}) {
  try {
    return (execFileSync(file, args, { encoding: 'utf8', timeout, stdio, cwd: '/' }) ?? '').trim();
  } catch (error) {
    const cmd = [file, ...args].join(' ');
    if (error.code === 'ETIMEDOUT' || error.signal === 'SIGTERM')
      throw new Error(`${cmd} timed out after ${timeout / 1000} s`);
    throw new Error(`${cmd} failed: ${(error.stderr || error.message || '').trim().split('\n').pop()}`);
  }
}

const sleep = (ms) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
const haveTools = () =>
  ['pg_lsclusters', 'pg_ctlcluster', 'pg_createcluster', 'pg_isready'].every((name) => existsSync(bin(name)));

function ensureTools() {
  if (haveTools()) return;
  if (!existsSync(bin('apt-get')))
    fail('PostgreSQL tooling (pg_lsclusters, pg_ctlcluster) is missing and apt-get is not available');
  // apt chatter goes to our stderr (fd 2) so stdout remains exactly one URL line.
  const apt = { timeout: 300_000, stdio: ['ignore', 2, 2] };
  run(bin('apt-get'), ['update', '-qq'], apt);
  process.env.DEBIAN_FRONTEND = 'noninteractive';
  run(bin('apt-get'), ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], apt);
  if (!haveTools()) fail('apt-get install postgresql finished but pg_lsclusters/pg_ctlcluster are still missing');
}

function listClusters() {
  return run(bin('pg_lsclusters'), ['--no-header'])
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status] = line.trim().split(/\s+/);
      return { version, name, port: Number(port), status };
    });
}

function ensureCluster() {
  let clusters = listClusters();
  if (clusters.length === 0) {
    const versions = existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').filter((v) => /^\d+$/.test(v))
      : [];
    if (versions.length === 0) fail('no PostgreSQL server version installed under /usr/lib/postgresql');
    const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
    run(bin('pg_createcluster'), [newest, 'main'], { timeout: 120_000 });
    clusters = listClusters();
  }
  // Prefer a cluster that is already running so we never start a second one needlessly.
  const cluster = clusters.find((c) => c.status.startsWith('online')) ?? clusters[0];
  if (!cluster || !Number.isInteger(cluster.port)) fail('pg_lsclusters reported no usable cluster');
  if (!cluster.status.startsWith('online'))
    run(bin('pg_ctlcluster'), [cluster.version, cluster.name, 'start'], { timeout: 60_000 });
  return cluster.port;
}

function waitReady(port) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      // Probe over TCP because that is what the printed URL uses.
      run(bin('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '2'], { timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) fail(`server on port ${port} not accepting connections after 20 s (${error.message})`);
      sleep(500);
    }
  }
}

// Runs as the postgres superuser via peer auth on the local socket; argument arrays avoid shell quoting.
const psql = (port, sql) =>
  run('/usr/sbin/runuser', [
    '-u',
    'postgres',
    '--',
    bin('psql'),
    '-X',
    '-q',
    '-p',
    String(port),
    '-d',
    'postgres',
    '-v',
    'ON_ERROR_STOP=1',
    '-tAc',
    sql,
  ]);

function ensureRoleAndDb(port) {
  if (psql(port, `select 1 from pg_roles where rolname='${role}'`) !== '1')
    psql(port, `CREATE ROLE ${role} LOGIN PASSWORD '${role}'`);
  // Re-asserting attributes repairs a pre-existing role whose password or rights drifted.
  psql(port, `ALTER ROLE ${role} LOGIN CREATEDB PASSWORD '${role}'`);
  if (psql(port, `select 1 from pg_database where datname='${db}'`) !== '1')
    psql(port, `CREATE DATABASE ${db} OWNER ${role}`);
  else psql(port, `ALTER DATABASE ${db} OWNER TO ${role}`);
}

const existing = process.env.DATABASE_URL;
if (existing && /^postgres(ql)?:\/\//.test(existing)) {
  console.log(existing);
  process.exit(0);
}
try {
  if (!/^[a-z_][a-z0-9_]{0,40}$/.test(db))
    fail(`ACADEMY_PG_DB=${JSON.stringify(db)} is not a valid name (want /^[a-z_][a-z0-9_]{0,40}$/)`);
  if (process.getuid?.() !== 0)
    fail('not running as root, so cannot install, start or configure PostgreSQL (set DATABASE_URL instead)');
  ensureTools();
  const port = ensureCluster();
  waitReady(port);
  ensureRoleAndDb(port);
  console.log(`postgres://${role}:${role}@127.0.0.1:${port}/${db}`);
} catch (error) {
  fail(error.message);
}
