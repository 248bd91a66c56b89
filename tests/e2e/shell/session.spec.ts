// Journeys 5–6: signing out from the profile menu, and a 401 in the middle of a session (§4 Session, §8 generic catalogue).
import type { Page, Route } from '@playwright/test';
import { expect, test, type Lang } from '../_infra/fixtures';
import {
  LANGS,
  SESSION_KEYS,
  chatWidget,
  expectLanguage,
  expectSignedInShell,
  openProfileMenu,
  recordEvents,
  recordedEvents,
  signInThroughForm,
  storedKeys,
  strings,
} from './support';

/** Status of GET /backend/user/current with a given bearer token. */
async function currentUserStatus(page: Page, token: string): Promise<number> {
  const res = await page.request.get('/backend/user/current', { headers: { Authorization: `Bearer ${token}` } });
  return res.status();
}

async function expectSignedOutStorage(page: Page, lang: Lang): Promise<void> {
  // Absent keys, not empty strings; the language setting stays.
  await expect
    .poll(() => storedKeys(page))
    .toEqual({ ...Object.fromEntries(SESSION_KEYS.map((key) => [key, null])), language: lang });
}

const BUTTONS = '**/backend/base/dynamic/button/mine';
const unauthorized = (route: Route) =>
  route.fulfill({
    status: 401,
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Unauthenticated.', status_text: 'Unauthorized', data: null }),
  });

/** The sign-in page's toast area (academy-login owns the toasts once the shell is gone). */
const loginToasts = (page: Page) => page.locator('academy-login').locator('[part="toast"] > p');

