import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $token } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
import { alerts, button, cleanup, fail, input, mockApi, mount, settle, submit, text, type, waitFor } from './helpers';

const LINK = '/auth/email/verify/5?expires=1900000000&hash=abc&signature=sig';
/** Each case gets its own link: the element checks a link once per page and reuses that answer. */
let linkNo = 0;
const freshLink = () => `${LINK}-${++linkNo}`;
const INVALID = 'This verification link is invalid.';
const RESENT = 'We have sent you a new verification email.';

describe('email verification result screen', () => {
  afterEach(() => {
    vi.useRealTimers();
    cleanup();
  });

  it('counts down once per second from 5, then goes to /login', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    history.replaceState(null, '', '/auth/email-verification?token=t1');
    const { shadow, navigations } = await mount({ view: 'email-verification' });
    expect(text(shadow)).toContain('Your email address has been verified successfully.');
    const live = () => shadow.querySelector('[aria-live="polite"].countdown')?.textContent;
    expect(live()).toBe('Redirecting to the sign-in page in 5 seconds…');
    await act(async () => {
      vi.advanceTimersByTime(999);
    });
    expect(live()).toBe('Redirecting to the sign-in page in 5 seconds…');
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(live()).toBe('Redirecting to the sign-in page in 4 seconds…');
    for (let i = 0; i < 4; i++) {
      await act(async () => {
        vi.advanceTimersByTime(1000);
      });
    }
    expect(navigations).toEqual([{ path: '/login', replace: false }]);
    expect(location.pathname).toBe('/login');
    expect(text(shadow)).toContain('Welcome back.');
  });

  it('offers sign-in and sign-up to guests, the dashboard to signed-in users', async () => {
    history.replaceState(null, '', '/auth/email-verification?token=t1');
    const guest = await mount({ view: 'email-verification' });
    expect(button(guest.shadow, 'Go to sign in').getAttribute('href')).toBe('/auth/login');
    expect(button(guest.shadow, 'Create an account').getAttribute('href')).toBe('/auth/signup');
    cleanup();

    history.replaceState(null, '', '/auth/email-verification?token=t1');
    $token.set('stored-token');
    const user = await mount({ view: 'email-verification' });
    expect(button(user.shadow, 'Go to dashboard').getAttribute('href')).toBe('/dashboard');
    expect(() => button(user.shadow, 'Create an account')).toThrow();
  });

  it.each([
    ['invalid_token', INVALID, true],
    ['token_expired', 'This verification link has expired.', true],
    ['already_verified', 'Your email address is already verified.', false],
    ['verification_failed', 'Email verification failed.', false],
    ['weird_code', 'Network error. Please check your internet connection.', false],
    ['The server said something long', 'The server said something long', false],
  ])('error=%s shows "%s"', async (code, expected, announced) => {
    history.replaceState(null, '', `/auth/email-verification?error=${encodeURIComponent(code)}`);
    const { shadow } = await mount({ view: 'email-verification' });
    expect(text(shadow)).toContain(expected);
    expect(text(shadow).includes(RESENT)).toBe(announced);
    // #29 item 13: an address already verified is not offered a resend.
    if (code === 'already_verified') expect(() => button(shadow, 'Resend verification email')).toThrow();
    else expect(button(shadow, 'Resend verification email').getAttribute('href')).toBe('/auth/resend-verification');
    expect(button(shadow, 'Go to sign in').getAttribute('href')).toBe('/auth/login');
    expect(shadow.querySelector('.countdown')).toBeNull();
  });

  it('without token or error shows the waiting screen for the address with a resend link', async () => {
    history.replaceState(null, '', '/auth/email-verification?email=nora%40example.com');
    const { shadow } = await mount({ view: 'email-verification' });
    expect(text(shadow)).toContain(
      'We sent a verification link to nora@example.com. Open it to activate your account.',
    );
    expect(button(shadow, 'Resend verification email').getAttribute('href')).toBe(
      '/auth/resend-verification?email=nora%40example.com',
    );
  });
});

