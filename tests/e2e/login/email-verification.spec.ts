// Email verification (§2, §4 Email verification, §5, §8 Email verification, §9 countdown 5): the mailed link and its outcomes.
import type { Page } from '@playwright/test';
import {
  LANGS,
  alertIn,
  dict,
  expect,
  expectLanguage,
  expireLinks,
  format,
  latestMail,
  loginElement,
  registerUser,
  relative,
  test,
  type Lang,
  type Mail,
} from './support';
import { pluralForm } from '../../../src/core/locale/plural';
import { pauseClock } from '../shell/support';

interface CountdownTrace {
  /** Each distinct countdown text of the element on the page (null: none shown) and when it appeared, in page time. */
  seen: { text: string | null; at: number }[];
  /** When the page's address became /login (page time), or null. */
  arrived: number | null;
}

/**
 * Before the page loads, puts a MutationObserver on the shadow root of every <academy-login> as it is created, and
 * notes when the address becomes /login. The times are the page's own (Playwright's clock), read as the DOM commits.
 */
async function traceCountdown(page: Page): Promise<() => Promise<CountdownTrace>> {
  await page.addInitScript(() => {
    const trace: CountdownTrace = { seen: [], arrived: null };
    (window as unknown as { countdownTrace: CountdownTrace }).countdownTrace = trace;
    const record = (root: ShadowRoot) => {
      if (!root.host.isConnected) return; // an element the page never showed
      const text = root.querySelector('.countdown')?.textContent ?? null;
      if (trace.seen.length === 0 || trace.seen[trace.seen.length - 1]?.text !== text)
        trace.seen.push({ text, at: Date.now() });
    };
    const attachShadow = Element.prototype.attachShadow;
    Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
      const root = attachShadow.call(this, init);
      if (this.localName === 'academy-login')
        new MutationObserver(() => record(root)).observe(root, { subtree: true, childList: true, characterData: true });
      return root;
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name];
      history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
        original.apply(this, args);
        if (trace.arrived === null && location.pathname === '/login') trace.arrived = Date.now();
      };
    }
  });
  return () => page.evaluate(() => (window as unknown as { countdownTrace: CountdownTrace }).countdownTrace);
}

/**
 * Lets the page finish what a fired timer started (React renders on a MessageChannel task, which Playwright's
 * clock does not fake), so "nothing changed" is a real observation rather than a race.
 */
async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
}

/**
 * Waits until the whole second after `since` has begun. The reference server signs verification links with their expiry
 * in whole seconds, so a link re-sent in the same second as the first is byte-identical to it — and inherits the
 * first one's forced expiry (demo/api/verification.ts). Tests that need a distinct new link start it a second later.
 */
async function nextSecondAfter(since: number): Promise<void> {
  const boundary = Math.ceil(since / 1000) * 1000 + 1;
  await expect.poll(() => Date.now(), { intervals: [50] }).toBeGreaterThan(boundary);
}

function resultScreen(page: Page, lang: Lang) {
  const t = dict(lang).login;
  const el = loginElement(page);
  return {
    el,
    errorHeading: el.getByRole('heading', { name: t.verify.errorTitle, exact: true }),
    resend: el.getByRole('link', { name: t.verify.resend, exact: true }),
    login: el.getByRole('link', { name: t.verify.goToLogin, exact: true }),
  };
}

