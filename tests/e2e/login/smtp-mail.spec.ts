// Mail that leaves the server (#32), followed from the mailbox: a server with ACADEMY_SMTP_URL delivers to a real
// SMTP server started by the test; sign-up's verification (English) and a password reset (Arabic) are completed from
// the links in the received mails, in Chromium.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../../processes/server-process';
import { startSmtpCapture, type SmtpCapture } from '../../support/smtp-capture';
import { E2E_ATTENDANCE_SECRET } from '../_infra/attendance-codes';
import { DEMO_PASSWORD, dict, expect, expectLanguage, loginElement, signIn, test, uniqueEmail } from './support';

let smtp: SmtpCapture;
let server: ServerProcess;
let origin: string;
let dir: string;

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  dir = mkdtempSync(join(tmpdir(), 'academy-e2e-mail-'));
  server = await startServer({
    ACADEMY_DATA_DIR: dir,
    DATABASE_URL: '',
    ACADEMY_ATTENDANCE_SECRET: E2E_ATTENDANCE_SECRET,
    ACADEMY_SMTP_URL: smtp.url,
    ACADEMY_MAIL_FROM: 'Safe Academy <academy@academy.test>',
  });
  origin = new URL(server.base).origin;
});

test.afterAll(async () => {
  await server?.kill();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The first link to this server in a mail's plain-text part. */
function linkIn(text: string): string {
  const link = new RegExp(`${origin.replaceAll('.', '\\.')}/\\S+`).exec(text)?.[0];
  expect(link, text).toBeTruthy();
  return link ?? '';
}

test('sign-up in English: the verification mail arrives over SMTP and its link verifies the account', async ({
  page,
}) => {
  const t = dict('en').login;
  const email = uniqueEmail('smtp');
  await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(`${origin}/auth/signup`);
  const el = loginElement(page);
  await el.getByLabel(t.signup.firstName, { exact: true }).fill('Sara');
  await el.getByLabel(t.signup.lastName, { exact: true }).fill('Saleh');
  await el.getByLabel(t.signup.email, { exact: true }).fill(email);
  await el.getByRole('radio', { name: t.signup.roleLearner, exact: true }).check();
  await el.getByLabel(t.signup.password, { exact: true }).fill('Strong#Pass1');
  await el.getByLabel(t.signup.confirmPassword, { exact: true }).fill('Strong#Pass1');
  await el.getByRole('checkbox').check();
  await el.getByRole('button', { name: t.signup.submit, exact: true }).click();
  await expect(el.getByRole('heading', { name: t.verify.waitingTitle, exact: true })).toBeVisible();

  const mail = await smtp.waitFor((received) => received.to === email);
  expect(mail.subject).toBe('Verify your email address');
  await page.goto(linkIn(mail.text));
  await expect(el.getByRole('heading', { name: t.verify.successTitle, exact: true })).toBeVisible();
});

test('a password reset in Arabic: the mail is Arabic and right to left, its link sets the new password', async ({
  page,
}) => {
  const t = dict('ar').login;
  const email = 'learner@academy.test';
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto(`${origin}/auth/forgot-password`);
  const el = loginElement(page);
  await expectLanguage(el, 'ar');
  await el.getByLabel(t.forgot.email, { exact: true }).fill(email);
  await el.getByRole('button', { name: t.forgot.submit, exact: true }).click();
  await expect(el.getByRole('heading', { name: t.forgot.sentTitle, exact: true })).toBeVisible();

  const mail = await smtp.waitFor(
    (received) => received.to === email && received.subject === 'إعادة تعيين كلمة المرور',
  );
  expect(mail.language).toBe('ar');
  expect(mail.html).toMatch(/<html[^>]* dir="rtl"/);
  expect(mail.text).toContain('٦٠ دقيقة');

  // The HTML part as a mail app shows it: right to left, the button with the same link as the text part.
  const mailPage = await page.context().newPage();
  await mailPage.setContent(mail.html);
  const button = mailPage.getByRole('link', { name: 'اختيار كلمة مرور جديدة' });
  await expect(button).toHaveAttribute('href', linkIn(mail.text));
  expect(await mailPage.evaluate(() => getComputedStyle(document.body).direction)).toBe('rtl');
  await mailPage.close();

  await page.goto(linkIn(mail.text));
  await expect(el.getByRole('heading', { name: t.reset.title, exact: true })).toBeVisible();
  await expect(el.getByLabel(t.reset.email, { exact: true })).toHaveValue(email);
  await el.getByLabel(t.reset.newPassword, { exact: true }).fill('Brand#New2026');
  await el.getByLabel(t.reset.confirmPassword, { exact: true }).fill('Brand#New2026');
  await el.getByRole('button', { name: t.reset.submit, exact: true }).click();
  await expect(el.getByRole('heading', { name: t.reset.successTitle, exact: true })).toBeVisible();

  const changed = await smtp.waitFor(
    (received) => received.to === email && received.subject === 'تم تغيير كلمة المرور',
  );
  expect(changed.language).toBe('ar');

  await page.goto(`${origin}/auth/login`);
  await signIn(page, 'ar', 'learner', DEMO_PASSWORD);
  await expect(el.getByRole('alert').first()).toBeVisible();
  await signIn(page, 'ar', 'learner', 'Brand#New2026');
  await expect(page).toHaveURL(`${origin}/dashboard`);
});
