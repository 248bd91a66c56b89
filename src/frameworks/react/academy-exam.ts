// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-exam> (only where `customElements` exists).
import '../../elements/academy-exam';
import type { AcademyExam as AcademyExamElement } from '../../elements/academy-exam';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-exam>`: Exams: taking (window and eligibility views, instructions with the before-exam survey and Start, then the timed exam — total or per-question timer, skip and revisit, answers saved after each one and kept through a dropped network or a reload — and the completed view), the result with its certificate section and detailed report, and the after-exam survey. */
export const AcademyExam: AcademyComponent<
  AcademyExamElement,
  {
    /** The exam number (/app/exam/{examNo}/…); a value with a slash, a space or over 64 characters is ignored with a console warning. */
    examNo?: string;
    /** Which screen: taking (default), the result, or the after-exam feedback; any other value is ignored with a console warning. */
    view?: 'take' | 'result' | 'feedback';
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  | 'academy-exam-started'
  | 'academy-exam-completed'
  | 'academy-navigate'
  | 'academy-error'
  | 'academy-language-change'
  | 'academy-session-expired'
> = createComponent(
  'academy-exam',
  { examNo: 'string', view: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  [
    'academy-exam-started',
    'academy-exam-completed',
    'academy-navigate',
    'academy-error',
    'academy-language-change',
    'academy-session-expired',
  ],
);
