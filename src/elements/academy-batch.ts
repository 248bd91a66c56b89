import { batchDictionary } from '../core/batch/strings';
import { isBatchTab } from '../core/batch/page-tabs';
import type { BatchProps } from '../react/batch/batch-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/batch/events';

/**
 * @summary A trainer's batch page: header card (title, number, participants, sessions, average lecture time, dates, course), and the participants, attendance, assessment and insights tabs; the tab is kept in the page's `tab` query parameter.
 * @tag academy-batch
 * @attr {string} batch-no - The batch number to show.
 * @attr {'participants'|'attendance'|'assessment'|'insights'} tab - The tab shown (default: the page's `tab` query parameter, else participants); assessment only when the batch has criteria. Any other value is ignored with a console warning.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ batchNo, recordId, value }>} academy-score-saved - A sub-assessment score was saved.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back link and breadcrumb (to `/dashboard`) and the sign-in redirect for guests. A tab change is a `history.pushState` of the same path with `?tab=` (no event, so focus stays on the tab). Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The page wrapper.
 * @csspart loading - The spinner while the session or the batch loads.
 * @csspart back - The back-to-dashboard link.
 * @csspart breadcrumb - The breadcrumb navigation.
 * @csspart header - The header card.
 * @csspart not-found - The card for a batch that does not exist or that the user may not see.
 * @csspart error - A failed-to-load message with its retry button.
 * @csspart tabs - The tab list.
 * @csspart tab - One tab; the selected one also `tab-selected`.
 * @csspart tab-selected - The selected page tab (with `tab`).
 * @csspart panel - The selected tab's panel (carries `data-tab`).
 * @csspart tools - The search, page size and refresh row above a table.
 * @csspart search - A table's search box.
 * @csspart page-size - A table's rows-per-page select.
 * @csspart refresh - The assessment grid's refresh button.
 * @csspart table - The scrolling wrapper of a table.
 * @csspart row - One participant, assessment, exam activity, certificate, insights lecture or learner row (carries `data-participant-id`, `data-record-id`, `data-attempt-id` or `data-certificate-no`).
 * @csspart contact - A participant's contact cell.
 * @csspart allowance - A participant's extra-time cell: the allowance ('×1.5 +15 min') and its Extra time button.
 * @csspart mark - An attendance mark in the assessment grid (carries `data-mark`: P, A or L).
 * @csspart attendance-header - An attendance column's header.
 * @csspart sub-header - A sub-assessment column's header with its maximum.
 * @csspart score-input - An editable score.
 * @csspart score-error - A score's validation message.
 * @csspart score - A read-only score.
 * @csspart empty - An empty or no-match state.
 * @csspart pager - The range and previous / next row.
 * @csspart range - The 'from-to of total' text.
 * @csspart page-status - The 'page x of y' text.
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant; an insights export button carries `data-table` and `data-format`.
 * @csspart button-primary - A primary button, with `button` (Issue certificates names it literally).
 * @csspart alert - An outcome message; also `alert-danger`, `alert-success` or `alert-warning`.
 * @csspart lecture-tabs - The attendance tab's lecture sub-tabs.
 * @csspart lecture-panel - One lecture's attendance panel.
 * @csspart scan-list - An attendance record's scans in its entry log and View dialog.
 * @csspart scan - One scan (carries `data-flagged` when flagged).
 * @csspart scan-note - How and where a scan came, and its flags.
 * @csspart scan-method - QR code, typed code or offline scan.
 * @csspart scan-place - Distance from the venue and accuracy ('38 m away ±12 m').
 * @csspart scan-flag - A flag with its icon and words (carries `data-flag`: offline_unconfirmed, outside_venue, short_stay); also in a flagged row's name cell.
 * @csspart table-scroll - The attendance table's box: its scrolling body at 768 px and wider (phones scroll the page).
 * @csspart status - An attendance status pill: its label always, on the server's colour with black or white text (whichever reads at ≥ 4.5:1); neutral when the colour is missing or malformed.
 * @csspart mark-button - The 'Mark Attendance (count)' button.
 * @csspart dialog - The edit, view and multi-mark dialogs, an exam attempt's timeline, a learner's extra time, revoking a certificate and the certificate validity.
 * @csspart exam-activity - The assessment tab's exam activity: each attempt's time away and events, with its timeline button.
 * @csspart certificates - The participants tab's certificates: the course's validity line with Edit, the certificates ready to issue, then the issued certificates (when the batch has any): holder, number, date, state, and Revoke (which asks for a reason). A page opened at `#certificates` (`?tab=participants#certificates`, the trainer dashboard's "Process certificates") scrolls it into view and focuses its heading.
 * @csspart validity - The certificates' validity line ('valid for 24 months', 'never expire') and its Edit button (carries `data-validity` on the line: the months or `never`).
 * @csspart validity-dialog - The certificate validity dialog (with `dialog`).
 * @csspart certificates-ready - How many certificates wait to be issued, with Issue certificates.
 * @csspart issue-certificates - Issue certificates: each holder's English name is printed as it stands now.
 * @csspart board-launchers - The exam activity's list of exams with attempts, each item (carrying `data-exam-no`) with its Live board button.
 * @csspart board-dialog - The live exam board's dialog (with `dialog`).
 * @csspart board-table - The live board's scrolling table of attempts.
 * @csspart board-row - One attempt on the live board (carries `data-attempt-id` and `data-running`).
 * @csspart board-extend - A running attempt's Add time form: minutes and the button.
 * @csspart field - A labelled control of a dialog or of the insights' date range.
 * @csspart field-error - The insights' date range message under its field.
 * @csspart input - The status select and comments textarea of the attendance dialogs; the extra-time dialog's multiplier and minutes; the live board's minutes; the insights' dates (also `range-from` or `range-to`).
 * @csspart range-from - The insights' start date (with `input`).
 * @csspart range-to - The insights' end date (with `input`).
 * @csspart insights - The insights tab's content (#34), loaded when the tab first opens.
 * @csspart range-filter - The insights' date range form: from, to and Apply.
 * @csspart range-shown - The range the insights cover ('Showing … to …').
 * @csspart insights-at-risk - The at-risk section: its count as heading, the rule, the list.
 * @csspart at-risk-list - The learners at risk (25 at first, then Show more / Show all).
 * @csspart at-risk-shown - The 'Showing n of total learners' text under the at-risk list.
 * @csspart at-risk - One learner at risk (carries `data-participant-id`).
 * @csspart reason - One reason in words (carries `data-reason`: low_attendance, failed_exam, missed_exam or integrity_flags).
 * @csspart insights-lectures - Attendance per lecture: the rate and the late / early-leave charts.
 * @csspart insights-learners - Attendance per learner, lowest first, with Show more and Show all.
 * @csspart learners-shown - The 'Showing n of total learners' text.
 * @csspart insights-exams - The score spread per exam.
 * @csspart exam - One exam's summary and histogram (carries `data-exam`).
 * @csspart insights-criteria - The scores per assessment criterion.
 * @csspart criterion - One criterion's summary and histogram.
 * @csspart insights-exports - The CSV and Excel downloads of attendance, scores and the at-risk list.
 * @csspart export-status - The live text of an export (preparing, downloaded).
 * @csspart chart - One chart (a figure): the drawing (role img, named), its legend and its table.
 * @csspart chart-legend - A chart's legend in words, its marks' patterns beside them.
 * @csspart chart-table - A chart's data as a table, under 'Show as table'.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons, links, tabs and focus rings.
 */
export const AcademyBatch = createAcademyElement<BatchProps>({
  dictionary: batchDictionary,
  load: () => import('../react/batch/batch-feature'),
  attributes: { batchNo: 'string', tab: 'string' },
  validate: { tab: isBatchTab },
});

define('academy-batch', AcademyBatch);

/** An `<academy-batch>` element, with its attributes as properties. */
export type AcademyBatch = InstanceType<typeof AcademyBatch>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-batch': AcademyBatch;
  }
}
