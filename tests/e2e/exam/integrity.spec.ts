// Exams trainers can vouch for (issue #33), English and Arabic: a learner with ×1.5 extra time sits the timed exam,
// switches away twice and loses the network for 20 s; afterwards the learner sees what was noted, and the batch's
// trainer finds the attempt in the assessment tab's exam activity, with its timeline. Playwright's clock stands in
// for the time away; the page's events go through the real API.
import { EXAM } from '../../../demo/api/features/exam/ids';
import { integrityAr } from '../../../src/core/integrity/strings/ar';
import { integrityEn } from '../../../src/core/integrity/strings/en';
import { createSession, expect, seedStorage, storageEntries, type Lang } from '../_infra/fixtures';
import { TRAINER_BATCH_NO } from '../batch/ui-support';
import { LANGS, dirOf } from '../shell/support';
import { answer, clockSeconds, examPage, serverTake, startExam, test } from './support';

const words = (lang: Lang) => (lang === 'ar' ? integrityAr : integrityEn).integrity;
/** A template's words before its first parameter ('Offline for ' of 'Offline for {{duration}}'). */
const lead = (template: string) => template.split('{{')[0] ?? template;

interface OwnLog {
  summary: { away_count: number; away_ms: number; offline_ms: number };
  events: { kind: string; counted: boolean }[];
}

for (const lang of LANGS) {
  const w = words(lang);

  test.describe(`exam integrity (${lang})`, () => {
    test.use({ lang });

    test('a learner with ×1.5 sits the timed exam, switches away twice and goes offline for 20 s; the learner and the trainer see it', async ({
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

      for (let away = 0; away < 2; away++) {
        await page.evaluate(() => window.dispatchEvent(new FocusEvent('blur')));
        await page.clock.runFor(5_000);
        await page.evaluate(() => window.dispatchEvent(new FocusEvent('focus')));
        await answer(page, ui);
      }
      await page.context().setOffline(true);
      await page.clock.runFor(20_000);
      await page.context().setOffline(false);
      for (let n = 3; n <= 5; n++) await answer(page, ui);
      await expect(ui.completed).toBeVisible();

      const done = await request.get(`/backend/exams/take/${EXAM.fireTotalTimer}`, { headers });
      const attemptId = ((await done.json()) as { data: { attempt_obj: { record_id: number } } }).data.attempt_obj
        .record_id;
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

      // The trainer, in a browser of their own, finds the attempt in the batch's exam activity.
      const context = await browser.newContext({ locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
      try {
        await seedStorage(context, new URL(baseURL ?? '').origin, storageEntries(trainer, lang));
        const board = await context.newPage();
        await board.goto(`/trainer/batch/${TRAINER_BATCH_NO}?tab=assessment`);
        const section = board.locator('academy-batch [part~="exam-activity"]');
        // The tab's grid and the section's own chunk and words load first: a loaded machine takes a while.
        await expect(section.getByRole('heading', { name: w.batch.title })).toBeVisible({ timeout: 20_000 });
        const row = section.locator(`tr[data-attempt-id="${attemptId}"]`);
        await expect(row.locator('[data-fact="away-time"]')).not.toHaveText(/^(0 s|٠ ثانية)$/);
        await row.getByRole('button', { name: new RegExp(lead(w.batch.openLabel)) }).click();
        const dialog = board.locator('academy-batch [part~="dialog"]');
        const items = dialog.locator('ol li');
        await expect(items.filter({ hasText: lead(w.event.blurred) })).toHaveCount(2);
        await expect(items.filter({ hasText: lead(w.event.offline) })).toHaveCount(1);
        await expect(items.filter({ hasText: lead(w.answer) })).toHaveCount(5);
        await dialog.getByRole('button', { name: w.timeline.close }).click();
        await expect(dialog).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  });
}
