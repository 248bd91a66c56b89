// examples/html: a plain page on another origin (127.0.0.1, the API on localhost), the one-script bundle served by the
// page's own server under the strict CSP of docs/embedding.md (a real header, `script-src 'self'`), in English and
// Arabic: sign in, the dashboard, a course's video plays and its PDF shows from the API's origin, a certificate
// downloads, a ticket's replies and a new one, the scanner's camera; the trainer's lecture QR. Not one CSP violation,
// console error or failed request on the way.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { LECTURE } from '../../demo/api/features/batch/ids';
import { FIRE } from '../../demo/api/features/course/ids';
import { CERTIFICATE, EXAM } from '../../demo/api/features/exam/ids';
import { LEARNER_OPEN_TICKET_NO } from '../../demo/api/features/tickets/ids';
import { coursePage } from '../e2e/course/support';
import { examPage, examTexts } from '../e2e/exam/support';
import { FAKE_POSITION } from '../e2e/_infra/fake-camera';
import { lectureQrPage } from '../e2e/lecture-qr/support';
import { signIn, loginForm } from '../e2e/login/support';
import { scannerPage, scannerTexts } from '../e2e/scanner/support';
import { LANGS, dirOf, openProfileMenu, shell } from '../e2e/shell/support';
import { ticketsPage } from '../e2e/tickets/support';
import type { Lang } from '../e2e/_infra/fixtures';

/** Everything that went wrong on the page: CSP violations, console errors and warnings of failed loads, bad answers. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => problems.push(`CSP: ${text}`));
  // Every frame reports to the test: the page's own policy is the one under test, a frame's violation counts too.
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window.top as unknown as { __cspViolation?: (text: string) => void }).__cspViolation?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A load the page itself gave up (leaving a page, a video's range request replaced) is no failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED')
      problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
  return problems;
}

/** An element follows the page language: the `lang`/`dir` it reflects on itself. */
async function expectFollows(page: Page, tag: string, lang: Lang): Promise<void> {
  await expect(page.locator(tag)).toHaveAttribute('lang', lang);
  await expect(page.locator(tag)).toHaveAttribute('dir', dirOf(lang));
}

const hostButton = (page: Page, lang: Lang) =>
  page.locator('header.host-bar').getByRole('button', { name: lang === 'ar' ? 'العربية' : 'English', exact: true });

