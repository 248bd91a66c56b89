// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PASSWORD, useTestApi } from './helpers';

const CHANGE = { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' };

describe('user/change-password: other sessions end, guesses are throttled', () => {
  const t = useTestApi();

  it('revokes the user’s other tokens and keeps the current one', async () => {
    const other = await t.login('learner');
    const current = await t.login('learner');
    const someoneElse = await t.login('trainer');
    expect((await t.call('user/change-password', { token: current, body: CHANGE })).status).toBe(200);
    expect((await t.call('user/current', { token: current })).status).toBe(200);
    expect((await t.call('user/current', { token: other })).status).toBe(401);
    expect((await t.call('user/current', { token: someoneElse })).status).toBe(200);
  });

  it('five wrong current passwords in 10 minutes, then 429 with Retry-After (even for the right one)', async () => {
    const token = await t.login('learner');
    const wrong = { ...CHANGE, current_password: 'not-the-password' };
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await t.call('user/change-password', { token, body: wrong })).status).toBe(422);
    const limited = await t.call('user/change-password', { token, body: CHANGE });
    expect(limited.status).toBe(429);
    const seconds = Number(limited.headers.get('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(limited.body.data).toEqual({ retry_after: seconds });
    t.clock.advance(10 * 60 * 1000 + 1);
    expect((await t.call('user/change-password', { token, body: CHANGE })).status).toBe(200);
  });
});
