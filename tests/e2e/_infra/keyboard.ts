// Keyboard-only journeys (#37): reach a control with Tab alone, as a keyboard user does.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus (inside a shadow root too); fails after `max`. */
export async function tabTo(page: Page, target: Locator, max = 40, { back = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((el) => (el.getRootNode() as Document | ShadowRoot).activeElement === el)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}
