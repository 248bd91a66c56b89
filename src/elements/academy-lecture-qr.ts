import { isLectureLayout } from '../core/lecture-qr/layout';
import { lectureQrDictionary } from '../core/lecture-qr/strings';
import type { LectureQrProps } from '../react/lecture-qr/lecture-qr-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary Trainer attendance QR page: the lecture's check-in and check-out codes as the server issues them (signed, rotating, each with a typed number), a presentation mode and paper codes for print, its status, times, duration and venue, and a live roster of who has checked in and out with how and where. Works alone in a slide page, and on a slide of a deck (`layout="slide"`).
 * @tag academy-lecture-qr
 * @attr {string} lecture-id - The lecture whose codes are shown (required); an empty id or one holding `$` is ignored with a console warning.
 * @attr {'page'|'slide'} layout - `page`: the trainer's whole page. `slide`: only what a room needs (the lecture's title, the code as large as its container allows with its typed number, the entry type and the checked-in count) on its own light card, sized from its container. Without it, `slide` when the element's container is wider than tall and under 800 px high, otherwise `page`; any other value is ignored with a console warning.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back link asks for /dashboard, and a guest is sent to /auth/login. Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The page wrapper.
 * @csspart loading - The spinner while the session loads.
 * @csspart back - The back-to-dashboard link (hidden in print).
 * @csspart online - The online/offline indicator (carries `data-online`).
 * @csspart refresh - The refresh button.
 * @csspart button - Every button; also `button-primary` or `button-secondary` by variant.
 * @csspart skeleton - The placeholder while the lecture loads.
 * @csspart error - The 'Error Loading Lecture' card with Retry.
 * @csspart alert - The message of the error card.
 * @csspart not-found - The card for a lecture that does not exist or is not this trainer's.
 * @csspart status-banner - The status message (carries `data-status`: ongoing, startsIn, endedAgo, unavailable, missing).
 * @csspart qr - The card with the tabs and the codes.
 * @csspart tab - One of the Check In / Check Out / Check In & Out tabs.
 * @csspart code - One code with its caption and typed number (carries `data-entry`: IN or OUT).
 * @csspart typed-code - The code's number for a learner whose camera fails, grouped by three (carries `data-code`).
 * @csspart unavailable - 'QR Code not available'.
 * @csspart rotation - The note that the code keeps changing (hidden in print).
 * @csspart slide - The slide layout's card (`layout="slide"`): title, entry type, checked-in count and the codes.
 * @csspart slide-title - The lecture's title on the slide layout.
 * @csspart checked-in - How many learners are checked in now, on the slide layout (carries `data-count`).
 * @csspart present - The Present button (full screen; over a deck already full screen, an overlay on it).
 * @csspart presentation - The presentation view: the codes as large as the screen allows.
 * @csspart presented-code - One code in the presentation view (carries `data-entry`).
 * @csspart present-close - The button leaving the presentation (Escape does too).
 * @csspart print - The Print button.
 * @csspart print-codes - The paper codes, shown in print only.
 * @csspart print-code - One paper code (carries `data-entry`).
 * @csspart venue - The venue card (hidden in print; carries `data-venue`: set or none).
 * @csspart venue-state - Whether scans are checked against a venue, and its radius.
 * @csspart venue-use - The 'Use my current location as the venue' button.
 * @csspart venue-saved - What was set.
 * @csspart venue-error - Why the venue could not be set.
 * @csspart instruction - The instruction for learners.
 * @csspart lecture - Batch title, date and times, time zone and duration.
 * @csspart roster - The live roster (hidden in print).
 * @csspart roster-updated - When the roster was last read.
 * @csspart roster-column - One column: checked in, checked out or not yet (carries `data-state`).
 * @csspart roster-count - The count badge of a column or of the collapsed roster.
 * @csspart roster-person - One learner (carries `data-participant`, and `data-flagged` when flagged).
 * @csspart roster-toggle - 'Show everyone' / 'Show counts only' on a long roster.
 * @csspart roster-counts - The counts of a collapsed roster.
 * @csspart roster-search - The name search of a collapsed roster.
 * @csspart roster-matches - The learners matching the search.
 * @csspart roster-flagged - The flagged learners of a collapsed roster ('Needs a look').
 * @csspart scan-note - How and where a learner's scan came, and its flags.
 * @csspart scan-method - QR code, typed code or offline scan.
 * @csspart scan-place - Distance from the venue and accuracy ('38 m away ±12 m').
 * @csspart scan-flag - A flag with its icon and words (carries `data-flag`: offline_unconfirmed, outside_venue, short_stay).
 * @csspart accept-offline - 'Accept offline scan' on a learner whose scan was kept offline and is not accepted yet.
 * @csspart accept-offline-error - Why accepting the offline scan failed.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of the selected tab, buttons and focus rings.
 */
export const AcademyLectureQr = createAcademyElement<LectureQrProps>({
  dictionary: lectureQrDictionary,
  load: () => import('../react/lecture-qr/lecture-qr-feature'),
  attributes: { lectureId: 'string', layout: 'string' },
  validate: {
    // The id goes into the code's `$`-separated text: an id holding the separator could never be scanned.
    lectureId: (value) => typeof value === 'string' && value.trim() !== '' && !value.includes('$'),
    layout: isLectureLayout,
  },
});

define('academy-lecture-qr', AcademyLectureQr);

/** An `<academy-lecture-qr>` element, with its attributes as properties. */
export type AcademyLectureQr = InstanceType<typeof AcademyLectureQr>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-lecture-qr': AcademyLectureQr;
  }
}
