// Infra smoke test: proves Playwright starts the demo server, drives the system Chromium and reaches the page.
import { expect, test } from './fixtures';

test('the demo host page loads with a language attribute', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.ok()).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', /^(en|ar)\b/);
});

test('the page runs under a strict style policy and the watcher reports a violation', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/auth/login');
  await expect(page.locator('academy-login')).toBeVisible();
  expect(cspViolations).toEqual([]);
  // An inline <style> is exactly what the policy forbids; the automatic check would fail any test that adds one.
  await page.evaluate(() => {
    const style = document.createElement('style');
    style.textContent = 'body{outline:1px solid red}';
    document.head.append(style);
  });
  await expect.poll(() => cspViolations.length).toBe(1);
  expect(cspViolations[0]).toMatch(/^style-src-elem blocked inline/);
  cspViolations.length = 0;
});
