// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-course> (only where `customElements` exists).
import '../../elements/academy-course';
import type { AcademyCourse as AcademyCourseElement } from '../../elements/academy-course';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-course>`: Course viewer: the course's units, chapters and contents in a sidebar (a drawer on phones) with overall progress, the shown content (video with its own controls, PDF and slide frames, quiz and assignment), previous / next, mark complete, and progress tracked and resumed — down to the second of a video. */
export const AcademyCourse: AcademyComponent<
  AcademyCourseElement,
  {
    /** The course to show (required); a value with a slash, a space or over 64 characters is ignored with a console warning. */
    courseId?: string;
    /** The content to open; without it the viewer resumes at the first content not yet complete. Changing it shows that content. */
    contentId?: string;
    /** The learner's progress record; without it nothing is tracked. A record that does not exist (a copied link) sends the learner to /dashboard after 3 s. */
    courseProgressId?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-course-progress' | 'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent(
  'academy-course',
  {
    courseId: 'string',
    contentId: 'string',
    courseProgressId: 'string',
    apiBase: 'string',
    lang: 'string',
    brand: 'string',
  },
  ['academy-course-progress', 'academy-navigate', 'academy-error', 'academy-session-expired'],
);
