import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import type { ExamFacts, ScoredAttempt } from '../batch/directory';
import { examAttempts, examEvents, examPapers, exams } from './schema';

// Issue #34 insights: the exams of some batches with, per participant, whether they sat, their scored attempt and
// their counted integrity events. The database packs each exam's attempts into one text (8,000 attempts of a 2,000
// batch cost PGlite far more to hand over row by row than four texts), and counts the events in the same read.

/** The pass mark of an exam marked by hand without a paper (every seeded paper's mark). */
const PAPERLESS_PASS_MARK = 60;

/** An attempt's state in its packed text: P scored and passed, F scored and failed, S sat (not scored), N not sat. */
type AttemptState = 'P' | 'F' | 'S' | 'N';

/**
 * One exam's attempts as the database packs them: `participant state percent events` per attempt (percent empty
 * unless scored), attempts joined by commas. Neither separator occurs in a state or a number.
 */
function unpackAttempts(packed: string): Pick<ExamFacts, 'scored' | 'sat' | 'integrity'> {
  const scored = new Map<number, ScoredAttempt>();
  const sat = new Set<number>();
  const integrity = new Map<number, number>();
  for (const attempt of packed ? packed.split(',') : []) {
    const [participant, state, percent, events] = attempt.split(' ') as [string, AttemptState, string, string];
    const id = Number(participant);
    if (Number(events) > 0) integrity.set(id, Number(events));
    if (state === 'N') continue;
    sat.add(id);
    if (state !== 'S') scored.set(id, { percent: Number(percent), passed: state === 'P' });
  }
  return { scored, sat, integrity };
}

/**
 * The exams of these batches in opening order with their finished, scored attempts, who sat them and each attempt's
 * counted integrity events (issue #34 insights; batch reads it as BatchPageSources.examFacts): two reads.
 * Sat: started and not 'Not attempted'; scored: sat, marked, with a result and a percentage; passed: the result is Pass.
 */
export async function examFacts(db: Db, batchIds: readonly number[]): Promise<ExamFacts[]> {
  if (batchIds.length === 0) return [];
  const rows = await db
    .select({ exam: exams, pass_mark: examPapers.pass_mark })
    .from(exams)
    .leftJoin(examPapers, eq(examPapers.exam_id, exams.id))
    .where(inArray(exams.batch_id, [...batchIds]))
    .orderBy(asc(exams.start_date_time), asc(exams.id));
  if (rows.length === 0) return [];
  const ids = `{${rows.map((row) => row.exam.id).join(',')}}`;
  const a = examAttempts;
  const sat = sql`${a.attempt_date_time} is not null and ${a.passing_status} is distinct from 'Not attempted'`;
  const scored = sql`${a.passing_status} is not null and ${a.percentage} is not null and ${a.marking} = 'marked'`;
  const result = (await db.execute(sql`select ${a.exam_id} as exam_id, string_agg(concat_ws(' ', ${a.participant_id},
      case when not (${sat}) then 'N' when not (${scored}) then 'S' when ${a.passing_status} = 'Pass' then 'P' else 'F' end,
      case when (${sat}) and (${scored}) then ${a.percentage}::text else '' end, coalesce(ev.n, 0)), ',') as packed
    from ${a} left join (
      -- Counted events per attempt in one grouped pass (isCounted was applied when each event was logged).
      select ${examEvents.attempt_id} as attempt_id, count(*)::int as n from ${examEvents}
        join ${a} on ${a.id} = ${examEvents.attempt_id}
        where ${a.exam_id} = any(${ids}::int[]) and ${examEvents.counted} group by ${examEvents.attempt_id}
    ) ev on ev.attempt_id = ${a.id}
    where ${a.exam_id} = any(${ids}::int[]) group by ${a.exam_id}`)) as unknown as {
    rows: { exam_id: number; packed: string }[];
  };
  const packed = new Map(result.rows.map((row) => [row.exam_id, row.packed]));
  return rows.map(({ exam, pass_mark }) => ({
    batch_id: exam.batch_id,
    no: exam.no,
    title: exam.title,
    title_ar: exam.title_ar,
    pass_mark: pass_mark ?? PAPERLESS_PASS_MARK,
    opens_at: exam.start_date_time.getTime(),
    closes_at: exam.end_date_time.getTime(),
    ...unpackAttempts(packed.get(exam.id) ?? ''),
  }));
}
