import {
  $brand,
  $brandOverride,
  setBrandOverride,
  BRAND_VARIANTS,
  isBrandVariantId,
  $config,
  $locale,
} from '../../src/elements/index';
import { demoStrings } from './demo-dictionary';

const STORAGE_KEY = 'academy_demo_brand';
/** The one company configuration whose chat widget is loaded (§2); the others show none. */
const CHAT_BRAND = 'safe';

/** Brand from `?brand=` (remembered for the tab session), else the last choice, else the host name. */
export function applyInitialBrand(): void {
  const fromQuery = new URLSearchParams(location.search).get('brand');
  const chosen = fromQuery ?? sessionStorage.getItem(STORAGE_KEY);
  if (fromQuery && !isBrandVariantId(fromQuery)) console.warn(`[demo] unknown brand "${fromQuery}"`);
  if (chosen && isBrandVariantId(chosen)) {
    sessionStorage.setItem(STORAGE_KEY, chosen);
    setBrandOverride(chosen);
  }
}

/** Favicon and chat-widget configuration follow the brand (the title is set per screen). */
export function followBrand(): void {
  $brand.subscribe((brand) => {
    document.getElementById('favicon')?.setAttribute('href', brand.favicon);
    $config.set({ ...$config.get(), chatWidgetUrl: brand.id === CHAT_BRAND ? '/chat-widget.js' : null });
  });
}

/** Phones fold the switcher to its summary, keeping the strip below the page short. */
const WIDE = '(min-width: 768px)';

/** A switcher to try the three variants, in a strip below the page; folded on phones, open on wider screens. */
export function mountBrandSwitcher(container: HTMLElement): void {
  const fold = document.createElement('details');
  const wide = window.matchMedia(WIDE);
  fold.open = wide.matches;
  wide.addEventListener('change', (event) => (fold.open = event.matches));
  const draw = () => {
    const strings = demoStrings($locale.get());
    const summary = document.createElement('summary');
    summary.textContent = strings.brand;
    const label = document.createElement('label');
    label.htmlFor = 'brand-switcher';
    label.className = 'visually-hidden';
    label.textContent = strings.brand;
    const select = document.createElement('select');
    select.id = 'brand-switcher';
    for (const id of Object.keys(BRAND_VARIANTS) as (keyof typeof BRAND_VARIANTS)[]) {
      const option = new Option(strings.brands[id], id, false, id === $brand.get().id);
      select.append(option);
    }
    select.addEventListener('change', () => {
      sessionStorage.setItem(STORAGE_KEY, select.value);
      setBrandOverride(select.value);
    });
    fold.replaceChildren(summary, label, select);
  };
  container.replaceChildren(fold);
  $locale.subscribe(draw);
  $brandOverride.listen(draw);
}
