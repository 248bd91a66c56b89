// Forgot password (§2, §4, §5, §8 Password flows): email form, then the sent view with resend and a way back.
import type { Page } from '@playwright/test';
import {
  LANGS,
  alertIn,
  dict,
  expect,
  expectLanguage,
  format,
  latestMail,
  loginElement,
  registerUser,
  test,
  uniqueEmail,
  type Lang,
} from './support';

const FORGOT_CALL = '**/backend/auth/forgot/password';

function forgotForm(page: Page, lang: Lang) {
  const t = dict(lang).login.forgot;
  const el = loginElement(page);
  return {
    el,
    heading: el.getByRole('heading', { name: t.title, exact: true }),
    email: el.getByLabel(t.email, { exact: true }),
    submit: el.getByRole('button', { name: t.submit, exact: true }),
    back: el.getByRole('link', { name: t.backToLogin, exact: true }),
  };
}

for (const lang of LANGS) {
  test.describe(`forgot password (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);

    test.beforeEach(async ({ page }) => {
      await page.goto('/auth/forgot-password');
      const form = forgotForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expect(form.el.getByText(t.login.forgot.subtitle)).toBeVisible();
      await expectLanguage(form.el, lang);
    });

    test('an empty email → emailRequired, an invalid one → emailInvalid, under the field, focused, nothing sent; an unknown email → noAccount; the form links back to sign in, and the login screen links here', async ({
      page,
    }) => {
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/backend/auth/forgot/password')) calls++;
      });
      const form = forgotForm(page, lang);
      await form.submit.click();
      await expect(form.email).toHaveAccessibleDescription(t.login.validation.emailRequired);
      await expect(form.email).toBeFocused();

      await form.email.fill('name@domain');
      await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
      await form.submit.click();
      await expect(form.email).toHaveAccessibleDescription(t.login.validation.emailInvalid);
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      expect(calls).toBe(0);

      // An unknown email: the server's noAccount.
      await form.email.fill(uniqueEmail('nobody'));
      const [response] = await Promise.all([page.waitForResponse(FORGOT_CALL), form.submit.click()]);
      expect(response.status()).toBe(404);
      await expect(alertIn(form.el)).toHaveText(t.login.errors.noAccount);
      await expect(form.heading).toBeVisible();
      await expect(form.submit).toBeEnabled();

      // Back to sign in, and the login screen's link here.
      await expect(form.back).toHaveAttribute('href', '/auth/login');
      await form.back.click();
      await expect(page).toHaveURL('/auth/login');
      await loginElement(page).getByRole('link', { name: t.login.login.forgotPassword }).click();
      await expect(page).toHaveURL('/auth/forgot-password');
      await expect(form.heading).toBeVisible();
    });

    test('success → the sent view with the address; resend sends another link; back to sign in', async ({
      page,
      request,
      api,
    }) => {
      const { email } = await registerUser(request);
      const form = forgotForm(page, lang);
      await form.email.fill(email);
      await Promise.all([page.waitForResponse(FORGOT_CALL), form.submit.click()]);

      const sentHeading = form.el.getByRole('heading', { name: t.login.forgot.sentTitle, exact: true });
      await expect(sentHeading).toBeVisible();
      await expect(sentHeading).toBeFocused();
      await expect(form.el.getByText(format(t.login.forgot.sentMessage, { email }))).toBeVisible();
      const first = await latestMail(api.outbox, email, 'reset');
      expect(new URL(first.link).pathname).toMatch(/^\/auth\/reset-password\/[^/]+$/);
      expect(new URL(first.link).searchParams.get('email')).toBe(email);

      const resend = form.el.getByRole('button', { name: t.login.forgot.resend, exact: true });
      const [again] = await Promise.all([page.waitForResponse(FORGOT_CALL), resend.click()]);
      expect(again.status()).toBe(200);
      await expect(alertIn(form.el)).toHaveText(t.login.forgot.resent);
      const second = await latestMail(api.outbox, email, 'reset', 2);
      expect(second.link).not.toBe(first.link);

      await form.back.click();
      await expect(page).toHaveURL('/auth/login');
      await expect(loginElement(page).getByRole('heading', { name: t.login.login.title, exact: true })).toBeVisible();
    });
  });
}
