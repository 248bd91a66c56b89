// A plain page holding only <academy-login> from the one-script bundle (/embed.html): no host router, no app code.
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, LANGS, dict, expect, expectLanguage, loginForm, test } from './support';

/** Console errors and uncaught exceptions of the page, collected from before it loads. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Every script the page requested, as paths. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

for (const lang of LANGS) {
  test.describe(`embedded sign-in (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);

    test('the page holds only the element and the bundle script; with no host router, "forgot password" switches the element to the forgot screen and updates the URL', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      const scripts = watchScripts(page);
      await page.goto('/embed.html');
      const form = loginForm(page, lang);
      await expect(form.heading).toBeVisible();
      await expectLanguage(form.el, lang);

      const documentShape = await page.evaluate(() => ({
        body: [...document.body.children].map((node) => node.tagName.toLowerCase()),
        scripts: [...document.scripts].map((script) => ({
          type: script.getAttribute('type'),
          src: script.getAttribute('src'),
        })),
        app: document.getElementById('app') !== null,
        otherElements: [...document.querySelectorAll('*')]
          .map((node) => node.tagName.toLowerCase())
          .filter((tag) => tag.includes('-') && tag !== 'academy-login'),
      }));
      // One configuration block (JSON data, not script: the strict CSP allows it), the element and the bundle.
      expect(documentShape).toEqual({
        body: ['script', 'academy-login', 'script'],
        scripts: [
          { type: 'application/json', src: null },
          { type: null, src: '/bundle/academy-widgets.js' },
        ],
        app: false,
        otherElements: [],
      });
      // Only the bundle (and its own lazy chunks) ran: none of the demo host's code.
      expect(scripts.length).toBeGreaterThan(0);
      for (const script of scripts) expect(script).toMatch(/^\/bundle\//);

      // "Forgot password" with no host router: the element switches itself.
      await form.el.getByRole('link', { name: t.login.login.forgotPassword }).click();
      await expect(page).toHaveURL('/auth/forgot-password');
      const forgotHeading = form.el.getByRole('heading', { name: t.login.forgot.title, exact: true });
      await expect(forgotHeading).toBeVisible();
      // The element moved itself: its new title takes focus.
      await expect(forgotHeading).toBeFocused();
      // Still the same plain page: no reload into the demo app.
      expect(await page.evaluate(() => document.getElementById('app'))).toBeNull();

      // Browser back returns to the sign-in screen inside the element.
      await page.goBack();
      await expect(page).toHaveURL('/embed.html');
      await expect(form.heading).toBeVisible();
      expect(errors).toEqual([]);
    });

    test('signing in works: the event fires, the session is stored, the URL stays (no host routes: the signed-in state shows)', async ({
      page,
    }) => {
      const errors = watchErrors(page);
      await page.goto('/embed.html');
      await page.evaluate(() => {
        const seen: unknown[] = [];
        (window as unknown as { academyLogins: unknown[] }).academyLogins = seen;
        document.addEventListener('academy-login', (event) => seen.push((event as CustomEvent).detail));
      });
      const entries = await page.evaluate(() => history.length);
      const form = loginForm(page, lang);
      await form.username.fill('learner');
      await form.password.fill(DEMO_PASSWORD);
      const [response] = await Promise.all([page.waitForResponse('**/backend/auth/login'), form.submit.click()]);
      expect(response.status()).toBe(200);

      await expect
        .poll(() => page.evaluate(() => (window as unknown as { academyLogins: unknown[] }).academyLogins.length))
        .toBe(1);
      const logins = await page.evaluate(
        () => (window as unknown as { academyLogins: { user: { username: string } }[] }).academyLogins,
      );
      expect(logins[0]?.user.username).toBe('learner');
      // No host router and no redirect attribute: the element shows who is signed in and leaves the URL alone
      // (issue 7 item 14; tests/e2e/login/hardening.spec.ts).
      await expect(form.el.getByRole('heading', { name: t.login.signedIn.title, exact: true })).toBeVisible();
      await expect(page).toHaveURL('/embed.html');
      const stored = await page.evaluate(() => ({
        token: localStorage.getItem('auth_token'),
        user: localStorage.getItem('auth_user'),
      }));
      expect(stored.token).toBeTruthy();
      expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ username: 'learner' });
      expect(await page.evaluate(() => history.length)).toBe(entries);
      expect(errors).toEqual([]);
    });
  });
}
