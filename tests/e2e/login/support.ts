// Shared helpers of the sign-in journeys: the UI language per test, the dictionaries, fresh accounts and mails.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { formatParam } from '../../../src/core/locale/numbers';
import { FEATURE_MESSAGES } from '../../../demo/api/features/index';
import { DEMO_PASSWORD, expect, registerUser, test, unique, uniqueEmail, type Lang } from '../_infra/fixtures';

export { DEMO_PASSWORD, expect, registerUser, test, unique, uniqueEmail, type Lang };

export const LANGS = ['en', 'ar'] as const satisfies readonly Lang[];

// Every journey runs in both languages: the fixtures save `language` = `lang` before any script
// runs, and a test that needs to start signed in says `test.use({ signedIn: '<account>' })` (never the form).

/** The auth and common strings of one language, as the element shows them. */
export function dict(lang: Lang) {
  return { ...(lang === 'ar' ? loginAr : loginEn), ...commonDictionary[lang] };
}

/**
 * Fills `{{name}}` placeholders the way the i18n layer does: numbers in the language's digits (`lang`, else the
 * template's script: a template of placeholders alone needs `lang`).
 */
export function format(
  template: string,
  params: Record<string, string | number>,
  lang: Lang = /[\u0600-\u06FF]/.test(template) ? 'ar' : 'en',
): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : typeof value === 'number' ? formatParam(value, lang) : value;
  });
}

/** A text the reference server sends (its own catalogue, not the client's dictionary). */
export const serverText = FEATURE_MESSAGES.translate;

export interface Mail {
  to: string;
  kind: 'reset' | 'verify';
  subject: string;
  link: string;
  created_at: string;
}

/** A link from a mail as a path on the test server (the mail may name another origin). */
export function relative(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Asks the API for a reset mail, as the forgot-password screen would. */
export async function requestReset(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/backend/auth/forgot/password', { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function expireLinks(request: APIRequestContext, email: string): Promise<void> {
  const res = await request.post('/backend/__dev/expire-links', { data: { email } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** The newest mail of a kind, waiting for it to arrive. */
export async function latestMail(
  outbox: (email: string) => Promise<unknown>,
  email: string,
  kind: Mail['kind'],
  atLeast = 1,
): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = ((await outbox(email)) as Mail[]).filter((mail) => mail.kind === kind);
      return mails.length;
    })
    .toBeGreaterThanOrEqual(atLeast);
  return mails[0] as Mail;
}

/** The sign-in element and its language attributes. */
export function loginElement(page: Page): Locator {
  return page.locator('academy-login');
}

/**
 * The element's inline alerts (the Alert component: role alert for errors, status for notices); field errors and
 * the toast region also carry role=alert, so `getByRole('alert')` alone is ambiguous.
 */
export function alertIn(element: Locator): Locator {
  return element.locator('div.alert');
}

export async function expectLanguage(element: Locator, lang: Lang): Promise<void> {
  await expect(element).toHaveAttribute('lang', lang);
  await expect(element).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
}

/** The login form's controls, located by their labels in the language under test. */
export function loginForm(page: Page, lang: Lang) {
  const t = dict(lang).login.login;
  const el = loginElement(page);
  return {
    el,
    heading: el.getByRole('heading', { name: t.title, exact: true }),
    username: el.getByLabel(t.username, { exact: true }),
    password: el.getByLabel(t.password, { exact: true }),
    rememberMe: el.getByRole('checkbox', { name: t.rememberMe }),
    submit: el.getByRole('button', { name: t.submit, exact: true }),
  };
}

/** Signs in through the form and waits for the login call to answer. */
export async function signIn(page: Page, lang: Lang, username: string, password = DEMO_PASSWORD): Promise<void> {
  const form = loginForm(page, lang);
  await form.username.fill(username);
  await form.password.fill(password);
  await Promise.all([page.waitForResponse('**/backend/auth/login'), form.submit.click()]);
}

/** Forgets the session in this page, as if signed out (the guard then shows guest pages again). */
export async function forgetSession(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ['auth_token', 'auth_user', 'user_roles', 'user_permissions']) localStorage.removeItem(key);
  });
}
