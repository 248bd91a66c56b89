import '../../src/elements/index';
import { $brand } from '../../src/core/brand/brand-store';
import { $locale, directionOf } from '../../src/core/locale/locale-store';
import { currentPath } from '../../src/core/navigation/navigate';
import { syncPathname } from '../../src/core/navigation/path-store';
import { rememberLocation } from '../../src/core/navigation/return-to';
import { guardRoute } from '../../src/core/navigation/routes';
import { $session, startSession } from '../../src/core/session/session';
import { applyInitialBrand, followBrand, mountBrandSwitcher } from './brand-tools';
import { screenFor } from './views';

const app = document.getElementById('app') as HTMLElement;
let current: { key: string; node: HTMLElement } | null = null;

function go(path: string, replace: boolean): void {
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  syncPathname();
  render();
}

/** The route guard (§2), then route → element; the same screen is updated in place, not rebuilt. */
function render(options: { remember?: boolean } = {}): void {
  const session = $session.get();
  if (session.isLoading) return;
  const decision = guardRoute(location.pathname, session.isAuthenticated);
  if (decision.kind === 'redirect') {
    if (decision.remember && options.remember !== false) rememberLocation(currentPath());
    go(decision.to, true);
    return;
  }
  const screen = screenFor(decision.route, $brand.get(), $locale.get());
  if (current?.key === screen.key) {
    screen.update?.(current.node);
    return;
  }
  const node = screen.build();
  app.replaceChildren(node);
  current = { key: screen.key, node };
}

document.addEventListener('academy-navigate', (event) => {
  event.preventDefault();
  go(event.detail.path, event.detail.replace ?? false);
});
window.addEventListener('popstate', () => render());

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
  if (signedOut) render({ remember: false });
  else if (loaded) render();
});

applyInitialBrand();
followBrand();
mountBrandSwitcher(document.getElementById('demo-tools') as HTMLElement);
void startSession().then(() => render());