describe('email verification link handler', () => {
  afterEach(cleanup);

  it('verifies with the id from the path and the query, then shows the success result inline', async () => {
    history.replaceState(null, '', LINK);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = mockApi({
      'GET auth/email/verify/5': async () => {
        await answered;
        return { body: { message: 'verified', status_text: 'verified', data: {} } };
      },
    });
    const { shadow } = await mount({ view: 'verify-email' });
    expect(shadow.querySelector('[role="status"]')?.textContent).toBe('Verifying your email…');
    answer();
    await waitFor(() => expect(text(shadow)).toContain('Your email address has been verified successfully.'));
    expect(calls.map((call) => call.path)).toEqual(['auth/email/verify/5?expires=1900000000&hash=abc&signature=sig']);
    expect($toasts.get().map((toast) => toast.message)).toEqual([{ key: 'login.success.emailVerified' }]);
    expect(shadow.querySelector('.countdown')?.textContent).toBe('Redirecting to the sign-in page in 5 seconds…');
  });

  it('a link missing a parameter is invalid without calling the server or promising a new email', async () => {
    history.replaceState(null, '', '/auth/email/verify/5?expires=1&hash=abc');
    const calls = mockApi({});
    const { shadow } = await mount({ view: 'verify-email' });
    await settle();
    expect(text(shadow)).toContain(INVALID);
    expect(text(shadow)).not.toContain(RESENT);
    expect(calls).toHaveLength(0);
  });

  it.each([
    [400, 'invalid_token', { resent: true }, INVALID, true],
    [400, 'token_expired', { resent: true }, 'This verification link has expired.', true],
    [400, 'token_expired', { resent: false }, 'This verification link has expired.', false],
    [409, 'already_verified', null, 'Your email address is already verified.', false],
    [500, 'Internal Server Error', null, 'Email verification failed.', false],
  ])('a %i %s answer shows its message', async (status, code, data, expected, announced) => {
    history.replaceState(null, '', freshLink());
    mockApi({ 'GET auth/email/verify/5': fail(status, 'Verification problem', code, data) });
    const { shadow } = await mount({ view: 'verify-email' });
    await waitFor(() => expect(text(shadow)).toContain(expected));
    expect(text(shadow).includes(RESENT)).toBe(announced);
    expect($toasts.get()).toHaveLength(0);
  });

  it('a network failure shows the network message', async () => {
    history.replaceState(null, '', freshLink());
    mockApi({ 'GET auth/email/verify/5': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { shadow } = await mount({ view: 'verify-email' });
    await waitFor(() => expect(text(shadow)).toContain('Network error. Please check your internet connection.'));
  });
});

describe('resend verification view', () => {
  afterEach(cleanup);

  it('validates, sends and names the address', async () => {
    const calls = mockApi({ 'POST auth/email/resend': { body: { message: 'sent', status_text: 'ok', data: null } } });
    const { shadow } = await mount({ view: 'resend-verification' });
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Email is required']);
    await type(input(shadow, 'Email'), 'nora');
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Please enter a valid email address']);
    await type(input(shadow, 'Email'), 'nora@example.com');
    await submit(shadow);
    await settle();
    expect(calls[0]?.body).toEqual({ email: 'nora@example.com' });
    expect(shadow.querySelector('.alert-success')?.textContent).toBe(
      'A new verification link was sent to nora@example.com.',
    );
  });

  it.each([
    [404, 'not_found', 'No account found with this email address.'],
    [409, 'already_verified', 'Your email address is already verified.'],
    [429, 'Too Many Requests', 'Too many attempts. Please wait a moment and try again.'],
  ])('maps a %i failure', async (status, code, expected) => {
    history.replaceState(null, '', '/auth/resend-verification?email=nora%40example.com');
    mockApi({ 'POST auth/email/resend': fail(status, 'nope', code) });
    const { shadow } = await mount({ view: 'resend-verification' });
    expect(input(shadow, 'Email').value).toBe('nora@example.com');
    await submit(shadow);
    await settle();
    expect(alerts(shadow)).toEqual([expected]);
  });
});
