// Shared helpers for the signed-in shell journeys (tests/e2e/shell/**).
import type { Locator, Page } from '@playwright/test';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { shellAr } from '../../../src/core/shell/strings/ar';
import { shellEn } from '../../../src/core/shell/strings/en';
import { BRAND_VARIANTS, type BrandVariantId } from '../../../src/core/brand/variants';
import { DEMO_PASSWORD, expect, type DemoAccount, type Lang } from '../_infra/fixtures';

export { BRAND_VARIANTS, type BrandVariantId };
export const LANGS: readonly Lang[] = ['en', 'ar'];
export const dirOf = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** Every string a shell test asserts, in one language. */
export function strings(lang: Lang) {
  return {
    shell: (lang === 'ar' ? shellAr : shellEn).shell,
    common: commonDictionary[lang].common,
    errors: commonDictionary[lang].errors,
    fallback: commonDictionary[lang].fallback,
    login: (lang === 'ar' ? loginAr : loginEn).login,
  };
}

export type DemoUser = DemoAccount;

/** What the seed (demo/api/seed.ts, seed-buttons.ts) gives each account, as the shell should show it. */
export const ACCOUNTS: Record<
  DemoUser,
  {
    name: string;
    arabicName: string | null;
    email: string;
    nid: string | null;
    trainer: boolean;
    /** Both roles: the dashboard toggle shows (a trainer-only account has no learner side). */
    toggle: boolean;
    buttons: readonly number[];
  }
> = {
  // learner: learner buttons 1 and 6 plus the 'Student' one (5); never 3 (archived) or 4 (profile page).
  learner: {
    name: 'Layla Learner',
    arabicName: 'ليلى المتعلمة',
    email: 'learner@academy.test',
    nid: '784-1990-1234567-1',
    trainer: false,
    toggle: false,
    buttons: [1, 5, 6],
  },
  trainer: {
    name: 'Tariq Trainer',
    arabicName: 'طارق المدرب',
    email: 'trainer@academy.test',
    nid: '784-1985-7654321-2',
    trainer: true,
    toggle: false,
    buttons: [2],
  },
  // roles 'Instructor' and 'Student': both sets through the aliases.
  both: {
    name: 'Bilal Both',
    arabicName: 'بلال',
    email: 'both@academy.test',
    nid: '784-1988-1112223-3',
    trainer: true,
    toggle: true,
    buttons: [1, 2, 5, 6],
  },
  newcomer: {
    name: 'Nadia Newcomer',
    arabicName: null,
    email: 'newcomer@academy.test',
    nid: null,
    trainer: false,
    toggle: false,
    buttons: [1, 5, 6],
  },
  // Support staff (#32): role 'support', no learner or trainer side, no role buttons.
  support: {
    name: 'Sara Support',
    arabicName: 'سارة من الدعم',
    email: 'support@academy.test',
    nid: null,
    trainer: false,
    toggle: false,
    buttons: [],
  },
};

/** Titles of the seeded dynamic buttons (English title, Arabic title). */
export const BUTTON_TITLES: Record<number, { en: string; ar: string }> = {
  1: { en: 'Code of Conduct', ar: 'مدونة السلوك' },
  2: { en: 'Trainer Handbook', ar: 'دليل المدرب' },
  3: { en: 'Archived Notice', ar: 'إشعار مؤرشف' },
  4: { en: 'Profile Help', ar: 'مساعدة الملف الشخصي' },
  5: { en: 'Student Guide', ar: 'دليل الطالب' },
  6: { en: 'Empty Page', ar: 'صفحة فارغة' },
};

/** `#rrggbb` → the `rgb(r, g, b)` form getComputedStyle answers with. */
export function rgb(hex: string): string {
  const value = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(value.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/**
 * Saves a UI language before the app starts, for a test that wants another one than its `lang` (the fixtures save
 * `lang` themselves). One-shot per tab (sessionStorage flag), so a reload keeps whatever the app
 * saved since (the language switch, sign-out) instead of re-seeding it.
 */
export async function presetLanguage(page: Page, lang: Lang | null): Promise<void> {
  if (!lang) return;
  await page.addInitScript((language) => {
    try {
      if (sessionStorage.getItem('__e2e_language_seeded')) return;
      sessionStorage.setItem('__e2e_language_seeded', '1');
      localStorage.setItem('language', language);
    } catch {
      // about:blank and opaque origins have no storage.
    }
  }, lang);
}

/** Records the Academy events that reach `document` in `window.__academyEvents` (per document). */
export async function recordEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // Kept in sessionStorage across page loads: a 401 may end the session in the document just left (a call of
    // its own still in flight) rather than in the one the test opens next; either way the event must be seen.
    const KEY = '__academyEvents';
    const w = window as unknown as { __academyEvents: { type: string; detail: unknown }[] };
    w.__academyEvents = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as { type: string; detail: unknown }[];
    for (const type of ['academy-login', 'academy-logout', 'academy-session-expired']) {
      document.addEventListener(type, (event) => {
        w.__academyEvents.push({ type, detail: (event as CustomEvent).detail });
        sessionStorage.setItem(KEY, JSON.stringify(w.__academyEvents));
      });
    }
  });
}

export function recordedEvents(page: Page): Promise<{ type: string; detail: unknown }[]> {
  return page.evaluate(
    () => (window as unknown as { __academyEvents?: { type: string; detail: unknown }[] }).__academyEvents ?? [],
  );
}

