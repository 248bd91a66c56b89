// Infra smoke test: proves Playwright starts the demo server, drives the system Chromium and reaches the page.
import { expect, test } from './fixtures';

test('the demo host page loads with a language attribute', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|ar)\b/);
});
