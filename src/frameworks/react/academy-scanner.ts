// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-scanner> (only where `customElements` exists).
import '../../elements/academy-scanner';
import type { AcademyScanner as AcademyScannerElement } from '../../elements/academy-scanner';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-scanner>`: Learner QR attendance scanner: location check, live camera with a scan frame, automatic check-in or check-out, a typed code instead, scans kept offline and sent later, browser permission guidelines. */
export const AcademyScanner: AcademyComponent<
  AcademyScannerElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  | 'academy-attendance-marked'
  | 'academy-navigate'
  | 'academy-error'
  | 'academy-language-change'
  | 'academy-session-expired'
> = createComponent('academy-scanner', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-attendance-marked',
  'academy-navigate',
  'academy-error',
  'academy-language-change',
  'academy-session-expired',
]);
