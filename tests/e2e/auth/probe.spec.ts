import { test, expect, registerUser, latestMail, relative } from './support';
test.use({ lang: 'en' });
for (let i = 0; i < 4; i++)
test('probe ' + i, async ({ page, request, api }) => {
  const { email } = await registerUser(request);
  const link = relative((await latestMail(api.outbox, email, 'verify')).link);
  await page.addInitScript(() => {
    const log = (m: string) => console.log('LOG ' + Math.round(performance.now()) + ' ' + m);
    new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) { log('added ' + n.tagName + ' ' + n.outerHTML.slice(0, 80)); } for (const r of records) for (const n of r.removedNodes) if (n instanceof Element) log('removed ' + n.tagName); }).observe(document, { childList: true, subtree: true });
    const f = window.fetch;
    window.fetch = function (...a: Parameters<typeof fetch>) { const u = a[0] instanceof Request ? a[0].url : String(a[0]); if (u.includes('verify')) log('fetch ' + u.slice(0, 60) + ' ' + new Error().stack?.split('\n').slice(2, 6).join(' | ')); return f.apply(this, a); } as typeof fetch;
    window.addEventListener('popstate', () => log('popstate ' + location.href));
  });
  page.on('console', (m) => { if (m.text().startsWith('LOG')) console.log(m.text()); });
  await page.goto(link);
  await page.waitForTimeout(1500);
  console.log('-----');
});
