import { eq, isNotNull, isNull, and } from 'drizzle-orm';
import type { ApiContext } from '../../context';
import { closeAttempt } from './queries';
import { resultRelease } from './result-notice';
import { paperRecord, attemptRecord } from './rows';
import { examAttempts, examPapers } from './schema';
import { isPastDeadline } from './scoring';

// The deadline, kept by the server (#32): an attempt whose time ran out is closed and its result released even when
// no page ever asks again (a closed tab). Every process runs it; closing locks the attempt's row, so one closes it.

/** Closes the open attempts past their deadline now; answers how many it closed. */
export async function closeOverdueAttempts(ctx: ApiContext): Promise<number> {
  const now = ctx.now();
  const open = await ctx.db
    .select({ attempt: examAttempts, paper: examPapers })
    .from(examAttempts)
    .innerJoin(examPapers, eq(examPapers.exam_id, examAttempts.exam_id))
    .where(and(isNull(examAttempts.passing_status), isNotNull(examAttempts.attempt_date_time)));
  let closed = 0;
  for (const row of open) {
    const attempt = attemptRecord(row.attempt);
    const paper = paperRecord(row.paper);
    if (!isPastDeadline(attempt, paper, now)) continue;
    const done = await closeAttempt(ctx.db, attempt.id, paper, now, resultRelease(ctx), true);
    if (done.passing_status !== null) closed++;
  }
  return closed;
}