for (const lang of LANGS) {
  test.describe(`session (${lang})`, () => {
    test.use({ lang });
    const t = strings(lang);

    // Signing out and revoking end the token on the server: these tests get a token of their own.
    test.describe('with a token of its own', () => {
      test.use({ ownToken: true });

      test.describe('learner', () => {
        test.use({ signedIn: 'learner' });

        test('sign out from the profile menu clears everything and the token dies', async ({ page, session }) => {
          await recordEvents(page);
          // The safe brand loads the chat widget, so its removal can be checked.
          await page.goto('/?brand=safe');
          await expect(page).toHaveURL('/dashboard');
          const ui = await expectSignedInShell(page, lang);
          const widget = chatWidget(page);
          await expect(widget.root).toBeVisible();

          const stored = await storedKeys(page);
          for (const key of SESSION_KEYS) expect(stored[key], key).toBeTruthy();
          const token = stored.auth_token!;
          expect(token).toBe(session!.token);
          expect(await currentUserStatus(page, token)).toBe(200);

          // Sign out from another page: the page must not be remembered.
          await ui.tickets.click();
          await expect(page).toHaveURL('/support/tickets');
          await expect(widget.root).toBeHidden();
          await openProfileMenu(ui);
          await ui.signOutItem.click();

          await expect(page).toHaveURL('/auth/login');
          await expect(page.locator('academy-shell')).toHaveCount(0);
          await expectSignedOutStorage(page, lang);
          await expect(widget.root).toHaveCount(0);
          await expect(widget.script).toHaveCount(0);
          await expect
            .poll(async () => (await recordedEvents(page)).map((event) => event.type))
            .toContain('academy-logout');
          expect((await recordedEvents(page)).map((event) => event.type)).not.toContain('academy-session-expired');
          expect(await page.evaluate(() => sessionStorage.getItem('academy_return_to'))).toBeNull();
          await expectLanguage(page, lang, page.locator('academy-login'));

          // The server refuses the old token.
          expect(await currentUserStatus(page, token)).toBe(401);

          // Signing in again (the form: where it lands is the point) goes to the dashboard, not the page signed out from.
          await signInThroughForm(page, lang, 'learner');
          await expect(page).toHaveURL('/dashboard');
          await expectSignedInShell(page, lang);
          await expect(widget.root).toBeVisible();
          const again = await storedKeys(page);
          expect(again.auth_token).toBeTruthy();
          expect(again.auth_token).not.toBe(token);
        });

        // §8 generic: "401: session cleared, redirect to login (message: session expired, please log in again)".
        test('a token revoked server-side: the next page load clears the session, says it expired, and returns after sign-in', async ({
          page,
          request,
          session,
        }) => {
          await recordEvents(page);
          await page.goto('/support/tickets');
          await expectSignedInShell(page, lang);

          // The page's own calls must be over: one answered 401 after the revocation would end the session in this
          // document (its event recorded here) before the next page load the test is about.
          await page.waitForLoadState('networkidle');
          const revoke = await request.post('/backend/auth/logout', {
            headers: { Authorization: `Bearer ${session!.token}` },
          });
          expect(revoke.status()).toBe(200);
          await page.reload();

          await expect(page).toHaveURL('/auth/login');
          await expect(loginToasts(page)).toHaveText([t.errors.sessionExpired], { timeout: 3_000 });
          await expect(page.locator('academy-shell')).toHaveCount(0);
          await expectSignedOutStorage(page, lang);
          await expect
            .poll(() => recordedEvents(page))
            .toContainEqual({ type: 'academy-session-expired', detail: { path: '/support/tickets' } });

          await signInThroughForm(page, lang, 'learner');
          await expect(page).toHaveURL('/support/tickets');
          await expectSignedInShell(page, lang);
        });
      });

      test.describe('trainer', () => {
        test.use({ signedIn: 'trainer' });

        test('a token revoked server-side: opening another page sends to sign-in and back to that page', async ({
          page,
          request,
          session,
        }) => {
          await recordEvents(page);
          await page.goto('/dashboard');
          await expectSignedInShell(page, lang);

          // The dashboard is left first: a late call of its own (the lecture QR's, over a second after network idle on a
          // loaded machine) answered 401 would end the session in that document, before the page load under test.
          await page.goto('about:blank');
          await request.post('/backend/auth/logout', { headers: { Authorization: `Bearer ${session!.token}` } });
          await page.goto('/profile/settings');

          await expect(page).toHaveURL('/auth/login');
          await expectSignedOutStorage(page, lang);
          await expect
            .poll(() => recordedEvents(page))
            .toContainEqual({ type: 'academy-session-expired', detail: { path: '/profile/settings' } });

          await signInThroughForm(page, lang, 'trainer');
          await expect(page).toHaveURL('/profile/settings');
          await expectSignedInShell(page, lang);
        });
      });
    });

    // A 401 faked by the route leaves the server's token alive: the worker's shared login is enough.
    test.describe('both', () => {
      test.use({ signedIn: 'both' });

      // §2 route guard, §4: the page is remembered before the session is cleared, although the host routes at once.
      test('a 401 on a later call (dynamic buttons) clears the session, sends to sign-in and returns to the page after it', async ({
        page,
      }) => {
        await recordEvents(page);
        // user/current validates the token, then the server stops accepting it before the next call.
        await page.route(BUTTONS, unauthorized);
        await page.goto('/support/tickets');

        await expect(page).toHaveURL('/auth/login');
        await expect(page.locator('academy-shell')).toHaveCount(0);
        await expectSignedOutStorage(page, lang);
        await expect
          .poll(async () => (await recordedEvents(page)).map((event) => event.type))
          .toEqual(['academy-session-expired']);
        expect(await recordedEvents(page)).toContainEqual({
          type: 'academy-session-expired',
          detail: { path: '/support/tickets' },
        });
        await expectLanguage(page, lang, page.locator('academy-login'));

        await page.unroute(BUTTONS);
        await signInThroughForm(page, lang, 'both');
        await expect(page).toHaveURL('/support/tickets');
        await expectSignedInShell(page, lang);
      });
    });

    test.describe('learner', () => {
      test.use({ signedIn: 'learner' });

      test('after a 401 on the dynamic buttons the sign-in page says the session expired, not that buttons failed', async ({
        page,
      }) => {
        await page.route(BUTTONS, unauthorized);
        await page.goto('/dashboard');
        await expect(page).toHaveURL('/auth/login');
        await expect(loginToasts(page)).toHaveText([t.errors.sessionExpired], { timeout: 3_000 });
      });
    });
  });
}
