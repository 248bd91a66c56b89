// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-dashboard> (only where `customElements` exists).
import '../../elements/academy-dashboard';
import type { AcademyDashboard as AcademyDashboardElement } from '../../elements/academy-dashboard';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-dashboard>`: The signed-in home page: the learner or trainer dashboard by role, with a toggle for users who are both. */
export const AcademyDashboard: AcademyComponent<
  AcademyDashboardElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent('academy-dashboard', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-session-expired',
  'academy-error',
]);
