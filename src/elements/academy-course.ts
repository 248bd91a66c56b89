import { courseDictionary } from '../core/course/strings';
import type { CourseProps } from '../react/course/course-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/course/events';

/** An id goes into API paths and the route: text without slashes, spaces or control characters, at most 64. */
const isId = (value: unknown) => typeof value === 'string' && /^[^\s/\\?#%]{1,64}$/u.test(value);

/**
 * @summary Course viewer: the course's units, chapters and contents in a sidebar (a drawer on phones) with overall progress, the shown content (video with its own controls, PDF and slide frames, quiz and assignment), previous / next, mark complete, and progress tracked and resumed — down to the second of a video.
 * @tag academy-course
 * @attr {string} course-id - The course to show (required); a value with a slash, a space or over 64 characters is ignored with a console warning.
 * @attr {string} content-id - The content to open; without it the viewer resumes at the first content not yet complete. Changing it shows that content.
 * @attr {string} course-progress-id - The learner's progress record; without it nothing is tracked. A record that does not exist (a copied link) sends the learner to /dashboard after 3 s.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ courseId, contentId, completed, percentage }>} academy-course-progress - A content was completed (marked, 90 % of a video, a document shown) or unmarked; `percentage` is the course's new share.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the shown content's route (/course/{courseId}/{contentId}/{courseProgressId}), /dashboard, and the sign-in redirect for guests. Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The viewer (carries the `toc-open` and `narrow` classes).
 * @csspart loading - The spinner or skeleton while the session, course and progress load.
 * @csspart header - Back, the course title, previous / next.
 * @csspart back - The back-to-dashboard link.
 * @csspart nav - Previous, position and next.
 * @csspart previous - The previous button (disabled at the first content).
 * @csspart next - The next button (disabled at the last content).
 * @csspart position - 'n of total'.
 * @csspart toc - The table of contents (also `drawer` below 768 px).
 * @csspart drawer - The table of contents when it is a drawer (below 768 px).
 * @csspart toc-close - The drawer's close button.
 * @csspart progress - The overall progress bar with its text.
 * @csspart progress-text - 'n% complete'.
 * @csspart expand-all - Expand all.
 * @csspart collapse-all - Collapse all.
 * @csspart toc-toggle - A unit or chapter toggle, and the footer's show/hide contents button.
 * @csspart toc-content - One content (carries `data-content-id`, `data-done`, and `aria-current` when shown).
 * @csspart backdrop - The shade behind the drawer.
 * @csspart content - The shown content (carries `data-type`).
 * @csspart content-type - The content's type label.
 * @csspart video - The video player.
 * @csspart video-controls - The player's control bar.
 * @csspart play - Play / pause.
 * @csspart seek - The seek bar.
 * @csspart time - 'current / total'.
 * @csspart speed - The playback speed list.
 * @csspart mute - Mute / unmute.
 * @csspart captions - Captions on / off (carries `aria-pressed`), shown when the video has caption tracks.
 * @csspart fullscreen - Full screen.
 * @csspart document - The PDF or presentation frame.
 * @csspart document-loading - The 1 s placeholder over the frame.
 * @csspart open-link - Open the document, quiz or assignment in a new tab.
 * @csspart download - The content's download link.
 * @csspart media-error - The viewer error with Try Again when a video or document cannot load.
 * @csspart footer - Show/hide contents, unit and chapter, mark complete.
 * @csspart place - The unit and chapter title.
 * @csspart mark - Mark as complete / Mark as incomplete (carries `data-done`).
 * @csspart error - 'Error loading course' / 'Error loading course progress' with the detail and Try Again.
 * @csspart retry - The Try Again button.
 * @csspart not-found - 'Course not found' with the back link.
 * @csspart no-content - 'This course does not have any content available.'
 * @csspart copied-link - The notice before the redirect to /dashboard.
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant.
 * @csspart alert - A message; also `alert-danger` or `alert-warning`.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons, the progress bar, the shown content and focus rings.
 */
export const AcademyCourse = createAcademyElement<CourseProps>({
  dictionary: courseDictionary,
  load: () => import('../react/course/course-feature'),
  attributes: { courseId: 'string', contentId: 'string', courseProgressId: 'string' },
  validate: { courseId: isId, contentId: isId, courseProgressId: isId },
});

define('academy-course', AcademyCourse);

/** An `<academy-course>` element, with its attributes as properties. */
export type AcademyCourse = InstanceType<typeof AcademyCourse>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-course': AcademyCourse;
  }
}
