// <academy-login> in real Chromium, issue 7: alert icons keep their size when the text wraps (item 19), the input
// focus indicator reaches 3:1 against the card in every brand (item 22), and the signed-in state a plain page gets
// after sign-in, whose "Continue" is a real link the browser follows unless a host handles academy-navigate (item 14).
import { expect } from 'chai';
import { loginAr } from '../../../src/core/login/strings/ar';
import { loginEn } from '../../../src/core/login/strings/en';
import { BRAND_VARIANTS, type BrandVariantId } from '../../../src/core/brand/variants';
import { setLanguage } from '../../../src/core/locale/locale-store';
import '../../../src/elements/academy-login';
import {
  fill,
  json,
  mount,
  realClick,
  resetPage,
  sessionRoutes,
  shadowQuery,
  stubFetch,
  USER,
  waitFor,
} from '../support/helpers';

const LANGS = ['en', 'ar'] as const;
type Lang = (typeof LANGS)[number];
const auth = (lang: Lang) => (lang === 'ar' ? loginAr : loginEn).login;
const startUrl = location.href;

const field = (el: HTMLElement, name: string) =>
  el.shadowRoot!.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

async function submitLogin(el: HTMLElement): Promise<void> {
  fill(field(el, 'username'), 'sara');
  fill(field(el, 'password'), 'password123');
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
}

// ---------------------------------------------------------------- colour

type Rgba = [number, number, number, number];

/** Parses a computed colour: rgb()/rgba() or color(srgb r g b / a). */
function parseColor(value: string): Rgba {
  const rgb = /^rgba?\(([^)]+)\)$/.exec(value);
  if (rgb) {
    const [r, g, b, a = '1'] = rgb[1]!.split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  const srgb = /^color\(srgb ([^)]+)\)$/.exec(value);
  if (srgb) {
    const [r, g, b, a = '1'] = srgb[1]!.split(/[\s/]+/).filter(Boolean);
    return [Number(r) * 255, Number(g) * 255, Number(b) * 255, Number(a)];
  }
  throw new Error(`Unparsed colour ${value}`);
}

