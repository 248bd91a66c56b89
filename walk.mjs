import { chromium } from 'playwright';
const base = 'http://localhost:4420';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const ctx = await b.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const res = await page.request.post(base + '/backend/auth/login', { data: { username: process.argv[2] ?? 'both', password: 'Academy#2026' } });
const tok = (await res.json()).data.access_token;
await page.goto(base + '/auth/login');
await page.evaluate((tok) => { localStorage.setItem('academy.language', 'ar'); }, tok);
// sign in through the form
await page.locator('academy-login input').first().fill(process.argv[2] ?? 'both');
await page.locator('academy-login input[type=password]').fill('Academy#2026');
await page.locator('academy-login button[type=submit]').click();
await page.waitForURL('**/dashboard');
for (const path of (process.argv[3] ?? '/support/tickets').split(',')) {
  await page.goto(base + path);
  await page.waitForTimeout(2500);
  const name = path.replace(/\W+/g, '_');
  await page.screenshot({ path: `/tmp/walk${name}.png`, fullPage: false });
  const text = await page.evaluate(() => {
    const out = [];
    const walk = (root) => { for (const el of root.querySelectorAll('*')) { if (el.shadowRoot) walk(el.shadowRoot); } out.push(root.textContent ?? ''); };
    walk(document);
    return out.join(' ');
  });
  const latin = [...new Set(text.match(/[0-9]+/g) ?? [])].slice(0, 30);
  console.log(path, 'latin digit runs:', latin.join(' '));
}
await b.close();
