import {
  $brand,
  $locale,
  directionOf,
  currentPath,
  syncPathname,
  rememberLocation,
  guardRoute,
  $session,
  startSession,
} from '../../src/elements/index';
import { applyInitialBrand, followBrand, mountBrandSwitcher } from './brand-tools';
import { focusMain } from './focus';
import { screenFor, titleOf } from './views';

const app = document.getElementById('app') as HTMLElement;
let current: { key: string; node: HTMLElement } | null = null;

function go(path: string, replace: boolean): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  syncPathname();
  render({ moved: true });
}

/** The route guard (§2), then route → element; the same screen is updated in place, not rebuilt. */
function render(options: { remember?: boolean; moved?: boolean } = {}): void {
  const session = $session.get();
  if (session.isLoading) return;
  const decision = guardRoute(location.pathname, session.isAuthenticated);
  if (decision.kind === 'redirect') {
    if (decision.remember && options.remember !== false) rememberLocation(currentPath());
    go(decision.to, true);
    return;
  }
  const brand = $brand.get();
  const locale = $locale.get();
  document.title = `${titleOf(decision.route.name, locale)} · ${brand.academyName[locale]}`;
  const screen = screenFor(decision.route, brand, locale);
  let anotherPage = true;
  if (current?.key === screen.key) {
    anotherPage = screen.update?.(current.node) ?? false;
  } else {
    const node = screen.build();
    app.replaceChildren(node);
    current = { key: screen.key, node };
  }
  // After a navigation to another page (a sign-in, a link) focus goes to its heading, not <body>; a move inside one
  // element (the course's Next, a batch tab) leaves focus where the element keeps it (#37).
  if (options.moved && anotherPage) focusMain(current.node);
}

document.addEventListener('academy-navigate', (event) => {
  event.preventDefault();
  go(event.detail.path, event.detail.replace ?? false);
});
window.addEventListener('popstate', () => render({ moved: true }));

$locale.subscribe((locale) => {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  render();
});
$brand.listen(() => render());

let wasAuthenticated = $session.get().isAuthenticated;
let wasLoading = true;
$session.listen((session) => {
  const signedOut = wasAuthenticated && !session.isAuthenticated;
  const loaded = wasLoading && !session.isLoading;
  wasAuthenticated = session.isAuthenticated;
  wasLoading = session.isLoading;
  if (signedOut) render({ remember: false, moved: true });
  else if (loaded) render();
});

applyInitialBrand();
followBrand();
// A production server sends the page without the demo's tools.
const demoTools = document.getElementById('demo-tools');
if (demoTools) mountBrandSwitcher(demoTools);
void startSession().then(() => render());
