import { scannerDictionary } from '../core/scanner/strings';
import type { ScannerProps } from '../react/scanner/scanner-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/scanner/events';

/**
 * @summary Learner QR attendance scanner: location check, live camera with a scan frame, automatic check-in or check-out, a typed code instead, scans kept offline and sent later, browser permission guidelines.
 * @tag academy-scanner
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ lectureId, entryType, message }>} academy-attendance-marked - The server accepted a scanned (or confirmed, typed or kept offline) code: the lecture id ('' for a typed code), the code's entry type (`IN`, `OUT`, `IN_OUT`; `IN` for a typed code) and the message shown.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; the back button asks for `/dashboard`, and a guest is sent to `/auth/login`. Call preventDefault() to route yourself.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ lang }>} academy-language-change - The user switched the page language with the element's switch; every element and its data follow. The host's own `setLanguage()` sends none.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The page wrapper.
 * @csspart loading - The spinner while the session loads.
 * @csspart back - The back-to-dashboard link.
 * @csspart alert - A message drawn by the shared kit (also `alert-` and its variant).
 * @csspart language-switch - The language switch.
 * @csspart instructions - The five numbered steps and the guidelines button under the camera, a disclosure: folded on a phone (below 768 px), open wider.
 * @csspart instructions-toggle - The instructions' title, which folds and unfolds them.
 * @csspart guidelines-button - The button opening the browser guidelines.
 * @csspart location-banner - The location state (carries `data-status`: detecting, verified, error), with Retry on error.
 * @csspart location-detail - Why no position came ('ERR: …', in Arabic the reason's own words) or the unsupported notice in the banner.
 * @csspart scan-view - The camera area, shown only while no code is held (carries `data-camera`: starting, started, failed).
 * @csspart video - The live camera video.
 * @csspart scan-frame - The frame drawn over the scan region (the centred two thirds).
 * @csspart scan-label - 'Scanning…' (or 'Starting the camera…') over the video.
 * @csspart camera-error - The notice with a restart button when the camera could not start.
 * @csspart error-panel - The submission error (the server's message, sanitised HTML).
 * @csspart progress-panel - 'Submitting your attendance…'.
 * @csspart success-panel - The success message (carries `data-call`: scan or create).
 * @csspart saved-panel - 'Saved — it will be sent when you are back online' after a scan read offline (carries `data-call`).
 * @csspart offline-panel - Kept scans waiting for the network or being sent (carries `data-state`: pending, sending).
 * @csspart typed-code - The area of the "Enter the code instead" button and form.
 * @csspart typed-code-open - The "Enter the code instead" button.
 * @csspart typed-code-form - The form for the six-digit code.
 * @csspart typed-code-input - The code field (numeric keyboard, one-time-code autofill).
 * @csspart typed-code-error - The field's message: a malformed code, or the server's refusal.
 * @csspart typed-code-submit - The form's submit button.
 * @csspart field - The code field's wrapper (label, input, hint, message).
 * @csspart input - The code field's input.
 * @csspart dialog - Every modal `<dialog>` (carries `data-type`: info_submit, loading, success, success_submit, error_reload, error_reload_check, location, camera, invalid_qr, guidelines).
 * @csspart dialog-title - A dialog's heading.
 * @csspart dialog-message - A dialog's message.
 * @csspart dialog-detail - The location dialog's 'ERR: …' line.
 * @csspart dialog-actions - A dialog's buttons.
 * @csspart guidelines - The guidelines dialog (same node as its `dialog` part).
 * @csspart guidelines-close - The guidelines dialog's close button.
 * @csspart tabs - The browser tab list.
 * @csspart tab - One browser tab (carries `data-browser`: safari, chrome, edge).
 * @csspart tab-panel - One browser's panel (carries `data-browser`).
 * @csspart guideline-part - A browser part of a panel (carries `data-part`: safari, chrome, edgeAndroid, edgeIphone).
 * @csspart guideline-section - A collapsible section (carries `data-section`: location, camera, additional).
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons, links, the active tab and focus rings.
 */
export const AcademyScanner = createAcademyElement<ScannerProps>({
  dictionary: scannerDictionary,
  load: () => import('../react/scanner/scanner-feature'),
  attributes: {},
});

define('academy-scanner', AcademyScanner);

/** An `<academy-scanner>` element, with its attributes as properties. */
export type AcademyScanner = InstanceType<typeof AcademyScanner>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-scanner': AcademyScanner;
  }
}
