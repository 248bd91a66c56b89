// #29 item 13: a name of 255 characters with no space (the profile allows that many) never widens a page on a phone:
// at 390 × 844, in English and Arabic, every page that shows the learner's name scrolls no further sideways than the
// viewport. Before the fix the profile's "Current profile" card made the page 4,002 px wide and the ticket list's
// "By <name>" 3,394 px (1,308 px in Arabic).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  createSession,
  expect,
  seedStorage,
  signInFreshUser,
  storageEntries,
  test,
  type Lang,
  type StoredSession,
} from '../_infra/fixtures';
import { expectSignedInShell, LANGS, openProfileMenu, shell } from './support';

const PHONE = { width: 390, height: 844 };
const LONG_NAME = 'W'.repeat(255);
const LONG_ARABIC_NAME = 'ب'.repeat(255);
const BATCH = 2401;

/** How far the page scrolls sideways: its whole width, the part past the viewport included (either side in RTL). */
const pageWidth = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

async function send(request: APIRequestContext, token: string, method: 'post' | 'put', path: string, data: object) {
  const res = await request[method](`/backend/${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

/**
 * A learner of the test's own with the longest names the profile accepts, a participant of batch 2401 (so the
 * trainer's roster shows it) with one open ticket.
 */
async function longNamedLearner(request: APIRequestContext) {
  const session = await signInFreshUser(request);
  const names = { name: LONG_NAME, arabic_name: LONG_ARABIC_NAME };
  await send(request, session.token, 'put', 'user/update/name', { id: session.user.id, ...names });
  // Enrolled after the rename: the roster keeps the name a participant had when enrolled.
  const enrolled = await request.post('/backend/__dev/enroll', {
    data: { batch_no: BATCH, email: session.user.email },
  });
  expect(enrolled.ok(), await enrolled.text()).toBe(true);
  const ticket = await send(request, session.token, 'post', 'support/ticket/create', {
    type: 'technical_support',
    title: 'A long name',
    description: 'Written by a learner whose name has no space in it.',
  });
  // The stored user as the app would keep it after the rename.
  return { session: { ...session, user: { ...session.user, ...names } }, ticketNo: String(ticket.no) };
}

/** A phone-sized page of a new context signed in as `session`, in `lang`. */
async function phonePage(browser: Browser, baseURL: string, session: StoredSession, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: PHONE, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
  await seedStorage(context, new URL(baseURL).origin, storageEntries(session, lang));
  return context.newPage();
}

/** Either name, as a page may show the English or (#29 item 12) the Arabic one. */
const EITHER_NAME = new RegExp(`${LONG_NAME.slice(0, 40)}|${LONG_ARABIC_NAME.slice(0, 40)}`);

/** Opens `path`, waits until the name is on it, and expects the page no wider than the phone. */
async function expectFits(page: Page, path: string, where: string, search = false): Promise<void> {
  await page.goto(path);
  // The roster pages by twenty in enrolment order: the search finds the newcomer.
  if (search) await page.locator('[part~=search]').first().fill(LONG_NAME.slice(0, 20));
  await expect(page.getByText(EITHER_NAME).first()).toBeAttached();
  expect(await pageWidth(page), where).toBeLessThanOrEqual(PHONE.width);
}

for (const lang of LANGS) {
  test.describe(`a 255-character name at 390 px (${lang})`, () => {
    test.use({ lang, viewport: PHONE });

    test('no page that shows it scrolls sideways', async ({ browser, baseURL, request }) => {
      const { session, ticketNo } = await longNamedLearner(request);
      const learner = await phonePage(browser, baseURL!, session, lang);
      const ui = shell(learner, lang);

      await learner.goto('/dashboard');
      await expectSignedInShell(learner, lang);
      await openProfileMenu(ui);
      await expect(ui.summary).toContainText(EITHER_NAME);
      expect(await pageWidth(learner), 'dashboard, profile menu open').toBeLessThanOrEqual(PHONE.width);

      await expectFits(learner, '/profile/settings', 'profile settings');
      await expectFits(learner, '/support/tickets', 'ticket list');
      await expectFits(learner, `/support/tickets/${ticketNo}`, 'ticket detail');
      await learner.context().close();

      const trainer = await phonePage(browser, baseURL!, await createSession(request, 'trainer'), lang);
      await expectFits(trainer, `/trainer/batch/${BATCH}`, 'batch participants', true);
      await trainer.context().close();
    });
  });
}
