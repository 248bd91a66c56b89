/** The one-script bundle: registers every element (each `academy-*.ts` define-only file, found at build time). */
import.meta.glob('./academy-*.ts', { eager: true });

export { getLanguage, setLanguage } from '../core/locale/page-language';
export type { AcademyEventMap, AcademyEventName, LanguageChangeDetail, NavigateDetail } from '../core/events/event-map';
export type { AcademyGlobalConfig } from '../core/config/global-config';
export type { AcademyElement, AcademyElementClass, CommonElementProperties } from './element-types';

// For a host page that runs the whole app, as the demo host does: it routes every page to its element behind the
// route guard, follows the session, and draws the brand's theme and switcher with the elements' own stores.
export { $brand, $brandOverride, setBrandOverride } from '../core/brand/brand-store';
export type { Palette } from '../core/brand/palette';
export { brandCss, paletteTokens } from '../core/brand/tokens';
export { BRAND_VARIANTS, isBrandVariantId, type BrandVariant, type BrandVariantId } from '../core/brand/variants';
export { $config } from '../core/config/config';
export { $locale, directionOf, type Locale } from '../core/locale/locale-store';
export { currentPath, navigate } from '../core/navigation/navigate';
export { syncPathname } from '../core/navigation/path-store';
export { rememberLocation } from '../core/navigation/return-to';
export { guardRoute, type RouteMatch, type RouteName } from '../core/navigation/routes';
export type { User } from '../core/api/schemas/user';
export { $session, startSession } from '../core/session/session';
