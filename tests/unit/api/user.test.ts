// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, silenceConsole, startApi, type TestApi } from './helpers';

interface Activity {
  id: number;
  type: string;
  icon: string;
  message: string;
  created_at: string;
}

describe('user, roles, permissions and activity', () => {
  let t: TestApi;
  let token: string;
  beforeAll(async () => {
    t = await startApi();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    silenceConsole();
    await t.api.reset();
    token = await t.login('learner');
  });

  it('GET user/current returns exactly the user fields', async () => {
    const res = await t.call('user/current', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      id: 1,
      name: 'Layla Learner',
      arabic_name: 'ليلى المتعلمة',
      email: 'learner@academy.test',
      nid: '784-1990-1234567-1',
      roles: ['learner'],
      permissions: expect.arrayContaining(['dashboard.view', 'tickets.create']) as unknown,
      username: 'learner',
      calendar: 'gregory',
    });
  });

  it('seeds the both-roles and no-NID users as specified', async () => {
    const both = await t.call<{ roles: string[]; arabic_name: string }>('user/current', {
      token: await t.login('both'),
    });
    expect(both.body.data.roles).toEqual(['Instructor', 'Student']);
    const newcomer = await t.call<{ nid: null; arabic_name: string }>('user/current', {
      token: await t.login('newcomer'),
    });
    expect(newcomer.body.data.nid).toBeNull();
    expect(newcomer.body.data.arabic_name).toBe('');
  });

  it('GET roles/current and permissions/current', async () => {
    const trainer = await t.login('trainer');
    expect((await t.call('roles/current', { token: trainer })).body.data).toEqual(['trainer']);
    const permissions = await t.call<string[]>('permissions/current', { token: trainer });
    expect(permissions.body.data).toContain('attendance.mark');
    expect((await t.call('roles/current')).status).toBe(401);
  });

  it('PUT user/update/name updates, trims and logs activity', async () => {
    const res = await t.call<{ name: string; arabic_name: string }>('user/update/name', {
      method: 'PUT',
      token,
      body: { id: 1, name: '  Layla L.  ', arabic_name: ' ليلى ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Profile updated successfully.');
    expect(res.body.data).toMatchObject({ id: 1, name: 'Layla L.', arabic_name: 'ليلى' });
    expect((await t.call<{ name: string }>('user/current', { token })).body.data.name).toBe('Layla L.');

    const activity = await t.call<Activity[]>('base/activity/history/user/name/1', { token });
    expect(activity.body.data[0]).toMatchObject({ type: 'updated', icon: 'edit', message: 'Profile name updated' });
  });

  it('PUT user/update/name: arabic_name is optional, a blank name is 422, another id is 403', async () => {
    const noArabic = await t.call('user/update/name', { method: 'PUT', token, body: { id: '1', name: 'Layla' } });
    expect(noArabic.status).toBe(200);

    const blank = await t.call('user/update/name', { method: 'PUT', token, body: { id: 1, name: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.body.data).toEqual({ name: ['The name field is required.'] });

    const other = await t.call('user/update/name', { method: 'PUT', token, body: { id: 2, name: 'Hacker' } });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({
      message: 'Access denied. Insufficient permissions.',
      status_text: 'Forbidden',
      data: null,
    });
  });

  it('PUT user/update/name: the English name, printed on certificates, refuses Arabic, emoji and digits (#29)', async () => {
    for (const name of ['ليلى', 'Layla ليلى', 'Layla 🎓', 'Agent 007', '李雷']) {
      const res = await t.call('user/update/name', { method: 'PUT', token, body: { id: 1, name } });
      expect(res.status, name).toBe(422);
      expect(res.body.data).toEqual({
        name: ['The name must be written in English letters: it is printed on certificates.'],
      });
    }
    const arabic = await t.call('user/update/name', {
      method: 'PUT',
      token,
      lang: 'ar',
      body: { id: 1, name: 'ليلى' },
    });
    expect(arabic.body.data).toEqual({ name: ['يجب أن يُكتب الاسم بأحرف إنجليزية: فهو يُطبع على الشهادات.'] });
    for (const name of ["Zoë O'Brien-Núñez", 'J. R. R. Tolkien', 'Łukasz Żółć']) {
      const res = await t.call('user/update/name', { method: 'PUT', token, body: { id: 1, name } });
      expect(res.status, name).toBe(200);
    }
  });

  it('POST user/change-password checks the current password and confirmation', async () => {
    const wrong = await t.call('user/change-password', {
      token,
      body: { current_password: 'not-it-at-all', password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.data).toEqual({ current_password: ['The current password is incorrect.'] });

    const mismatch = await t.call<Record<string, string[]>>('user/change-password', {
      token,
      body: { current_password: PASSWORD, password: 'short', password_confirmation: 'different' },
    });
    expect(mismatch.status).toBe(422);
    expect(Object.keys(mismatch.body.data)).toEqual(['password', 'password_confirmation']);

    const ok = await t.call('user/change-password', {
      token,
      body: { current_password: PASSWORD, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });
    expect(ok.status).toBe(200);
    await t.login('learner', 'new-password-1');
    const [latest] = (await t.call<Activity[]>('base/activity/history/user/name/1', { token })).body.data;
    expect(latest?.type).toMatch(/updated|login/);
  });

  it('activity history: own id only, newest first, localized', async () => {
    const res = await t.call<Activity[]>('base/activity/history/user/name/1', { token });
    expect(res.status).toBe(200);
    const items = res.body.data;
    // 4 seeded items plus the sign-in from beforeEach.
    expect(items).toHaveLength(5);
    const times = items.map((item) => Date.parse(item.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['created_at', 'icon', 'id', 'message', 'type']);
      expect(['updated', 'created', 'email', 'login']).toContain(item.type);
    }
    const oldest = times.at(-1) ?? 0;
    expect(t.clock.now - oldest).toBeGreaterThan(14 * 24 * 60 * 60 * 1000);

    const arabic = await t.call<Activity[]>('base/activity/history/user/name/1', { token, lang: 'ar' });
    expect(arabic.body.data[0]?.message).toBe('تم تسجيل الدخول');

    const other = await t.call('base/activity/history/user/name/2', { token });
    expect(other.status).toBe(403);
  });
});
