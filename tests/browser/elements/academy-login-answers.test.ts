// <academy-login> against failed and malformed server answers, in real Chromium with a stubbed fetch, in both
// languages. Moved from e2e (tests/e2e/login/login.spec.ts, tests/e2e/shell/resilience.spec.ts), which keeps one
// representative journey ("a malformed 200 body (not JSON)"); the spec values asserted are the same:
// §8 Login (serverError, network, invalidResponse), §8 generic (an unreadable answer is reported, no half session).
import { expect } from 'chai';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { commonDictionary } from '../../../src/core/locale/dictionaries/common';
import { setLanguage } from '../../../src/core/locale/locale-store';
import '../../../src/elements/academy-login';
import { fill, json, mount, resetPage, sessionRoutes, shadowQuery, stubFetch, waitFor } from '../support/helpers';

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const dict = (lang: Lang) => ({ login: (lang === 'ar' ? loginAr : loginEn).login, ...commonDictionary[lang] });
const SESSION_KEYS = ['auth_token', 'auth_user', 'user_roles', 'user_permissions'] as const;
const startUrl = location.href;

/** What the stubbed `POST auth/login` answers; a test swaps it to see the form recover. */
type Answer = () => Response;
const signedIn: Answer = () => json({ message: 'ok', status_text: 'OK', data: { access_token: 't' } });
const malformed =
  (body: string): Answer =>
  () =>
    new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });

const field = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const submitButton = (el: HTMLElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!;
const alertText = (el: HTMLElement) => el.shadowRoot!.querySelector('div.alert')?.textContent ?? null;
const storedSession = () => SESSION_KEYS.map((key) => localStorage.getItem(key));

describe('<academy-login> with failed and malformed answers', () => {
  let answer: Answer;
  let network: ReturnType<typeof stubFetch>;
  let navigations: string[];
  let logins: number;
  let pageErrors: string[];
  const onNavigate = (event: Event) => {
    navigations.push((event as CustomEvent<{ path: string }>).detail.path);
    event.preventDefault();
  };
  const onLogin = () => logins++;
  const onError = (event: ErrorEvent) => pageErrors.push(event.message);
  const onRejection = (event: PromiseRejectionEvent) => pageErrors.push(String(event.reason));

  beforeEach(() => {
    resetPage();
    answer = signedIn;
    navigations = [];
    logins = 0;
    pageErrors = [];
    network = stubFetch({ ...sessionRoutes, 'POST auth/login': () => answer() });
    document.addEventListener('academy-navigate', onNavigate);
    document.addEventListener('academy-login', onLogin);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
  });
  afterEach(() => {
    document.removeEventListener('academy-navigate', onNavigate);
    document.removeEventListener('academy-login', onLogin);
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    network.restore();
    resetPage();
    history.replaceState(null, '', startUrl);
  });

  /** Mounts the sign-in form in `lang`, fills the demo account and submits. */
  async function signIn(lang: Lang): Promise<HTMLElement> {
    setLanguage(lang);
    const el = mount('<academy-login></academy-login>');
    await shadowQuery(el, 'input[name="username"]');
    await waitFor(
      () => el.shadowRoot!.querySelector('h1')?.textContent === dict(lang).login.login.title,
      `${lang} title`,
    );
    fill(field(el, 'username'), 'learner');
    fill(field(el, 'password'), 'Academy#2026');
    submitButton(el).click();
    return el;
  }

  /** The alert shows `text`, and the form can be sent again. */
  async function expectFailure(el: HTMLElement, text: string): Promise<void> {
    await waitFor(() => alertText(el) === text, `alert "${text}" (got "${alertText(el)}")`);
    await waitFor(() => !submitButton(el).disabled, 'submit enabled again');
    expect(navigations, 'stays on the sign-in page').to.deep.equal([]);
    expect(logins, 'no academy-login').to.equal(0);
  }

  /** With a good answer the same form signs in and sends the page to /dashboard. */
  async function expectRecovers(el: HTMLElement): Promise<void> {
    answer = signedIn;
    submitButton(el).click();
    await waitFor(() => navigations.includes('/dashboard'), 'navigation to /dashboard');
    expect(logins).to.equal(1);
    expect(localStorage.getItem('auth_token')).to.equal('t');
  }

  for (const lang of LANGS) {
    describe(`(${lang})`, () => {
      const t = dict(lang);

      it('server 500 → serverError, and the form stays usable', async () => {
        answer = () => json({ message: '<b>Boom</b>', status_text: 'Internal Server Error', data: null }, 500);
        const el = await signIn(lang);
        await expectFailure(el, t.login.errors.serverError);
        expect(el.shadowRoot!.querySelector('div.alert b'), 'the server message is not rendered as HTML').to.equal(
          null,
        );
        await expectRecovers(el);
      });

      for (const [what, body] of [
        ['a token of the wrong type', JSON.stringify({ message: 'ok', status_text: 'OK', data: { access_token: 42 } })],
        [
          'a user of the wrong shape',
          JSON.stringify({ message: 'ok', status_text: 'OK', data: { access_token: 'abc', user: { id: 'x' } } }),
        ],
      ] as const) {
        it(`a malformed 200 body (${what}) → invalidResponse, no session, and the form stays usable`, async () => {
          answer = malformed(body);
          const el = await signIn(lang);
          await expectFailure(el, t.errors.invalidResponse);
          expect(localStorage.getItem('auth_token')).to.equal(null);
          expect(field(el, 'username').value).to.equal('learner');
          await expectRecovers(el);
          expect(pageErrors).to.deep.equal([]);
        });
      }

      it('a malformed 200 body without access_token → invalidResponse in the UI language', async () => {
        answer = malformed(JSON.stringify({ message: 'ok', status_text: 'OK', data: {} }));
        const el = await signIn(lang);
        await expectFailure(el, t.errors.invalidResponse);
      });

      it('network failure → the network message, and the form stays usable', async () => {
        // What fetch does when the connection fails (the stub's handler throws inside its async fetch).
        answer = () => {
          throw new TypeError('Failed to fetch');
        };
        const el = await signIn(lang);
        await expectFailure(el, t.login.errors.network);
        await expectRecovers(el);
      });

      for (const [what, reply] of [
        ['a 200 with missing fields', malformed('{"data":{"id":1}}')],
        ['a 200 that is not JSON', malformed('<html>502 Bad Gateway</html>')],
      ] as const) {
        it(`signing in while user/current answers ${what} shows a clear error and leaves no half session`, async () => {
          network.restore();
          network = stubFetch({ ...sessionRoutes, 'user/current': () => reply(), 'POST auth/login': () => answer() });
          const el = await signIn(lang);
          await waitFor(
            () =>
              [...el.shadowRoot!.querySelectorAll('[role=alert]')].some(
                (node) => node.textContent === t.errors.invalidResponse,
              ),
            'invalidResponse alert',
          );
          await waitFor(() => !submitButton(el).disabled, 'submit enabled again');
          expect(navigations).to.deep.equal([]);
          expect(storedSession(), 'no half session').to.deep.equal([null, null, null, null]);
          expect(el.shadowRoot!.querySelector('[part~=fallback]'), 'no fallback screen').to.equal(null);
          expect(el.getAttribute('lang')).to.equal(lang);
          expect(el.getAttribute('dir')).to.equal(lang === 'ar' ? 'rtl' : 'ltr');
          expect(pageErrors).to.deep.equal([]);
        });
      }
    });
  }
});
