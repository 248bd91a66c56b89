import { authDictionary } from '../core/locale/dictionaries/auth';
import { isSafeReturnPath } from '../core/navigation/return-to';
import { isLoginView, type LoginProps } from '../react/login/login-views';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Sign-in, sign-up, forgot and reset password, and email verification screens.
 * @tag academy-login
 * @attr {'login'|'signup'|'forgot-password'|'reset-password'|'verify-email'|'email-verification'|'resend-verification'} view - Which screen to show (default `login`).
 * @attr {string} token - Password-reset token; else taken from the route or the `token` query parameter.
 * @attr {string} email - Email to prefill; else the `email` query parameter.
 * @attr {string} redirect - Same-site path to open after sign-in instead of the remembered location.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language for this element, overriding the saved one.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ user }>} academy-login - After a successful sign-in.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; call preventDefault() to route yourself.
 * @csspart card - The form card.
 * @csspart input - Every text input.
 * @csspart button - Every button.
 * @cssproperty --academy-primary-main - Brand colour of buttons and links.
 */
export const AcademyLogin = createAcademyElement<LoginProps>({
  dictionary: authDictionary,
  load: () => import('../react/login/login-feature'),
  attributes: { view: 'string', token: 'string', email: 'string', redirect: 'string' },
  validate: { view: isLoginView, redirect: (value) => typeof value === 'string' && isSafeReturnPath(value) },
});

define('academy-login', AcademyLogin);

declare global {
  interface HTMLElementTagNameMap {
    'academy-login': HTMLElement & LoginProps;
  }
}
