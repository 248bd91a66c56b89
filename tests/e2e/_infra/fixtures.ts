// Shared Playwright fixtures: import { test, expect } from here instead of @playwright/test.
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type APIResponse, type BrowserContext } from '@playwright/test';

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
  /** Logs an account in (with the demo password unless given) and returns its bearer token. */
  login(username: string, password?: string): Promise<string>;
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
    async login(username: string, password = DEMO_PASSWORD) {
      const res = await request.post('/backend/auth/login', { data: { username, password } });
      const body = await envelope<{ access_token?: string }>(res, `POST /backend/auth/login (${username})`);
      // The spec says access_token may sit inside data or at the top level.
      const token = body.data?.access_token ?? (body as { access_token?: string }).access_token;
      if (!token) throw new Error(`login(${username}) returned no access_token: ${JSON.stringify(body)}`);
      return token;
    },
  };
}

/** Reports the top page's Content-Security-Policy violations to the test (frames have their own policy). */
function reportCsp() {
  if (window !== window.top) return;
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as { __academyCspViolation?: (text: string) => void }).__academyCspViolation;
    report?.(
      `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
    );
  });
}

/**
 * Collects the CSP violations of every page `context` opens into `violations`. On the context rather than a page, so a
 * test that works in pages of its own (the camera browsers) neither opens an unused page nor goes unwatched.
 */
export async function watchCsp(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeFunction('__academyCspViolation', (text: string) => violations.push(text));
  await context.addInitScript(reportCsp);
}

/** The seeded demo accounts (demo/api/features/auth/seed.ts). */
export type DemoAccount = 'learner' | 'trainer' | 'both' | 'newcomer' | 'support';

/** Who a page starts signed in as: a seeded account, or `fresh`, a learner registered and verified for one test alone. */
export type SignedInAs = DemoAccount | 'fresh';

export interface Credentials {
  username: string;
  password: string;
}

/** What the app keeps in localStorage for a signed-in session (src/core/session/storage.ts). */
export interface StoredSession {
  token: string;
  /** The user record as the app stores it in `auth_user` (ids as strings, roles/permissions as names). */
  user: Record<string, unknown>;
  roles: string[];
  permissions: string[];
}

/** Names from a list of names or `{ name }` objects, as the client's NameList schema reads them. */
const names = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((item) => (typeof item === 'string' ? item : String((item as { name?: unknown }).name)))
    : [];

/** Signs an account in through the API and reads what the app would store: user, roles and permissions. */
export async function createSession(
  request: APIRequestContext,
  account: DemoAccount | Credentials,
): Promise<StoredSession> {
  const { username, password } = typeof account === 'string' ? { username: account, password: DEMO_PASSWORD } : account;
  const token = await makeApi(request).login(username, password);
  const headers = { Authorization: `Bearer ${token}` };
  const read = async <T>(path: string) =>
    (await envelope<T>(await request.get(path, { headers }), `GET ${path} (${username})`)).data;
  const [user, roles, permissions] = await Promise.all([
    read<Record<string, unknown>>('/backend/user/current'),
    read<unknown>('/backend/roles/current'),
    read<unknown>('/backend/permissions/current'),
  ]);
  return {
    token,
    user: { ...user, id: String(user.id), roles: names(user.roles), permissions: names(user.permissions) },
    roles: names(roles),
    permissions: names(permissions),
  };
}

/** A name no other test (or worker, or run) uses. */
export function unique(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 12)}`;
}

export function uniqueEmail(prefix: string): string {
  return `${unique(prefix)}@example.test`;
}

