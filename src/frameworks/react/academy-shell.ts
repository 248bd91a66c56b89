// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-shell> (only where `customElements` exists).
import '../../elements/academy-shell';
import type { AcademyShell as AcademyShellElement } from '../../elements/academy-shell';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-shell>`: Page chrome for signed-in pages: header, notifications, profile menu, language switch, footer, toasts and chat widget. */
export const AcademyShell: AcademyComponent<
  AcademyShellElement,
  {
    /** Shows the learner/trainer dashboard toggle to users who are both a trainer (or instructor) and a learner (or student). */
    dashboardToggle?: boolean;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-logout' | 'academy-navigate' | 'academy-session-expired' | 'academy-error' | 'academy-language-change'
> = createComponent(
  'academy-shell',
  { dashboardToggle: 'boolean', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-logout', 'academy-navigate', 'academy-session-expired', 'academy-error', 'academy-language-change'],
);