for (const lang of LANGS) {
  test(`a plain page on another origin under a strict CSP: learner and trainer journeys (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    const api = String(test.info().project.metadata.apiOrigin);
    expect(new URL(api).origin).not.toBe(new URL(baseURL ?? '').origin);
    const problems = await watchProblems(page);
    await context.grantPermissions(['camera', 'geolocation'], { origin: baseURL });
    await context.setGeolocation(FAKE_POSITION);
    // The page language saved by an earlier visit (the package's own key), top frame only (documents are sandboxed).
    await page.addInitScript((saved) => {
      if (window === window.top) localStorage.setItem('language', saved);
    }, lang);

    // The page's server sends the documented policy as a header, with the API's origin where the elements need it.
    const first = await page.goto('/dashboard');
    const policy = first?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain(`connect-src ${api}`);

    // A guest is sent to sign in by the dashboard's academy-navigate, which host.js routes.
    await expect(page).toHaveURL(/\/auth\/login$/);
    await expect(loginForm(page, lang).heading).toBeVisible();
    await signIn(page, lang, 'learner');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('output[data-host="last-event"]')).toHaveText('academy-login: Layla Learner');
    const active = page.locator('academy-dashboard [data-card="active-courses"] li a').first();
    await expect(active).toBeVisible();
    await expectFollows(page, 'academy-dashboard', lang);
    // The Arabic font, from the bundle's assets/ on the page's origin (font-src 'self'), is in use in Arabic.
    if (lang === 'ar')
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts].some((font) => font.family.includes('Noto Sans Arabic') && font.status === 'loaded'),
          ),
        )
        .toBe(true);

    // The page's own buttons (host.js, setLanguage): the dashboard follows, and back.
    const other: Lang = lang === 'en' ? 'ar' : 'en';
    await hostButton(page, other).click();
    await expectFollows(page, 'academy-dashboard', other);
    await expect(page.locator('html')).toHaveAttribute('dir', dirOf(other));
    await hostButton(page, lang).click();
    await expectFollows(page, 'academy-dashboard', lang);

    // A course through host.js's router; its video, from the API's origin, plays.
    await active.click();
    const course = coursePage(page);
    await expect(page).toHaveURL(/\/course\/\d+\/\d+\/\d+$/);
    await course.host.locator('[part~=expand-all]').click();
    await course.item(FIRE.introVideo).click();
    await expect(course.current).toHaveAttribute('data-content-id', String(FIRE.introVideo));
    await course.mute.click();
    await course.play.click();
    await expect.poll(() => course.video.evaluate((video: HTMLVideoElement) => video.currentTime)).toBeGreaterThan(0.3);
    expect(await course.video.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
    expect(new URL(await course.video.evaluate((video: HTMLVideoElement) => video.currentSrc)).origin).toBe(api);
    await course.play.click();

    // Its PDF handbook shows in a frame loaded from the API's origin.
    const pdf = page.waitForResponse(
      (response) => response.request().resourceType() === 'document' && response.url().startsWith(`${api}/backend/`),
      { timeout: 15_000 },
    );
    await course.item(FIRE.handbook).click();
    expect((await pdf).status()).toBe(200);
    const frame = course.host.locator('[part~=document] iframe');
    expect(new URL((await frame.getAttribute('src')) ?? '', baseURL).origin).toBe(api);
    await expect(course.host.locator('[part~=document-loading]')).toHaveCount(0);

    // A passed exam's certificate downloads (the PDF from the API, saved under its number).
    await page.goto(`/app/exam/${EXAM.guardFinal}/result`);
    const t = examTexts(lang);
    const certificate = examPage(page).part('certificate');
    await expect(certificate).toHaveAttribute('data-state', 'download');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      certificate.getByRole('button', { name: t.result.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${CERTIFICATE.learnerGuardFoundations}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A ticket with its replies, and one more sent from this origin.
    await page.goto(`/support/tickets/${LEARNER_OPEN_TICKET_NO}`);
    const tickets = ticketsPage(page, lang);
    await expect(tickets.historyItems).not.toHaveCount(0);
    const reply = `Sent from the plain page (${lang}) ${Date.now()}`;
    await tickets.reply.fill(reply);
    await tickets.send.click();
    await expect(tickets.historyItems.locator('.ticket-html').filter({ hasText: reply })).toHaveCount(1);

    // The scanner: the camera shows and its decoder runs (a worker from blob:, which the policy allows).
    await page.goto('/attendance/scanner');
    const scanner = scannerPage(page);
    await expect(scanner.heading).toHaveText(scannerTexts(lang).t.title);
    const camera = scanner.scanView.locator('video');
    await expect.poll(() => camera.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(2);
    await expect(scanner.cameraError).toHaveCount(0);
    await expect.poll(() => page.workers().map((worker) => new URL(worker.url()).protocol)).toContain('blob:');

    // Signed out from the shell's menu, then in as the trainer: the running lecture's QR code.
    const ui = shell(page, lang);
    await openProfileMenu(ui);
    await ui.signOutItem.click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await signIn(page, lang, 'trainer');
    // Sign-in returns to the remembered page (the scanner); the shell's brand link leads to the dashboard.
    await expect(page).toHaveURL(/\/attendance\/scanner$/);
    await ui.brand.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.locator(`academy-dashboard a[href="/trainer/qr/${LECTURE.fireNow}"]`).first().click();
    await expect(page).toHaveURL(`/trainer/qr/${LECTURE.fireNow}`);
    const qr = lectureQrPage(page);
    await expect(qr.code('IN')).toBeVisible();
    await expectFollows(page, 'academy-lecture-qr', lang);

    expect(problems).toEqual([]);
  });
}
