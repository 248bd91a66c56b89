// Profile settings journeys (spec §2 "Profile settings", §4 profile states, §5 profile rule), English and Arabic:
// a name update shows in the shell at once and in the timeline; a blank English name is refused.
import type { Page } from '@playwright/test';
import { nameIn } from '../../../src/core/locale/person-name';
import { profileAr } from '../../../src/core/profile/strings/ar';
import { profileEn } from '../../../src/core/profile/strings/en';
import { expect, test, type Lang } from '../_infra/fixtures';
import { ACCOUNTS, LANGS, expectSignedInShell, shell } from '../shell/support';

const texts = (lang: Lang) => (lang === 'ar' ? profileAr : profileEn).profile;
/** The server's activity message for a name update (demo/api/features/user/routes.ts). */
const UPDATED_MESSAGE = { en: 'Profile name updated', ar: 'تم تحديث اسم الملف الشخصي' };

function profile(page: Page, lang: Lang) {
  const p = texts(lang);
  const host = page.locator('academy-profile');
  return {
    host,
    name: host.locator('[data-field="name"]'),
    arabicName: host.locator('[data-field="arabic-name"]'),
    nameInput: host.locator('input[name="name"]'),
    arabicInput: host.locator('input[name="arabic_name"]'),
    submit: host.getByRole('button', { name: p.form.submit }),
    success: host.locator('.alert[role="status"]'),
    error: host.locator('.alert[role="alert"]'),
    items: host.locator('[part~="activity-item"]'),
    roleLabel: host.locator('[part~="role-label"]'),
  };
}

for (const lang of LANGS) {
  const p = texts(lang);

  test.describe(`profile settings (${lang})`, () => {
    test.describe('name update', () => {
      // An account of this test's own: other workers assert the seeded accounts' names while this one renames.
      test.use({ lang, signedIn: 'fresh' });

      test('updates the name: the shell shows it at once, the timeline logs it', async ({ page, session }) => {
        await page.clock.install();
        await page.goto('/profile/settings');
        const ui = profile(page, lang);
        const chrome = await expectSignedInShell(page, lang);
        await expect(ui.host).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');
        await expect(ui.name).toHaveText(String(session?.user.name));
        await expect(ui.arabicName).toHaveText(p.current.notSet);
        await expect(ui.roleLabel).toHaveText(p.layout.learner);
        await expect(ui.items.first()).toBeVisible();
        const before = await ui.items.count();
        // Survives only if the page is not reloaded.
        await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

        const newName = `Nadia ${lang.toUpperCase()} Updated`;
        await ui.nameInput.fill(`  ${newName} `);
        await ui.arabicInput.fill('نادية');
        await ui.submit.click();

        await expect(ui.success).toHaveText(p.success);
        await expect(chrome.toastMessages.filter({ hasText: p.success })).toBeVisible();
        // The header names the user as the page's language does: the Arabic name on an Arabic page.
        await expect(chrome.profileTrigger).toContainText(lang === 'ar' ? 'نادية' : newName);
        await expect(ui.name).toHaveText(newName);
        await expect(ui.arabicName).toHaveText('نادية');
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );

        // §4: the history reloads 1 s after the update.
        await page.clock.runFor(1000);
        await expect(ui.items).toHaveCount(before + 1);
        const latest = ui.items.first();
        await expect(latest.locator('.activity-message')).toHaveText(UPDATED_MESSAGE[lang]);
        await expect(latest.locator('[part~="badge"]')).toHaveText(p.activity.badge.updated);
        await expect(latest).toContainText(p.activity.updatedBySelf);
        await expect(latest.locator('time')).toHaveText(p.relative.now);
      });
    });

    test.describe('rules and layout', () => {
      test.use({ lang, signedIn: 'trainer' });

      test('refuses a blank English name; trainers get the trainer layout', async ({ page, axe }) => {
        await page.goto('/profile/settings');
        const ui = profile(page, lang);
        await expect(ui.roleLabel).toHaveText(p.layout.trainer);
        await expect(ui.host.locator('[part~="layout-trainer"]')).toBeVisible();
        await expect(ui.name).toHaveText(ACCOUNTS.trainer.name);
        await expect(ui.nameInput).toHaveAttribute('dir', 'ltr');
        await expect(ui.arabicInput).toHaveAttribute('dir', 'rtl');
        await expect(ui.items.first()).toBeVisible();
        expect((await axe().include('academy-profile').analyze()).violations).toEqual([]);

        await ui.nameInput.fill('   ');
        await ui.submit.click();
        await expect(ui.error).toHaveText(p.validation.required);
        await expect(ui.host.locator('.field-error')).toHaveText(p.validation.required);
        await expect(ui.nameInput).toBeFocused();
        await ui.nameInput.fill('T');
        await expect(ui.host.locator('.field-error')).toHaveCount(0);
        const { name, arabicName } = ACCOUNTS.trainer;
        await expect(shell(page, lang).profileTrigger).toContainText(nameIn(lang, { name, arabic_name: arabicName }));
      });
    });
  });
}
