import { profileDictionary } from '../core/profile/strings';
import type { ProfileProps } from '../react/profile/profile-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Profile settings: the signed-in user's names, the form that updates them, the calendar dates are shown in, email notices and the recent activity.
 * @tag academy-profile
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back button asks for `/dashboard`. Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The page wrapper; also carries `layout` and `layout-trainer` or `layout-learner`.
 * @csspart layout - The page wrapper (same node as `page`), for styling by layout.
 * @csspart back - The back-to-dashboard link.
 * @csspart role-label - The visible layout label (trainer or learner profile).
 * @csspart current - The current-profile card (English and Arabic names, 'Not set' fallback).
 * @csspart form - The name form card.
 * @csspart field - A labelled input with its error line.
 * @csspart input - The English and Arabic name inputs.
 * @csspart button - Every button; also `button-primary` or `button-secondary` by variant.
 * @csspart alert - The outcome message above the form; also `alert-danger` or `alert-success`.
 * @csspart certificate-note - The note that the English name is printed on certificates.
 * @csspart activity - The recent-activity card (600 px high).
 * @csspart activity-list - The scrolling list (480 px), focusable for keyboard scrolling.
 * @csspart activity-item - One timeline item.
 * @csspart activity-icon - The icon of an item.
 * @csspart badge - The type badge of an item.
 * @csspart skeleton - A placeholder row while the activity loads.
 * @csspart activity-empty - The empty state (with a retry after a failed load).
 * @csspart calendar - The calendar card: Gregorian, Umm al-Qura Hijri or both, each with today's date in it.
 * @csspart mail-preferences - The email-notices card: a switch per notice kind and the security-mail note.
 * @csspart loading - The spinner shown while the session loads.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the button, links and focus rings.
 */
export const AcademyProfile = createAcademyElement<ProfileProps>({
  dictionary: profileDictionary,
  load: () => import('../react/profile/profile-feature'),
  attributes: {},
});

define('academy-profile', AcademyProfile);

/** An `<academy-profile>` element, with its attributes as properties. */
export type AcademyProfile = InstanceType<typeof AcademyProfile>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-profile': AcademyProfile;
  }
}
