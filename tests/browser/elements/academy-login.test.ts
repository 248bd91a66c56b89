// <academy-login> in real Chromium: every view's title, real keyboard and mouse, RTL layout, and its events.
import { expect } from 'chai';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import type { LoginView } from '../../../src/react/login/login-views';
import '../../../src/elements/academy-login';
import {
  deepActiveElement,
  mount,
  realClick,
  realInput,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  tick,
  USER,
  waitFor,
} from '../support/helpers';

const { login, signup, forgot, reset, verify } = loginEn.login;
const startUrl = location.href;

const VIEW_TITLES: Record<LoginView, string> = {
  login: login.title,
  signup: signup.title,
  'forgot-password': forgot.title,
  'reset-password': reset.invalidTokenTitle, // no token anywhere: the invalid-link screen
  'verify-email': verify.errorTitle, // no id/hash/expires/signature: the invalid-link result
  'email-verification': verify.waitingTitle,
  'resend-verification': verify.resendTitle,
};

const heading = (el: Element) => el.shadowRoot?.querySelector('h1')?.textContent;
const byName = (el: Element, name: string) => el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const center = (el: Element) => {
  const r = el.getBoundingClientRect();
  return r.left + r.width / 2;
};

/** Mounts a login element and resolves once its username field is on screen. */
async function mountLogin(attrs = ''): Promise<HTMLElement> {
  const el = mount(`<academy-login ${attrs}></academy-login>`);
  await shadowQuery(el, 'input[name="username"]');
  return el;
}

