// Journeys 1–2: each demo account signed in sees the shell chrome; the dashboard toggle (spec §2 "Page shell", §6, §8).
import { localDigits } from '../../../src/core/locale/numbers';
import { nameIn } from '../../../src/core/locale/person-name';
import { expect, test, type Lang } from '../_infra/fixtures';
import {
  ACCOUNTS,
  BRAND_VARIANTS,
  BUTTON_TITLES,
  expectLanguage,
  expectSignedInShell,
  openProfileMenu,
  strings,
  type DemoUser,
} from './support';

// Each account's shell once, and each language twice: the per-role permutations (buttons, toggle, Arabic name and NID
// shown or left out) are unit tests (tests/unit/shell/shell-feature.test.tsx, tests/unit/api/button-visibility.test.ts,
// tests/unit/api/user.test.ts). Both languages see the toggle of a trainer who is also a learner in use, and accounts
// without one: a learner, and a trainer only (#29 item 9: no empty learner side).
const RUNS: readonly { lang: Lang; users: readonly DemoUser[] }[] = [
  { lang: 'en', users: ['learner', 'trainer', 'both'] },
  { lang: 'ar', users: ['both', 'newcomer'] },
];
// localhost matches no brand host, so the Arabic-default variant applies (§1).
const brand = BRAND_VARIANTS.aman;

for (const { lang, users } of RUNS) {
  test.describe(`shell chrome (${lang})`, () => {
    test.use({ lang });
    const t = strings(lang);

    for (const user of users) {
      const account = ACCOUNTS[user];
      const { toggle } = account;

      test.describe(user, () => {
        // Signed in through the API (the sign-in form itself is tests/e2e/login/login.spec.ts).
        test.use({ signedIn: user });

        test(`${user}, signed in, sees the full shell; the dashboard toggle is ${toggle ? 'shown on the dashboard only' : 'hidden'}`, async ({
          page,
        }) => {
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
          // The Arabic page names the account by its Arabic name (#29 item 12).
          const shownName = nameIn(lang, { name: account.name, arabic_name: account.arabicName });
          await expect(ui.profileTrigger).toHaveAccessibleName(`${t.shell.profileMenu} ${shownName}`);

          // Footer: '© <year> <academy>' in the language.
          const year = new Date().getFullYear();
          await expect(ui.footer).toHaveText(
            t.shell.copyright
              .replace('{{year}}', localDigits(String(year), lang))
              .replace('{{academy}}', brand.academyName[lang]),
          );

          // The dashboard toggle: a trainer who is also a learner starts on the trainer view (primary) and can switch.
          if (toggle) {
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
          } else {
            await expect(ui.toggle).toHaveCount(0);
            await expect(ui.host.locator('[part="dashboard-toggle"]')).toHaveCount(0);
          }

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
            await expect(nid).toContainText(localDigits(account.nid, lang));
          } else {
            await expect(nid).toHaveCount(0);
            await expect(ui.summary).not.toContainText(t.shell.nid);
          }

          // Menu items: settings, exactly the user's dynamic buttons (in server order), sign out.
          const titles = account.buttons.map((id) => BUTTON_TITLES[id]![lang]);
          await expect(ui.menuItems).toHaveText([t.shell.profileSettings, ...titles, t.shell.signOut]);
          await expect(ui.buttonItems).toHaveCount(account.buttons.length);
          expect(
            await ui.buttonItems.evaluateAll((items) => items.map((item) => item.getAttribute('data-button-id'))),
          ).toEqual(account.buttons.map(String));
          // Each opens its content page.
          expect(
            await ui.buttonItems.evaluateAll((items) =>
              items.map((item) => (item as HTMLElement & { value: string }).value),
            ),
          ).toEqual(account.buttons.map((id) => `/content/dynamic-button/${id}`));
          for (const hidden of [3, 4]) await expect(ui.menu).not.toContainText(BUTTON_TITLES[hidden]![lang]);

          // The first dynamic button goes to its content page; the shell follows, and only the dashboard enables the toggle.
          const first = account.buttons[0]!;
          await ui.buttonItems.first().click();
          await expect(page).toHaveURL(`/content/dynamic-button/${first}`);
          await expect(ui.dropdown).not.toHaveAttribute('open');
          // Let the hide animation finish: Shoelace's dropdown re-opened mid-animation ends up hidden.
          await expect(ui.menu).toBeHidden();
          await expect(ui.toggle).toHaveCount(0);

          // Profile settings from the menu.
          await openProfileMenu(ui);
          await ui.settingsItem.click();
          await expect(page).toHaveURL('/profile/settings');
          await expect(ui.profileTrigger).toBeVisible();
          await expect(ui.toggle).toHaveCount(0);

          // Support tickets from the header.
          await ui.tickets.click();
          await expect(page).toHaveURL('/support/tickets');
          await expect(ui.profileTrigger).toBeVisible();
          await expect(ui.toggle).toHaveCount(0);
          await expectLanguage(page, lang);

          // A page loaded afresh off the dashboard has no toggle either.
          await page.goto(`/content/dynamic-button/${first}`);
          await expect(ui.profileTrigger).toBeVisible();
          await expect(ui.toggle).toHaveCount(0);

          // Back home (brand link): the toggle is there again.
          await ui.brand.click();
          await expect(page).toHaveURL('/dashboard');
          if (toggle) await expect(ui.toggle).toBeVisible();
          else await expect(ui.toggle).toHaveCount(0);
        });
      });
    }
  });
}
