// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-login> (only where `customElements` exists).
import '../../elements/academy-login';
import type { AcademyLogin as AcademyLoginElement } from '../../elements/academy-login';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-login>`: Sign-in, sign-up, forgot and reset password, and email verification screens. */
export const AcademyLogin: AcademyComponent<
  AcademyLoginElement,
  {
    /** Which screen to show (default `login`). */
    view?:
      | 'login'
      | 'signup'
      | 'forgot-password'
      | 'reset-password'
      | 'verify-email'
      | 'email-verification'
      | 'resend-verification';
    /** Password-reset token; else taken from the route `/auth/reset-password/{token}` or the `token` query parameter. */
    token?: string;
    /** Email to prefill on the reset and waiting screens; else the `email` query parameter. */
    email?: string;
    /** Same-site path to open after sign-in (through `academy-navigate`, else the History API). Without it the element asks the host for the remembered location, else `/dashboard`, and when no host handles `academy-navigate` it shows a signed-in state (name, Continue, Sign out) instead of changing the URL. */
    redirect?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  | 'academy-login'
  | 'academy-logout'
  | 'academy-navigate'
  | 'academy-error'
  | 'academy-language-change'
  | 'academy-session-expired'
> = createComponent(
  'academy-login',
  {
    view: 'string',
    token: 'string',
    email: 'string',
    redirect: 'string',
    apiBase: 'string',
    lang: 'string',
    brand: 'string',
  },
  [
    'academy-login',
    'academy-logout',
    'academy-navigate',
    'academy-error',
    'academy-language-change',
    'academy-session-expired',
  ],
);
