import { shellDictionary } from '../core/shell/strings';
import type { ShellProps } from '../react/shell/shell-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Page chrome for signed-in pages: header, notifications, profile menu, language switch, footer, toasts and chat widget.
 * @tag academy-shell
 * @slot - The page content.
 * @attr {boolean} dashboard-toggle - Shows the learner/trainer dashboard toggle to users who are both a trainer (or instructor) and a learner (or student).
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{}>} academy-logout - After sign-out (also on `document` when the element was removed meanwhile).
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; call preventDefault() to route yourself.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ lang }>} academy-language-change - The user switched the page language with the element's switch; every element and its data follow. The host's own `setLanguage()` sends none.
 * @csspart header - The top bar.
 * @csspart brand - The logo and academy name, linking to the dashboard.
 * @csspart dashboard-toggle - The learner/trainer dashboard toggle.
 * @csspart notifications-button - The bell in the header, with the unread count; opens the notifications panel.
 * @csspart notifications - The notifications panel below the bell: the user's notifications, newest first.
 * @csspart language-switch - The English/Arabic toggle in the header.
 * @csspart profile-summary - Name, Arabic name, email and NID at the top of the profile menu.
 * @csspart profile-menu-failed - The note below the profile button when the menu's code could not be fetched, with Try Again.
 * @csspart alert - The network message in `profile-menu-failed`; also `alert-danger`.
 * @csspart button - Its Try Again button; also `button-secondary`.
 * @csspart loading - The spinner shown while the session loads or a guest is redirected.
 * @csspart content - The wrapper around slotted content.
 * @csspart footer - The copyright line.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the header accents.
 */
export const AcademyShell = createAcademyElement<ShellProps>({
  dictionary: shellDictionary,
  load: () => import('../react/shell/shell-feature'),
  attributes: { dashboardToggle: 'boolean' },
});

define('academy-shell', AcademyShell);

/** An `<academy-shell>` element, with its attributes as properties. */
export type AcademyShell = InstanceType<typeof AcademyShell>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-shell': AcademyShell;
  }
}
