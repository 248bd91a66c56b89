// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkParts, silenceConsole, startApi } from '../unit/api/helpers';

// `npm run api:approve-trainer` as an operator runs it (#29 item 7): the first sign-up trainer of an academy.

function run(dataDir: string, args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'demo/api/approve-trainer.ts', ...args], {
    cwd: process.cwd(),
    env: { ...process.env, ACADEMY_DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

const EMAIL = 'first.trainer@example.com';
const PASSWORD = 'longenough1';

describe('approve-trainer command', () => {
  let dir: string;
  beforeEach(() => {
    silenceConsole();
    dir = mkdtempSync(join(tmpdir(), 'academy-approve-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('approves a pending sign-up trainer by email, harmlessly again, and refuses any other account', async () => {
    const dataDir = join(dir, 'data');
    const database = { kind: 'pglite', dataDir: join(dataDir, 'pglite') } as const;
    const api = await startApi({ dir: dataDir, database });
    const signUp = await api.call('auth/register', {
      body: {
        firstName: 'First',
        lastName: 'Trainer',
        email: EMAIL,
        role: 'trainer',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeToTerms: true,
      },
    });
    expect(signUp.status).toBe(201);
    const { pathname, params } = linkParts((await api.outbox(EMAIL))[0]?.link ?? '');
    expect((await api.call(`${pathname.slice(1)}?${params.toString()}`)).status).toBe(200);
    await api.close();

    for (const email of ['learner@academy.test', 'nobody@example.com']) {
      const refused = run(dataDir, ['--production', '--email', email]);
      expect(refused.status, email).toBe(1);
      expect(refused.stderr).toMatch(/no trainer account awaiting approval/);
    }

    const approved = run(dataDir, ['--production', '--email', EMAIL.toUpperCase()]);
    expect(approved.status, approved.stderr).toBe(0);
    expect(approved.stdout).toMatch(/approved in/);
    const again = run(dataDir, ['--production', '--email', EMAIL]);
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/was approved already/);

    const after = await startApi({ dir: dataDir, database });
    const login = await after.call<{ user: Record<string, unknown> }>('auth/login', {
      body: { username: EMAIL, password: PASSWORD },
    });
    expect(login.body.data.user.roles).toEqual(['trainer']);
    expect(login.body.data.user).not.toHaveProperty('trainer_approval');
    await after.close();
  }, 180_000);
});
