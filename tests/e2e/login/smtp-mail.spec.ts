// Mail that leaves the server (#32), followed from the mailbox: a server with ACADEMY_SMTP_URL delivers to a real
// SMTP server started by the test; sign-up's verification (English), a password reset (Arabic) and an attendance
// notice are completed from the received mails, in Chromium. A production server without SMTP says no mail can be sent.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, type ServerProcess } from '../../processes/server-process';
import { startSmtpCapture, type SmtpCapture } from '../../support/smtp-capture';
import { E2E_ATTENDANCE_SECRET } from '../_infra/attendance-codes';
import { ATTENDANCE_LECTURE, BATCH_PAGE, rowKey, SEEDED_ROW } from '../../../demo/api/features/batch/ids';
import { profileAr } from '../../../src/core/profile/strings/ar';
import { DEMO_PASSWORD, dict, expect, expectLanguage, loginElement, signIn, test, uniqueEmail } from './support';

let smtp: SmtpCapture;
let server: ServerProcess;
let origin: string;
let dir: string;

test.beforeAll(async () => {
  // A server of its own: migrating and seeding a fresh database takes longer than a test on a loaded machine.
  test.setTimeout(150_000);
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
  const email = 'both@academy.test';
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
  await signIn(page, 'ar', 'both', DEMO_PASSWORD);
  await expect(el.getByRole('alert').first()).toBeVisible();
  await signIn(page, 'ar', 'both', 'Brand#New2026');
  await expect(page).toHaveURL(`${origin}/dashboard`);
});

test.describe('in an Arabic browser', () => {
  // Accept-Language ar: the unsubscribe page answers in the browser's language.
  test.use({ lang: 'ar' });

  test("an attendance notice in the learner's Arabic, stopped from the mail's link, turned back on from the profile", async ({
    page,
    request,
  }) => {
    const token = async (username: string, lang: string) => {
      const res = await request.post(`${origin}/backend/auth/login`, {
        data: { username, password: DEMO_PASSWORD, rememberMe: false },
        headers: { 'Accept-Language': lang },
      });
      return ((await res.json()) as { data: { access_token: string } }).data.access_token;
    };
    // The learner last used the app in Arabic; the trainer marks in English.
    const learner = await token('learner', 'ar');
    await request.get(`${origin}/backend/user/current`, {
      headers: { Authorization: `Bearer ${learner}`, 'Accept-Language': 'ar' },
    });
    const lecture = ATTENDANCE_LECTURE.finishedToday;
    const marked = await request.post(`${origin}/backend/attendance/update`, {
      headers: { Authorization: `Bearer ${await token('trainer', 'en')}` },
      data: {
        attendance_id: rowKey(lecture, SEEDED_ROW.presentScanned),
        status: 'ABSENT',
        entry_type: 'IN_CLASS',
        update_comments: 'Not in the room at the roll call.',
        batch_id: String(BATCH_PAGE.batchId),
        related_id: String(lecture),
        related_type: 'lecture',
      },
    });
    expect(marked.status(), await marked.text()).toBe(200);

    const mail = await smtp.waitFor(
      (received) => received.to === 'learner@academy.test' && received.subject === 'تم تسجيل غيابك',
    );
    expect(mail.unsubscribePost).toBe('List-Unsubscribe=One-Click');
    // The link in the mail's body: a page that asks first (in the browser's language), then stops these mails.
    const link = /(http\S+user\/mail\/unsubscribe\S+)/.exec(mail.text)?.[1] ?? '';
    expect(link).toBe(mail.unsubscribe);
    await page.goto(link);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إيقاف هذه الرسائل؟' })).toBeVisible();
    await page.getByRole('button', { name: 'إيقاف هذه الرسائل' }).click();
    await expect(page.getByRole('heading', { name: 'لن تصلك هذه الرسائل بعد الآن' })).toBeVisible();

    // The profile shows it off; turning it back on is saved.
    const t = profileAr.profile.mail;
    await page.addInitScript(() => localStorage.setItem('language', 'ar'));
    await page.goto(`${origin}/auth/login`);
    await signIn(page, 'ar', 'learner', DEMO_PASSWORD);
    // The answer alone is not the session: leaving before it is stored would open the profile signed out.
    await expect(page).toHaveURL(`${origin}/dashboard`);
    await page.goto(`${origin}/profile/settings`);
    const box = page.locator('academy-profile').getByRole('checkbox', { name: t.kinds['attendance-marked'] });
    await expect(box).not.toBeChecked();
    // The switch follows the server: it turns on once the save is answered.
    await box.click();
    await expect(
      page.locator('academy-profile').getByRole('checkbox', { name: t.kinds['attendance-marked'] }),
    ).toBeChecked();
    const saved = await request.get(`${origin}/backend/user/mail/preferences`, {
      headers: { Authorization: `Bearer ${learner}` },
    });
    expect(((await saved.json()) as { data: unknown[] }).data).toContainEqual({
      kind: 'attendance-marked',
      email: true,
    });
  });
});

test.describe('a production server without SMTP', () => {
  let bare: ServerProcess;
  let bareOrigin: string;
  let bareDir: string;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    bareDir = mkdtempSync(join(tmpdir(), 'academy-e2e-nomail-'));
    bare = await startServer({
      ACADEMY_DATA_DIR: bareDir,
      DATABASE_URL: '',
      ACADEMY_ENV: 'production',
      ACADEMY_ATTENDANCE_SECRET: E2E_ATTENDANCE_SECRET,
    });
    bareOrigin = new URL(bare.base).origin;
  });
  test.afterAll(async () => {
    await bare?.kill();
    rmSync(bareDir, { recursive: true, force: true });
  });

  for (const lang of ['en', 'ar'] as const) {
    test(`forgot password and sign-up say no mail can be sent (${lang})`, async ({ page }) => {
      const t = dict(lang).login;
      await page.addInitScript((language) => localStorage.setItem('language', language), lang);
      await page.goto(`${bareOrigin}/auth/forgot-password`);
      const el = loginElement(page);
      await el.getByLabel(t.forgot.email, { exact: true }).fill('someone@example.com');
      await el.getByRole('button', { name: t.forgot.submit, exact: true }).click();
      await expect(el.getByText(t.errors.mailOff)).toBeVisible();
      await expect(el.getByRole('heading', { name: t.forgot.sentTitle, exact: true })).toHaveCount(0);

      await page.goto(`${bareOrigin}/auth/signup`);
      await el.getByLabel(t.signup.firstName, { exact: true }).fill('Sara');
      await el.getByLabel(t.signup.lastName, { exact: true }).fill('Saleh');
      await el.getByLabel(t.signup.email, { exact: true }).fill('sara@example.com');
      await el.getByRole('radio', { name: t.signup.roleLearner, exact: true }).check();
      await el.getByLabel(t.signup.password, { exact: true }).fill('Strong#Pass1');
      await el.getByLabel(t.signup.confirmPassword, { exact: true }).fill('Strong#Pass1');
      await el.getByRole('checkbox').check();
      await el.getByRole('button', { name: t.signup.submit, exact: true }).click();
      await expect(el.getByText(t.errors.mailOff)).toBeVisible();
      await expect(page).toHaveURL(`${bareOrigin}/auth/signup`);
    });
  }
});
