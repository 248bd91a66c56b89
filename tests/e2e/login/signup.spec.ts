// Sign-up (§2 Sign-up, §5 Sign-up): every validation message, server field errors, success → the waiting screen.
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
  serverText,
  test,
  uniqueEmail,
  type Lang,
} from './support';

function signupForm(page: Page, lang: Lang) {
  const t = dict(lang).login.signup;
  const el = loginElement(page);
  return {
    el,
    heading: el.getByRole('heading', { name: t.title, exact: true }),
    firstName: el.getByLabel(t.firstName, { exact: true }),
    lastName: el.getByLabel(t.lastName, { exact: true }),
    email: el.getByLabel(t.email, { exact: true }),
    phone: el.getByLabel(t.phoneOptional, { exact: true }),
    role: el.getByRole('group', { name: t.role }),
    learner: el.getByRole('radio', { name: t.roleLearner, exact: true }),
    trainer: el.getByRole('radio', { name: t.roleTrainer, exact: true }),
    password: el.getByLabel(t.password, { exact: true }),
    confirmPassword: el.getByLabel(t.confirmPassword, { exact: true }),
    terms: el.getByRole('checkbox'),
    submit: el.getByRole('button', { name: t.submit, exact: true }),
  };
}

type SignupForm = ReturnType<typeof signupForm>;

async function fillValid(form: SignupForm, email: string): Promise<void> {
  await form.firstName.fill('Sara');
  await form.lastName.fill('Saleh');
  await form.email.fill(email);
  await form.phone.fill('+971 50 123 4567');
  await form.trainer.check();
  await form.password.fill('Strong#Pass1');
  await form.confirmPassword.fill('Strong#Pass1');
  await form.terms.check();
}

