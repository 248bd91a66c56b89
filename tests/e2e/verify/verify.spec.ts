// Issue #34: anyone, signed out, opens the verification address printed on a certificate: the seeded valid, expired
// and revoked certificates and an unknown code, in English and Arabic; from the batch, a trainer sets how long the
// course's certificates stay valid (set back to the seeded value afterwards).
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { VERIFY_CODE } from '../../../demo/api/features/verify/ids';
import { localDigits } from '../../../src/core/locale/numbers';
import { verifyAr } from '../../../src/core/verify/strings/ar';
import { verifyEn } from '../../../src/core/verify/strings/en';
import { expect, test } from '../_infra/fixtures';
import { LANGS } from '../shell/support';

for (const lang of LANGS) {
  const t = (lang === 'ar' ? verifyAr : verifyEn).verify;
  const course = lang === 'ar' ? 'أساسيات حراسة الأمن' : 'Security Guard Foundations';

  test.describe(`verify a certificate (${lang})`, () => {
    test.use({ lang });

    test('shows the valid, expired and revoked certificates by their codes, and nothing for an unknown one', async ({
      page,
      axe,
    }) => {
      const cases = [
        { code: VERIFY_CODE.valid, state: t.state.valid, holder: 'Layla Learner', no: 'CERT-2405-0001' },
        { code: VERIFY_CODE.expired, state: t.state.expired, holder: 'Omar Haddad', no: 'CERT-2305-0003' },
        { code: VERIFY_CODE.revoked, state: t.state.revoked, holder: 'Fatima Al Mansoori', no: 'CERT-2405-0104' },
      ];
      const element = page.locator('academy-verify');
      for (const { code, state, holder, no } of cases) {
        await page.goto(`/verify/${code}`);
        await expect(element.locator('[part~=state] strong')).toHaveText(state);
        const facts = element.locator('[part~=facts] dd');
        await expect(facts.nth(0)).toHaveText(holder);
        await expect(facts.nth(1)).toHaveText(course);
        await expect(facts.nth(3)).toHaveText(no);
        expect((await axe().include('academy-verify').analyze()).violations.map((v) => v.id)).toEqual([]);
      }
      await expect(element).toHaveAttribute('dir', lang === 'ar' ? 'rtl' : 'ltr');

      await page.goto(`/verify/${VERIFY_CODE.unknown}`);
      await expect(element.locator('[part~=result-missing] strong')).toHaveText(t.notFound);
      await expect(element.locator('[part~=facts]')).toHaveCount(0);

      // The way back to the form, which checks a typed code.
      await element.getByRole('link', { name: t.another }).click();
      await expect(page).toHaveURL(/\/verify$/);
      await element.getByLabel(t.form.label, { exact: false }).fill(VERIFY_CODE.valid.toLowerCase());
      await element.getByRole('button', { name: t.form.submit, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/verify/${VERIFY_CODE.valid}$`));
      await expect(element.locator('[part~=state] strong')).toHaveText(t.state.valid);
    });
  });

  test.describe(`revoke from the batch (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });

    test("lists the batch's certificates with their states; Revoke asks for a reason first (nothing revoked)", async ({
      page,
      axe,
    }) => {
      await page.goto(`/trainer/batch/${BATCH_NO.guardSpring}?tab=participants`);
      const section = page.locator('academy-batch').locator('[part~=certificates]');
      const rows = section.locator('tbody tr');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0).locator('[data-state]')).toHaveText(t.state.valid);
      await expect(rows.nth(1).locator('[data-state]')).toHaveText(t.state.expired);
      await expect(rows.nth(2).locator('[data-state]')).toHaveText(t.state.revoked);
      await expect(rows.nth(2).getByRole('button')).toHaveCount(0);
      await rows.nth(0).getByRole('button').click();
      const dialog = page.locator('academy-batch').locator('dialog[open]');
      await dialog.locator('button[type=submit]').click();
      await expect(dialog.locator('.field-error')).toHaveText(t.revoke.reasonRequired);
      expect((await axe().include('academy-batch').analyze()).violations.map((v) => v.id)).toEqual([]);
      await dialog.getByRole('button', { name: t.revoke.cancel }).click();
      await expect(dialog).toHaveCount(0);
    });
  });

  test.describe(`certificate validity from the batch (${lang})`, () => {
    test.use({ lang, signedIn: 'trainer' });
    // Back to the seeded 24 months through the API (a data reset would end the signed-in sessions of later tests).
    test.afterEach(async ({ api, request }) => {
      const res = await request.put(`/backend/verify/validity/${BATCH_NO.guardSpring}`, {
        headers: { Authorization: `Bearer ${await api.login('trainer')}` },
        data: { validity_months: 24 },
      });
      expect(res.status()).toBe(200);
    });

    test('Edit sets the months, then "never expires"; the line follows and focus returns to Edit', async ({
      page,
      axe,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/trainer/batch/${BATCH_NO.guardSpring}?tab=participants`);
      const section = page.locator('academy-batch').locator('[part~=certificates]');
      const line = section.locator('[data-validity]');
      await expect(line).toHaveText(t.validity.line.many.replace('{{count}}', localDigits('24', lang)));
      const edit = section.getByRole('button', { name: t.validity.editLabel });
      await edit.click();
      const dialog = page.locator('academy-batch').locator('dialog[open]');
      const months = dialog.getByLabel(t.validity.monthsLabel);
      await expect(months).toHaveValue(localDigits('24', lang));
      await months.fill('0');
      await dialog.getByRole('button', { name: t.validity.save }).click();
      await expect(dialog.locator('.field-error')).toHaveText(t.validity.monthsRange);
      await expect(months).toBeFocused();
      expect((await axe().include('academy-batch').analyze()).violations.map((v) => v.id)).toEqual([]);
      await months.fill(localDigits('6', lang));
      await dialog.getByRole('button', { name: t.validity.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(line).toHaveText(t.validity.line.few.replace('{{count}}', localDigits('6', lang)));
      await expect(edit).toBeFocused();
      // Already issued certificates keep their state: the valid one is still valid.
      await expect(section.locator('tbody tr').nth(0).locator('[data-state]')).toHaveText(t.state.valid);

      await page.keyboard.press('Enter');
      await dialog.getByLabel(t.validity.neverLabel).check();
      await expect(months).toBeDisabled();
      await dialog.getByRole('button', { name: t.validity.save }).click();
      await expect(dialog).toHaveCount(0);
      await expect(line).toHaveText(t.validity.never);
      await expect(edit).toBeFocused();
      const width = await section.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
      expect(width).toBe(true);
    });
  });
}
