// Reset password (§2, §4, §5 Reset password, §8 Password flows): the mailed link, validation, success, reuse, expiry.
import type { Page } from '@playwright/test';
import {
  LANGS,
  alertIn,
  dict,
  expect,
  expectLanguage,
  expireLinks,
  forgetSession,
  latestMail,
  loginElement,
  loginForm,
  registerUser,
  relative,
  requestReset,
  signIn,
  test,
  type Lang,
} from './support';

const RESET_CALL = '**/backend/auth/reset/password';

function resetForm(page: Page, lang: Lang) {
  const t = dict(lang).login.reset;
  const el = loginElement(page);
  return {
    el,
    heading: el.getByRole('heading', { name: t.title, exact: true }),
    email: el.getByLabel(t.email, { exact: true }),
    password: el.getByLabel(t.newPassword, { exact: true }),
    confirmPassword: el.getByLabel(t.confirmPassword, { exact: true }),
    submit: el.getByRole('button', { name: t.submit, exact: true }),
  };
}

/** The reset link mailed to `email`, as a path on the test server. */
async function resetLink(outbox: (email: string) => Promise<unknown>, email: string): Promise<string> {
  const mail = await latestMail(outbox, email, 'reset');
  return relative(mail.link);
}

for (const lang of LANGS) {
  test.describe(`reset password (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);
    const v = t.login.validation;

    // The spec texts of the reset rules (a pure dictionary check) are a unit test: tests/unit/core/login/reset-rule-texts.test.ts.
    test('mailed link → email prefilled, validation, success → sign in with the new password only; the link is single-use', async ({
      page,
      request,
      api,
    }) => {
      const { email, password: oldPassword } = await registerUser(request);
      const newPassword = 'Brand#New2026';
      await requestReset(request, email);
      const link = await resetLink(api.outbox, email);

      await page.goto(link);
      const form = resetForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expectLanguage(form.el, lang);
      await expect(form.email).toHaveValue(email);

      // Every rule at once: the first broken field takes focus.
      await form.email.fill('not-an-email');
      await form.password.fill('Short#1');
      await form.confirmPassword.fill('Short#2');
      await form.submit.click();
      await expect(form.email).toHaveAccessibleDescription(v.emailInvalid);
      await expect(form.password).toHaveAccessibleDescription(v.passwordMinLength);
      await expect(form.confirmPassword).toHaveAccessibleDescription(v.passwordMismatch);
      await expect(form.email).toBeFocused();

      // Each message clears as its field is edited.
      await form.email.fill(email);
      await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');
      await form.password.fill(newPassword);
      await form.submit.click();
      await expect(form.confirmPassword).toHaveAccessibleDescription(v.passwordMismatch);
      await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.confirmPassword).toBeFocused();

      await form.confirmPassword.fill(newPassword);
      const [response] = await Promise.all([page.waitForResponse(RESET_CALL), form.submit.click()]);
      expect(response.status()).toBe(200);
      const success = form.el.getByRole('heading', { name: t.login.reset.successTitle, exact: true });
      await expect(success).toBeVisible();
      await expect(form.el.getByText(t.login.reset.successMessage)).toBeVisible();

      await form.el.getByRole('button', { name: t.login.reset.continueToLogin, exact: true }).click();
      await expect(page).toHaveURL('/auth/login');
      const login = loginForm(page, lang);
      await expect(login.heading).toBeVisible();

      await signIn(page, lang, email, oldPassword);
      await expect(alertIn(login.el)).toHaveText(t.login.errors.invalidCredentials);
      await signIn(page, lang, email, newPassword);
      await expect(page).toHaveURL('/dashboard');

      // The same link again (signed out): the invalid-token alert and a way to ask for a new one.
      await forgetSession(page);
      await page.goto(link);
      await expect(form.email).toHaveValue(email);
      await form.password.fill('Another#Pass3');
      await form.confirmPassword.fill('Another#Pass3');
      const [reused] = await Promise.all([page.waitForResponse(RESET_CALL), form.submit.click()]);
      expect(reused.status()).toBe(400);
      await expect(form.el.getByRole('heading', { name: t.login.reset.invalidTokenTitle, exact: true })).toBeVisible();
      await expect(alertIn(form.el)).toHaveText(t.login.errors.invalidToken);
      const requestNew = form.el.getByRole('link', { name: t.login.reset.requestNewLink });
      await expect(requestNew).toHaveAttribute('href', '/auth/forgot-password');
      await requestNew.click();
      await expect(page).toHaveURL('/auth/forgot-password');
      await expect(form.el.getByRole('heading', { name: t.login.forgot.title, exact: true })).toBeVisible();
    });

    test('an expired link → the expired message and a link to request a new one', async ({ page, request, api }) => {
      const { email } = await registerUser(request);
      await requestReset(request, email);
      const link = await resetLink(api.outbox, email);
      await expireLinks(request, email);

      // The /reset-password/{token} alias of §2 reads the token the same way.
      await page.goto(link.replace('/auth/reset-password/', '/reset-password/'));
      const form = resetForm(page, lang);
      await expect(form.email).toHaveValue(email);
      await form.password.fill('Expired#Pass1');
      await form.confirmPassword.fill('Expired#Pass1');
      const [response] = await Promise.all([page.waitForResponse(RESET_CALL), form.submit.click()]);
      expect(response.status()).toBe(400);
      await expect(form.el.getByRole('heading', { name: t.login.reset.invalidTokenTitle, exact: true })).toBeVisible();
      await expect(alertIn(form.el)).toHaveText(t.login.errors.tokenExpired);
      await expect(form.el.getByRole('link', { name: t.login.reset.requestNewLink })).toHaveAttribute(
        'href',
        '/auth/forgot-password',
      );
    });

    test('/auth/reset-password without a token → the invalid-token alert and a link to /auth/forgot-password; the token and email may come as query parameters', async ({
      page,
      request,
      api,
    }) => {
      await page.goto('/auth/reset-password');
      const el = loginElement(page);
      await expect(el.getByRole('heading', { name: t.login.reset.invalidTokenTitle, exact: true })).toBeVisible();
      await expectLanguage(el, lang);
      await expect(alertIn(el)).toHaveText(t.login.reset.invalidTokenMessage);
      await expect(el.getByRole('textbox')).toHaveCount(0);
      await expect(el.getByRole('link', { name: t.login.reset.requestNewLink })).toHaveAttribute(
        'href',
        '/auth/forgot-password',
      );

      // With the token and email as query parameters: the form, and a reset that succeeds.
      const { email } = await registerUser(request);
      await requestReset(request, email);
      const link = new URL(await resetLink(api.outbox, email), 'http://x');
      const token = link.pathname.split('/').pop() ?? '';
      await page.goto(`/auth/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`);
      const form = resetForm(page, lang);
      await expect(form.email).toHaveValue(email);
      await form.password.fill('Query#Pass12');
      await form.confirmPassword.fill('Query#Pass12');
      await Promise.all([page.waitForResponse(RESET_CALL), form.submit.click()]);
      await expect(form.el.getByRole('heading', { name: t.login.reset.successTitle, exact: true })).toBeVisible();
    });
  });
}
