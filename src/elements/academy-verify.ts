import { verifyDictionary } from '../core/verify/strings';
import type { VerifyProps } from '../react/verify/verify-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Verify: the signed-in user's items, newest first, and a form that adds one.
 * @tag academy-verify
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back link asks for `/dashboard`.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @csspart page - The page wrapper.
 * @csspart back - The back-to-dashboard link.
 * @csspart form - The add form's card.
 * @csspart field - The labelled title input with its error line.
 * @csspart input - The title input.
 * @csspart button - Every button (add, retry); also `button-primary` or `button-secondary` by variant.
 * @csspart list - The list of items, newest first.
 * @csspart item - One item: its title and date.
 * @csspart empty - The message shown when there are no items.
 * @csspart loading - The spinner while the session or the list loads.
 * @csspart error - The failed-load state with its retry button.
 * @csspart alert - The message of the failed-load state; also `alert-danger`.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the buttons, links and focus rings.
 */
export const AcademyVerify = createAcademyElement<VerifyProps>({
  dictionary: verifyDictionary,
  load: () => import('../react/verify/verify-feature'),
  attributes: {},
});

define('academy-verify', AcademyVerify);

/** An `<academy-verify>` element, with its attributes as properties. */
export type AcademyVerify = InstanceType<typeof AcademyVerify>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-verify': AcademyVerify;
  }
}
