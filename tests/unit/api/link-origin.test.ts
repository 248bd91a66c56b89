// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApi } from './helpers';

const PUBLIC = 'https://academy.example';

describe('mailed links use the configured public origin only', () => {
  const t = useTestApi({ publicOrigin: PUBLIC });

  const hostile = { Origin: 'https://attacker.test', 'X-Forwarded-Host': 'attacker.test' };

  it('a reset link ignores the Origin and Host headers', async () => {
    await t.call('auth/forgot/password', { body: { email: 'learner@academy.test' }, headers: hostile });
    await t.call('auth/forgot/password', {
      body: { email: 'trainer@academy.test' },
      headers: { Host: 'attacker.test' },
    });
    for (const email of ['learner@academy.test', 'trainer@academy.test']) {
      const [mail] = await t.outbox(email);
      expect(mail?.link.startsWith(`${PUBLIC}/auth/reset-password/`), mail?.link).toBe(true);
    }
  });

  it('a verification link (sign-up and resend) ignores them too', async () => {
    const email = 'origin@example.com';
    await t.call('auth/register', {
      body: {
        firstName: 'O',
        lastName: 'R',
        email,
        role: 'learner',
        password: 'longenough1',
        confirmPassword: 'longenough1',
        agreeToTerms: true,
      },
      headers: hostile,
    });
    await t.call('auth/email/resend', { body: { email }, headers: hostile });
    const mails = await t.outbox(email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(mail.link.startsWith(`${PUBLIC}/auth/email/verify/`), mail.link).toBe(true);
  });
});
