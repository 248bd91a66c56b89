// A timed exam by keyboard alone (#37), English and Arabic: Start, three answers, a skip and Finish with Tab,
// Shift+Tab, Space, the arrow keys and Enter, asserting after every step where focus is. Next stays in the Tab order
// in the second after a choice (a press then does nothing), and each new question takes focus on its heading and is
// announced in the one polite live region. A candidate of the test's own (a started exam is used up); Playwright's
// clock stands in for the Next delay.
import type { Page } from '@playwright/test';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { expect } from '../_infra/fixtures';
import { LANGS } from '../shell/support';
import { examPage, type ExamPage, examTexts, format, tabTo, test } from './support';

/** Presses `key` and checks where focus went. */
async function press(page: Page, key: string, focused: ReturnType<ExamPage['part']>): Promise<void> {
  await page.keyboard.press(key);
  await expect(focused).toBeFocused();
}

for (const lang of LANGS) {
  const t = examTexts(lang);
  const position = (n: number) => format(t.active.questionOf, { n, total: 5 });

  test.describe(`exam by keyboard (${lang})`, () => {
    test.use({ lang });

    test('starts, answers, skips and finishes the timed exam with the keyboard alone, focus never leaving the exam', async ({
      page,
    }) => {
      await page.clock.install();
      const ui = examPage(page);
      const announcer = ui.host.locator('.exam-announcer');
      const radios = ui.part('choices').getByRole('radio');
      /** The question heading has focus and reads, and the live region says, `text`. */
      const arrived = async (text: string) => {
        await expect(ui.heading).toBeFocused();
        await expect(ui.heading).toHaveText(text);
        await expect(announcer).toHaveText(text);
      };

      await page.goto(`/app/exam/${EXAM.fireTotalTimer}/take`);
      await expect(ui.start).toBeEnabled();
      await expect(announcer).toHaveAttribute('aria-live', 'polite');
      await expect(announcer).toHaveText('');
      await tabTo(page, ui.start);
      await page.keyboard.press('Enter');
      await arrived(position(1));
      if (lang === 'ar') await expect(announcer).toHaveText('السؤال ١ من ٥');

      // 1: Tab to the choices, Space picks, an arrow key moves the choice; Next is off for a second, yet in the Tab order.
      await press(page, 'Tab', radios.first());
      await page.keyboard.press('Space');
      await expect(radios.first()).toBeChecked();
      await press(page, 'ArrowDown', radios.nth(1));
      await expect(radios.nth(1)).toBeChecked();
      await press(page, 'Tab', ui.skip);
      await press(page, 'Tab', ui.next);
      await expect(ui.next).toHaveAttribute('aria-disabled', 'true');
      // Pressed while off: nothing happens and focus stays on Next.
      await press(page, 'Enter', ui.next);
      await expect(ui.heading).toHaveText(position(1));
      await page.clock.runFor(1_000);
      await expect(ui.next).toBeEnabled();
      await page.keyboard.press('Enter');
      await arrived(position(2));

      // 2: skipped from the keyboard.
      await press(page, 'Tab', radios.first());
      await press(page, 'Tab', ui.skip);
      await page.keyboard.press('Enter');
      await arrived(position(3));
      await expect(ui.part('skipped-count')).toHaveText(format(t.active.skippedCount, { count: 1 }));

      // 3: Shift+Tab goes back from Next to Skip and to the choice.
      await press(page, 'Tab', radios.first());
      await page.keyboard.press('Space');
      await press(page, 'Tab', ui.skip);
      await press(page, 'Tab', ui.next);
      await press(page, 'Shift+Tab', ui.skip);
      await press(page, 'Shift+Tab', radios.first());
      await page.clock.runFor(1_000);
      await expect(ui.next).toBeEnabled();
      await press(page, 'Tab', ui.skip);
      await press(page, 'Tab', ui.next);
      await page.keyboard.press('Enter');
      await arrived(position(4));

      // 4: Enter on the chosen answer presses Next once it is on.
      await press(page, 'Tab', radios.first());
      await page.keyboard.press('Space');
      await page.clock.runFor(1_000);
      await expect(ui.next).toBeEnabled();
      await page.keyboard.press('Enter');
      await arrived(position(5));

      // 5: the last fresh one, then the skipped one comes back under its first number, with Finish.
      await press(page, 'Tab', radios.first());
      await page.keyboard.press('Space');
      await page.clock.runFor(1_000);
      await expect(ui.next).toBeEnabled();
      await page.keyboard.press('Enter');
      await arrived(format(t.active.skippedQuestion, { n: 2 }));
      await press(page, 'Tab', radios.first());
      await page.keyboard.press('Space');
      await press(page, 'Tab', ui.skip);
      await press(page, 'Tab', ui.finish);
      await page.clock.runFor(1_000);
      await expect(ui.finish).toBeEnabled();
      // Finish asks first: the dialog opens on Keep answering; Tab reaches Finish.
      await press(page, 'Enter', ui.part('finish-cancel'));
      await press(page, 'Tab', ui.part('finish-confirm'));
      await page.keyboard.press('Enter');

      const done = ui.completed.getByRole('heading', { level: 1 });
      await expect(done).toHaveText(t.completed.title);
      await expect(done).toBeFocused();
    });
  });
}