/** Registers a fresh, unverified account through the API (one verification mail is sent). */
export async function registerUser(
  request: APIRequestContext,
  options: { email?: string; password?: string; role?: 'learner' | 'trainer' } = {},
) {
  const email = options.email ?? uniqueEmail('user');
  const password = options.password ?? 'Initial#Pass1';
  const res = await request.post('/backend/auth/register', {
    data: {
      firstName: 'Test',
      lastName: 'User',
      email,
      password,
      confirmPassword: password,
      role: options.role ?? 'learner',
      agreeToTerms: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, password };
}

/** Opens the newest verification link mailed to `email` through the API, as the verify page would. */
export async function verifyEmail(request: APIRequestContext, email: string): Promise<void> {
  // The outbox lists the newest mail first.
  const mails = await makeApi(request).outbox<{ kind: string; link: string }[]>(email);
  const link = mails.find((mail) => mail.kind === 'verify')?.link;
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  await envelope(await request.get(`/backend${url.pathname}${url.search}`), `GET verification link (${email})`);
}

/**
 * Registers a learner, verifies it and signs it in through the API: an account of the test's own, so the test may
 * change it (names, password) without racing the journeys that assert the seeded accounts.
 */
export async function signInFreshUser(
  request: APIRequestContext,
  options: { role?: 'learner' | 'trainer' } = {},
): Promise<StoredSession> {
  const { email, password } = await registerUser(request, { email: uniqueEmail('fresh'), ...options });
  await verifyEmail(request, email);
  return createSession(request, { username: email, password });
}

/** A learner of the test's own enrolled in a batch: its credentials and its participant id (the roster's). */
export interface Candidate {
  credentials: Credentials;
  participantId: number;
}

/**
 * Creates a verified learner with `password` and enrols it in batch `batchNo` through __dev/enroll: an account whose
 * attempts and attendance are the test's alone, outside sign-up's rate limit.
 */
export async function enrolCandidate(
  request: APIRequestContext,
  batchNo: number,
  password: string,
): Promise<Candidate> {
  const res = await request.post('/backend/__dev/enroll', { data: { batch_no: batchNo, password } });
  const { email, participant_id } = (
    await envelope<{ email: string; participant_id: number }>(res, `POST /backend/__dev/enroll (${batchNo})`)
  ).data;
  return { credentials: { username: email, password }, participantId: participant_id };
}

export interface StorageEntry {
  name: string;
  value: string;
}

/** The localStorage entries of a signed-in session (and the UI language). */
export function storageEntries(session: StoredSession | null, language: Lang | null): StorageEntry[] {
  const entries: StorageEntry[] = [];
  if (session) {
    entries.push(
      { name: 'auth_token', value: session.token },
      { name: 'auth_user', value: JSON.stringify(session.user) },
      { name: 'user_roles', value: JSON.stringify(session.roles) },
      { name: 'user_permissions', value: JSON.stringify(session.permissions) },
    );
  }
  if (language) entries.push({ name: 'language', value: language });
  return entries;
}

/** The cookie that marks a context whose localStorage is still to be seeded (see seedStorage). */
const SEED_COOKIE = '__e2e_seed_storage';

/** In the first top document of the context at `origin`: writes the entries and clears the mark, before any app script. */
function seedOnce({ origin, entries, cookie }: { origin: string; entries: StorageEntry[]; cookie: string }) {
  if (window !== window.top || location.origin !== origin) return;
  if (!document.cookie.split('; ').includes(`${cookie}=1`)) return;
  document.cookie = `${cookie}=; Max-Age=0; Path=/`;
  for (const { name, value } of entries) localStorage.setItem(name, value);
}

/**
 * Gives `context` these localStorage entries at `origin` before its first page there runs a script, once per context
 * (what `storageState` does, without the extra page load Playwright makes to write it: half a second per context on
 * a loaded machine). A cookie marks the context as not yet seeded; the first document of the origin writes the entries
 * and clears it, so later loads keep whatever the app has stored since (a sign-out, a language switch).
 */
export async function seedStorage(context: BrowserContext, origin: string, entries: StorageEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await context.addCookies([{ name: SEED_COOKIE, value: '1', url: origin }]);
  await context.addInitScript(seedOnce, { origin, entries, cookie: SEED_COOKIE });
}

interface Fixtures {
  /** UI language under test; projects or test.use({ lang: 'ar' }) switch it. Also sets the browser locale. */
  lang: Lang;
  /**
   * Whether the page starts with `language` = `lang` saved (the app's own setting); on by default.
   * Off for journeys about the brand's default language.
   */
  saveLanguage: boolean;
  /**
   * The account the page starts signed in as (through the API and seedStorage, never the form), or null for a
   * guest: a seeded demo account, or `fresh` (see signInFreshUser) for a test that changes its account.
   * Only the sign-in journeys themselves use the form.
   */
  signedIn: SignedInAs | null;
  /**
   * Whether the test needs a token of its own: it signs out, revokes or otherwise ends the session on the server.
   * Otherwise one login per account is shared by every test of the worker (a `fresh` account always has its own).
   */
  ownToken: boolean;
  /** The session the page starts with (null for a guest). */
  session: StoredSession | null;
  /** Automatic: the session and the saved language are in the context's localStorage before its first page runs. */
  storedSession: void;
  api: Api;
  /** An AxeBuilder for the current page, limited to WCAG 2.2 A/AA rules (2.2 adds target-size) (legacy mode: one axe.run in the page). */
  axe: () => AxeBuilder;
  /** Automatic: the demo server's strict policy (no 'unsafe-inline') must never be violated, on any page of the test's context. */
  cspViolations: string[];
}

/** One login per demo account and worker process, shared by the tests that do not end the session. */
const sharedSessions = new Map<DemoAccount, Promise<StoredSession>>();

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  saveLanguage: [true, { option: true }],
  signedIn: [null, { option: true }],
  ownToken: [false, { option: true }],
  locale: async ({ lang }, use) => use(lang === 'ar' ? 'ar-SA' : 'en-US'),
  session: async ({ signedIn, ownToken, playwright, baseURL }, use) => {
    if (!signedIn) return use(null);
    // A context of its own: the test's `request` fixture would make every test depend on the page context.
    const request = await playwright.request.newContext({ baseURL });
    try {
      if (signedIn === 'fresh') return await use(await signInFreshUser(request));
      if (ownToken) return await use(await createSession(request, signedIn));
      let shared = sharedSessions.get(signedIn);
      if (!shared) {
        shared = createSession(request, signedIn);
        sharedSessions.set(signedIn, shared);
        // A failed login must not poison the later tests of the worker.
        shared.catch(() => sharedSessions.delete(signedIn));
      }
      await use(await shared);
    } finally {
      await request.dispose();
    }
  },
  // The session and language are written by `storedSession` (seedStorage), not by Playwright's storageState option.
  storedSession: [
    async ({ context, session, lang, saveLanguage, baseURL }, use) => {
      await seedStorage(
        context,
        new URL(baseURL ?? 'http://localhost').origin,
        storageEntries(session, saveLanguage ? lang : null),
      );
      await use();
    },
    { auto: true },
  ],
  api: async ({ request }, use) => use(makeApi(request)),
  // Legacy mode runs axe.run in the page (same-origin frames included) instead of axe.runPartial in each frame plus
  // axe.finishRun in a blank page of its own: the same findings on these pages (no cross-origin frames to reach), about
  // half a second less per scan.
  axe: async ({ page }, use) =>
    use(() =>
      new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).setLegacyMode(true),
    ),
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
