// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstFieldError, parseErrorBody } from '../../../src/core/http/api-error';
import { PASSWORD, useTestApi } from './helpers';

describe('request bodies are checked against the client schemas', () => {
  const t = useTestApi();

  it('answers 422 naming the field when a number comes where a string goes', async () => {
    const res = await t.call('auth/login', { body: { username: 42, password: PASSWORD } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'The username field has the wrong type.',
      status_text: 'Unprocessable Entity',
      data: { username: ['The username field has the wrong type.'] },
    });
    const error = parseErrorBody(res.status, res.body);
    expect(error.serverMessage).toBe('The username field has the wrong type.');
    expect(firstFieldError(error)).toBe('The username field has the wrong type.');
  });

  it('answers in Arabic and lists every mistyped field', async () => {
    const res = await t.call<Record<string, string[]>>('auth/register', {
      body: {
        firstName: ['a'],
        lastName: 'L',
        email: 'x@academy.test',
        role: 'learner',
        password: 1,
        confirmPassword: 'x',
        agreeToTerms: 'yes',
      },
      lang: 'ar',
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.data)).toEqual(['firstName', 'password', 'agreeToTerms']);
    expect(res.body.message).toBe('نوع قيمة الحقل firstName غير صحيح.');
  });

  it('checks bodies of signed-in calls after the token', async () => {
    expect((await t.call('user/update/name', { method: 'PUT', body: { id: {}, name: 'x' } })).status).toBe(401);
    const token = await t.login('learner');
    const res = await t.call('user/update/name', { method: 'PUT', token, body: { id: { nested: 1 }, name: 'x' } });
    expect(res.status).toBe(422);
    expect(res.body.data).toEqual({ id: ['The id field has the wrong type.'] });
    const rememberMe = await t.call('auth/login', {
      body: { username: 'learner', password: PASSWORD, rememberMe: 'yes' },
    });
    expect(rememberMe.status).toBe(422);
  });

  it('leaves missing and null fields to the field rules and their messages', async () => {
    const missing = await t.call('auth/login', { body: { username: null } });
    expect(missing.status).toBe(422);
    expect(missing.body.data).toEqual({
      username: ['The username field is required.'],
      password: ['The password field is required.'],
    });
    const extra = await t.call('auth/login', { body: { username: 'learner', password: PASSWORD, device: 'kiosk' } });
    expect(extra.status).toBe(200);
  });

  it('keeps 400 for a body that is not a JSON object', async () => {
    const res = await t.call('auth/forgot/password', { rawBody: '"learner@academy.test"' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body must be a JSON object.');
  });
});
