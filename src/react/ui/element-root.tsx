import { useStore } from '@nanostores/react';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { $brand, claimBrand } from '../../core/brand/brand-store';
import { brandCss } from '../../core/brand/tokens';
import { claimApiBase } from '../../core/config/config';
import { emit } from '../../core/events/emit';
import { directionOf, isLocale } from '../../core/locale/locale-store';
import { navigate } from '../../core/navigation/navigate';
import { startSession } from '../../core/session/session';
import { ElementContext, type ElementApi } from './element-context';
import { ErrorBoundary } from './error-boundary';
import { ensureFonts } from './fonts';
import { setStyles } from './stylesheets';
import baseCss from './styles/base.css?inline';
import { Toaster } from './toaster';
import { LocaleOverrideContext, useLocale } from './use-i18n';

/** Marks the `lang` value the element wrote itself, so it is not mistaken for an author override. */
export const REFLECTED_LANG = Symbol.for('academy.reflected-lang');

/** Attributes every element accepts (§ Elements: api-base, lang, brand). */
export interface CommonElementProps {
  container?: ShadowRoot;
  apiBase?: string;
  lang?: string;
  brand?: string;
}

function HostSync({ host, root }: { host: HTMLElement; root: ShadowRoot }) {
  const locale = useLocale();
  const brand = useStore($brand);
  useLayoutEffect(() => setStyles(root, 'base', [baseCss]), [root]);
  useLayoutEffect(() => setStyles(root, 'brand', [brandCss(brand.palette)]), [root, brand]);
  useLayoutEffect(() => {
    // Marked only during our own write (attributeChangedCallback runs synchronously inside it): an author
    // setting the same value later is still an override.
    const marked = host as HTMLElement & { [REFLECTED_LANG]?: string };
    marked[REFLECTED_LANG] = locale;
    if (host.getAttribute('lang') !== locale) host.setAttribute('lang', locale);
    delete marked[REFLECTED_LANG];
    host.setAttribute('dir', directionOf(locale));
  }, [host, locale]);
  return null;
}

/**
 * Wraps every feature: applies the common attributes to the shared stores, keeps the host's
 * `lang`/`dir`, base styles and brand tokens in step with the stores, and catches render failures.
 */
export function ElementRoot({
  container,
  apiBase,
  lang,
  brand,
  children,
}: CommonElementProps & { children: ReactNode }) {
  const root = container as ShadowRoot;
  const host = root.host as HTMLElement;
  // Removing an attribute (or the element) releases what it applied to the page-wide stores.
  useLayoutEffect(() => claimApiBase(apiBase), [apiBase]);
  useLayoutEffect(() => claimBrand(brand), [brand]);
  useEffect(() => {
    ensureFonts();
    void startSession();
  }, []);
  const api = useMemo<ElementApi>(
    () => ({
      host,
      emit: (name, detail) => emit(host, name, detail),
      navigate: (path, options) => navigate(host, path, options),
    }),
    [host],
  );
  return (
    <ElementContext.Provider value={api}>
      <LocaleOverrideContext.Provider value={isLocale(lang) ? lang : null}>
        <HostSync host={host} root={root} />
        <ErrorBoundary onError={(error) => api.emit('academy-error', { message: error.message })}>
          {children}
        </ErrorBoundary>
        <Toaster />
      </LocaleOverrideContext.Provider>
    </ElementContext.Provider>
  );
}
