import { afterEach, describe, expect, it } from 'vitest';
import { $brand } from '../../../src/core/brand/brand-store';
import { RETURN_TO_KEY } from '../../../src/core/navigation/return-to';
import { $token } from '../../../src/core/session/storage';
import { $toasts } from '../../../src/core/toasts/toasts';
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

const USER = {
  id: 7,
  name: 'Lea Learner',
  arabic_name: null,
  email: 'learner@example.com',
  nid: null,
  roles: ['learner'],
  permissions: [],
};

function signedInApi() {
  return mockApi({
    'POST auth/login': { body: { message: 'ok', status_text: 'ok', data: { access_token: 'tok-1', user: USER } } },
    'GET user/current': { body: { message: 'ok', status_text: 'ok', data: USER } },
    'GET roles/current': { body: { message: 'ok', status_text: 'ok', data: ['learner'] } },
    'GET permissions/current': { body: { message: 'ok', status_text: 'ok', data: [] } },
  });
}

async function fillAndSubmit(shadow: ShadowRoot, username = 'learner', password = 'Academy#2026') {
  await type(input(shadow, 'Username or email'), username);
  await type(input(shadow, 'Password'), password);
  await submit(shadow);
  await settle();
}

describe('login view', () => {
  afterEach(cleanup);

  it('shows brand, the card part, labelled fields with autocomplete and the links', async () => {
    const { shadow } = await mount({ view: 'login' });
    expect(shadow.querySelector('[part="card"]')).not.toBeNull();
    expect(text(shadow)).toContain($brand.get().academyName.en);
    expect(shadow.querySelector('.login-brand img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(input(shadow, 'Username or email').autocomplete).toBe('username');
    expect(input(shadow, 'Password').autocomplete).toBe('current-password');
    expect(input(shadow, 'Password').type).toBe('password');
    expect(shadow.querySelector('form')?.noValidate).toBe(true);
    expect(button(shadow, 'Forgot password?').getAttribute('href')).toBe('/auth/forgot-password');
    expect(button(shadow, 'Sign up').getAttribute('href')).toBe('/auth/signup');
  });

  it('toggles password visibility', async () => {
    const { shadow } = await mount({ view: 'login' });
    await click(shadow.querySelector<HTMLButtonElement>('button[aria-label="Show password"]')!);
    expect(input(shadow, 'Password').type).toBe('text');
  });

  it('validates on submit, focuses the first invalid field and clears an error on edit', async () => {
    const calls = mockApi({});
    const { shadow } = await mount({ view: 'login' });
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Username is required', 'Password is required']);
    expect(shadow.activeElement).toBe(input(shadow, 'Username or email'));
    expect(input(shadow, 'Username or email').getAttribute('aria-invalid')).toBe('true');
    await type(input(shadow, 'Username or email'), 'learner');
    expect(alerts(shadow)).toEqual(['Password is required']);
    await type(input(shadow, 'Password'), 'short');
    await submit(shadow);
    expect(alerts(shadow)).toEqual(['Password must be at least 8 characters']);
    expect(shadow.activeElement).toBe(input(shadow, 'Password'));
    expect(calls).toHaveLength(0);
  });

  it.each([
    [401, 'Invalid username or password'],
    [400, 'Invalid username or password'],
    [429, 'Too many attempts. Please wait a moment and try again.'],
    [500, 'Server error. Please try again later.'],
    [503, 'Server error. Please try again later.'],
  ])('maps a %i answer to "%s" in an alert, keeping the values and showing no toast', async (status, expected) => {
    mockApi({ 'POST auth/login': fail(status, 'Server says no') });
    const { shadow } = await mount({ view: 'login' });
    await fillAndSubmit(shadow, 'learner', 'wrong-password');
    expect(alerts(shadow)).toContain(expected);
    expect(input(shadow, 'Username or email').value).toBe('learner');
    expect(input(shadow, 'Password').value).toBe('wrong-password');
    expect($toasts.get()).toHaveLength(0);
  });

  it('shows the first field error of a 422', async () => {
    mockApi({
      'POST auth/login': fail(422, 'The given data was invalid.', 'Unprocessable Entity', {
        username: ['The username is not active.'],
      }),
    });
    const { shadow } = await mount({ view: 'login' });
    await fillAndSubmit(shadow);
    expect(alerts(shadow)).toContain('The username is not active.');
  });

  it('shows the network message when fetch fails', async () => {
    mockApi({ 'POST auth/login': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { shadow } = await mount({ view: 'login' });
    await fillAndSubmit(shadow);
    expect(alerts(shadow)).toContain('Network error. Please check your internet connection.');
  });

  it('signs in: sends the credentials, stores the token, toasts and asks the host to replace the location with /dashboard', async () => {
    const calls = signedInApi();
    const { shadow, host, navigations } = await mount({ view: 'login' }, { handleNavigation: true });
    const events: unknown[] = [];
    host.addEventListener('academy-login', (event) => events.push(event.detail));
    await click(input(shadow, 'Remember me'));
    await fillAndSubmit(shadow, ' learner ');
    await waitFor(() => expect(navigations).toEqual([{ path: '/dashboard', replace: true }]));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'auth/login',
      body: { username: 'learner', password: 'Academy#2026', rememberMe: true },
    });
    expect($token.get()).toBe('tok-1');
    expect(events).toHaveLength(1);
    expect($toasts.get().map((toast) => toast.message)).toEqual([{ key: 'login.success.login' }]);
    // The host routed (it called preventDefault): the element leaves the URL to it.
    expect(location.pathname).toBe('/');
    expect(text(shadow)).toContain('Signed in successfully');
  });

  it('goes to a safe redirect attribute, else the remembered location', async () => {
    signedInApi();
    const first = await mount({ view: 'login', redirect: '/support/tickets' });
    await fillAndSubmit(first.shadow);
    await waitFor(() => expect(first.navigations.at(-1)).toEqual({ path: '/support/tickets', replace: true }));
    cleanup();

    signedInApi();
    sessionStorage.setItem(RETURN_TO_KEY, '/profile/settings');
    const second = await mount({ view: 'login', redirect: '//evil.example' }, { handleNavigation: true });
    await fillAndSubmit(second.shadow);
    await waitFor(() => expect(second.navigations.at(-1)).toEqual({ path: '/profile/settings', replace: true }));
  });

  it('cannot be submitted twice while pending', async () => {
    let release: () => void = () => {};
    const calls = mockApi({
      'POST auth/login': () =>
        new Promise((resolve) => {
          release = () => resolve(fail(401, 'no'));
        }),
    });
    const { shadow } = await mount({ view: 'login' });
    await type(input(shadow, 'Username or email'), 'learner');
    await type(input(shadow, 'Password'), 'Academy#2026');
    await submit(shadow);
    await submit(shadow);
    await settle();
    const submitButton = shadow.querySelector<HTMLButtonElement>('button[type="submit"]')!;
    // Busy, yet focusable (#37): aria-disabled, not disabled; a click while busy submits nothing.
    expect([submitButton.disabled, submitButton.getAttribute('aria-disabled')]).toEqual([false, 'true']);
    expect(submitButton.getAttribute('aria-busy')).toBe('true');
    submitButton.click();
    await settle();
    expect(calls.filter((call) => call.path === 'auth/login')).toHaveLength(1);
    release();
    await settle();
    expect(submitButton.getAttribute('aria-disabled')).toBe(null);
  });
});
