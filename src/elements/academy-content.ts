import { isContentType } from '../core/content/content-rules';
import { contentDictionary } from '../core/content/strings';
import type { ContentProps } from '../react/content/content-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Dynamic button content page: the button's title, sanitised HTML body and attached document (a PDF inline, other files a view button).
 * @tag academy-content
 * @attr {string} button-id - The dynamic button to show (required: without it the element shows the "no button ID" error).
 * @attr {'dynamic-button'} content-type - The route's content type; any other value is ignored with a console warning.
 * @attr {string} api-base - API host (the client adds `/backend/`); document paths resolve against it too.
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back-to-dashboard link asks for /dashboard.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @csspart back - The back-to-dashboard link.
 * @csspart content - The card holding title, body and document.
 * @csspart title - The button's title (h1).
 * @csspart document - The attached-document section.
 * @csspart document-frame - The 600 px frame showing a PDF.
 * @csspart open-in-new-tab - The link opening the PDF in a new tab.
 * @csspart view-document - The link opening a non-PDF document.
 * @csspart empty - The "no content" message.
 * @csspart loading - The spinner while the content loads.
 * @csspart error - An error state (noBtnId, noButton, loadFailed) with its retry button when retrying can help.
 * @csspart alert - The message of an error state or of the sign-in request.
 * @csspart button - The retry button.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of links and buttons.
 */
export const AcademyContent = createAcademyElement<ContentProps>({
  dictionary: contentDictionary,
  load: () => import('../react/content/content-feature'),
  attributes: { buttonId: 'string', contentType: 'string' },
  validate: { contentType: isContentType },
});

define('academy-content', AcademyContent);

/** An `<academy-content>` element, with its attributes as properties. */
export type AcademyContent = InstanceType<typeof AcademyContent>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-content': AcademyContent;
  }
}
