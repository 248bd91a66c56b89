// Shared Playwright fixtures: import { test, expect } from here instead of @playwright/test.
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** Every seeded demo account uses this password. */
export const DEMO_PASSWORD = 'Academy#2026';

/** The reference API wraps every body as { message, status_text, data }. */
export interface Envelope<T = unknown> {
  message: string;
  status_text: string;
  data: T;
}

export type Lang = 'en' | 'ar';

export interface Api {
  /** Restores the seeded data set (POST /backend/__dev/reset). */
  resetData(): Promise<void>;
  /** Mails the reference server "sent" to this address (GET /backend/__dev/outbox?email=). */
  outbox<T = unknown>(email: string): Promise<T>;
  /** Logs a demo account in and returns its bearer token. */
  login(username: string): Promise<string>;
}

async function envelope<T>(res: APIResponse, what: string): Promise<Envelope<T>> {
  // Fail with the server's own message rather than a later, vaguer assertion.
  if (!res.ok()) throw new Error(`${what} → HTTP ${res.status()}: ${await res.text()}`);
  return (await res.json()) as Envelope<T>;
}

function makeApi(request: APIRequestContext): Api {
  return {
    async resetData() {
      await envelope(await request.post('/backend/__dev/reset'), 'POST /backend/__dev/reset');
    },
    async outbox<T>(email: string) {
      const res = await request.get('/backend/__dev/outbox', { params: { email } });
      return (await envelope<T>(res, `GET /backend/__dev/outbox?email=${email}`)).data;
    },
    async login(username: string) {
      const res = await request.post('/backend/auth/login', { data: { username, password: DEMO_PASSWORD } });
      const body = await envelope<{ access_token?: string }>(res, `POST /backend/auth/login (${username})`);
      // The spec says access_token may sit inside data or at the top level.
      const token = body.data?.access_token ?? (body as { access_token?: string }).access_token;
      if (!token) throw new Error(`login(${username}) returned no access_token: ${JSON.stringify(body)}`);
      return token;
    },
  };
}

/** Reports the top page's Content-Security-Policy violations to the test (frames have their own policy). */
function watchCsp() {
  if (window !== window.top) return;
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __academyCspViolation?: (text: string) => void }).__academyCspViolation;
    report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
}

interface Fixtures {
  /** UI language under test; projects or test.use({ lang: 'ar' }) switch it. Also sets the browser locale. */
  lang: Lang;
  api: Api;
  /** An AxeBuilder for the current page, limited to WCAG 2.1 A/AA rules. */
  axe: () => AxeBuilder;
  /** Automatic: the demo server's strict policy (no 'unsafe-inline') must never be violated. */
  cspViolations: string[];
}

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  locale: async ({ lang }, use) => use(lang === 'ar' ? 'ar-SA' : 'en-US'),
  api: async ({ request }, use) => use(makeApi(request)),
  axe: async ({ page }, use) =>
    use(() => new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])),
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__academyCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(watchCsp);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
