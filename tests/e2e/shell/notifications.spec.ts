// In-app notifications (#32): a trainer marks a learner absent; without a reload the learner's bell counts it within
// the 20 s poll (a fake clock runs the poll), the panel words it in the page's language, and it opens its screen.
import { ATTENDANCE_LECTURE, BATCH_PAGE, BATCH_NO, rowKey } from '../../../demo/api/features/batch/ids';
import { pluralForm } from '../../../src/core/locale/plural';
import { notificationsAr } from '../../../src/core/shell/notification-strings/ar';
import { notificationsEn } from '../../../src/core/shell/notification-strings/en';
import {
  createSession,
  enrolCandidate,
  expect,
  seedStorage,
  storageEntries,
  test,
  type Lang,
} from '../_infra/fixtures';
import { format } from '../login/support';
import { dirOf, strings } from './support';

const lecture = ATTENDANCE_LECTURE.finishedToday;

for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
  test.describe(`notifications (${lang})`, () => {
    // The page's storage is written here, for a learner of the test's own (the fixture writes nothing then).
    test.use({ lang, saveLanguage: false });
    const t = strings(lang).shell.notifications;
    const panelWords = (lang === 'ar' ? notificationsAr : notificationsEn).notifications;
    const bellName = (count: number) => format(t.label[pluralForm(count)], { count }, lang);

    test('a mark by the trainer reaches the bell within the poll, is read from the panel and opens the dashboard', async ({
      page,
      context,
      request,
      baseURL,
      api,
    }) => {
      const candidate = await enrolCandidate(request, BATCH_NO.fireMorning, 'Candidate#2026');
      const session = await createSession(request, candidate.credentials);
      await seedStorage(context, new URL(baseURL ?? '').origin, storageEntries(session, lang));
      await page.clock.install();
      // The poll skips a tick while a reading is still out: the first one must be back before the clock runs.
      const firstReading = page.waitForResponse((answer) =>
        answer.url().endsWith('/backend/user/notifications/unread'),
      );
      await page.goto('/profile');
      await firstReading;
      const shell = page.locator('academy-shell');
      const bell = shell.getByRole('button', { name: t.label.zero, exact: true });
      await expect(bell).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', dirOf(lang));

      const marked = await request.post('/backend/attendance/update', {
        headers: { Authorization: `Bearer ${await api.login('trainer')}` },
        data: {
          attendance_id: rowKey(lecture, candidate.participantId),
          status: 'ABSENT',
          entry_type: 'IN_CLASS',
          update_comments: 'Not in the room at the roll call.',
          batch_id: String(BATCH_PAGE.batchId),
          related_id: String(lecture),
          related_type: 'lecture',
        },
      });
      expect(marked.status(), await marked.text()).toBe(200);

      // The next poll (every 20 s) counts it, without a reload.
      await page.clock.runFor(21_000);
      const counted = shell.getByRole('button', { name: bellName(1), exact: true });
      await expect(counted).toBeVisible();
      await expect(counted).toContainText(lang === 'ar' ? '١' : '1');

      await counted.click();
      await expect(counted).toHaveAttribute('aria-expanded', 'true');
      const panel = shell.locator('[part~="notifications"]');
      await expect(panel.getByRole('heading', { name: t.title })).toBeVisible();
      const item = panel.getByRole('link', { name: new RegExp(panelWords.kind['marked-absent']) });
      await expect(item).toBeVisible();
      await expect(item).toContainText(panelWords.unread);
      await item.click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(shell.getByRole('button', { name: t.label.zero, exact: true })).toBeVisible();
    });
  });
}
