// Shared set-up of the <academy-exam> browser tests: the stubbed API's answers, mounting signed in, a fake clock and
// the page reset between tests.
import type { User } from '../../../src/core/api/user';
import { examAr } from '../../../src/core/exam/strings/ar';
import { examEn } from '../../../src/core/exam/strings/en';
import { setLanguage } from '../../../src/core/locale/locale-store';
import { $storedUser, $token } from '../../../src/core/session/storage';
import '../../../src/elements/academy-exam';
import { mount, resetPage, sessionRoutes, shadowQuery, stubFetch, USER, waitFor } from '../support/helpers';

export const en = examEn.exam;
export const ar = examAr.exam;
export const TAKE = 'GET exams/take/EX-1';
export const START = 'POST exams/attempts/create';
export const ANSWER = 'POST exams/attempts/create/question';
export const SKIP = 'POST exams/attempts/skip/question';
export const COMPLETE = 'POST exams/attempts/88/complete';
export const FORM = 'GET feedbacks/form/EX-1';
export const RESULT = 'GET exams/result/EX-1';
export const FEEDBACK = 'POST feedbacks/create';
export const HOSTILE =
  '<p>Which <strong>extinguisher</strong>?</p><img src=x onerror="window.__examXss=1"><script>window.__examXss=2</script>';

const question = (n: number, html = `<p>Question ${n}?</p>`) => ({
  record_id: 300 + n,
  question_id: 9000 + n,
  question: html,
  question_type: 'Multiple Choice',
  choices: [{ choice: `A${n}` }, { choice: `B${n}` }],
});
export const EXAM = {
  record_id: 31,
  title: 'Fire Safety Quiz',
  time_limit: 3600,
  timer_type: '2',
  language: 'English',
  batch: { title: 'Morning Cohort' },
  questions: [question(1, HOSTILE), question(2), question(3)],
};
export const PARTICIPANT = {
  name: 'Layla Hassan',
  email: 'layla@example.com',
  record_id: 55,
  batch_participant_id: 77,
  company_name: 'Gulf Safety',
  eligible_for_exam: 1,
  user_profile: { cnic: '784-1990' },
};

const SCALE_EN = ['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor'];
const SCALE_AR = ['ممتاز', 'جيد جدًا', 'مقبول', 'غير مقبول', 'ضعيف'];
const feedbackQuestion = (moduleEn: string, en: string, reasons: string[]) => ({
  module_en: moduleEn,
  module_ar: 'وحدة',
  question_en: en,
  question_ar: 'سؤال',
  choices_en: SCALE_EN,
  choices_ar: SCALE_AR,
  lowRatingHelp: null,
  followUpQuestionOptions: { en: reasons, ar: reasons.map(() => 'سبب') },
});
export const FEEDBACK_FORM = {
  title_en: 'Course Feedback',
  questions: [
    feedbackQuestion('Ease of Contact', 'How easy was it to reach us?', ['Calls went unanswered', 'Slow replies']),
    feedbackQuestion('Venue', 'How suitable was the venue?', ['Hard to reach']),
  ],
};

/** A result answer: a passed exam with its certificate and report, changed by `over`. */
export const resultAnswer = (over: Record<string, unknown> = {}) => ({
  record_id: 31,
  company_id: 4,
  no: 'EX-1',
  title: 'Fire Safety Quiz',
  passing_status: 'Pass',
  percentage: 86,
  scored: 43,
  total_score: 50,
  is_feedback_pending: 0,
  is_npo_course: 0,
  certificate: { certificate_no: 'CERT/2026/77', file_path: '/files/cert-77.pdf' },
  exam_attempt_questions: [
    {
      question: HOSTILE,
      choices: [
        { choice: 'CO2', attempted_choice: true, is_correct: true },
        { choice: 'Water', attempted_choice: false, is_correct: false },
      ],
    },
  ],
  trainer_name: 'Omar Khalid',
  venue_name: 'Dubai Training Centre',
  attempt_date_time: '2026-11-20T09:00:00Z',
  total_time_spent: 1530,
  time_limit: 3600,
  ...over,
});

/** A take answer: an open, eligible exam with no attempt (instructions), changed by `over`. */
export const takeAnswer = (over: Record<string, unknown> = {}) => ({
  exam_found: 1,
  exam_obj: EXAM,
  exam_started: 1,
  exam_ended: 0,
  participant_found: 1,
  participant_obj: PARTICIPANT,
  attempt_found: 0,
  attempt_obj: null,
  remaining_time: 3600,
  exam_taken: 0,
  is_show_result: 0,
  feedback_completed: 1,
  feedback_timing: 'before',
  ...over,
});
export const ACTIVE = (over: Record<string, unknown> = {}) =>
  takeAnswer({ attempt_found: 1, attempt_obj: { record_id: 88 }, active_question: 301, ...over });

