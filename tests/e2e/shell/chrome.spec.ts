// Journeys 1–2: each demo account signs in and sees the shell chrome; the dashboard toggle (spec §2 "Page shell", §6, §8).
import { expect, test } from '../_infra/fixtures';
import {
  ACCOUNTS,
  BRAND_VARIANTS,
  BUTTON_TITLES,
  LANGS,
  expectLanguage,
  expectSignedInShell,
  openProfileMenu,
  strings,
  type DemoUser,
} from './support';

const USERS = Object.keys(ACCOUNTS) as DemoUser[];
// localhost matches no brand host, so the Arabic-default variant applies (§1).
const brand = BRAND_VARIANTS.aman;

for (const lang of LANGS) {
  test.describe(`shell chrome (${lang})`, () => {
    test.use({ lang });
    const t = strings(lang);

    for (const user of USERS) {
      const account = ACCOUNTS[user];
      const { trainer } = account;

      test.describe(user, () => {
        // Signed in through the API (the sign-in form itself is tests/e2e/auth/login.spec.ts).
        test.use({ signedIn: user });

        test(`${user}, signed in, sees the full shell`, async ({ page }) => {
          await page.goto('/');
          await expect(page).toHaveURL('/dashboard');
          const ui = await expectSignedInShell(page, lang);
          await expectLanguage(page, lang);

          // Header: logo + academy name linking home, tickets, language switch, profile trigger with the name.
          await expect(ui.logo).toHaveAttribute('src', brand.logo);
          await expect(ui.brandName).toHaveText(brand.academyName[lang]);
          await expect(ui.brand).toHaveAttribute('href', '/dashboard');
          await expect(ui.tickets).toHaveAttribute('href', '/support/tickets');
          await expect(ui.tickets).toHaveText(t.shell.supportTickets);
          await expect(ui.language).toBeVisible();
          await expect(ui.profileTrigger).toHaveAccessibleName(`${t.shell.profileMenu} ${account.name}`);

          // Footer: '© <year> <academy>' in the language.
          const year = new Date().getFullYear();
          await expect(ui.footer).toHaveText(
            t.shell.copyright.replace('{{year}}', String(year)).replace('{{academy}}', brand.academyName[lang]),
          );

          // Profile menu: who is signed in; Arabic name and NID only when present.
          await openProfileMenu(ui);
          await expect(ui.summary.locator('.profile-name')).toHaveText(account.name);
          await expect(ui.summary.locator('[data-field="email"]')).toHaveText(account.email);
          const arabicName = ui.summary.locator('[data-field="arabic-name"]');
          const nid = ui.summary.locator('[data-field="nid"]');
          if (account.arabicName) {
            await expect(arabicName).toHaveText(account.arabicName);
            await expect(arabicName).toHaveAttribute('lang', 'ar');
          } else {
            await expect(arabicName).toHaveCount(0);
          }
          if (account.nid) {
            await expect(nid.locator('.profile-nid-label')).toHaveText(t.shell.nid);
            await expect(nid).toContainText(account.nid);
          } else {
            await expect(nid).toHaveCount(0);
            await expect(ui.summary).not.toContainText(t.shell.nid);
          }

          // Menu items: settings, exactly the user's dynamic buttons (in server order), sign out.
          const titles = account.buttons.map((id) => BUTTON_TITLES[id]![lang]);
          await expect(ui.menuItems).toHaveText([t.shell.profileSettings, ...titles, t.shell.signOut]);
          await expect(ui.buttonItems).toHaveCount(account.buttons.length);
          expect(await ui.buttonItems.evaluateAll((items) => items.map((item) => item.getAttribute('data-button-id')))).toEqual(
            account.buttons.map(String),
          );
          // Each opens its content page.
          expect(await ui.buttonItems.evaluateAll((items) => items.map((item) => (item as HTMLElement & { value: string }).value))).toEqual(
            account.buttons.map((id) => `/content/dynamic-button/${id}`),
          );
          for (const hidden of [3, 4]) await expect(ui.menu).not.toContainText(BUTTON_TITLES[hidden]![lang]);

          // The first dynamic button goes to its content page; the shell follows.
          const first = account.buttons[0]!;
          await ui.buttonItems.first().click();
          await expect(page).toHaveURL(`/content/dynamic-button/${first}`);
          await expect(ui.dropdown).not.toHaveAttribute('open');
          // Let the hide animation finish: Shoelace's dropdown re-opened mid-animation ends up hidden.
          await expect(ui.menu).toBeHidden();

          // Profile settings from the menu.
          await openProfileMenu(ui);
          await ui.settingsItem.click();
          await expect(page).toHaveURL('/profile/settings');

          // Support tickets from the header.
          await ui.tickets.click();
          await expect(page).toHaveURL('/support/tickets');
          await expect(ui.profileTrigger).toBeVisible();
          await expectLanguage(page, lang);
        });

        test(`dashboard toggle is ${trainer ? 'shown' : 'hidden'} for ${user}`, async ({ page }) => {
          await page.goto('/dashboard');
          const ui = await expectSignedInShell(page, lang);

          if (!trainer) {
            await expect(ui.toggle).toHaveCount(0);
            await expect(ui.host.locator('[part="dashboard-toggle"]')).toHaveCount(0);
            return;
          }

          // Trainers and instructors start on the trainer view (primary) and can switch.
          await expect(ui.toggle).toBeVisible();
          await expect(ui.learnerView).toHaveText(t.shell.learnerView);
          await expect(ui.trainerView).toHaveText(t.shell.trainerView);
          await expect(ui.trainerView).toHaveAttribute('aria-pressed', 'true');
          await expect(ui.learnerView).toHaveAttribute('aria-pressed', 'false');

          await ui.learnerView.click();
          await expect(ui.learnerView).toHaveAttribute('aria-pressed', 'true');
          await expect(ui.trainerView).toHaveAttribute('aria-pressed', 'false');

          await ui.trainerView.click();
          await expect(ui.trainerView).toHaveAttribute('aria-pressed', 'true');
          await expect(ui.learnerView).toHaveAttribute('aria-pressed', 'false');

          // Only the dashboard enables it.
          await ui.tickets.click();
          await expect(page).toHaveURL('/support/tickets');
          await expect(ui.profileTrigger).toBeVisible();
          await expect(ui.toggle).toHaveCount(0);

          for (const path of ['/profile/settings', `/content/dynamic-button/${ACCOUNTS[user].buttons[0]}`]) {
            await page.goto(path);
            await expect(ui.profileTrigger).toBeVisible();
            await expect(ui.toggle).toHaveCount(0);
          }

          // Back home (brand link): the toggle is there again.
          await ui.brand.click();
          await expect(page).toHaveURL('/dashboard');
          await expect(ui.toggle).toBeVisible();
        });
      });
    }
  });
}
