import { shellDictionary } from '../core/locale/dictionaries/shell';
import type { ShellProps } from '../react/shell/shell-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Page chrome for signed-in pages: header, profile menu, language switch, footer, toasts and chat widget.
 * @tag academy-shell
 * @slot - The page content.
 * @attr {boolean} dashboard-toggle - Shows the learner/trainer dashboard toggle to trainers and instructors.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language for this element, overriding the saved one.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{}>} academy-logout - After sign-out.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; call preventDefault() to route yourself.
 * @event {CustomEvent<{ path }>} academy-session-expired - A call answered 401; the session was cleared.
 * @csspart header - The top bar.
 * @csspart footer - The copyright line.
 * @csspart content - The wrapper around slotted content.
 * @cssproperty --academy-primary-main - Brand colour of the header accents.
 */
export const AcademyShell = createAcademyElement<ShellProps>({
  dictionary: shellDictionary,
  load: () => import('../react/shell/shell-feature'),
  attributes: { dashboardToggle: 'boolean' },
});

define('academy-shell', AcademyShell);

declare global {
  interface HTMLElementTagNameMap {
    'academy-shell': HTMLElement & ShellProps;
  }
}
