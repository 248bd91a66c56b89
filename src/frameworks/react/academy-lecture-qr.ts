// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers <academy-lecture-qr> (only where `customElements` exists).
import '../../elements/academy-lecture-qr';
import type { AcademyLectureQr as AcademyLectureQrElement } from '../../elements/academy-lecture-qr';
import { createComponent, type AcademyComponent } from './create-component';

// Named here too, so a host emitting declarations can name the component type (TS2742).
export type { AcademyComponent } from './create-component';

/** `<academy-lecture-qr>`: Trainer attendance QR page: the lecture's check-in and check-out codes as the server issues them (signed, rotating, each with a typed number), a presentation mode and paper codes for print, its status, times, duration and venue, and a live roster of who has checked in and out with how and where. Works alone in a slide page, and on a slide of a deck (`layout="slide"`). */
export const AcademyLectureQr: AcademyComponent<
  AcademyLectureQrElement,
  {
    /** The lecture whose codes are shown (required); an empty id or one holding `$` is ignored with a console warning. */
    lectureId?: string;
    /** `page`: the trainer's whole page. `slide`: only what a room needs (the lecture's title, the code as large as its container allows with its typed number, the entry type and the checked-in count) on its own light card, sized from its container. Without it, `slide` when the element's container is wider than tall and under 800 px high, otherwise `page`; any other value is ignored with a console warning. */
    layout?: 'page' | 'slide';
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent(
  'academy-lecture-qr',
  { lectureId: 'string', layout: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-navigate', 'academy-error', 'academy-session-expired'],
);
