import { afterEach, describe, expect, it } from 'vitest';
import {
  alerts,
  button,
  cleanup,
  click,
  fail,
  input,
  mockApi,
  mount,
  settle,
  submit,
  text,
  type,
  waitFor,
} from './helpers';

describe('forgot password view', () => {
  afterEach(cleanup);

  it('validates the email', async () => {
    const calls = mockApi({});
    const { shadow } = await mount({ view: 'forgot-password' });
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Email is required']);
    expect(shadow.activeElement).toBe(input(shadow, 'Email'));
    await type(input(shadow, 'Email'), 'nope');
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Please enter a valid email address']);
    expect(calls).toHaveLength(0);
  });

  it('sends the link, shows the sent view and resends', async () => {
    let count = 0;
    const calls = mockApi({
      'POST auth/forgot/password': () =>
        ++count === 1
          ? { body: { message: 'sent', status_text: 'ok', data: null } }
          : fail(429, 'Slow down', 'Too Many Requests'),
    });
    const { shadow } = await mount({ view: 'forgot-password', email: 'learner@example.com' });
    expect(input(shadow, 'Email').value).toBe('learner@example.com');
    expect(input(shadow, 'Email').autocomplete).toBe('email');
    await submit(shadow);
    await waitFor(() => expect(text(shadow)).toContain('We sent a password reset link to learner@example.com.'));
    expect(calls[0]?.body).toEqual({ email: 'learner@example.com' });
    expect(button(shadow, 'Back to sign in').getAttribute('href')).toBe('/auth/login');
    await click(button(shadow, 'Resend link') as HTMLButtonElement);
    await settle();
    expect(alerts(shadow)).toEqual(['Too many attempts. Please wait a moment and try again.']);
    expect(calls).toHaveLength(2);
  });

  it('shows resend success', async () => {
    mockApi({ 'POST auth/forgot/password': { body: { message: 'sent', status_text: 'ok', data: null } } });
    const { shadow } = await mount({ view: 'forgot-password', email: 'learner@example.com' });
    await submit(shadow);
    await settle();
    await click(button(shadow, 'Resend link') as HTMLButtonElement);
    await settle();
    expect(shadow.querySelector('.alert-success')?.textContent).toBe('A new reset link is on its way.');
  });

  it.each([
    [404, 'No account found with this email address.'],
    [500, 'Server error. Please try again later.'],
  ])('maps a %i failure', async (status, expected) => {
    mockApi({ 'POST auth/forgot/password': fail(status, 'nope') });
    const { shadow } = await mount({ view: 'forgot-password' });
    await type(input(shadow, 'Email'), 'who@example.com');
    await submit(shadow);
    await settle();
    expect(alerts(shadow)).toEqual([expected]);
    expect(input(shadow, 'Email').value).toBe('who@example.com');
  });
});

describe('reset password view', () => {
  afterEach(cleanup);

  it('without a token shows the invalid-token alert and a link to request a new one', async () => {
    const { shadow } = await mount({ view: 'reset-password' });
    expect(alerts(shadow)).toEqual(['This password reset link is invalid or has expired. Please request a new one.']);
    expect(button(shadow, 'Request a new link').getAttribute('href')).toBe('/auth/forgot-password');
    expect(shadow.querySelector('form')).toBeNull();
  });

  it('shows the exact validation messages', async () => {
    const { shadow } = await mount({ view: 'reset-password', token: 'abc' });
    await type(input(shadow, 'Email'), 'not-an-email');
    await type(input(shadow, 'New password'), 'short');
    await type(input(shadow, 'Confirm new password'), 'different');
    await submit(shadow);
    expect(alerts(shadow)).toEqual([
      'Please enter a valid email address',
      'Password must be at least 8 characters',
      "Passwords don't match",
    ]);
    expect(input(shadow, 'New password').autocomplete).toBe('new-password');
  });

  it('reads the token from the route and the email from the query, then succeeds', async () => {
    history.replaceState(null, '', '/auth/reset-password/route-token?email=learner%40example.com');
    const calls = mockApi({ 'POST auth/reset/password': { body: { message: 'done', status_text: 'ok', data: null } } });
    const { shadow, navigations } = await mount({ view: 'reset-password' });
    expect(input(shadow, 'Email').value).toBe('learner@example.com');
    await type(input(shadow, 'New password'), 'Academy#2027');
    await type(input(shadow, 'Confirm new password'), 'Academy#2027');
    await submit(shadow);
    await waitFor(() =>
      expect(text(shadow)).toContain('Your password has been reset. You can now sign in with your new password.'),
    );
    expect(calls[0]?.body).toEqual({
      token: 'route-token',
      email: 'learner@example.com',
      password: 'Academy#2027',
      password_confirmation: 'Academy#2027',
    });
    await click(button(shadow, 'Continue to sign in') as HTMLButtonElement);
    expect(navigations.at(-1)).toEqual({ path: '/auth/login', replace: false });
    expect(text(shadow)).toContain('Welcome back.');
  });

  it.each([
    ['/reset-password/legacy-token', 'legacy-token'],
    ['/somewhere?token=query-token', 'query-token'],
  ])('takes the token from %s', async (path, token) => {
    history.replaceState(null, '', path);
    const calls = mockApi({ 'POST auth/reset/password': { body: { message: 'done', status_text: 'ok', data: null } } });
    const { shadow } = await mount({ view: 'reset-password', email: 'learner@example.com' });
    await type(input(shadow, 'New password'), 'Academy#2027');
    await type(input(shadow, 'Confirm new password'), 'Academy#2027');
    await submit(shadow);
    await settle();
    expect((calls[0]?.body as { token: string }).token).toBe(token);
  });

  it.each([
    ['invalid_token', 'This password reset link is invalid.'],
    ['token_expired', 'This password reset link has expired. Please request a new one.'],
  ])('a %s answer switches to the invalid-token alert', async (code, expected) => {
    mockApi({ 'POST auth/reset/password': fail(400, 'Bad token', code) });
    const { shadow } = await mount({ view: 'reset-password', token: 'abc', email: 'learner@example.com' });
    await type(input(shadow, 'New password'), 'Academy#2027');
    await type(input(shadow, 'Confirm new password'), 'Academy#2027');
    await submit(shadow);
    await settle();
    expect(alerts(shadow)).toEqual([expected]);
    expect(shadow.querySelector('form')).toBeNull();
    expect(button(shadow, 'Request a new link').getAttribute('href')).toBe('/auth/forgot-password');
  });

  it('other failures stay on the form, the field error under its field only (issue 7 item 18)', async () => {
    mockApi({
      'POST auth/reset/password': fail(422, 'Passwords differ', 'Unprocessable Entity', {
        password_confirmation: ['The confirmation does not match.'],
      }),
    });
    const { shadow } = await mount({ view: 'reset-password', token: 'abc', email: 'learner@example.com' });
    await type(input(shadow, 'New password'), 'Academy#2027');
    await type(input(shadow, 'Confirm new password'), 'Academy#2027');
    await submit(shadow);
    await settle();
    expect(alerts(shadow)).toEqual(['The confirmation does not match.']);
    expect(shadow.querySelector('div.alert')).toBeNull();
    expect(input(shadow, 'Confirm new password').getAttribute('aria-invalid')).toBe('true');
  });
});
