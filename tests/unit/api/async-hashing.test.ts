// @vitest-environment node
import crypto from 'node:crypto';
import { syncBuiltinESMExports } from 'node:module';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD, useTestApi } from './helpers';

// Timing the event loop is noise on a shared 2-CPU machine; the property that matters is that no request path
// calls the synchronous scrypt (only the seed does, once per process, before the server listens).
describe('password hashing runs off the event loop', () => {
  const t = useTestApi();
  afterEach(() => {
    vi.restoreAllMocks();
    syncBuiltinESMExports();
  });

  it('login (known and unknown users), sign-up, password change and reset never call scryptSync', async () => {
    const sync = vi.spyOn(crypto, 'scryptSync');
    syncBuiltinESMExports();
    await Promise.all([
      t.call('auth/login', { body: { username: 'learner', password: PASSWORD } }),
      t.call('auth/login', { body: { username: 'learner', password: 'wrong-password' } }),
      t.call('auth/login', { body: { username: 'ghost', password: 'whatever-1' } }),
      t.call('auth/register', {
        body: {
          firstName: 'A',
          lastName: 'B',
          email: 'ab@example.com',
          role: 'learner',
          password: 'longenough1',
          confirmPassword: 'longenough1',
          agreeToTerms: true,
        },
      }),
    ]);
    const token = await t.login('trainer');
    await t.call('user/change-password', {
      token,
      body: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(sync).not.toHaveBeenCalled();
  });
});
