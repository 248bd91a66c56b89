// Exams trainers can vouch for (issue #33), English and Arabic: a learner with ×1.5 extra time sits the timed exam,
// switches away twice and loses the network for 20 s while the batch's trainer watches the live board; afterwards the
// learner sees what was noted, and the trainer finds the attempt in the assessment tab's exam activity, with its
// timeline. Playwright's clock stands in
// for the time away; the page's events go through the real API.
import { EXAM } from '../../../demo/api/features/exam/ids';
import { BOARD_POLL_MS } from '../../../src/core/api/schemas/exam-board';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { createSession, expect, seedStorage, storageEntries, type Lang } from '../_infra/fixtures';
import { TRAINER_BATCH_NO } from '../batch/ui-support';
import { format } from '../login/support';
import { LANGS, dirOf } from '../shell/support';
import { answer, clockSeconds, examPage, serverTake, startExam, test } from './support';

const words = (lang: Lang) => (lang === 'ar' ? integrityAr : integrityEn).integrity;
/** A template's words before its first parameter ('Offline for ' of 'Offline for {{duration}}'). */
const lead = (template: string) => template.split('{{')[0] ?? template;

/** The timed exam's questions (ids.ts: fireTotalTimer). */
const QUESTIONS = 5;

interface OwnLog {
  summary: { away_count: number; away_ms: number; offline_ms: number };
  events: { kind: string; counted: boolean }[];
}

for (const lang of LANGS) {
  const w = words(lang);

  test.describe(`exam integrity (${lang})`, () => {
    test.use({ lang });

    test('a learner with ×1.5 sits the timed exam, switches away twice and goes offline for 20 s; the trainer watches it on the live board, and the learner and the trainer see it afterwards', async ({
      page,
      request,
      session,
      browser,
      baseURL,
    }) => {
      const headers = { Authorization: `Bearer ${session?.token ?? ''}` };
      const trainer = await createSession(request, 'trainer');
      const take = await serverTake(request, session, EXAM.fireTotalTimer);
      const allowance = await request.post('/backend/exams/allowances/set', {
        headers: { Authorization: `Bearer ${trainer.token}` },
        data: {
          batch_no: TRAINER_BATCH_NO,
          participant_id: take.participant_obj.record_id,
          multiplier: 1.5,
          extra_minutes: 0,
        },
      });
      expect(allowance.ok(), await allowance.text()).toBe(true);

      await page.clock.install();
      const ui = examPage(page);
      await startExam(page, ui, EXAM.fireTotalTimer);
      // 10 minutes × 1.5: the timer counts from 15.
      expect(clockSeconds((await ui.timer.textContent()) ?? '')).toBeGreaterThan(600);

      const running = await serverTake(request, session, EXAM.fireTotalTimer);
      const attemptId = running.attempt_obj?.record_id ?? 0;
      expect(attemptId).toBeGreaterThan(0);

      // The trainer, in a browser of their own on the real clock, watches the exam's live board during the attempt.
      const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      try {
        await seedStorage(context, new URL(baseURL ?? '').origin, storageEntries(trainer, lang));
        const trainerPage = await context.newPage();
        await trainerPage.goto(`/trainer/batch/${TRAINER_BATCH_NO}?tab=assessment`);
        const section = trainerPage.locator('academy-batch [part~="exam-activity"]');
        // The tab's grid and the section's own chunk and words load first: a loaded machine takes a while.
        await expect(section.getByRole('heading', { name: w.batch.title })).toBeVisible({ timeout: 20_000 });
        // Other journeys start attempts at other exams of this batch: this exam's own launcher.
        const launcher = section.locator(`[part~="board-launchers"] li[data-exam-no="${EXAM.fireTotalTimer}"]`);
        await launcher.getByRole('button', { name: new RegExp(lead(w.board.openLabel)) }).click();
        const board = trainerPage.locator('academy-batch [part~="board-dialog"]');
        const live = board.locator(`[part~="board-row"][data-attempt-id="${attemptId}"]`);
        const answered = (count: number) => format(w.board.answeredOf, { answered: count, total: QUESTIONS }, lang);
        await expect(live).toHaveAttribute('data-running', 'true');
        await expect(live.locator('[data-fact="answered"]')).toHaveText(answered(0));
        await expect(live.locator('[data-fact="connection"]')).toHaveText(w.board.online);

        for (let away = 0; away < 2; away++) {
          await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
          await page.clock.runFor(5_000);
          await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
          await answer(page, ui);
        }
        // The board asks every 4 s (BOARD_POLL_MS): the saves reach it on its next poll or the one after.
        await expect(live.locator('[data-fact="answered"]')).toHaveText(answered(2), { timeout: 2 * BOARD_POLL_MS });

        await page.context().setOffline(true);
        await page.clock.runFor(20_000);
        await page.context().setOffline(false);
        for (let n = 3; n <= QUESTIONS; n++) await answer(page, ui);
        await expect(ui.completed).toBeVisible();
        await expect(live).toHaveAttribute('data-running', 'false', { timeout: 2 * BOARD_POLL_MS });
        await expect(live.locator('[data-fact="time-left"]')).toHaveText(w.board.finished);
        await expect(live.locator('[data-fact="answered"]')).toHaveText(answered(QUESTIONS));
        await board.getByRole('button', { name: w.timeline.close }).click();
        await expect(board).toHaveCount(0);

        // Sent after the answers, a second after the last event: what the server logged, read as the learner.
        await page.clock.runFor(2_000);
        let log: OwnLog | null = null;
        await expect
          .poll(async () => {
            const res = await request.get(`/backend/exams/integrity/${EXAM.fireTotalTimer}`, { headers });
            log = res.ok() ? ((await res.json()) as { data: OwnLog }).data : null;
            return log?.summary.away_count;
          })
          .toBe(2);
        const summary = (log as OwnLog | null)?.summary;
        expect(summary?.away_ms).toBeGreaterThanOrEqual(10_000);
        expect(summary?.offline_ms).toBeGreaterThanOrEqual(20_000);

        await page.goto(`/app/exam/${EXAM.fireTotalTimer}/result`);
        const own = ui.host.locator('[part~="exam-activity"]');
        await expect(own.getByRole('heading', { name: w.own.title })).toBeVisible();
        await expect(ui.host).toHaveAttribute('dir', dirOf(lang));
        const ownItems = own.locator('ol li');
        await expect(ownItems.filter({ hasText: lead(w.event.blurred) })).toHaveCount(2);
        await expect(ownItems.filter({ hasText: lead(w.event.offline) })).toHaveCount(1);

        // Afterwards the trainer finds the attempt in the batch's exam activity, with its timeline.
        await trainerPage.reload();
        await expect(section.getByRole('heading', { name: w.batch.title })).toBeVisible({ timeout: 20_000 });
        const row = section.locator(`tr[data-attempt-id="${attemptId}"]`);
        await expect(row.locator('[data-fact="away-time"]')).not.toHaveText(/^(0 s|٠ ثانية)$/);
        await row.getByRole('button', { name: new RegExp(lead(w.batch.openLabel)) }).click();
        const dialog = trainerPage.locator('academy-batch [part~="dialog"]');
        const items = dialog.locator('ol li');
        await expect(items.filter({ hasText: lead(w.event.blurred) })).toHaveCount(2);
        await expect(items.filter({ hasText: lead(w.event.offline) })).toHaveCount(1);
        await expect(items.filter({ hasText: lead(w.answer) })).toHaveCount(QUESTIONS);
        await dialog.getByRole('button', { name: w.timeline.close }).click();
        await expect(dialog).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
}
