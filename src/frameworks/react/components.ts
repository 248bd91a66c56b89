// Generated from custom-elements.json by `npm run docs:tables` (scripts/react-components.ts): edit the JSDoc on
// the element, not this file. Importing it registers every element (each only where `customElements` exists).
import '../../elements/academy-batch';
import type { AcademyBatch as AcademyBatchElement } from '../../elements/academy-batch';
import '../../elements/academy-content';
import type { AcademyContent as AcademyContentElement } from '../../elements/academy-content';
import '../../elements/academy-course';
import type { AcademyCourse as AcademyCourseElement } from '../../elements/academy-course';
import '../../elements/academy-dashboard';
import type { AcademyDashboard as AcademyDashboardElement } from '../../elements/academy-dashboard';
import '../../elements/academy-exam';
import type { AcademyExam as AcademyExamElement } from '../../elements/academy-exam';
import '../../elements/academy-lecture-qr';
import type { AcademyLectureQr as AcademyLectureQrElement } from '../../elements/academy-lecture-qr';
import '../../elements/academy-login';
import type { AcademyLogin as AcademyLoginElement } from '../../elements/academy-login';
import '../../elements/academy-profile';
import type { AcademyProfile as AcademyProfileElement } from '../../elements/academy-profile';
import '../../elements/academy-scanner';
import type { AcademyScanner as AcademyScannerElement } from '../../elements/academy-scanner';
import '../../elements/academy-shell';
import type { AcademyShell as AcademyShellElement } from '../../elements/academy-shell';
import '../../elements/academy-tickets';
import type { AcademyTickets as AcademyTicketsElement } from '../../elements/academy-tickets';
import '../../elements/academy-verify';
import type { AcademyVerify as AcademyVerifyElement } from '../../elements/academy-verify';
import { createComponent, type AcademyComponent } from './create-component';

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

/** `<academy-content>`: Dynamic button content page: the button's title, sanitised HTML body and attached document (a PDF inline, other files a view button). */
export const AcademyContent: AcademyComponent<
  AcademyContentElement,
  {
    /** The dynamic button to show (required: without it the element shows the "no button ID" error). */
    buttonId?: string;
    /** The route's content type; any other value is ignored with a console warning. */
    contentType?: 'dynamic-button';
    /** API host (the client adds `/backend/`); document paths resolve against it too. */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent(
  'academy-content',
  { buttonId: 'string', contentType: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-navigate', 'academy-session-expired', 'academy-error'],
);

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

/** `<academy-dashboard>`: The signed-in home page: the learner or trainer dashboard by role, with a toggle for users who are both. */
export const AcademyDashboard: AcademyComponent<
  AcademyDashboardElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent('academy-dashboard', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-session-expired',
  'academy-error',
]);

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

/** `<academy-login>`: Sign-in, sign-up, forgot and reset password, and email verification screens. */
export const AcademyLogin: AcademyComponent<
  AcademyLoginElement,
  {
    /** Which screen to show (default `login`). */
    view?:
      | 'login'
      | 'signup'
      | 'forgot-password'
      | 'reset-password'
      | 'verify-email'
      | 'email-verification'
      | 'resend-verification';
    /** Password-reset token; else taken from the route `/auth/reset-password/{token}` or the `token` query parameter. */
    token?: string;
    /** Email to prefill on the reset and waiting screens; else the `email` query parameter. */
    email?: string;
    /** Same-site path to open after sign-in (through `academy-navigate`, else the History API). Without it the element asks the host for the remembered location, else `/dashboard`, and when no host handles `academy-navigate` it shows a signed-in state (name, Continue, Sign out) instead of changing the URL. */
    redirect?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  | 'academy-login'
  | 'academy-logout'
  | 'academy-navigate'
  | 'academy-error'
  | 'academy-language-change'
  | 'academy-session-expired'
> = createComponent(
  'academy-login',
  {
    view: 'string',
    token: 'string',
    email: 'string',
    redirect: 'string',
    apiBase: 'string',
    lang: 'string',
    brand: 'string',
  },
  [
    'academy-login',
    'academy-logout',
    'academy-navigate',
    'academy-error',
    'academy-language-change',
    'academy-session-expired',
  ],
);

/** `<academy-profile>`: Profile settings: the signed-in user's names, the form that updates them, the calendar dates are shown in, email notices and the recent activity. */
export const AcademyProfile: AcademyComponent<
  AcademyProfileElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent('academy-profile', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-error',
  'academy-session-expired',
]);

/** `<academy-scanner>`: Learner QR attendance scanner: location check, live camera with a scan frame, automatic check-in or check-out, a typed code instead, scans kept offline and sent later, browser permission guidelines. */
export const AcademyScanner: AcademyComponent<
  AcademyScannerElement,
  {
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  | 'academy-attendance-marked'
  | 'academy-navigate'
  | 'academy-error'
  | 'academy-language-change'
  | 'academy-session-expired'
> = createComponent('academy-scanner', { apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-attendance-marked',
  'academy-navigate',
  'academy-error',
  'academy-language-change',
  'academy-session-expired',
]);

/** `<academy-shell>`: Page chrome for signed-in pages: header, notifications, profile menu, language switch, footer, toasts and chat widget. */
export const AcademyShell: AcademyComponent<
  AcademyShellElement,
  {
    /** Shows the learner/trainer dashboard toggle to users who are both a trainer (or instructor) and a learner (or student). */
    dashboardToggle?: boolean;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-logout' | 'academy-navigate' | 'academy-session-expired' | 'academy-error' | 'academy-language-change'
> = createComponent(
  'academy-shell',
  { dashboardToggle: 'boolean', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-logout', 'academy-navigate', 'academy-session-expired', 'academy-error', 'academy-language-change'],
);

/** `<academy-tickets>`: Support tickets: the signed-in user's list (search, status filter, paging kept in the URL), the create form, and one ticket with its conversation, reply, close and reopen. */
export const AcademyTickets: AcademyComponent<
  AcademyTicketsElement,
  {
    /** Which screen to show (default `list`); any other value is ignored with a console warning. */
    view?: 'list' | 'create' | 'detail';
    /** The ticket number `view="detail"` shows. */
    ticketNo?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-ticket-created' | 'academy-navigate' | 'academy-error' | 'academy-session-expired'
> = createComponent(
  'academy-tickets',
  { view: 'string', ticketNo: 'string', apiBase: 'string', lang: 'string', brand: 'string' },
  ['academy-ticket-created', 'academy-navigate', 'academy-error', 'academy-session-expired'],
);

/** `<academy-verify>`: Verify: anyone checks a certificate by its verification code, without signing in: the holder's name as issued, the course, the date, the number and whether it is valid, expired or revoked. */
export const AcademyVerify: AcademyComponent<
  AcademyVerifyElement,
  {
    /** The verification code to check (from `/verify/{code}`, the address printed on the certificate); without one, a form asks for it. */
    code?: string;
    /** API host (the client adds `/backend/`). */
    apiBase?: string;
    /** Language of this element's text, overriding the page language (`setLanguage()`); the data it asks the API for stay in the page language. */
    lang?: 'en' | 'ar';
    /** Brand variant override. */
    brand?: 'safe' | 'aman' | 'association';
  },
  'academy-navigate' | 'academy-session-expired' | 'academy-error'
> = createComponent('academy-verify', { code: 'string', apiBase: 'string', lang: 'string', brand: 'string' }, [
  'academy-navigate',
  'academy-session-expired',
  'academy-error',
]);
