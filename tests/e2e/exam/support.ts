// Shared helpers of the exam journeys (tests/e2e/exam/**): strings, an exam candidate of the test's own, and the
// locators of `<academy-exam>` (they pierce its open shadow root).
import type { APIRequestContext, Page } from '@playwright/test';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { examAr } from '../../../src/core/exam/strings/ar';
import { examEn } from '../../../src/core/exam/strings/en';
import { tabTo } from '../_infra/keyboard';
import { format } from '../login/support';
import { createSession, enrolCandidate, expect, test as base, type Lang, type StoredSession } from '../_infra/fixtures';

export { format, tabTo };

/** The exam strings of `lang`, with `{{name}}` filled in by `format`. */
export const examTexts = (lang: Lang) => (lang === 'ar' ? examAr : examEn).exam;

const CANDIDATE_PASSWORD = 'Candidate#2026';

/**
 * The fixtures with `session` an exam candidate of the test's own: a learner the reference API creates and enrols in
 * the Fire Safety batch (2401, exams 5014–5017) through __dev/enroll. A started exam is used up, so each test (and
 * repetition) has its own attempts, the seeded accounts' stay as every other journey reads them, and sign-up's rate
 * limit is left to the journeys about signing up.
 */
export const test = base.extend({
  session: async ({ playwright, baseURL }, use) => {
    const request = await playwright.request.newContext({ baseURL });
    try {
      const { credentials } = await enrolCandidate(request, BATCH_NO.fireMorning, CANDIDATE_PASSWORD);
      await use(await createSession(request, credentials));
    } finally {
      await request.dispose();
    }
  },
});

interface TakeAnswer {
  attempted_questions: number;
  attempted_questions_obj: { exam_question_id: string | number; is_skipped: boolean }[];
  exam_taken: boolean;
  exam_obj: { record_id: number };
  participant_obj: { record_id: number; batch_participant_id: number };
  /** The caller's attempt, once started. */
  attempt_obj?: { record_id: number } | null;
}

const bearer = (session: StoredSession | null) => ({ Authorization: `Bearer ${session?.token ?? ''}` });

/** The take response the server has for the signed-in account (what a reload would read). */
export async function serverTake(
  request: APIRequestContext,
  session: StoredSession | null,
  examNo: number,
): Promise<TakeAnswer> {
  const res = await request.get(`/backend/exams/take/${examNo}`, { headers: bearer(session) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: TakeAnswer }).data;
}

/** Starts and submits an exam through the API, unanswered: a taken exam for the journeys that begin after it. */
export async function finishThroughApi(
  request: APIRequestContext,
  session: StoredSession | null,
  examNo: number,
): Promise<void> {
  const take = await serverTake(request, session, examNo);
  const data = {
    exam_id: take.exam_obj.record_id,
    participant_id: take.participant_obj.record_id,
    batch_participant_id: take.participant_obj.batch_participant_id,
  };
  const started = await request.post('/backend/exams/attempts/create', { headers: bearer(session), data });
  expect(started.ok(), await started.text()).toBe(true);
  const attemptId = ((await started.json()) as { data: { attempt_obj: { record_id: number } } }).data.attempt_obj
    .record_id;
  const done = await request.post(`/backend/exams/attempts/${attemptId}/complete`, { headers: bearer(session) });
  expect(done.ok(), await done.text()).toBe(true);
}

/** Arabic-Indic digits (the Arabic timer's) as 0–9. */
const asciiDigits = (text: string) => text.replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x660));
/** m:ss or h:mm:ss (in either language's digits) in seconds. */
export const clockSeconds = (text: string) =>
  asciiDigits(text)
    .trim()
    .split(':')
    .reduce((total, part) => total * 60 + Number(part), 0);

/** `<academy-exam>` and its parts. */
export function examPage(page: Page) {
  const host = page.locator('academy-exam');
  return {
    host,
    part: (name: string) => host.locator(`[part~="${name}"]`),
    instructions: host.locator('[part~="instructions"]'),
    start: host.locator('[part~="start"]'),
    heading: host.locator('[part~="question"] h1'),
    choices: host.locator('[part~="choice"]'),
    next: host.locator('[part~="next"]'),
    finish: host.locator('[part~="finish"]'),
    skip: host.locator('[part~="skip"]'),
    timer: host.locator('[part~="timer"]'),
    saveStatus: host.locator('[part~="active"] [part~="save-status"]'),
    completed: host.locator('[part~="completed"]'),
  };
}

export type ExamPage = ReturnType<typeof examPage>;

/** Opens an exam's take page and starts it from the instructions; resolves once the first question shows. */
export async function startExam(page: Page, ui: ExamPage, examNo: number): Promise<void> {
  await page.goto(`/app/exam/${examNo}/take`);
  await ui.start.click();
  await expect(ui.choices.first()).toBeVisible();
}

/**
 * Chooses the first answer and presses Next (or Finish) once it turns on, 1 s later on the page's clock (or, with
 * `realTime`, a real second later: the server's clock moves with it); resolves when the question has changed (or the
 * exam has ended).
 */
export async function answer(page: Page, ui: ExamPage, { realTime = false } = {}): Promise<void> {
  const before = await ui.heading.textContent();
  await ui.choices.first().click();
  const go = ui.next.or(ui.finish);
  await expect(go).toBeDisabled();
  if (!realTime) await page.clock.runFor(1_000);
  const finishing = (await ui.finish.count()) > 0;
  await go.click();
  // #29 Finish asks first.
  if (finishing) await ui.part('finish-confirm').click();
  await expect(ui.heading.filter({ hasText: before ?? '' })).toHaveCount(0);
}

/**
 * `answer` by keyboard alone: Tab to the choices, Space picks the first, Enter presses Next (or Finish) once it turns
 * on 1 s later on the page's clock; resolves when the question has changed (or the exam has ended).
 */
export async function keyAnswer(page: Page, ui: ExamPage): Promise<void> {
  const before = await ui.heading.textContent();
  const first = ui.part('choices').getByRole('radio').first();
  await tabTo(page, first);
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.clock.runFor(1_000);
  await expect(ui.next.or(ui.finish)).toBeEnabled();
  const finishing = (await ui.finish.count()) > 0;
  await page.keyboard.press('Enter');
  // #29 Finish asks first: the dialog opens on Keep answering; Tab reaches Finish.
  if (finishing) {
    await tabTo(page, ui.part('finish-confirm'));
    await page.keyboard.press('Enter');
  }
  await expect(ui.heading.filter({ hasText: before ?? '' })).toHaveCount(0);
}
