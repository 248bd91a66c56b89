import type { RouteMatch } from '../../src/core/navigation/routes';
import { paletteTokens } from '../../src/core/brand/tokens';
import type { BrandVariant } from '../../src/core/brand/variants';
import type { Locale } from '../../src/core/locale/locale-store';
import { demoStrings, type DemoStrings } from './demo-dictionary';

/** What the host renders for a route; a screen with the same key is updated in place, not rebuilt. */
export interface Screen {
  key: string;
  build: () => HTMLElement;
  update?: (node: HTMLElement) => void;
}

const LOGIN_VIEWS: Partial<Record<RouteMatch['name'], string>> = {
  login: 'login',
  signup: 'signup',
  'forgot-password': 'forgot-password',
  'reset-password': 'reset-password',
  'verify-email': 'verify-email',
  'email-verification': 'email-verification',
  'resend-verification': 'resend-verification',
};

/** Sets exactly these attributes (of the names given) on an existing element. */
function syncAttributes(node: Element | null, names: readonly string[], wanted: Record<string, string>): void {
  for (const name of names) {
    const value = wanted[name];
    if (value === undefined) node?.removeAttribute(name);
    else if (node?.getAttribute(name) !== value) node?.setAttribute(name, value);
  }
}

function element(tag: string, attributes: Record<string, string | true> = {}, children: Node[] = []): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value === true ? '' : value);
  node.append(...children);
  return node;
}

function staticPage(title: string, body: string, back: string): HTMLElement {
  const heading = element('h1');
  heading.textContent = title;
  const text = element('p');
  text.textContent = body;
  const link = element('a', { href: '/auth/signup' });
  link.textContent = back;
  return element('main', { class: 'static-page' }, [heading, text, link]);
}

function themePage(brand: BrandVariant, strings: DemoStrings): HTMLElement {
  const heading = element('h1', { style: 'padding: 1.5rem 1.5rem 0' });
  heading.textContent = strings.themeTitle;
  const cells = Object.entries(paletteTokens(brand.palette)).map(([name, value]) => {
    const code = element('code');
    code.textContent = `${name}: ${value}`;
    return element('div', { class: 'swatch' }, [element('div', { style: `background:${value}` }), code]);
  });
  return element('section', {}, [heading, element('div', { class: 'swatches' }, cells)]);
}

/** Route → screen. Features without an element yet show the shell around an empty content area. */
export function screenFor(route: RouteMatch, brand: BrandVariant, locale: Locale): Screen {
  const strings = demoStrings(locale);
  const view = LOGIN_VIEWS[route.name];
  if (view) {
    const attributes: Record<string, string> = { view };
    if (route.params.token) attributes.token = route.params.token;
    return {
      key: 'login',
      build: () => element('div', { class: 'guest-page' }, [element('academy-login', attributes)]),
      update: (node) => syncAttributes(node.querySelector('academy-login'), ['view', 'token'], attributes),
    };
  }
  // Host-drawn pages carry their own text and colours, so they are rebuilt when language or brand change.
  const look = `${locale}:${brand.id}`;
  if (route.name === 'terms') return { key: `terms:${look}`, build: () => staticPage(strings.termsTitle, strings.termsBody, strings.back) };
  if (route.name === 'privacy') return { key: `privacy:${look}`, build: () => staticPage(strings.privacyTitle, strings.privacyBody, strings.back) };
  const toggle = route.name === 'dashboard';
  const theme = route.name === 'theme';
  return {
    key: `shell:${route.name}:${JSON.stringify(route.params)}${theme ? `:${look}` : ''}`,
    build: () => element('academy-shell', toggle ? { 'dashboard-toggle': true } : {}, theme ? [themePage(brand, strings)] : []),
  };
}
