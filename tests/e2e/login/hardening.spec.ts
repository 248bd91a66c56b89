// Issue 7 journeys of the sign-in element against the reference API: a plain page holding only <academy-login>
// (item 14) and an unverified account signing in (item 25). The lockout wording (item 16) is asserted in
// login.spec.ts's five-wrong-attempts journey; the rules themselves are unit tests.
import {
  LANGS,
  alertIn,
  dict,
  expect,
  expectLanguage,
  loginElement,
  loginForm,
  registerUser,
  signIn,
  test,
} from './support';

for (const lang of LANGS) {
  test.describe(`issue 7 sign-in hardening (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);

    test.describe('item 14: a page with only <academy-login>', () => {
      test('signing in shows who is signed in, with Continue and Sign out, and leaves the URL alone', async ({
        page,
      }) => {
        await page.goto('/embed.html');
        const form = loginForm(page, lang);
        await expect(form.heading).toBeVisible();
        const entries = await page.evaluate(() => history.length);
        await signIn(page, lang, 'learner');

        const el = form.el;
        await expect(el.getByRole('heading', { name: t.login.signedIn.title, exact: true })).toBeVisible();
        await expect(el.getByRole('heading', { name: t.login.signedIn.title, exact: true })).toBeFocused();
        await expectLanguage(el, lang);
        const name = await page.evaluate(
          () => (JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { name?: string }).name,
        );
        expect(name).toBeTruthy();
        await expect(el.getByText(t.login.signedIn.message.replace('{{name}}', name!), { exact: true })).toBeVisible();
        // The filled form is gone; the host page's address and history are untouched.
        await expect(form.username).toHaveCount(0);
        await expect(form.password).toHaveCount(0);
        await expect(page).toHaveURL('/embed.html');
        expect(await page.evaluate(() => history.length)).toBe(entries);
        await expect(el.getByRole('button', { name: t.login.signedIn.signOut, exact: true })).toBeVisible();

        // "Continue" is a real link: nobody handles academy-navigate here, so the browser follows it.
        const next = el.getByRole('link', { name: t.login.signedIn.continue, exact: true });
        await expect(next).toHaveAttribute('href', '/dashboard');
        await next.click();
        await expect(page).toHaveURL('/dashboard');
        await expect(page.locator('academy-login')).toHaveCount(0);
      });

      test.describe('with a stored session', () => {
        test.use({ signedIn: 'learner', ownToken: true });

        test('a reload shows the signed-in state, not the form; Sign out brings the form back', async ({
          page,
          session,
        }) => {
          await page.goto('/embed.html');
          const el = loginElement(page);
          await expect(el.getByRole('heading', { name: t.login.signedIn.title, exact: true })).toBeVisible();
          await expect(
            el.getByText(t.login.signedIn.message.replace('{{name}}', String(session?.user.name)), { exact: true }),
          ).toBeVisible();
          await expect(loginForm(page, lang).username).toHaveCount(0);

          await page.reload();
          await expect(el.getByRole('heading', { name: t.login.signedIn.title, exact: true })).toBeVisible();

          const [logout] = await Promise.all([
            page.waitForResponse('**/backend/auth/logout'),
            el.getByRole('button', { name: t.login.signedIn.signOut, exact: true }).click(),
          ]);
          expect(logout.status()).toBe(200);
          const form = loginForm(page, lang);
          await expect(form.heading).toBeVisible();
          await expect(form.heading).toBeFocused();
          await expect(form.username).toHaveValue('');
          await expect(page).toHaveURL('/embed.html');
          expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
        });
      });
    });

    test('item 25: an unverified account is asked to verify its email, with a link to resend, prefilled', async ({
      page,
      request,
    }) => {
      const { email, password } = await registerUser(request);
      await page.goto('/auth/login');
      const form = loginForm(page, lang);
      await expect(form.heading).toBeVisible();
      await form.username.fill(email);
      await form.password.fill(password);
      const [response] = await Promise.all([page.waitForResponse('**/backend/auth/login'), form.submit.click()]);
      expect(response.status()).toBe(403);
      expect(((await response.json()) as { data: { reason?: string } }).data.reason).toBe('email_unverified');

      const alert = alertIn(form.el);
      await expect(alert).toHaveCount(1);
      await expect(alert.locator('p').first()).toHaveText(t.login.errors.emailUnverified);
      await expect(page).toHaveURL('/auth/login');
      expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

      const resend = alert.getByRole('link', { name: t.login.verify.resend, exact: true });
      await expect(resend).toHaveAttribute('href', `/auth/resend-verification?email=${encodeURIComponent(email)}`);
      await resend.click();
      const el = loginElement(page);
      await expect(el.getByRole('heading', { name: t.login.verify.resendTitle, exact: true })).toBeVisible();
      await expect(el.getByLabel(t.login.verify.email, { exact: true })).toHaveValue(email);
    });
  });
}
