import { afterEach, describe, expect, it } from 'vitest';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { RETURN_TO_KEY } from '../../../src/core/navigation/return-to';
import { applySession } from '../../../src/core/session/session';
import { $token } from '../../../src/core/session/storage';
import { alerts, cleanup, click, fail, mockApi, mount, settle, submit, type, waitFor } from './helpers';

// Issue 7 in the sign-in element, in English and Arabic: items 14, 16, 17, 18, 23 and 25.

const LANGS = ['en', 'ar'] as const;
const auth = (lang: 'en' | 'ar') => (lang === 'ar' ? loginAr : loginEn).login;
const USER = {
  id: 7,
  name: 'Lea Learner',
  arabic_name: null,
  email: 'learner@example.com',
  nid: null,
  roles: ['learner'],
  permissions: [],
};
const ok = (data: unknown) => ({ body: { message: 'ok', status_text: 'ok', data } });

const named = (shadow: ShadowRoot, name: string) => {
  const found = shadow.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`No input ${name}`);
  return found;
};
const dangerAlert = (shadow: ShadowRoot) => shadow.querySelector('div.alert-danger');
const warningAlert = (shadow: ShadowRoot) => shadow.querySelector('div.alert-warning');
const linkNamed = (shadow: ShadowRoot, name: string) =>
  [...shadow.querySelectorAll('a')].find((a) => a.textContent?.trim() === name);
const buttonNamed = (shadow: ShadowRoot, name: string) =>
  [...shadow.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);

async function signInWith(shadow: ShadowRoot, username = 'learner', password = 'Academy#2026') {
  await type(named(shadow, 'username'), username);
  await type(named(shadow, 'password'), password);
  await submit(shadow);
  await settle();
}

function signedInApi() {
  return mockApi({
    'POST auth/login': ok({ access_token: 'tok-1', user: USER }),
    'GET user/current': ok(USER),
    'GET roles/current': ok(['learner']),
    'GET permissions/current': ok([]),
    'POST auth/logout': ok(null),
  });
}

afterEach(cleanup);

