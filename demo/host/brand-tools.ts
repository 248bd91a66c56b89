import { $brand, $brandOverride, setBrandOverride } from '../../src/core/brand/brand-store';
import { BRAND_VARIANTS, isBrandVariantId } from '../../src/core/brand/variants';
import { $config } from '../../src/core/config/config';
import { $locale } from '../../src/core/locale/locale-store';
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

/** Favicon, title and chat-widget configuration follow the brand. */
export function followBrand(): void {
  $brand.subscribe((brand) => {
    document.getElementById('favicon')?.setAttribute('href', brand.favicon);
    document.title = brand.name;
    $config.set({ ...$config.get(), chatWidgetUrl: brand.id === CHAT_BRAND ? '/chat-widget.js' : null });
  });
}

/** A small fixed switcher to try the three variants. */
export function mountBrandSwitcher(container: HTMLElement): void {
  const draw = () => {
    const strings = demoStrings($locale.get());
    const label = document.createElement('label');
    const text = document.createElement('span');
    text.textContent = strings.brand;
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
    label.append(text, select);
    container.replaceChildren(label);
  };
  $locale.subscribe(draw);
  $brandOverride.listen(draw);
}
