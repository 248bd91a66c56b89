import { afterEach, describe, expect, it } from 'vitest';
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

async function fillValid(shadow: ShadowRoot) {
  await type(input(shadow, 'First name'), 'Nora');
  await type(input(shadow, 'Last name'), 'Newcomer');
  await type(input(shadow, 'Email'), 'nora@example.com');
  await click(input(shadow, 'Learner'));
  await type(input(shadow, 'Password'), 'Academy#2026');
  await type(input(shadow, 'Confirm password'), 'Academy#2026');
  await click(shadow.querySelector<HTMLInputElement>('input[name="agreeToTerms"]')!);
}

describe('sign-up view', () => {
  afterEach(cleanup);

  it('has labelled fields with autocomplete, a role fieldset and terms links', async () => {
    const { shadow } = await mount({ view: 'signup' });
    expect(input(shadow, 'First name').autocomplete).toBe('given-name');
    expect(input(shadow, 'Last name').autocomplete).toBe('family-name');
    expect(input(shadow, 'Email').autocomplete).toBe('email');
    expect(input(shadow, 'Phone (optional)').autocomplete).toBe('tel');
    expect(input(shadow, 'Password').autocomplete).toBe('new-password');
    expect(input(shadow, 'Confirm password').autocomplete).toBe('new-password');
    expect(shadow.querySelector('fieldset legend')?.textContent).toBe('I am a');
    expect(shadow.querySelectorAll('fieldset input[type="radio"][name="role"]')).toHaveLength(2);
    expect(shadow.querySelectorAll('button[aria-label="Show password"]')).toHaveLength(2);
    expect(button(shadow, 'Terms of Service').getAttribute('href')).toBe('/terms');
    expect(button(shadow, 'Privacy Policy').getAttribute('href')).toBe('/privacy');
    expect(button(shadow, 'Sign in').getAttribute('href')).toBe('/auth/login');
  });

  it('shows every validation message and focuses the first field', async () => {
    const { shadow } = await mount({ view: 'signup' });
    await type(input(shadow, 'Email'), 'nora@');
    await type(input(shadow, 'Phone (optional)'), '12');
    await type(input(shadow, 'Password'), 'short');
    await type(input(shadow, 'Confirm password'), 'other');
    await submit(shadow);
    expect(alerts(shadow)).toEqual([
      'First name is required',
      'Last name is required',
      'Please enter a valid email address',
      'Please enter a valid phone number',
      'Please choose learner or trainer',
      'Password must be at least 8 characters',
      "Passwords don't match",
      'You must accept the terms and privacy policy',
    ]);
    expect(shadow.activeElement).toBe(input(shadow, 'First name'));
  });

  it('clears an error when its field is edited', async () => {
    const { shadow } = await mount({ view: 'signup' });
    await submit(shadow);
    expect(alerts(shadow)).toContain('First name is required');
    await type(input(shadow, 'First name'), 'N');
    expect(alerts(shadow)).not.toContain('First name is required');
    expect(alerts(shadow)).toContain('Last name is required');
    await click(input(shadow, 'Trainer'));
    expect(alerts(shadow)).not.toContain('Please choose learner or trainer');
  });

  it('shows 422 field errors under their fields only, with no banner repeating one (issue 7 item 18)', async () => {
    mockApi({
      'POST auth/register': fail(422, 'The email has already been taken.', 'Unprocessable Entity', {
        email: ['The email has already been taken.'],
        phone: ['The phone format is invalid.'],
      }),
    });
    const { shadow } = await mount({ view: 'signup' });
    await fillValid(shadow);
    await submit(shadow);
    await settle();
    const emailInput = input(shadow, 'Email');
    expect(emailInput.getAttribute('aria-invalid')).toBe('true');
    expect(shadow.getElementById(emailInput.getAttribute('aria-describedby')!)?.textContent).toBe(
      'The email has already been taken.',
    );
    expect(alerts(shadow)).toContain('The phone format is invalid.');
    expect(shadow.querySelector('.alert-danger')).toBeNull();
    expect(alerts(shadow).filter((text) => text === 'The email has already been taken.')).toHaveLength(1);
    expect(shadow.activeElement).toBe(emailInput);
    await type(emailInput, 'nora2@example.com');
    expect(emailInput.getAttribute('aria-invalid')).toBeNull();
  });

  it('registers, toasts and moves to the verification screen for the address', async () => {
    const calls = mockApi({
      'POST auth/register': {
        status: 201,
        body: { message: 'registered', status_text: 'ok', data: { user: { id: 9 } } },
      },
    });
    const { shadow, navigations } = await mount({ view: 'signup' });
    await fillValid(shadow);
    await submit(shadow);
    await waitFor(() =>
      expect(navigations).toEqual([{ path: '/auth/email-verification?email=nora%40example.com', replace: false }]),
    );
    expect(calls[0]?.body).toEqual({
      firstName: 'Nora',
      lastName: 'Newcomer',
      email: 'nora@example.com',
      role: 'learner',
      password: 'Academy#2026',
      confirmPassword: 'Academy#2026',
      agreeToTerms: true,
    });
    expect($toasts.get().map((toast) => toast.message)).toEqual([{ key: 'login.success.registration' }]);
    await waitFor(() => expect(text(shadow)).toContain('We sent a verification link to nora@example.com.'));
  });
});
