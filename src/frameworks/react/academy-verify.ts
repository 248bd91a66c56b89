// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-verify> (only where `customElements` exists).
import '../../elements/academy-verify';
import type { AcademyVerify as AcademyVerifyElement } from '../../elements/academy-verify';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-verify>`: Verify: anyone checks a certificate by its verification code, without signing in: the holder's name as issued, the course, the date, the number and whether it is valid, expired or revoked. */
export const AcademyVerify: AcademyComponent<
  AcademyVerifyElement,
  {
    /** The verification code to check (from `/verify/{code}`, the address printed on the certificate); without one, a form asks for it. */
    code?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent('academy-verify', { code: 'string', apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-session-expired',
  'academy-error',
]);
