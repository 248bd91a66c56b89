// Route guard (§2): guests are sent to sign in and brought back afterwards; signed-in users skip guest pages.
import { DEMO_PASSWORD, LANGS, expect, expectLanguage, forgetSession, loginForm, signIn, test } from './support';

for (const lang of LANGS) {
  test.describe(`route guard (${lang})`, () => {
    test.use({ lang });

    test('a guest opening /dashboard signs in and lands back there, without the login page in history', async ({
      page,
    }) => {
      // A first entry to go back to: history back must skip the (replaced) login page and reach it.
      await page.goto('/terms');
      await page.goto('/dashboard');
      await expect(page).toHaveURL('/auth/login');
      const form = loginForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expectLanguage(form.el, lang);

      await signIn(page, lang, 'learner', DEMO_PASSWORD);
      await expect(page).toHaveURL('/dashboard');
      await expect(page.locator('academy-shell')).toBeVisible();
      await expect(page.locator('academy-login')).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL('/terms');
    });

    test('a guest opening /support/tickets signs in and lands back there, without the login page in history; the remembered location is used once', async ({
      page,
    }) => {
      // A first entry to go back to: history back must skip the (replaced) login page and reach it.
      await page.goto('/terms');
      await page.goto('/support/tickets');
      await expect(page).toHaveURL('/auth/login');
      const form = loginForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expectLanguage(form.el, lang);

      await signIn(page, lang, 'trainer', DEMO_PASSWORD);
      await expect(page).toHaveURL('/support/tickets');
      await expect(page.locator('academy-shell')).toBeVisible();
      await expect(page.locator('academy-login')).toHaveCount(0);

      await page.goBack();
      await expect(page).toHaveURL('/terms');

      // Used once: signed out and in again, the next sign-in goes to /dashboard.
      await forgetSession(page);
      await page.goto('/auth/login');
      await signIn(page, lang, 'trainer');
      await expect(page).toHaveURL('/dashboard');
    });

    test.describe('signed in', () => {
      test.use({ signedIn: 'learner' });

      test('a signed-in user opening /auth/login or /login is sent to /dashboard', async ({ page }) => {
        for (const guestPage of ['/auth/login', '/login', '/auth/signup', '/auth/forgot-password']) {
          await page.goto(guestPage);
          await expect(page).toHaveURL('/dashboard');
          await expect(page.locator('academy-shell')).toBeVisible();
          await expect(page.locator('academy-login')).toHaveCount(0);
        }
      });
    });

    test('/ and an unknown path go to /dashboard, and on to sign-in for a guest', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/auth/login');
      await expect(loginForm(page, lang).heading).toBeVisible();
      await page.goto('/no/such/page');
      await expect(page).toHaveURL('/auth/login');
      await expect(loginForm(page, lang).heading).toBeVisible();

      await signIn(page, lang, 'learner');
      await expect(page).toHaveURL('/dashboard');
      for (const path of ['/no/such/page', '/']) {
        await page.goto(path);
        await expect(page).toHaveURL('/dashboard');
        await expect(page.locator('academy-shell')).toBeVisible();
      }
    });
  });
}