for (const lang of LANGS) {
  test.describe(`sign-up (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);
    const v = t.login.validation;

    test.beforeEach(async ({ page }) => {
      await page.goto('/auth/signup');
      const form = signupForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expectLanguage(form.el, lang);
    });

    test("links to /terms, /privacy and /auth/login; an empty form shows every required-field message, focuses first name and sends nothing; an error clears when its own field is edited, the others' stay", async ({
      page,
    }) => {
      const form = signupForm(page, lang);
      await expect(form.el.getByRole('link', { name: t.login.signup.terms })).toHaveAttribute('href', '/terms');
      await expect(form.el.getByRole('link', { name: t.login.signup.privacy })).toHaveAttribute('href', '/privacy');
      const login = form.el.getByRole('link', { name: t.login.signup.loginLink, exact: true });
      await expect(login).toHaveAttribute('href', '/auth/login');

      await form.el.getByRole('link', { name: t.login.signup.terms }).click();
      await expect(page).toHaveURL('/terms');
      await page.goBack();
      await expect(page).toHaveURL('/auth/signup');

      // Back on the form: the empty form.
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/backend/auth/register')) calls++;
      });
      await form.submit.click();
      await expect(form.firstName).toHaveAccessibleDescription(v.firstNameRequired);
      await expect(form.lastName).toHaveAccessibleDescription(v.lastNameRequired);
      await expect(form.email).toHaveAccessibleDescription(v.emailRequired);
      await expect(form.role).toHaveAccessibleDescription(v.roleRequired);
      await expect(form.password).toHaveAccessibleDescription(v.passwordRequired);
      await expect(form.terms).toHaveAccessibleDescription(v.termsRequired);
      // The phone is optional and both passwords are equal (empty): no message for them yet.
      await expect(form.phone).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.confirmPassword).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.firstName).toBeFocused();
      expect(calls).toBe(0);

      // An error clears when its own field is edited, the others' stay.
      await form.firstName.fill('S');
      await expect(form.firstName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.el.getByText(v.firstNameRequired)).toHaveCount(0);
      await expect(form.lastName).toHaveAccessibleDescription(v.lastNameRequired);

      await form.lastName.fill('S');
      await expect(form.el.getByText(v.lastNameRequired)).toHaveCount(0);
      await form.email.fill('s');
      await expect(form.el.getByText(v.emailRequired)).toHaveCount(0);
      await form.learner.check();
      await expect(form.el.getByText(v.roleRequired)).toHaveCount(0);
      await form.password.fill('x');
      await expect(form.el.getByText(v.passwordRequired)).toHaveCount(0);
      await expect(form.terms).toHaveAccessibleDescription(v.termsRequired);
      await form.terms.check();
      await expect(form.el.getByText(v.termsRequired)).toHaveCount(0);

      // And on to sign in.
      await signupForm(page, lang).el.getByRole('link', { name: t.login.signup.loginLink, exact: true }).click();
      await expect(page).toHaveURL('/auth/login');
      await expect(loginElement(page).getByRole('heading', { name: t.login.login.title, exact: true })).toBeVisible();
    });

    test('invalid email and phone, short password, mismatch: each has its message; an email already registered → the server message under the email field only, no banner; success → /auth/email-verification?email=… waiting screen, and a verification mail', async ({
      page,
      api,
    }) => {
      const form = signupForm(page, lang);
      await form.firstName.fill('Sara');
      await form.lastName.fill('Saleh');
      await form.email.fill('not-an-email');
      await form.phone.fill('12ab');
      await form.learner.check();
      await form.password.fill('Short#1'); // 7 characters
      await form.confirmPassword.fill('Short#2');
      await form.terms.check();
      await form.submit.click();

      await expect(form.email).toHaveAccessibleDescription(v.emailInvalid);
      await expect(form.phone).toHaveAccessibleDescription(v.phoneInvalid);
      await expect(form.password).toHaveAccessibleDescription(v.passwordMinLength);
      await expect(form.confirmPassword).toHaveAccessibleDescription(v.passwordMismatch);
      await expect(form.firstName).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.role).not.toHaveAttribute('aria-describedby');
      await expect(form.terms).not.toHaveAttribute('aria-invalid', 'true');
      // The first invalid field gets focus.
      await expect(form.email).toBeFocused();

      await form.password.fill('Long#Enough1');
      await form.confirmPassword.fill('Long#Enough2');
      await form.phone.fill('');
      await form.email.fill('sara@example.test');
      await form.submit.click();
      await expect(form.confirmPassword).toHaveAccessibleDescription(v.passwordMismatch);
      await expect(form.password).not.toHaveAttribute('aria-invalid', 'true');
      await expect(form.confirmPassword).toBeFocused();

      // An email already registered: the server's message, under its field only.
      await fillValid(form, 'learner@academy.test');
      const [taken] = await Promise.all([page.waitForResponse('**/backend/auth/register'), form.submit.click()]);
      expect(taken.status()).toBe(422);
      await expect(form.email).toHaveAccessibleDescription(serverText(lang, 'emailTaken'));
      await expect(form.email).toHaveAttribute('aria-invalid', 'true');
      await expect(form.email).toBeFocused();
      // Issue 7 item 18: shown once, under its field.
      await expect(alertIn(form.el)).toHaveCount(0);
      await expect(form.el.getByText(serverText(lang, 'emailTaken'), { exact: true })).toHaveCount(1);
      await expect(page).toHaveURL('/auth/signup');

      // Editing the email clears the server message too.
      await form.email.fill('someone-else@example.test');
      await expect(form.email).not.toHaveAttribute('aria-invalid', 'true');

      // Success.
      const email = uniqueEmail(`signup-${lang}`);
      await fillValid(form, email);
      const [created] = await Promise.all([page.waitForResponse('**/backend/auth/register'), form.submit.click()]);
      expect(created.status()).toBe(201);

      await expect(page).toHaveURL(`/auth/email-verification?email=${encodeURIComponent(email)}`);
      const el = loginElement(page);
      await expect(el.getByRole('heading', { name: t.login.verify.waitingTitle, exact: true })).toBeVisible();
      await expect(el.getByText(format(t.login.verify.waitingMessage, { email }))).toBeVisible();
      await expect(el.getByRole('link', { name: t.login.verify.resend })).toHaveAttribute(
        'href',
        `/auth/resend-verification?email=${encodeURIComponent(email)}`,
      );
      await expectLanguage(el, lang);
      const mail = await latestMail(api.outbox, email, 'verify');
      expect(mail.link).toContain('/auth/email/verify/');
    });
  });
}
