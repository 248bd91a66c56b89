// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { silenceConsole, startApi, type TestApi } from './helpers';

interface Button {
  id: number;
  status: number;
  on_page: string;
}

// What the shell shows per account (tests/e2e/shell/support.ts ACCOUNTS); the client still filters on_page itself.
const SHOWN: Record<string, number[]> = { learner: [1, 5, 6], trainer: [2], both: [1, 2, 5, 6], newcomer: [1, 5, 6] };
// What the server may hand each account: active buttons for its roles, on any page (button 4 is on the profile page).
const SERVED: Record<string, number[]> = {
  learner: [1, 4, 5, 6],
  trainer: [2],
  both: [1, 2, 4, 5, 6],
  newcomer: [1, 4, 5, 6],
};

describe('dynamic buttons are filtered by status and role on the server', () => {
  let t: TestApi;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await startApi();
    for (const account of Object.keys(SHOWN)) tokens[account] = await t.login(account);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    silenceConsole();
  });

  it.each(Object.keys(SERVED))('%s gets only active buttons of its roles', async (account) => {
    const res = await t.call<Button[]>('base/dynamic/button/mine', { token: tokens[account] });
    expect(res.status).toBe(200);
    expect(res.body.data.map((button) => button.id)).toEqual(SERVED[account]);
    expect(res.body.data.every((button) => button.status === 1)).toBe(true);
    const onDashboard = res.body.data.filter((button) => button.on_page === 'dashboard').map((button) => button.id);
    expect(onDashboard).toEqual(SHOWN[account]);
  });

  it('content of a trainer-only or inactive button is 404 for a learner, like an unknown id', async () => {
    for (const id of [2, 3]) {
      const res = await t.call(`base/dynamic/button/${id}/content`, { token: tokens.learner });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'Button not found.', status_text: 'Not Found', data: null });
    }
    expect((await t.call('base/dynamic/button/3/content', { token: tokens.both })).status).toBe(404);
    expect((await t.call('base/dynamic/button/1/content', { token: tokens.trainer })).status).toBe(404);
  });

  it('content of a visible button is served, aliases included', async () => {
    expect((await t.call('base/dynamic/button/2/content', { token: tokens.trainer })).status).toBe(200);
    expect((await t.call('base/dynamic/button/2/content', { token: tokens.both })).status).toBe(200);
    expect((await t.call('base/dynamic/button/5/content', { token: tokens.newcomer })).status).toBe(200);
    expect((await t.call('base/dynamic/button/4/content', { token: tokens.learner })).status).toBe(200);
  });
});
