// examples/next renders on the server: its HTML already holds the elements' tags with their attributes (kebab-case,
// ids from the route) and the page language, before any script runs.
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The HTML the server answers, as a browser with no script would get it (only examples/next renders on the server). */
async function serverHtml(request: APIRequestContext, path: string, lang?: string) {
  test.skip(test.info().project.name !== 'next', 'only examples/next renders on the server');
  const response = await request.get(path, { headers: lang ? { cookie: `lang=${lang}` } : {}, maxRedirects: 0 });
  expect(response.status(), path).toBe(200);
  return response.text();
}

test('the sign-in page arrives rendered: the host, the element, the language', async ({ request }) => {
  const html = await serverHtml(request, '/auth/login');
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toMatch(/<main data-host-route="sign-in"><academy-login><\/academy-login><\/main>/);
  expect(html).toContain('Next.js host');
  expect(await serverHtml(request, '/auth/login', 'ar')).toContain('<html lang="ar" dir="rtl">');
});

test("a course page arrives with the route's ids as the element's attributes", async ({ request }) => {
  expect(await serverHtml(request, '/course/12/34/56')).toContain(
    '<academy-course course-id="12" content-id="34" course-progress-id="56"></academy-course>',
  );
  expect(await serverHtml(request, '/course/12/56')).toContain(
    '<academy-course course-id="12" course-progress-id="56"></academy-course>',
  );
});

test('the dashboard arrives as the shell around the dashboard, in the light DOM', async ({ request }) => {
  expect(await serverHtml(request, '/dashboard')).toMatch(
    /<academy-shell><main data-host-route="dashboard"><academy-dashboard><\/academy-dashboard><\/main><\/academy-shell>/,
  );
});