/** Collects uncaught page errors; assert the array is empty at the end. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  return errors;
}

/** The shell and its parts (locators pierce its open shadow root; header controls are scoped to the header, since slotted content has links too). */
export function shell(page: Page, lang: Lang) {
  const s = strings(lang).shell;
  const host = page.locator('academy-shell');
  const header = host.locator('[part="header"]');
  return {
    host,
    header,
    brand: header.locator('a.brand'),
    brandName: header.locator('.brand-name'),
    logo: header.locator('a.brand img'),
    nav: host.getByRole('navigation', { name: s.navigation }),
    tickets: header.getByRole('link', { name: s.supportTickets }),
    language: header.getByRole('button', {
      name: `${strings(lang).common.switchLanguageTo} ${strings(lang).common.otherLanguage}`,
    }),
    toggle: header.getByRole('group', { name: s.dashboardView }),
    learnerView: header.getByRole('group', { name: s.dashboardView }).getByRole('button', { name: s.learnerView }),
    trainerView: header.getByRole('group', { name: s.dashboardView }).getByRole('button', { name: s.trainerView }),
    profileTrigger: host.locator('button.profile-trigger'),
    dropdown: host.locator('sl-dropdown.profile-menu'),
    summary: host.locator('[part="profile-summary"]'),
    menu: host.getByRole('menu'),
    menuItems: host.getByRole('menuitem'),
    settingsItem: host.getByRole('menuitem', { name: s.profileSettings }),
    signOutItem: host.getByRole('menuitem', { name: s.signOut }),
    buttonItems: host.locator('sl-menu-item[data-button-id]'),
    footer: host.locator('[part="footer"]'),
    content: host.locator('main#content'),
    skipLink: host.getByRole('link', { name: s.skipToContent }),
    toaster: host.locator('[part="toaster"]'),
    toasts: host.locator('[part="toast"]'),
    /** The message of each toast (without its dismiss button). */
    toastMessages: host.locator('[part="toast"] > p'),
  };
}

export type Shell = ReturnType<typeof shell>;

/** The shell is fully rendered for a signed-in user (header chrome and footer). */
export async function expectSignedInShell(page: Page, lang: Lang): Promise<Shell> {
  const ui = shell(page, lang);
  await expect(ui.profileTrigger).toBeVisible();
  await expect(ui.footer).toBeVisible();
  return ui;
}

/** `lang`/`dir` on the shell host and on <html>. */
export async function expectLanguage(
  page: Page,
  lang: Lang,
  host: Locator = page.locator('academy-shell'),
): Promise<void> {
  await expect(host).toHaveAttribute('lang', lang);
  await expect(host).toHaveAttribute('dir', dirOf(lang));
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));
}

/** Opens the profile menu with the mouse and waits until its panel shows. */
export async function openProfileMenu(ui: Shell): Promise<void> {
  await ui.profileTrigger.click();
  await expect(ui.dropdown).toHaveAttribute('open', '');
  await expect(ui.signOutItem).toBeVisible();
}

/** The `academy-login` sign-in form. */
export function loginForm(page: Page, lang: Lang) {
  const a = strings(lang).login.login;
  const element = page.locator('academy-login');
  return {
    element,
    username: element.getByLabel(a.username),
    password: element.getByLabel(a.password, { exact: true }),
    submit: element.getByRole('button', { name: a.submit, exact: true }),
  };
}

/** Signs in through the sign-in form (already on /auth/login). */
export async function signInThroughForm(page: Page, lang: Lang, username: string): Promise<void> {
  const form = loginForm(page, lang);
  await form.username.fill(username);
  await form.password.fill(DEMO_PASSWORD);
  await form.submit.click();
}

/** localStorage keys of a session. */
export const SESSION_KEYS = ['auth_token', 'auth_user', 'user_roles', 'user_permissions'] as const;

export function storedKeys(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(
    (keys) => Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key)])),
    [...SESSION_KEYS, 'language'],
  );
}

/** The third-party chat widget root and the script tag the app adds. */
export function chatWidget(page: Page) {
  return {
    root: page.locator('[data-academy-chat-widget]'),
    script: page.locator('script#academy-chat-widget-script'),
  };
}

/**
 * Stops the page's clock where it is (after `page.clock.install()`): only runFor moves it from here. `pauseAt` wants a
 * time still ahead of the page's clock when the call lands, and a loaded machine can take over a second to get it
 * there (stop 38), so the lead starts small and doubles while Playwright says the time has passed.
 */
export async function pauseClock(page: Page): Promise<void> {
  for (let lead = 250; ; lead *= 2) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + lead);
      return;
    } catch (error) {
      if (lead >= 8_000 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Moves the page's clock (after `page.clock.install()`) on in `step` ms until `locator` shows. Retries' sleeps are
 * chained through the network (each starts when the previous call has failed), so one long jump would fire only the
 * first of them; small steps let each failed call schedule the next sleep.
 */
export async function advanceUntilVisible(page: Page, locator: Locator, step = 250, limitMs = 20_000): Promise<void> {
  for (let advanced = 0; advanced <= limitMs; advanced += step) {
    if (await locator.first().isVisible()) return;
    await page.clock.runFor(step);
  }
  throw new Error(`${locator} did not show within ${limitMs} ms of page time`);
}
