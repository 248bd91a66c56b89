// Accessibility of the guest screens: axe (WCAG 2.2 A/AA) in both languages, labelled inputs, focus on the first error.
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';
import { LANGS, dict, expect, expectLanguage, loginElement, test, type Lang } from './support';

interface Screen {
  name: string;
  path: string;
  title: (lang: Lang) => string;
  /** Label of the field that must take focus when the empty form is submitted. */
  firstField: (lang: Lang) => string;
  submit: (lang: Lang) => string;
}

const SCREENS: Screen[] = [
  {
    name: 'login',
    path: '/auth/login',
    title: (lang) => dict(lang).login.login.title,
    firstField: (lang) => dict(lang).login.login.username,
    submit: (lang) => dict(lang).login.login.submit,
  },
  {
    name: 'sign-up',
    path: '/auth/signup',
    title: (lang) => dict(lang).login.signup.title,
    firstField: (lang) => dict(lang).login.signup.firstName,
    submit: (lang) => dict(lang).login.signup.submit,
  },
  {
    name: 'forgot password',
    path: '/auth/forgot-password',
    title: (lang) => dict(lang).login.forgot.title,
    firstField: (lang) => dict(lang).login.forgot.email,
    submit: (lang) => dict(lang).login.forgot.submit,
  },
  {
    // Any token shows the form; it is checked only when the form is sent. No email: the first field starts empty.
    name: 'reset password',
    path: '/auth/reset-password/a11y-check-token',
    title: (lang) => dict(lang).login.reset.title,
    firstField: (lang) => dict(lang).login.reset.email,
    submit: (lang) => dict(lang).login.reset.submit,
  },
];

/** axe's findings as short lines, so a failure names the rule and the nodes. */
function describe(violations: Result[]): string[] {
  return violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Whether axe looked inside the element's shadow root (shadow targets are selector paths: host, then node). */
function reachedShadowRoot(results: AxeResults): boolean {
  return results.passes.some((rule) =>
    rule.nodes.some((node) => node.target.some((part) => Array.isArray(part) && part[0] === 'academy-login')),
  );
}

async function openScreen(page: Page, screen: Screen, lang: Lang): Promise<Locator> {
  await page.goto(screen.path);
  const el = loginElement(page);
  await expect(el.getByRole('heading', { name: screen.title(lang), exact: true })).toBeVisible();
  await expectLanguage(el, lang);
  return el;
}

for (const lang of LANGS) {
  test.describe(`accessibility (${lang})`, () => {
    test.use({ lang });

    for (const screen of SCREENS) {
      test(`${screen.name}: every input has a label; no axe violations, before and after a failed submit, which focuses the first invalid field`, async ({
        page,
        axe,
      }) => {
        const el = await openScreen(page, screen, lang);
        const inputs = el.locator('input');
        const count = await inputs.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const input = inputs.nth(i);
          // A real label element (or, for radios and checkboxes, the wrapping label): not only a placeholder.
          await expect(input).toHaveAccessibleName(/\S/);
          const labelled = await input.evaluate((node) => (node as HTMLInputElement).labels?.length ?? 0);
          expect(labelled, `input #${i} (${await input.getAttribute('name')}) has no <label>`).toBeGreaterThan(0);
        }

        const clean = await axe().analyze();
        expect(reachedShadowRoot(clean)).toBe(true);
        expect(describe(clean.violations)).toEqual([]);

        // The error state (messages, aria-invalid, alerts) must be as accessible as the clean form.
        await el.getByRole('button', { name: screen.submit(lang), exact: true }).click();
        const first = el.getByLabel(screen.firstField(lang), { exact: true });
        await expect(first).toBeFocused();
        await expect(first).toHaveAttribute('aria-invalid', 'true');
        expect(describe((await axe().analyze()).violations)).toEqual([]);
      });
    }
  });
}
