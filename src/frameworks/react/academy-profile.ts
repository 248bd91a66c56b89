// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-profile> (only where `customElements` exists).
import '../../elements/academy-profile';
import type { AcademyProfile as AcademyProfileElement } from '../../elements/academy-profile';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-profile>`: Profile settings: the signed-in user's names, the form that updates them, the calendar dates are shown in, email notices and the recent activity. */
export const AcademyProfile: AcademyComponent<
  AcademyProfileElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent('academy-profile', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-error',
  'academy-session-expired',
]);