for (const lang of LANGS) {
  test.describe(`email verification (${lang})`, () => {
    test.use({ lang });
    const t = dict(lang);

    test('the mailed link verifies: success, a countdown 5→1 ticking once a second, then /login; the link again → already verified', async ({
      page,
      request,
      api,
    }) => {
      const { email } = await registerUser(request);
      const link = relative((await latestMail(api.outbox, email, 'verify')).link);
      const verifyCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/backend/auth/email/verify/')) verifyCalls.push(request.url());
      });

      // The countdown runs on Playwright's clock. The page loads on a running clock (React reveals lazy parts on a
      // timer); the verify answer is held until the clock is paused, so every second passes when the test says so.
      await page.clock.install();
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/backend/auth/email/verify/**', async (route) => {
        await held;
        await route.continue();
      });
      const readTrace = await traceCountdown(page);
      await page.goto(link);
      await expect.poll(() => verifyCalls.length).toBe(1);
      await pauseClock(page);
      release();
      const el = loginElement(page);
      await expect(el.getByRole('heading', { name: t.login.verify.successTitle, exact: true })).toBeVisible();
      await expectLanguage(el, lang);
      await expect(alertIn(el)).toHaveText(t.login.verify.successMessage);
      // Not signed in: a button to sign in and a sign-up link.
      await expect(el.getByRole('link', { name: t.login.verify.goToLogin, exact: true })).toHaveAttribute(
        'href',
        '/auth/login',
      );
      await expect(el.getByRole('link', { name: t.login.verify.signupLink })).toHaveAttribute('href', '/auth/signup');
      // The countdown is a polite live region.
      const countdown = el.locator('.countdown');
      await expect(countdown).toHaveRole('status');
      await expect(countdown).toHaveAttribute('aria-live', 'polite');
      // Each language's plural form: "1 second", "ثانيتين", "3 ثوانٍ".
      const text = (seconds: number) => format(t.login.verify.countdown[pluralForm(seconds)], { count: seconds });
      await expect(countdown).toHaveText(text(5));

      // One second apart (§4's intended reading): unchanged 1 ms before each second is up, changed when it is.
      for (const seconds of [4, 3, 2, 1]) {
        await page.clock.runFor(999);
        await settle(page);
        await expect(countdown).toHaveText(text(seconds + 1));
        await page.clock.runFor(1);
        await expect(countdown).toHaveText(text(seconds));
      }
      await page.clock.runFor(999);
      await settle(page);
      await expect(page).not.toHaveURL('/login');
      await page.clock.runFor(1);
      await expect(page).toHaveURL('/login');

      // The page's own record agrees: 5, 4, 3, 2, 1 exactly 1 s apart, and /login 5 s after the first "5"
      // (five ticks of 5 s would take 25 s).
      const { seen, arrived } = await readTrace();
      const ticks = seen.filter((entry): entry is { text: string; at: number } => entry.text !== null);
      expect(ticks.slice(0, 5).map((entry) => entry.text)).toEqual([5, 4, 3, 2, 1].map(text));
      const gaps = ticks
        .slice(0, 5)
        .map((entry, i, all) => (i === 0 ? 0 : entry.at - (all[i - 1]?.at ?? 0)))
        .slice(1);
      expect(gaps).toEqual([1000, 1000, 1000, 1000]);
      expect(arrived).not.toBeNull();
      expect((arrived ?? 0) - (ticks[0]?.at ?? 0)).toBe(5000);

      await expect(el.getByRole('heading', { name: t.login.login.title, exact: true })).toBeVisible();
      // One verify call for the link: a second one would answer "already verified" and could replace the success.
      expect(verifyCalls).toHaveLength(1);

      // The same link once more: reported as already verified, with no resend notice.
      await page.clock.resume();
      await page.goto(link);
      await expect(el.getByRole('heading', { name: t.login.verify.alreadyVerifiedTitle, exact: true })).toBeVisible();
      await expect(alertIn(el)).toHaveText(t.login.errors.alreadyVerified);
      await expect(el.getByText(t.login.errors.autoResend)).toHaveCount(0);
      // #29 item 13: nothing to resend to an address already verified.
      await expect(el.getByRole('link', { name: t.login.verify.resend, exact: true })).toHaveCount(0);
    });

    // A forged or garbled link must not make the server mail anyone (issue #7): only a genuine expired link is re-sent.
    test('an incomplete link (no signature) → the invalid-link message without a resend notice, and no call; a tampered signature → the invalid-link message, and no new mail', async ({
      page,
      request,
      api,
    }) => {
      let calls = 0;
      page.on('request', (sent) => {
        if (sent.url().includes('/backend/auth/email/verify/')) calls++;
      });
      await page.goto('/auth/email/verify/1?expires=9999999999&hash=abc');
      const screen = resultScreen(page, lang);
      await expect(screen.errorHeading).toBeVisible();
      await expect(alertIn(screen.el)).toHaveText(t.login.errors.invalidLink);
      expect(calls).toBe(0);

      // A tampered signature: the server refuses it, and mails no one.
      const { email } = await registerUser(request);
      const url = new URL((await latestMail(api.outbox, email, 'verify')).link);
      const signature = url.searchParams.get('signature') ?? '';
      url.searchParams.set('signature', `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`);

      const [answer] = await Promise.all([
        page.waitForResponse('**/backend/auth/email/verify/**'),
        page.goto(relative(url.href)),
      ]);
      expect(answer.status()).toBe(400);
      await expect(screen.errorHeading).toBeVisible();
      await expect(alertIn(screen.el)).toHaveText(t.login.errors.invalidLink);
      await expect(screen.el.getByText(t.login.errors.autoResend)).toHaveCount(0);
      await expect(screen.resend).toHaveAttribute('href', '/auth/resend-verification');
      await expect(screen.login).toHaveAttribute('href', '/auth/login');
      expect(((await api.outbox(email)) as Mail[]).filter((mail) => mail.kind === 'verify')).toHaveLength(1);
    });

    test('an expired link → the expired message, the auto-resend notice and a new mail whose link works', async ({
      page,
      request,
      api,
    }) => {
      const { email } = await registerUser(request);
      const registered = Date.now(); // the server signed the first link no later than this
      const first = await latestMail(api.outbox, email, 'verify');
      await expireLinks(request, email);
      await nextSecondAfter(registered);

      await page.goto(relative(first.link));
      const screen = resultScreen(page, lang);
      await expect(screen.errorHeading).toBeVisible();
      await expect(alertIn(screen.el)).toContainText(t.login.errors.expiredLink);
      await expect(alertIn(screen.el)).toContainText(t.login.errors.autoResend);
      const second = await latestMail(api.outbox, email, 'verify', 2);
      expect(second.link).not.toBe(first.link);

      await page.goto(relative(second.link));
      await expect(screen.el.getByRole('heading', { name: t.login.verify.successTitle, exact: true })).toBeVisible();
    });

    test('/auth/email-verification?error=token_expired → the message with resend and sign-in buttons', async ({
      page,
    }) => {
      await page.goto('/auth/email-verification?error=token_expired');
      const screen = resultScreen(page, lang);
      await expect(screen.errorHeading).toBeVisible();
      await expectLanguage(screen.el, lang);
      await expect(alertIn(screen.el)).toContainText(t.login.errors.expiredLink);
      await expect(screen.resend).toHaveAttribute('href', '/auth/resend-verification');
      await expect(screen.login).toHaveAttribute('href', '/auth/login');

      await screen.resend.click();
      await expect(page).toHaveURL('/auth/resend-verification');
      await expect(screen.el.getByRole('heading', { name: t.login.verify.resendTitle, exact: true })).toBeVisible();
      await page.goBack();
      await expect(screen.errorHeading).toBeVisible();
      await screen.login.click();
      await expect(page).toHaveURL('/auth/login');
      await expect(screen.el.getByRole('heading', { name: t.login.login.title, exact: true })).toBeVisible();
    });

    test('/auth/resend-verification: an already verified account → already verified; it validates the address, then sends a new link', async ({
      page,
      request,
      api,
    }) => {
      await page.goto('/auth/resend-verification?email=learner%40academy.test');
      const el = loginElement(page);
      await expect(el.getByRole('heading', { name: t.login.verify.resendTitle, exact: true })).toBeVisible();
      await expectLanguage(el, lang);
      const field = el.getByLabel(t.login.verify.email, { exact: true });
      const submit = el.getByRole('button', { name: t.login.verify.resendSubmit, exact: true });
      await expect(field).toHaveValue('learner@academy.test');
      await Promise.all([page.waitForResponse('**/backend/auth/email/resend'), submit.click()]);
      await expect(alertIn(el)).toHaveText(t.login.errors.alreadyVerified);

      // The address is validated first; a registered, unverified one gets a new link that works.
      const { email } = await registerUser(request);
      await field.fill('nope');
      await submit.click();
      await expect(field).toHaveAccessibleDescription(t.login.validation.emailInvalid);
      await expect(field).toBeFocused();

      await field.fill(email);
      const [response] = await Promise.all([page.waitForResponse('**/backend/auth/email/resend'), submit.click()]);
      expect(response.status()).toBe(200);
      await expect(alertIn(el)).toHaveText(format(t.login.verify.resendSent, { email }));
      const fresh = await latestMail(api.outbox, email, 'verify', 2);
      await page.goto(relative(fresh.link));
      await expect(el.getByRole('heading', { name: t.login.verify.successTitle, exact: true })).toBeVisible();
    });
  });
}