declare global {
  interface Window {
    __examXss?: number;
  }
}

let network: ReturnType<typeof stubFetch> | undefined;
let clock: ReturnType<typeof makeClock> | null = null;
export const q = <E extends Element = HTMLElement>(el: HTMLElement, selector: string) =>
  el.shadowRoot!.querySelector<E>(selector);
export const qq = (el: HTMLElement, selector: string) => [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
export const text = (el: HTMLElement, selector: string) => q(el, selector)?.textContent ?? null;
/** Arabic-Indic digits (the Arabic timer's) as 0–9. */
const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
/** m:ss or h:mm:ss (in either language's digits) in seconds. */
export const clockSeconds = (clock: string) =>
  asciiDigits(clock)
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);
/** The stubbed calls to `route` ('METHOD path') so far. */
export const calls = (route: string) =>
  (network?.calls ?? []).filter((call) => `${call.method} ${call.path}` === route);
/** The exam question ids of the answers sent so far, in order (failed sends included). */
export const answered = () => calls(ANSWER).map((call) => (call.body as { exam_question_id: string }).exam_question_id);

/** Stubs `routes` (with the session's) without signing in. */
export function stubApi(routes: Record<string, unknown>): void {
  network = stubFetch({ ...sessionRoutes, ...routes });
}

/** Stores a signed-in session, stubs `routes` and mounts the element; resolves once `ready` renders. */
export async function mountExam(
  routes: Record<string, unknown>,
  attributes = 'exam-no="EX-1"',
  ready = '[part~=page], [part~=active], [part~=error]',
): Promise<HTMLElement> {
  stubApi(routes);
  $token.set('t');
  $storedUser.set({ ...USER, id: String(USER.id) } as User);
  const el = mount(`<academy-exam ${attributes}></academy-exam>`);
  await shadowQuery(el, ready);
  return el;
}

function makeClock(maxMs: number) {
  const realNow = Date.now.bind(Date);
  const realTimeout = window.setTimeout;
  let offset = 0;
  Date.now = () => realNow() + offset;
  window.setTimeout = ((handler: TimerHandler, ms = 0, ...args: unknown[]) => {
    if (ms <= 0 || ms > maxMs) return realTimeout(handler, ms, ...args);
    return realTimeout(() => {
      offset += ms;
      if (typeof handler === 'function') (handler as (...a: unknown[]) => void)(...args);
    }, 0);
  }) as typeof window.setTimeout;
  return {
    advance: (ms: number) => (offset += ms),
    restore: () => {
      Date.now = realNow;
      window.setTimeout = realTimeout;
    },
  };
}

/** A fake clock for the page until the test ends: Date.now runs ahead by `advance`; a timer of up to `maxMs` fires at once and moves the clock by its delay. */
export function fakeClock(maxMs = 1000): { advance: (ms: number) => number } {
  clock ??= makeClock(maxMs);
  return clock;
}

/** A clean page in English. */
export function fresh(): void {
  resetPage();
  setLanguage('en');
}

/** Picks choice `index` of the question shown and presses Next once it is enabled (the 1 s runs on the fake clock). */
export async function answer(el: HTMLElement, index = 0): Promise<void> {
  const radio = qq(el, '[part~=choice] input')[index] as HTMLInputElement;
  radio.click();
  const next = await waitFor(
    () => q<HTMLButtonElement>(el, '[part~=next]:not([aria-disabled=true]), [part~=finish]:not([aria-disabled=true])'),
    'Next enabled',
  );
  next.click();
}

/** Registers the page reset around each test; the next question is always the first open one (Math.random 0). */
export function useExamPage(): void {
  const random = Math.random;
  beforeEach(() => {
    fresh();
    delete window.__examXss;
    Math.random = () => 0;
  });
  afterEach(async () => {
    Math.random = random;
    clock?.restore();
    clock = null;
    resetPage();
    network?.restore();
    network = undefined;
    // A removed exam's answer still on its way settles now and stores its queue: cleared here, not read by the next
    // test's exam (which then resumed at another question, or replayed the answer to routes it never stubbed).
    for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    localStorage.clear();
    sessionStorage.clear();
  });
}
