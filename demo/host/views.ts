import { navigate, type BrandVariant, type Locale, type RouteMatch, type RouteName } from '../../src/elements/index';
import { demoStrings, type DemoStrings } from './demo-dictionary';
import { mergeScreens, type ScreenDeclaration, type ScreenDeclarations } from './screens';
import { themePage, themeViewOf } from './theme-page';

/** What the host renders for a route; a screen with the same key is updated in place, not rebuilt. */
export interface Screen {
  key: string;
  build: () => HTMLElement;
  /** Updates the node in place; true when it put another page in it (the shell's content changed element). */
  update?: (node: HTMLElement) => boolean;
}

/** Each feature declares its routes next to itself (demo/host/features/<feature>.ts); nothing lists them here. */
const SCREENS: ScreenDeclarations = mergeScreens(
  import.meta.glob<{ screens: ScreenDeclarations }>('./features/*.ts', { eager: true }),
);

type HostPage = keyof DemoStrings['titles'];

/** A route's document title: its feature's declaration, else the host page's own. */
export function titleOf(name: RouteName, locale: Locale): string {
  return SCREENS[name]?.title[locale] ?? demoStrings(locale).titles[name as HostPage];
}

const ASSIGNED = Symbol('assigned attributes');
type Tracked = Element & { [ASSIGNED]?: string[] };

/** Sets exactly `wanted` on an element, removing what an earlier route set and this one does not. */
function assign(node: Element, wanted: Record<string, string>): void {
  const tracked = node as Tracked;
  for (const name of tracked[ASSIGNED] ?? []) if (!(name in wanted)) node.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted))
    if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  tracked[ASSIGNED] = Object.keys(wanted);
}

function element(tag: string, attributes: Record<string, string> = {}, children: (Node | string)[] = []): HTMLElement {
  const node = document.createElement(tag);
  assign(node, attributes);
  node.append(...children);
  return node;
}

/** A link the host routes itself on a plain click (new tab, copy and middle-click stay the browser's). */
function hostLink(href: string, text: string): HTMLElement {
  const link = element('a', { href }, [text]);
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(link, href);
  });
  return link;
}

/** A host-drawn page of text: heading, one paragraph and a way back. */
interface TextPage {
  /** `main` when it stands alone, `section` inside the shell's own <main>. */
  tag: 'main' | 'section';
  attributes: Record<string, string>;
  title: string;
  body: string;
  back: { href: string; text: string };
}

function textPage({ tag, attributes, title, body, back }: TextPage): HTMLElement {
  return element(tag, attributes, [
    element('h1', {}, [title]),
    element('p', {}, [body]),
    element('p', {}, [hostLink(back.href, back.text)]),
  ]);
}

/** Terms and privacy stand alone, with a way to the sign-up form they are read from. */
function staticPage(title: string, body: string, back: string): HTMLElement {
  return textPage({
    tag: 'main',
    attributes: { class: 'static-page' },
    title,
    body,
    back: { href: '/auth/signup', text: back },
  });
}

/** A signed-in route whose feature is not built yet: named by its title, explained, and a way back to the dashboard. */
function unbuiltPage(route: RouteMatch, strings: DemoStrings, locale: Locale): HTMLElement {
  const { unbuilt } = strings;
  return textPage({
    tag: 'section',
    attributes: { class: 'unbuilt-page', 'data-unbuilt': route.name },
    title: unbuilt.title(titleOf(route.name, locale)),
    body: unbuilt.body,
    back: { href: '/dashboard', text: unbuilt.back },
  });
}

/** The shell's content: one key per element or host page, so the same content is updated, not rebuilt. */
interface Content {
  key: string;
  build: () => HTMLElement;
  /** A feature element's attributes, set again in place; host-drawn pages have none (their key says it all). */
  attributes?: Record<string, string>;
}

function contentOf(
  route: RouteMatch,
  declared: ScreenDeclaration | undefined,
  brand: BrandVariant,
  locale: Locale,
  look: string,
): Content {
  const strings = demoStrings(locale);
  if (declared?.tag) {
    const tag = declared.tag;
    const attributes = declared.attributes?.(route.params) ?? {};
    return { key: tag, attributes, build: () => element(tag, attributes) };
  }
  // Host-drawn pages carry their own text and colours, so they are rebuilt when language or brand change.
  if (route.name === 'theme') {
    const view = themeViewOf(location.pathname);
    return { key: `theme:${view}:${look}`, build: () => themePage(view, brand, strings) };
  }
  // No feature element yet: a notice instead of a blank page, keyed per route so the next unbuilt route renames it.
  return { key: `unbuilt:${route.name}:${look}`, build: () => unbuiltPage(route, strings, locale) };
}

/** Route → screen: the feature's declaration, host pages, or the shell around a 'not available yet' notice. */
export function screenFor(route: RouteMatch, brand: BrandVariant, locale: Locale): Screen {
  const strings = demoStrings(locale);
  const look = `${locale}:${brand.id}`;
  const declared = SCREENS[route.name];
  if (declared?.layout === 'guest' && declared.tag) {
    const tag = declared.tag;
    const attributes = declared.attributes?.(route.params) ?? {};
    return {
      key: `guest:${tag}`,
      build: () => element('main', { class: 'guest-page' }, [element(tag, attributes)]),
      update: (node) => {
        const target = node.querySelector(tag);
        if (target) assign(target, attributes);
        return false;
      },
    };
  }
  if (route.name === 'terms')
    return { key: `terms:${look}`, build: () => staticPage(strings.termsTitle, strings.termsBody, strings.back) };
  if (route.name === 'privacy')
    return { key: `privacy:${look}`, build: () => staticPage(strings.privacyTitle, strings.privacyBody, strings.back) };

  const shellAttributes = declared?.shellAttributes ?? {};
  const content = contentOf(route, declared, brand, locale, look);
  const CONTENT_KEY = 'data-demo-content';
  /** Puts the content in the shell; true when it is another page (rebuilt), false when updated in place. */
  const fill = (shell: HTMLElement) => {
    const current = shell.firstElementChild;
    if (current && current.getAttribute(CONTENT_KEY) === content.key) {
      if (content.attributes) assign(current, { ...content.attributes, [CONTENT_KEY]: content.key });
      return false;
    }
    const next = content.build();
    next.setAttribute(CONTENT_KEY, content.key);
    shell.replaceChildren(next);
    return true;
  };
  return {
    key: 'shell',
    build: () => {
      const shell = element('academy-shell', shellAttributes);
      fill(shell);
      return shell;
    },
    update: (shell) => {
      assign(shell, shellAttributes);
      return fill(shell);
    },
  };
}
