import { dashboardDictionary } from '../core/dashboard/strings';
import { createAcademyElement } from './create-element';
import { define } from './define';

/**
 * @summary The signed-in home page: the learner or trainer dashboard by role, with a toggle for users who are both.
 * @tag academy-dashboard
 * @attr {string} api-base - API host (the client adds `/backend/`).
 * @attr {'en'|'ar'} lang - Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language.
 * @attr {'safe'|'aman'|'association'} brand - Brand variant override.
 * @event {CustomEvent<{ path, replace }>} academy-navigate - Cancelable; every dashboard link asks the host to route it.
 * @event {CustomEvent<{ path }>} academy-session-expired - On `document`: a call answered 401 and the stored session was cleared.
 * @event {CustomEvent<{ message, status? }>} academy-error - A render failure (on the element) or a failed call (on `document`).
 * @csspart title - The page heading (learner or trainer dashboard).
 * @csspart learner - The learner dashboard's layout.
 * @csspart trainer - The trainer dashboard's layout.
 * @csspart card - Every dashboard card; each also has its own part below.
 * @csspart pending-trainer - A trainer account made by sign-up and not yet approved: the notice that it awaits approval.
 * @csspart feedback-banner - Learner: exams whose feedback is pending.
 * @csspart attendance - Learner: the QR attendance card for today's active session.
 * @csspart discovery-hero - Learner: shown instead of the attendance card when no session is active today.
 * @csspart active-courses - Learner: active courses with progress ('View all' above three).
 * @csspart view-all - The 'View all' / 'Show less' toggle of active courses.
 * @csspart schedule - Learner: the courses schedule by day.
 * @csspart upcoming-exams - Learner: upcoming exams with their actions.
 * @csspart previous-exams - Learner: previous exams with result and feedback links.
 * @csspart achievements - Learner: certificates earned.
 * @csspart completed-courses - Learner: completed courses.
 * @csspart suggested-courses - Learner: suggested courses (empty state).
 * @csspart daily-tip - Learner: the daily tip.
 * @csspart case-study - Learner: the case study.
 * @csspart career-pathways - Learner: two career pathways.
 * @csspart support - Learner: support resources.
 * @csspart lecture-qr - Trainer: today's active lectures with their server-issued check-in QR codes and links to their QR pages.
 * @csspart typed-code - Trainer: a check-in code's typed number, under its QR code.
 * @csspart qr-note - Trainer: 'Loading the code…' or 'Code not available' in place of a lecture's QR code.
 * @csspart scanner-link - Trainer: the link to the attendance scanner.
 * @csspart trainer-courses - Trainer: the active-courses grid.
 * @csspart pending-assessments - Trainer: exams to mark.
 * @csspart certificates-ready - Trainer: batches with certificates to process.
 * @csspart recent-activity - Trainer: recent activity.
 * @csspart weekly-schedule - Trainer: the scrolling weekly schedule sidebar.
 * @csspart trainer-approvals - Trainer: trainer accounts made by sign-up awaiting approval, each with an Approve button (only while there are some).
 * @csspart approval-status - Trainer: the confirmation of an approval (a live region).
 * @csspart card-error - A card whose data was malformed (the other cards still show).
 * @csspart skeleton - A loading placeholder shaped like a card.
 * @csspart failure - The failed-to-load message with its Retry button.
 * @csspart alert - The failure alert (also `alert-danger`).
 * @csspart button - Buttons (also `button-<variant>`), such as Retry.
 * @csspart guest - 'Please log in to view your dashboard.'
 * @csspart toaster - The notification area.
 * @csspart toast - One notification.
 * @csspart fallback - The error screen shown when the element fails to render.
 * @cssproperty --academy-primary-main - Brand colour of links, buttons and the discovery hero.
 */
export const AcademyDashboard = createAcademyElement<object>({
  dictionary: dashboardDictionary,
  load: () => import('../react/dashboard/dashboard-feature'),
  attributes: {},
});

define('academy-dashboard', AcademyDashboard);

/** An `<academy-dashboard>` element, with its attributes as properties. */
export type AcademyDashboard = InstanceType<typeof AcademyDashboard>;

declare global {
  interface HTMLElementTagNameMap {
    'academy-dashboard': AcademyDashboard;
  }
}
