import { verifyDictionary } from '../core/verify/strings';
import type { VerifyProps } from '../react/verify/verify-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Verify: anyone checks a certificate by its verification code, without signing in: the holder's name as
 * issued, the course, the date, the number and whether it is valid, expired or revoked.
 * @tag academy-verify
 * @attr {string} code - The verification code to check (from `/verify/{code}`, the address printed on the certificate); without one, a form asks for it.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the form asks for `/verify/{code}`, "check another code" for `/verify`.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared (a signed-in visitor's expired session).
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @csspart page - The page wrapper.
 * @csspart form - The look-up form.
 * @csspart field - The labelled code input with its error line.
 * @csspart input - The code input.
 * @csspart button - The check button; also `button-primary`.
 * @csspart result - The card of a checked code; also `result-valid`, `result-expired` or `result-revoked` by state.
 * @csspart result-missing - The card saying that no certificate has the code (also `result`).
 * @csspart state - The state line: its icon and words.
 * @csspart facts - The holder, course, dates and number.
 * @csspart another - The link back to the form.
 * @csspart loading - The spinner while the code is checked.
 * @csspart error - A failed check or too many checks.
 * @csspart alert - The message of the failed state; also `alert-danger`.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the buttons, links and focus rings.
 * @cssproperty --academy-success-main - Colour of the valid state's icon.
 * @cssproperty --academy-error-main - Colour of the revoked and missing states' icon.
 * @cssproperty --academy-warning-main - Colour of the expired state's icon.
 */
export const AcademyVerify = createAcademyElement<VerifyProps>({
  dictionary: verifyDictionary,
  load: () => import('../react/verify/verify-feature'),
  attributes: { code: 'string' },
});

define('academy-verify', AcademyVerify);

/** An `<academy-verify>` element, with its attributes as properties. */
export type AcademyVerify = InstanceType<typeof AcademyVerify>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-verify': AcademyVerify;
  }
}
