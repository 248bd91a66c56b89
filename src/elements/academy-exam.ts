import { examDictionary } from '../core/exam/strings';
import type { ExamProps } from '../react/exam/exam-props';
import { createAcademyElement } from './create-element';
import { define } from './define';

// Type-only: the feature's events join AcademyEventMap wherever this entry's declarations are loaded.
export type {} from '../core/exam/events';

const VIEWS: readonly unknown[] = ['take', 'result', 'feedback'];
/** An exam number goes into API paths and the route: text without slashes, spaces or control characters, at most 64. */
const isExamNo = (value: unknown) => typeof value === 'string' && /^[^\s/\\?#%]{1,64}$/u.test(value);

/**
 * @summary Exams: taking (window and eligibility views, instructions with the before-exam survey and Start, then the timed exam — total or per-question timer, skip and revisit, answers saved after each one and kept through a dropped network or a reload — and the completed view), the result with its certificate section and detailed report, and the after-exam survey.
 * @tag academy-exam
 * @attr {string} exam-no - The exam number (/app/exam/{examNo}/…); a value with a slash, a space or over 64 characters is ignored with a console warning.
 * @attr {'take'|'result'|'feedback'} view - Which screen: taking (default), the result, or the after-exam feedback; any other value is ignored with a console warning.
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ examNo }>} academy-exam-started - An attempt was started from the instructions.
 * @event {CustomEvent<{ examNo, attemptId, reason }>} academy-exam-completed - The attempt ended: `reason` is `answered`, `time-up` or `server`.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; /dashboard, the result and feedback pages (/app/exam/{examNo}/result, /feedback), and the sign-in redirect for guests. Call preventDefault() to route yourself. While an exam runs, any element's request (but sign-in pages) is held back before it reaches the host and asked about; Leave sends it again from this element.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @event {CustomEvent<{ lang }>} academy-language-change - The user switched the page language with the element's switch; every element and its data follow. The host's own `setLanguage()` sends none.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @csspart page - The exam page outside the active exam (carries `data-view`).
 * @csspart loading - The spinner while the session or the exam loads.
 * @csspart info-card - The participant and exam card.
 * @csspart not-available - The exam-not-available card.
 * @csspart not-eligible - The not-eligible card with its possible reasons.
 * @csspart ended - The exam-ended card.
 * @csspart will-start-soon - The card with the countdown to the start.
 * @csspart countdown - The countdown text.
 * @csspart instructions - The instructions card.
 * @csspart security-notice - The security notice.
 * @csspart badges - The question count, time limit and timer type badges.
 * @csspart guidelines - The numbered guidelines.
 * @csspart feedback-card - The green card asking for feedback before the exam.
 * @csspart feedback-open - Its button, which opens the survey.
 * @csspart feedback - The feedback survey (title 'Course Feedback' or 'Training Program Feedback').
 * @csspart feedback-question - One rated item of the survey (carries `data-index`).
 * @csspart follow-up - The follow-up reasons a low rating asks for.
 * @csspart feedback-hint - 'Please answer all required questions' while the survey is incomplete.
 * @csspart feedback-submit - The survey's submit button.
 * @csspart feedback-back - Back from the survey to the instructions.
 * @csspart feedback-success - The thank-you shown for 1 s after the survey is sent.
 * @csspart start-error - The 'Error Starting Exam' box.
 * @csspart start - The Start Exam button.
 * @csspart active - The running exam.
 * @csspart header - The sticky header of the running exam.
 * @csspart logo - The provided-by logo.
 * @csspart position - 'Question n of total' or 'Skipped Question n': each question numbered once, in the order first shown.
 * @csspart participant - Participant name, email and batch (desktop).
 * @csspart skipped-count - The skipped count.
 * @csspart autosave - The 'auto saved' badge, shown only while no answer waits to be sent.
 * @csspart save-status - 'All answers saved' or 'Connection lost — n answers waiting' (carries `data-status`, `data-count`).
 * @csspart save-refused - 'Failed to submit answer' once the server refused an answer for good.
 * @csspart timer - The countdown (carries `data-tone` and `data-pulsing`).
 * @csspart timer-warning - The warning under the countdown.
 * @csspart timer-announcement - The live region that announces a crossed warning.
 * @csspart language-switch - The language toggle.
 * @csspart info-toggle - The mobile info drawer's button.
 * @csspart info-drawer - The mobile info drawer.
 * @csspart progress - The progress bar.
 * @csspart question - The question card (right-to-left for an Arabic exam).
 * @csspart choices - The answer choices.
 * @csspart choice - One choice (carries `data-checked`).
 * @csspart actions - Skip and Next / Finish.
 * @csspart skip - Skip (with the skipped count).
 * @csspart next - Next (on 1 s after a choice, `aria-disabled` and still focusable before; Enter presses it).
 * @csspart finish - Finish (instead of Next on the question whose answer ends the exam); it asks first.
 * @csspart finish-dialog - 'Finish the exam?' with the answered and skipped counts (a modal dialog; Escape cancels).
 * @csspart finish-counts - Its answered and skipped counts.
 * @csspart finish-cancel - Keep answering.
 * @csspart finish-confirm - Finish, which ends the attempt.
 * @csspart leave-dialog - 'Leave the exam?' when another page or the browser's Back is asked for while the exam runs (closing the tab gets the browser's prompt).
 * @csspart leave-cancel - Stay in the exam.
 * @csspart leave-confirm - Leave: the move goes on.
 * @csspart completed - The completed card.
 * @csspart result-info - The exam information card of the result and feedback pages.
 * @csspart score-card - The score card.
 * @csspart score - 'scored of total'.
 * @csspart percentage - The percentage.
 * @csspart result-status - Pass, Fail or incomplete (carries `data-tone`).
 * @csspart report-open - The button opening the detailed report.
 * @csspart report - The detailed report dialog (opens at the top, focus on its title).
 * @csspart report-question - One question of the report, headed 'Question n'.
 * @csspart report-verdict - Its Correct / Wrong pill.
 * @csspart report-close - Its close button.
 * @csspart certificate - The certificate section, on Pass only (carries `data-state`: feedback-first, email-notice, download).
 * @csspart give-feedback - The link to the after-exam survey when feedback comes first.
 * @csspart download - The certificate download button (busy while the PDF is fetched; saves it as `<number>.pdf`).
 * @csspart download-status - The live region saying the certificate has been downloaded.
 * @csspart download-error - The alert when a download failed.
 * @csspart download-fallback - Its link to the record's `file_path`, when the server gave one.
 * @csspart no-data - The data-not-available card.
 * @csspart exam-activity - 'Your exam activity' after the result: what the exam page noted, with its summary (none when there is no log).
 * @csspart feedback-done - The thank-you when no feedback is pending.
 * @csspart feedback-start - The start step of the after-exam survey.
 * @csspart feedback-begin - Its start button (enabled once the survey is loaded).
 * @csspart feedback-thanks - The thank-you after the survey, with the certificate e-mail notice.
 * @csspart back-to-results - 'Back to Results'.
 * @csspart results - The results table.
 * @csspart pass-status - Pass or Fail (carries `data-passed`).
 * @csspart thank-you - The thank-you signed with the company name.
 * @csspart pending-feedback - The pending-feedback warning.
 * @csspart pending-save - The note while the last answers wait to be sent.
 * @csspart error - A failed load or a missing exam number.
 * @csspart retry - The Try Again button.
 * @csspart back - The back-to-dashboard link.
 * @csspart button - Every button; also `button-primary`, `button-secondary` or `button-text` by variant.
 * @csspart alert - A message; also `alert-danger`, `alert-warning` or `alert-success`.
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of buttons, the progress bar, the chosen answer and focus rings.
 */
export const AcademyExam = createAcademyElement<ExamProps>({
  dictionary: examDictionary,
  load: () => import('../react/exam/exam-feature'),
  attributes: { examNo: 'string', view: 'string' },
  validate: { examNo: isExamNo, view: (value) => VIEWS.includes(value) },
});

define('academy-exam', AcademyExam);

/** An `<academy-exam>` element, with its attributes as properties. */
export type AcademyExam = InstanceType<typeof AcademyExam>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-exam': AcademyExam;
  }
}
