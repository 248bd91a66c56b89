// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-batch> (only where `customElements` exists).
import '../../elements/academy-batch';
import type { AcademyBatch as AcademyBatchElement } from '../../elements/academy-batch';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-batch>`: A trainer's batch page: header card (title, number, participants, sessions, average lecture time, dates, course), and the participants, attendance, assessment and insights tabs; the tab is kept in the page's `tab` query parameter. */
export const AcademyBatch: AcademyComponent<
  AcademyBatchElement,
  {
    /** The batch number to show. */
    batchNo?: string;
    /** The tab shown (default: the page's `tab` query parameter, else participants); assessment only when the batch has criteria. Any other value is ignored with a console warning. */
    tab?: 'participants' | 'attendance' | 'assessment' | 'insights';
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-score-saved' | 'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent(
  'academy-batch',
  { batchNo: 'string', tab: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-score-saved', 'academy-navigate', 'academy-error', 'academy-session-expired'],
);
