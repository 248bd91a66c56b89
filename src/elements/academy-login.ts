import { loginDictionary } from '../core/login/strings';
import { isSafeReturnPath } from '../core/navigation/return-to';
import { isLoginView, type LoginProps } from '../react/login/login-views';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/login/events';

/**
 * @summary Sign-in, sign-up, forgot and reset password, and email verification screens.
 * @tag academy-login
 * @attr {'login'|'signup'|'forgot-password'|'reset-password'|'verify-email'|'email-verification'|'resend-verification'} view - Which screen to show (default `login`).
 * @attr {string} token - Password-reset token; else taken from the route `/auth/reset-password/{token}` or the `token` query parameter.
 * @attr {string} email - Email to prefill on the reset and waiting screens; else the `email` query parameter.
 * @attr {string} redirect - Same-site path to open after sign-in (through `academy-navigate`, else the History API). Without it the element asks the host for the remembered location, else `/dashboard`, and when no host handles `academy-navigate` it shows a signed-in state (name, Continue, Sign out) instead of changing the URL.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ user }>} academy-login - After a successful sign-in.
 * @event {CustomEvent<{}>} academy-logout - After "Sign out" in the signed-in state.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ lang }>} academy-language-change - The user switched the page language with the element's switch; every element and its data follow. The host's own `setLanguage()` sends none.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart card - The card around each screen.
 * @csspart field - A labelled input with its error line.
 * @csspart input - Every text input.
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant.
 * @csspart alert - An inline message; also `alert-danger`, `alert-success`, `alert-warning` or `alert-primary`.
 * @csspart language-switch - The English/Arabic toggle; hide it with `display: none` when the page has its own.
 * @csspart loading - The spinner inside the card while another screen's code arrives (sign-up, password and email screens load on first use).
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons and links.
 */
export const AcademyLogin = createAcademyElement<LoginProps>({
  dictionary: loginDictionary,
  load: () => import('../react/login/login-feature'),
  attributes: { view: 'string', token: 'string', email: 'string', redirect: 'string' },
  validate: { view: isLoginView, redirect: (value) => typeof value === 'string' && isSafeReturnPath(value) },
});

define('academy-login', AcademyLogin);

/** An `<academy-login>` element, with its attributes as properties. */
export type AcademyLogin = InstanceType<typeof AcademyLogin>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-login': AcademyLogin;
  }
}