describe('<academy-login>', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    history.replaceState(null, '', startUrl);
  });

  describe('views', () => {
    for (const [view, title] of Object.entries(VIEW_TITLES)) {
      it(`view="${view}" shows "${title}"`, async () => {
        const el = mount(`<academy-login view="${view}"></academy-login>`);
        await waitFor(() => heading(el) === title, `${view} title (got "${heading(el)}")`);
        expect(el.shadowRoot!.querySelector('h1')!.getBoundingClientRect().height, 'laid out').to.be.greaterThan(0);
      });
    }

    it('view="reset-password" with a token shows the reset form', async () => {
      const el = mount('<academy-login view="reset-password" token="abc" email="a@b.co"></academy-login>');
      await waitFor(() => heading(el) === reset.title, 'reset title');
      expect(byName(el, 'email').value).to.equal('a@b.co');
    });
  });

  describe('keyboard and mouse', () => {
    it('tabs username → password → show/hide → remember → forgot link → submit', async () => {
      const el = await mountLogin();
      const { sendKeys } = await realInput();
      await realClick(byName(el, 'username'));
      expect(deepActiveElement()).to.equal(byName(el, 'username'));
      const root = el.shadowRoot!;
      const expected = [
        byName(el, 'password'),
        root.querySelector('button.toggle'),
        byName(el, 'rememberMe'),
        root.querySelector('a[href="/auth/forgot-password"]'),
        root.querySelector('button[type=submit]'),
      ];
      for (const [i, target] of expected.entries()) {
        await sendKeys({ press: 'Tab' });
        expect(deepActiveElement(), `Tab #${i + 1}`).to.equal(target);
      }
    });

    it('Enter in the password field submits the form', async () => {
      const network = stubFetch({ 'POST auth/login': new Response('{"message":"Invalid"}', { status: 401 }) });
      try {
        const el = await mountLogin();
        const { sendKeys } = await realInput();
        await realClick(byName(el, 'username'));
        await sendKeys({ type: 'sara' });
        await sendKeys({ press: 'Tab' });
        await sendKeys({ type: 'password123' });
        await sendKeys({ press: 'Enter' });
        await waitFor(() => network.calls.some((call) => call.path === 'auth/login'), 'POST auth/login');
        expect(network.calls[0]!.body).to.deep.equal({ username: 'sara', password: 'password123', rememberMe: false });
        await waitFor(
          () =>
            el
              .shadowRoot!.querySelector('[role=alert]')
              ?.textContent?.includes(loginEn.login.errors.invalidCredentials),
          'error alert',
        );
      } finally {
        network.restore();
      }
    });

    it('the show/hide button toggles the password input type on a real click', async () => {
      const el = await mountLogin();
      const password = byName(el, 'password');
      const toggle = el.shadowRoot!.querySelector<HTMLButtonElement>('button.toggle')!;
      expect(password.type).to.equal('password');
      expect(toggle.getAttribute('aria-label')).to.equal('Show password');
      await realClick(toggle);
      await waitFor(() => password.type === 'text', 'type=text');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(toggle.getAttribute('aria-label')).to.equal('Hide password');
      await realClick(toggle);
      await waitFor(() => password.type === 'password', 'type=password');
    });
  });

  describe('right-to-left', () => {
    it('puts the password toggle on the right in English and on the left in Arabic', async () => {
      const el = await mountLogin();
      const password = byName(el, 'password');
      const toggle = () => el.shadowRoot!.querySelector('button.toggle')!;
      expect(center(toggle())).to.be.greaterThan(center(password));
      setLanguage('ar');
      await waitFor(() => el.getAttribute('dir') === 'rtl', 'rtl');
      // A language change that did not come through the switch waits for the Arabic strings first.
      await waitFor(
        () => el.shadowRoot!.querySelector('h1')?.textContent === loginAr.login.login.title,
        'Arabic title',
      );
      const input = password.getBoundingClientRect();
      const button = toggle().getBoundingClientRect();
      expect(center(toggle())).to.be.lessThan(center(password));
      expect(button.left, 'inside the input').to.be.at.least(input.left);
      expect(button.left - input.left, 'at its left edge').to.be.lessThan(16);
    });

    it('aligns text to the start: the title hugs the right edge in Arabic', async () => {
      setLanguage('ar');
      const el = await mountLogin();
      const h1 = el.shadowRoot!.querySelector('h1')!;
      const range = document.createRange();
      range.selectNodeContents(h1);
      const text = range.getBoundingClientRect();
      const box = h1.getBoundingClientRect();
      expect(getComputedStyle(h1).direction).to.equal('rtl');
      expect(box.right - text.right, 'flush right').to.be.lessThan(1);
      expect(text.left - box.left, 'space on the left').to.be.greaterThan(20);
    });
  });

  describe('events', () => {
    it('a link click dispatches a bubbling, composed, cancelable academy-navigate; preventDefault keeps the URL', async () => {
      const el = await mountLogin();
      const seen: CustomEvent[] = [];
      const onNavigate = (event: CustomEvent) => {
        seen.push(event);
        event.preventDefault();
      };
      document.addEventListener('academy-navigate', onNavigate);
      try {
        const before = location.pathname;
        await realClick(el.shadowRoot!.querySelector('a[href="/auth/signup"]')!);
        await waitFor(() => seen.length > 0, 'academy-navigate on document');
        const [event] = seen;
        expect(seen).to.have.length(1);
        expect(event!.bubbles && event!.composed && event!.cancelable).to.equal(true);
        expect(event!.target, 'retargeted to the host').to.equal(el);
        expect(event!.detail).to.deep.equal({ path: '/auth/signup', replace: false });
        await tick(50);
        expect(location.pathname).to.equal(before);
        expect(heading(el), 'the host routes; the element stays').to.equal(login.title);
      } finally {
        document.removeEventListener('academy-navigate', onNavigate);
      }
    });

    it('when nobody prevents it, pushState moves the URL, popstate fires and the element switches screen', async () => {
      const el = await mountLogin();
      let popped = false;
      const onPop = () => (popped = true);
      window.addEventListener('popstate', onPop);
      const length = history.length;
      try {
        await realClick(el.shadowRoot!.querySelector('a[href="/auth/signup"]')!);
        await waitFor(() => location.pathname === '/auth/signup', 'pathname /auth/signup');
        expect(popped).to.equal(true);
        expect(history.length).to.equal(length + 1);
        await waitFor(() => heading(el) === signup.title, 'signup screen');
        await waitFor(() => deepActiveElement() === el.shadowRoot!.querySelector('h1'), 'new title takes focus');
      } finally {
        window.removeEventListener('popstate', onPop);
      }
    });

    it('fires academy-login with { user } after a successful sign-in', async () => {
      const network = stubFetch({ ...sessionRoutes, 'POST auth/login': { access_token: 't' } });
      const logins: CustomEvent[] = [];
      const onLogin = (event: CustomEvent) => logins.push(event);
      const onNavigate = (event: CustomEvent) => event.preventDefault();
      document.addEventListener('academy-login', onLogin);
      document.addEventListener('academy-navigate', onNavigate);
      try {
        const el = await mountLogin('redirect="/courses"');
        const { sendKeys } = await realInput();
        await realClick(byName(el, 'username'));
        await sendKeys({ type: 'sara' });
        await realClick(byName(el, 'password'));
        await sendKeys({ type: 'password123' });
        const navigated = new Promise<CustomEvent>((resolve) =>
          document.addEventListener('academy-navigate', resolve, { once: true }),
        );
        await realClick(el.shadowRoot!.querySelector('button[type=submit]')!);
        await waitFor(() => logins.length === 1, 'academy-login');
        const event = logins[0]!;
        expect(event.bubbles && event.composed).to.equal(true);
        expect(event.target).to.equal(el);
        expect(event.detail.user).to.include({ id: String(USER.id), email: USER.email, name: USER.name });
        expect(localStorage.getItem('auth_token')).to.equal('t');
        expect((await navigated).detail).to.deep.equal({ path: '/courses', replace: true });
        const paths = network.calls.map((call) => call.path);
        expect(paths).to.include.members(['auth/login', 'user/current', 'roles/current', 'permissions/current']);
      } finally {
        document.removeEventListener('academy-login', onLogin);
        document.removeEventListener('academy-navigate', onNavigate);
        network.restore();
      }
    });
  });
});