/** `top` composited over an opaque `bottom`. */
const over = (top: Rgba, bottom: Rgba): Rgba =>
  [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;

function luminance([r, g, b]: Rgba): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('<academy-login> hardening (issue 7)', () => {
  beforeEach(() => {
    resetPage();
    setLanguage('en');
  });
  afterEach(() => {
    resetPage();
    history.replaceState(null, '', startUrl);
  });

  describe('item 19: alert icons keep their size when the text wraps', () => {
    for (const lang of LANGS) {
      it(`(${lang}) the danger alert's icon stays 20 px wide beside a long, wrapping message`, async () => {
        const long =
          lang === 'ar'
            ? 'لا يمكن إكمال تسجيل الدخول الآن لأن الخادم رفض الطلب لأسباب تتعلق بإعدادات الحساب، يرجى مراجعة مسؤول الأكاديمية أو المحاولة مرة أخرى لاحقًا بعد التحقق من بياناتك.'
            : 'Signing in cannot be completed right now because the server refused the request for reasons related to the account settings; please contact the academy administrator or try again later after checking your details.';
        const network = stubFetch({
          'POST auth/login': () => json({ message: long, status_text: 'Unprocessable', data: null }, 422),
        });
        try {
          setLanguage(lang);
          const el = mount<HTMLElement>('<academy-login></academy-login>');
          el.style.width = '360px';
          el.style.display = 'block';
          await shadowQuery(el, 'input[name="username"]');
          await submitLogin(el);
          const alert = await shadowQuery(el, 'div.alert');
          await waitFor(() => alert.textContent?.includes(long.slice(0, 20)), 'the long message');
          const icon = alert.querySelector('svg')!;
          const text = alert.querySelector('p')!;
          const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
          expect(text.getBoundingClientRect().height, 'the message wraps onto several lines').to.be.greaterThan(
            lineHeight * 2.5,
          );
          const box = icon.getBoundingClientRect();
          expect(box.width, 'icon width').to.be.within(19.5, 20.5);
          expect(box.height, 'icon height').to.be.within(19.5, 20.5);
        } finally {
          network.restore();
        }
      });
    }
  });

  describe('item 22: the input focus indicator reaches 3:1 against the card in every brand', () => {
    for (const brand of Object.keys(BRAND_VARIANTS) as BrandVariantId[]) {
      it(`(${brand}) the focused username field's outline is at least 2 px and 3:1 against the card`, async () => {
        const el = mount<HTMLElement>(`<academy-login brand="${brand}"></academy-login>`);
        const input = await shadowQuery<HTMLInputElement>(el, 'input[name="username"]');
        await waitFor(
          () =>
            getComputedStyle(el).getPropertyValue('--academy-primary-main').trim() ===
            BRAND_VARIANTS[brand].palette.primary.main,
          'brand tokens',
        );
        await realClick(input);
        await waitFor(() => el.shadowRoot!.activeElement === input, 'focused');
        expect(input.matches(':focus-visible')).to.equal(true);
        const style = getComputedStyle(input);
        const card = el.shadowRoot!.querySelector('[part="card"]')!;
        const background = parseColor(getComputedStyle(card).backgroundColor);
        expect(style.outlineStyle).to.equal('solid');
        expect(parseFloat(style.outlineWidth), 'outline width').to.be.at.least(2);
        const ring = over(parseColor(style.outlineColor), background);
        const ratio = contrast(ring, background);
        expect(ratio, `outline ${style.outlineColor} vs card ${getComputedStyle(card).backgroundColor}`).to.be.at.least(
          3,
        );
      });
    }
  });

  describe('item 14: the signed-in state on a page that routes nothing', () => {
    let network: ReturnType<typeof stubFetch>;
    beforeEach(() => {
      network = stubFetch({
        ...sessionRoutes,
        'POST auth/login': { access_token: 't', user: USER },
        'POST auth/logout': () => null,
      });
    });
    afterEach(() => network.restore());

    for (const lang of LANGS) {
      it(`(${lang}) after sign-in: name, Continue (a real link), Sign out; the URL stays; Continue is followed unless handled`, async () => {
        setLanguage(lang);
        const t = auth(lang).signedIn;
        const el = mount<HTMLElement>('<academy-login></academy-login>');
        await shadowQuery(el, 'input[name="username"]');
        const before = location.href;
        await submitLogin(el);
        const link = await waitFor(
          () => [...el.shadowRoot!.querySelectorAll('a')].find((a) => a.textContent === t.continue),
          'Continue link',
        );
        expect(el.shadowRoot!.querySelector('h1')!.textContent).to.equal(t.title);
        expect(el.shadowRoot!.textContent).to.contain(USER.name);
        expect(el.shadowRoot!.querySelector('form'), 'the form is gone').to.equal(null);
        expect(link.getAttribute('href')).to.equal('/dashboard');
        expect(location.href, 'the host URL is left alone').to.equal(before);

        // Nobody handles academy-navigate: the click is left to the browser (stopped here so the test page stays).
        let followed: boolean | null = null;
        const onClick = (event: Event) => {
          followed = !event.defaultPrevented;
          event.preventDefault();
        };
        document.addEventListener('click', onClick);
        try {
          await realClick(link);
          await waitFor(() => followed !== null, 'click');
          expect(followed, 'the browser follows the link').to.equal(true);

          // A host that routes handles it: the element prevents the browser's own navigation.
          const routed: string[] = [];
          const onNavigate = (event: CustomEvent<{ path: string }>) => {
            routed.push(event.detail.path);
            event.preventDefault();
          };
          document.addEventListener('academy-navigate', onNavigate);
          followed = null;
          await realClick(link);
          await waitFor(() => followed !== null, 'second click');
          document.removeEventListener('academy-navigate', onNavigate);
          expect(routed).to.deep.equal(['/dashboard']);
          expect(followed, 'the host routed instead').to.equal(false);
        } finally {
          document.removeEventListener('click', onClick);
        }

        const signOut = [...el.shadowRoot!.querySelectorAll('button')].find((b) => b.textContent === t.signOut)!;
        await realClick(signOut);
        await shadowQuery(el, 'input[name="username"]');
        expect(localStorage.getItem('auth_token')).to.equal(null);
        expect(network.calls.map((call) => call.path)).to.include('auth/logout');
      });
    }
  });
});
