// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { approveTrainer } from '../../../demo/api/features/auth/trainer-approval';
import { findByEmail } from '../../../demo/api/users';
import { linkParts, useTestApi, type TestApi } from './helpers';

// #29 item 7: a trainer account made by sign-up is a learner until the approve-trainer command or an approved
// trainer approves it; nothing before that treats it as a trainer.

const APPLICANT = 'applicant@example.com';
const PASSWORD = 'longenough1';

/** Signs up as a trainer, confirms the email and signs in: the applicant's token and id. */
async function applyAsTrainer(t: TestApi, email = APPLICANT): Promise<{ token: string; id: number }> {
  const res = await t.call<{ user: { id: number } }>('auth/register', {
    body: {
      firstName: 'Tariq',
      lastName: 'Applicant',
      email,
      role: 'trainer',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreeToTerms: true,
    },
  });
  expect(res.status).toBe(201);
  const mail = (await t.outbox(email)).find((candidate) => candidate.kind === 'verify');
  const { pathname, params } = linkParts(mail?.link ?? '');
  expect((await t.call(`${pathname.slice(1)}?${params.toString()}`)).status).toBe(200);
  return { token: await t.login(email, PASSWORD), id: res.body.data.user.id };
}

/** Every route the server keeps for trainers alone (by role), filled in for `id`. */
function trainerOnlyRoutes(t: TestApi, id: number): { method: string; path: string }[] {
  return t.api
    .routes()
    .filter((route) => route.roles.length > 0 && route.roles.every((role) => /trainer|instructor/i.test(role)))
    .map((route) => ({ method: route.method, path: route.pattern.replace(/\{[^}]+\}/g, String(id)) }));
}

async function refusedEverywhere(t: TestApi, token: string, id: number): Promise<void> {
  const routes = trainerOnlyRoutes(t, id);
  expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
    expect.arrayContaining([`GET reports/v2/dashboard/trainer/${id}`, 'GET auth/trainers/pending']),
  );
  for (const { method, path } of routes) {
    const res = await t.call(path, {
      method: method as 'GET' | 'POST',
      token,
      body: method === 'GET' ? undefined : {},
    });
    expect(res.status, `${method} ${path}`).toBe(403);
  }
}

describe('trainer accounts made by sign-up', () => {
  const t = useTestApi();

  it('are learners awaiting approval: no trainer role, permission, route or content', async () => {
    const { token, id } = await applyAsTrainer(t);
    const login = await t.call<{ user: Record<string, unknown> }>('auth/login', {
      body: { username: APPLICANT, password: PASSWORD },
    });
    expect(login.body.data.user).toMatchObject({ roles: ['learner'], trainer_approval: 'pending' });
    const me = await t.call<Record<string, unknown>>('user/current', { token });
    expect(me.body.data).toMatchObject({ roles: ['learner'], trainer_approval: 'pending' });
    expect((await t.call<string[]>('roles/current', { token })).body.data).toEqual(['learner']);
    const permissions = (await t.call<string[]>('permissions/current', { token })).body.data;
    expect(permissions).not.toContain('attendance.mark');
    expect(permissions).not.toContain('batches.view');
    await refusedEverywhere(t, token, id);
    // Trainer-only dynamic buttons (the seeded "Trainer Handbook") stay hidden, and so does their content.
    const buttons = await t.call<{ id: number }[]>('base/dynamic/button/mine', { token });
    expect(buttons.body.data.map((button) => button.id)).not.toContain(2);
    expect((await t.call('base/dynamic/button/2/content', { token })).status).not.toBe(200);
  });

  it('an approved trainer lists and approves them; the next call has the trainer role, and again is harmless', async () => {
    const applicant = await applyAsTrainer(t);
    const trainer = await t.login('trainer');
    const list = await t.call<Record<string, unknown>[]>('auth/trainers/pending', { token: trainer });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      {
        id: applicant.id,
        name: 'Tariq Applicant',
        arabic_name: '',
        email: APPLICANT,
        requested_at: new Date(t.clock.now).toISOString(),
      },
    ]);

    const approved = await t.call<Record<string, unknown>>(`auth/trainers/${applicant.id}/approve`, {
      method: 'POST',
      token: trainer,
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe('The trainer account has been approved.');
    expect(approved.body.data).toMatchObject({ id: applicant.id, roles: ['trainer'] });

    // The applicant's live session has the role at its next call.
    const me = await t.call<Record<string, unknown>>('user/current', { token: applicant.token });
    expect(me.body.data).toMatchObject({ roles: ['trainer'] });
    expect(me.body.data).not.toHaveProperty('trainer_approval');
    expect((await t.call(`reports/v2/dashboard/trainer/${applicant.id}`, { token: applicant.token })).status).toBe(200);
    expect((await t.call('auth/trainers/pending', { token: applicant.token })).body.data).toEqual([]);
    const buttons = await t.call<{ id: number }[]>('base/dynamic/button/mine', { token: applicant.token });
    expect(buttons.body.data.map((button) => button.id)).toContain(2);

    const again = await t.call<Record<string, unknown>>(`auth/trainers/${applicant.id}/approve`, {
      method: 'POST',
      token: trainer,
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('This trainer account is already approved.');
    expect(again.body.data).toMatchObject({ roles: ['trainer'], approved_at: approved.body.data.approved_at });
  });

  it('a learner or a pending trainer cannot approve (403); an unknown or ordinary account is 404', async () => {
    const applicant = await applyAsTrainer(t);
    const other = await applyAsTrainer(t, 'second@example.com');
    const learner = await t.login('learner');
    for (const token of [learner, applicant.token]) {
      expect((await t.call(`auth/trainers/${other.id}/approve`, { method: 'POST', token })).status).toBe(403);
      expect((await t.call('auth/trainers/pending', { token })).status).toBe(403);
    }
    const trainer = await t.login('trainer');
    for (const id of [999_999, 1, 'abc', '99999999999']) {
      const res = await t.call(`auth/trainers/${id}/approve`, { method: 'POST', token: trainer, lang: 'ar' });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.message).toBe('لا يوجد حساب مدرب بانتظار الموافقة بهذا المعرّف.');
    }
    // Still pending after all that.
    const me = await t.call<Record<string, unknown>>('user/current', { token: other.token });
    expect(me.body.data).toMatchObject({ roles: ['learner'], trainer_approval: 'pending' });
  });

  it('an unconfirmed email is not listed, and other accounts carry no approval field', async () => {
    await t.call('auth/register', {
      body: {
        firstName: 'Una',
        lastName: 'Confirmed',
        email: 'unconfirmed@example.com',
        role: 'trainer',
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreeToTerms: true,
      },
    });
    const trainer = await t.login('trainer');
    expect((await t.call('auth/trainers/pending', { token: trainer })).body.data).toEqual([]);
    const learner = await t.login('learner');
    expect((await t.call<Record<string, unknown>>('user/current', { token: learner })).body.data).not.toHaveProperty(
      'trainer_approval',
    );
  });

  it('two approvals at once approve once', async () => {
    const applicant = await applyAsTrainer(t);
    const { db } = t.api.database;
    const at = new Date(t.clock.now);
    const outcomes = await Promise.all([approveTrainer(db, applicant.id, at), approveTrainer(db, applicant.id, at)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['alreadyApproved', 'approved']);
    expect((await findByEmail(db, APPLICANT))?.roles).toEqual(['trainer']);
  });
});
