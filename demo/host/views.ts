import type { BrandVariant } from '../../src/core/brand/variants';
import type { Locale } from '../../src/core/locale/locale-store';
import type { RouteMatch } from '../../src/core/navigation/routes';
import { demoStrings, type DemoStrings } from './demo-dictionary';
import { mergeScreens, type ScreenDeclaration, type ScreenDeclarations } from './screens';
import { themePage, themeViewOf } from './theme-page';

/** What the host renders for a route; a screen with the same key is updated in place, not rebuilt. */
export interface Screen {
  key: string;
  build: () => HTMLElement;
  update?: (node: HTMLElement) => void;
}

/** Each feature declares its routes next to itself (demo/host/features/<feature>.ts); nothing lists them here. */
const SCREENS: ScreenDeclarations = mergeScreens(import.meta.glob<{ screens: ScreenDeclarations }>('./features/*.ts', { eager: true }));

const ASSIGNED = Symbol('assigned attributes');
type Tracked = Element & { [ASSIGNED]?: string[] };

/** Sets exactly `wanted` on an element, removing what an earlier route set and this one does not. */
function assign(node: Element, wanted: Record<string, string>): void {
  const tracked = node as Tracked;
  for (const name of tracked[ASSIGNED] ?? []) if (!(name in wanted)) node.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted)) if (node.getAttribute(name) !== value) node.setAttribute(name, value);
  tracked[ASSIGNED] = Object.keys(wanted);
}

function element(tag: string, attributes: Record<string, string> = {}, children: Node[] = []): HTMLElement {
  const node = document.createElement(tag);
  assign(node, attributes);
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

/** The shell's content: one key per element or host page, so the same content is updated, not rebuilt. */
interface Content {
  key: string;
  build: () => HTMLElement | null;
  attributes: Record<string, string>;
}

function contentOf(route: RouteMatch, declared: ScreenDeclaration | undefined, brand: BrandVariant, strings: DemoStrings, look: string): Content {
  if (declared?.tag) {
    const tag = declared.tag;
    const attributes = declared.attributes?.(route.params) ?? {};
    return { key: tag, attributes, build: () => element(tag, attributes) };
  }
  // Host-drawn pages carry their own text and colours, so they are rebuilt when language or brand change.
  if (route.name === 'theme') {
    const view = themeViewOf(location.pathname);
    return { key: `theme:${view}:${look}`, attributes: {}, build: () => themePage(view, brand, strings) };
  }
  return { key: 'empty', attributes: {}, build: () => null };
}

/** Route → screen: the feature's declaration, host pages, or the shell around an empty content area. */
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
      },
    };
  }
  if (route.name === 'terms') return { key: `terms:${look}`, build: () => staticPage(strings.termsTitle, strings.termsBody, strings.back) };
  if (route.name === 'privacy') return { key: `privacy:${look}`, build: () => staticPage(strings.privacyTitle, strings.privacyBody, strings.back) };

  const shellAttributes = declared?.shellAttributes ?? {};
  const content = contentOf(route, declared, brand, strings, look);
  const CONTENT_KEY = 'data-demo-content';
  const fill = (shell: HTMLElement) => {
    const current = shell.firstElementChild;
    if (current && current.getAttribute(CONTENT_KEY) === content.key) {
      assign(current, { ...content.attributes, [CONTENT_KEY]: content.key });
      return;
    }
    const next = content.build();
    next?.setAttribute(CONTENT_KEY, content.key);
    shell.replaceChildren(...(next ? [next] : []));
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
      fill(shell);
    },
  };
}
