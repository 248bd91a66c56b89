import { ONLINE_WITHIN_MS, type BoardRow } from '../../../../src/core/api/schemas/exam-board';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { rowId } from '../../validation';
import { scopeById } from '../batch/directory';
import { lastSeenOf, summariesOf } from './integrity-log';
import { summarize } from './integrity-rules';
import { answerProgress, examByNo, startedAttemptsOfExam } from './queries';
import { isPastDeadline, isTaken, remainingSeconds } from './scoring';

// The live exam board (issue #33): a trainer of the exam's batch sees every attempt — time left, questions answered,
// last save, whether its page is online and its integrity counts — and asks again every BOARD_POLL_MS.

export function boardRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'exams/board/{examNo}',
    async (req) => {
      const no = rowId(req.params.examNo);
      const found = no === undefined ? undefined : await examByNo(ctx.db, no);
      if (!found?.paper) throw req.fail(404, 'examNotFound');
      const { exam, paper } = found;
      // Anyone but a trainer of the exam's batch hears 404, as for a batch that does not exist.
      const scope = await scopeById(ctx, req, exam.batch_id);
      const names = new Map(
        scope.roster.map(({ participant }) => [
          participant.id,
          (req.lang === 'ar' && participant.arabic_name) || participant.name,
        ]),
      );
      const attempts = (await startedAttemptsOfExam(ctx.db, exam.id)).filter((attempt) =>
        names.has(attempt.participant_id),
      );
      const ids = attempts.map((attempt) => attempt.id);
      const [progress, summaries, seen] = await Promise.all([
        answerProgress(ctx.db, ids),
        summariesOf(ctx.db, ids),
        lastSeenOf(ctx.db, ids),
      ]);
      const now = ctx.now();
      const rows: BoardRow[] = attempts.map((attempt) => {
        const completed = isTaken(attempt) || isPastDeadline(attempt, paper, now);
        const lastSeen = seen.get(attempt.id);
        return {
          attempt_id: attempt.id,
          participant_id: attempt.participant_id,
          name: names.get(attempt.participant_id) ?? '',
          completed,
          remaining_time: completed ? 0 : remainingSeconds(attempt, paper, now),
          answered: progress.get(attempt.id)?.answered ?? 0,
          last_save_at: progress.get(attempt.id)?.lastSave ?? null,
          last_seen_at: lastSeen === undefined ? null : new Date(lastSeen).toISOString(),
          online: !completed && lastSeen !== undefined && now - lastSeen <= ONLINE_WITHIN_MS,
          extra_seconds: attempt.extra_seconds,
          summary: summaries.get(attempt.id) ?? summarize([]),
        };
      });
      rows.sort((a, b) => Number(a.completed) - Number(b.completed) || a.name.localeCompare(b.name, req.lang));
      return req.ok('ok', {
        exam_no: exam.no,
        exam_title: req.lang === 'ar' ? exam.title_ar : exam.title,
        batch_no: scope.batch.batch_no,
        total_questions: paper.questions.length,
        rows,
        server_time: now,
      });
    },
    { auth: true },
  );
}
