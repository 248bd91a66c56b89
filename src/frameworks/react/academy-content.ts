// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-content> (only where `customElements` exists).
import '../../elements/academy-content';
import type { AcademyContent as AcademyContentElement } from '../../elements/academy-content';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-content>`: Dynamic button content page: the button's title, sanitised HTML body and attached document (a PDF inline, other files a view button). */
export const AcademyContent: AcademyComponent<
  AcademyContentElement,
  {
    /** The dynamic button to show (required: without it the element shows the "no button ID" error). */
    buttonId?: string;
    /** The route's content type; any other value is ignored with a console warning. */
    contentType?: 'dynamic-button';
    /** API host (the client adds `/backend/`); document paths resolve against it too. */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent(
  'academy-content',
  { buttonId: 'string', contentType: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-navigate', 'academy-session-expired', 'academy-error'],
);