for (const lang of LANGS) {
  const t = auth(lang);

  describe(`issue 7 (${lang})`, () => {
    it('item 16: a 429 with data.retry_after = 600 says "try again in 10 minutes"', async () => {
      mockApi({ 'POST auth/login': fail(429, 'Too many login attempts.', 'Too Many Requests', { retry_after: 600 }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'learner', 'wrong-password');
      const expected =
        lang === 'ar'
          ? 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ١٠ دقائق.'
          : 'Too many sign-in attempts. Try again in 10 minutes.';
      expect(dangerAlert(shadow)?.textContent).toBe(expected);
      expect(dangerAlert(shadow)?.textContent).not.toBe(t.errors.tooManyRequests);
    });

    it('item 16: a 429 with data.retry_after = 45 says "45 seconds"', async () => {
      mockApi({ 'POST auth/login': fail(429, 'Too many login attempts.', 'Too Many Requests', { retry_after: 45 }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'learner', 'wrong-password');
      const expected =
        lang === 'ar'
          ? 'محاولات تسجيل دخول كثيرة جدًا. حاول مرة أخرى بعد ٤٥ ثانية.'
          : 'Too many sign-in attempts. Try again in 45 seconds.';
      expect(dangerAlert(shadow)?.textContent).toBe(expected);
    });

    it('item 16: a 401 with data.attempts_left = 1 warns under the invalid-credentials message', async () => {
      mockApi({ 'POST auth/login': fail(401, 'Invalid username or password.', 'Unauthorized', { attempts_left: 1 }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'learner', 'wrong-password');
      expect(dangerAlert(shadow)?.textContent).toBe(t.errors.invalidCredentials);
      expect(warningAlert(shadow)?.textContent).toBe(t.errors.lastAttempt);
      expect(t.errors.lastAttempt).toBe(
        lang === 'ar'
          ? 'تبقّت محاولة واحدة قبل إيقاف تسجيل الدخول مؤقتًا.'
          : 'One attempt left before sign-in is paused.',
      );
      // Dangers first: the warning sits under the message.
      const [first, second] = [...shadow.querySelectorAll('div.alert')];
      expect([first?.className, second?.className]).toEqual(['alert alert-danger', 'alert alert-warning']);
    });

    it('item 16: no warning with more attempts left', async () => {
      mockApi({ 'POST auth/login': fail(401, 'Invalid username or password.', 'Unauthorized', { attempts_left: 3 }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'learner', 'wrong-password');
      expect(dangerAlert(shadow)?.textContent).toBe(t.errors.invalidCredentials);
      expect(warningAlert(shadow)).toBeNull();
    });

    it('item 25: a 403 email_unverified asks to verify and links to resend verification, prefilled', async () => {
      const server =
        lang === 'ar'
          ? 'يرجى التحقق من بريدك الإلكتروني قبل تسجيل الدخول.'
          : 'Please verify your email address before signing in.';
      mockApi({
        'POST auth/login': fail(403, server, 'Forbidden', { reason: 'email_unverified', email: 'new@example.test' }),
      });
      const { shadow, navigations } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'new@example.test', 'Initial#Pass1');
      const alert = dangerAlert(shadow)!;
      expect(alert.querySelector('p')?.textContent).toBe(t.errors.emailUnverified);
      const link = linkNamed(shadow, t.verify.resend)!;
      expect(link.getAttribute('href')).toBe('/auth/resend-verification?email=new%40example.test');
      // No host routes: the element switches to the resend screen with the address filled in.
      await click(link);
      await waitFor(() => expect(shadow.querySelector('h1')?.textContent).toBe(t.verify.resendTitle));
      expect(named(shadow, 'email').value).toBe('new@example.test');
      expect(navigations.at(-1)).toEqual({
        path: '/auth/resend-verification?email=new%40example.test',
        replace: false,
      });
    });

    it('item 25: without data.email the typed address (if it is one) prefills the resend link', async () => {
      mockApi({ 'POST auth/login': fail(403, 'Verify first', 'Forbidden', { reason: 'email_unverified' }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, ' typed@example.test ', 'Initial#Pass1');
      expect(linkNamed(shadow, t.verify.resend)?.getAttribute('href')).toBe(
        '/auth/resend-verification?email=typed%40example.test',
      );
    });

    it('issue 21 item 16: a later validation error replaces the old "invalid username or password" banner', async () => {
      mockApi({ 'POST auth/login': fail(401, 'Invalid username or password.', 'Unauthorized', { attempts_left: 1 }) });
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow, 'learner', 'wrong-password');
      expect(dangerAlert(shadow)?.textContent).toBe(t.errors.invalidCredentials);
      await type(named(shadow, 'password'), '');
      await submit(shadow);
      await settle();
      expect(alerts(shadow)).toEqual([t.validation.passwordRequired]);
      expect([dangerAlert(shadow), warningAlert(shadow)]).toEqual([null, null]);
    });

    it('item 17: an empty login form says "required", a short password the 8-character rule', async () => {
      const calls = mockApi({});
      const { shadow } = await mount({ view: 'login' }, { lang });
      await submit(shadow);
      expect(alerts(shadow)).toEqual([t.validation.usernameRequired, t.validation.passwordRequired]);
      expect(t.validation.passwordRequired).toBe(lang === 'ar' ? 'كلمة المرور مطلوبة' : 'Password is required');
      await type(named(shadow, 'username'), 'learner');
      await type(named(shadow, 'password'), '1234567');
      await submit(shadow);
      expect(alerts(shadow)).toEqual([t.validation.passwordMinLength]);
      expect(calls).toHaveLength(0);
    });

    it('item 17: forgot password — empty email says "required", a malformed one "valid email"', async () => {
      const calls = mockApi({});
      const { shadow } = await mount({ view: 'forgot-password' }, { lang });
      await submit(shadow);
      expect(alerts(shadow)).toEqual([t.validation.emailRequired]);
      expect(t.validation.emailRequired).toBe(lang === 'ar' ? 'البريد الإلكتروني مطلوب' : 'Email is required');
      await type(named(shadow, 'email'), 'nope');
      await submit(shadow);
      expect(alerts(shadow)).toEqual([t.validation.emailInvalid]);
      expect(calls).toHaveLength(0);
    });

    it('item 17: sign-up — empty email and password say "required"', async () => {
      const { shadow } = await mount({ view: 'signup' }, { lang });
      await submit(shadow);
      const shown = alerts(shadow);
      expect(shown).toContain(t.validation.emailRequired);
      expect(shown).toContain(t.validation.passwordRequired);
      expect(shown).not.toContain(t.validation.emailInvalid);
      expect(shown).not.toContain(t.validation.passwordMinLength);
    });

    it('item 18: "email already taken" shows once, under the email field, with no banner', async () => {
      const taken = lang === 'ar' ? 'البريد الإلكتروني مستخدم بالفعل.' : 'The email has already been taken.';
      mockApi({
        'POST auth/register': fail(
          422,
          lang === 'ar' ? 'البيانات المدخلة غير صالحة.' : 'The given data was invalid.',
          'Unprocessable Entity',
          { email: [taken] },
        ),
      });
      const { shadow } = await mount({ view: 'signup' }, { lang });
      await type(named(shadow, 'firstName'), 'Nora');
      await type(named(shadow, 'lastName'), 'Newcomer');
      await type(named(shadow, 'email'), 'nora@example.com');
      await click(shadow.querySelector<HTMLInputElement>('input[value="learner"]')!);
      await type(named(shadow, 'password'), 'Academy#2026');
      await type(named(shadow, 'confirmPassword'), 'Academy#2026');
      await click(named(shadow, 'agreeToTerms'));
      await submit(shadow);
      await settle();
      const occurrences = (shadow.textContent ?? '').split(taken).length - 1;
      expect(occurrences).toBe(1);
      expect(shadow.querySelector('div.alert')).toBeNull();
      const email = named(shadow, 'email');
      expect(shadow.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(taken);
    });

    it('item 23: the terms sentence reads as one phrase (Arabic "و" joined to the next word)', async () => {
      const { shadow } = await mount({ view: 'signup' }, { lang });
      const label = named(shadow, 'agreeToTerms').closest('label')!.textContent;
      expect(label).toBe(
        lang === 'ar' ? 'أوافق على شروط الخدمة وسياسة الخصوصية' : 'I agree to the Terms of Service and Privacy Policy',
      );
      expect(linkNamed(shadow, t.signup.privacy)?.getAttribute('href')).toBe('/privacy');
      expect(linkNamed(shadow, t.signup.terms)?.getAttribute('href')).toBe('/terms');
    });

    it('item 23: the countdown text has no doubled "in"', async () => {
      history.replaceState(null, '', '/auth/email-verification?token=ok');
      const { shadow } = await mount({ view: 'email-verification' }, { lang });
      expect(shadow.querySelector('.countdown')?.textContent).toBe(
        lang === 'ar'
          ? 'سيتم تحويلك إلى صفحة تسجيل الدخول خلال ٥ ثوانٍ…'
          : 'Redirecting to the sign-in page in 5 seconds…',
      );
    });

    it('item 14: no host routes and no redirect → the signed-in state (name, Continue, Sign out); the URL stays', async () => {
      signedInApi();
      history.replaceState(null, '', '/embed.html');
      const { shadow, navigations } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow);
      // The element still asks the host first.
      expect(navigations).toEqual([{ path: '/dashboard', replace: true }]);
      expect(location.pathname).toBe('/embed.html');
      expect(shadow.querySelector('h1')?.textContent).toBe(t.signedIn.title);
      expect(shadow.querySelector('[data-field="signed-in-as"]')?.textContent).toBe(
        t.signedIn.message.replace('{{name}}', USER.name),
      );
      expect(shadow.querySelector('form')).toBeNull();
      expect(linkNamed(shadow, t.signedIn.continue)?.getAttribute('href')).toBe('/dashboard');
      expect(shadow.activeElement).toBe(shadow.querySelector('h1'));

      await click(buttonNamed(shadow, t.signedIn.signOut)!);
      await settle();
      expect($token.get()).toBe('');
      expect(named(shadow, 'username')).toBeTruthy();
      expect(shadow.querySelector('h1')?.textContent).toBe(t.login.title);
    });

    it('item 14: Continue leads to the remembered location', async () => {
      signedInApi();
      sessionStorage.setItem(RETURN_TO_KEY, '/support/tickets');
      const { shadow } = await mount({ view: 'login' }, { lang });
      await signInWith(shadow);
      expect(linkNamed(shadow, t.signedIn.continue)?.getAttribute('href')).toBe('/support/tickets');
    });

    it('item 14: a host that handles academy-navigate routes exactly as before', async () => {
      signedInApi();
      const { shadow, navigations } = await mount({ view: 'login' }, { lang, handleNavigation: true });
      await signInWith(shadow);
      await waitFor(() => expect(navigations).toEqual([{ path: '/dashboard', replace: true }]));
      expect(location.pathname).toBe('/');
      expect(shadow.querySelector('h1')?.textContent).not.toBe(t.signedIn.title);
    });

    it('item 14: a redirect attribute keeps navigating (History API when no host routes)', async () => {
      signedInApi();
      const { shadow } = await mount({ view: 'login', redirect: '/courses' }, { lang });
      await signInWith(shadow);
      await waitFor(() => expect(location.pathname).toBe('/courses'));
      expect(shadow.querySelector('h1')?.textContent).not.toBe(t.signedIn.title);
    });

    it.each(['login', 'signup', 'forgot-password'] as const)(
      'item 14: mounting %s with a stored session shows the signed-in state',
      async (view) => {
        mockApi({
          'GET user/current': ok(USER),
          'GET roles/current': ok(['learner']),
          'GET permissions/current': ok([]),
        });
        applySession({ token: 'stored', user: USER as never, roles: ['learner'], permissions: [] });
        const { shadow } = await mount({ view }, { lang });
        expect(shadow.querySelector('h1')?.textContent).toBe(t.signedIn.title);
        expect(shadow.textContent).toContain(USER.name);
        expect(shadow.querySelector('form')).toBeNull();
      },
    );
  });
}
