// @vitest-environment node
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '../../../src/core/api/schemas/course';
import { COURSE, PROGRESS } from '../../../demo/api/features/course/ids';
import { PARTICIPANT } from '../../../demo/api/features/batch/ids';
import type { Db } from '../../../demo/api/db/database';
import { progressOfParticipant } from '../../../demo/api/features/course/directory';
import { CCTV } from '../../../demo/api/features/course/ids';
import { readProgress, updatePath } from './course-support';
import { useTestApi, type TestApi } from './helpers';

// How progress is stored: times the columns hold unchanged, updates of one record decided one after the other, and
// every lookup served by an index.

const MINUTE = 60_000;

async function post(t: TestApi, token: string, id: number, body: unknown) {
  return t.call<CourseProgress>(updatePath(id), { token, body });
}

/** A first save of learner's untouched CCTV record: the intro video opened at `started`, the course started at `course`. */
function opened(started: string, course: string | null = started) {
  return {
    started_at: course,
    course_content_progress: [
      { content_id: CCTV.introVideo, completed_percentage: 0, time_spent: 0, started_at: started },
    ],
  };
}

// One API for the file (a test's writes are undone by the re-seed before the next).
const t = useTestApi();

describe('course API: stored progress times', () => {
  it.each(['1000-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'])(
    'keeps the time %s (years 1000–9999) exactly as sent',
    async (time) => {
      const token = await t.login('learner');
      const res = await post(t, token, PROGRESS.learnerCctv, opened(time));
      expect(res.status).toBe(200);
      const saved = await readProgress(t, token, PROGRESS.learnerCctv);
      expect(saved?.started_at).toBe(time);
      expect(saved?.course_content_progress[0]?.started_at).toBe(time);
    },
  );

  it.each([
    ['a year before 1000', '0999-12-31T23:59:59.999Z'],
    ['year 1', '0001-01-01T00:00:00.000Z'],
    ['a negative year', '-000001-01-01T00:00:00.000Z'],
    ['a year after 9999', '+010000-01-01T00:00:00.000Z'],
  ])('answers 422 for %s, in the course or in an entry, and stores nothing', async (_name, time) => {
    const token = await t.login('learner');
    const before = await readProgress(t, token, PROGRESS.learnerCctv);
    const course = await post(t, token, PROGRESS.learnerCctv, opened(new Date(t.clock.now).toISOString(), time));
    expect(course.status).toBe(422);
    expect(Object.keys(course.body.data)).toEqual(['started_at']);
    const entry = await post(t, token, PROGRESS.learnerCctv, opened(time, null));
    expect(entry.status).toBe(422);
    expect(Object.keys(entry.body.data)).toEqual(['course_content_progress.0.started_at']);
    expect(await readProgress(t, token, PROGRESS.learnerCctv)).toEqual(before);
  });
});

describe('course API: parallel progress updates', () => {
  /** Six first saves of learner's untouched CCTV record at once, each opening the intro video at its own time. */
  function saves(token: string) {
    const starts = Array.from({ length: 6 }, (_, index) => new Date(t.clock.now - (index + 1) * MINUTE).toISOString());
    return { starts, answers: Promise.all(starts.map((start) => post(t, token, PROGRESS.learnerCctv, opened(start)))) };
  }

  /** The last write's entry stands as sent; the course start is the first write's (forward moves only). */
  async function expectSerial(token: string, starts: string[]) {
    const saved = await readProgress(t, token, PROGRESS.learnerCctv);
    const last = saved?.course_content_progress[0]?.started_at;
    expect(starts).toContain(last);
    expect(starts).toContain(saved?.started_at);
    // An update deciding on the record as it was before another's write would have kept its own start instead.
    expect(saved?.started_at).not.toBe(last);
  }

  it('all land, each deciding on what the one before it stored', async () => {
    const token = await t.login('learner');
    const { starts, answers } = saves(token);
    expect((await answers).map((res) => res.status)).toEqual(starts.map(() => 200));
    await expectSerial(token, starts);
  });

  // Only a server runs transactions side by side (PGlite takes them one at a time): there, the updates are held
  // behind a lock on the record until every one of them is waiting, then let go together.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'held behind a lock on the record, still decide one after the other',
    async () => {
      const token = await t.login('learner');
      const { db } = t.api.database;
      let held: ReturnType<typeof saves> | undefined;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select id from course_progress where id = ${PROGRESS.learnerCctv} for update`);
        held = saves(token);
        await waitFor(async () => (await lockWaits(db)) >= 6);
      });
      if (!held) throw new Error('no updates sent');
      expect((await held.answers).map((res) => res.status)).toEqual(held.starts.map(() => 200));
      await expectSerial(token, held.starts);
    },
  );
});

/** How many of this database's sessions wait for a lock. */
async function lockWaits(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

/** Polls `check` until it holds (every 20 ms, 10 s at most). */
async function waitFor(check: () => Promise<boolean>): Promise<void> {
  for (let tries = 0; tries < 500; tries++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('waited 10 s in vain');
}

describe('course tables: lookups', () => {
  /** The plan of `query` with sequential scans ruled out wherever an index can serve. */
  async function plan(query: SQL): Promise<string> {
    return t.api.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain ${query}`)) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
  }

  it.each([
    [
      "the dashboard's progress of a participant",
      sql`select * from course_progress where participant_id = ${PARTICIPANT.learner}`,
      'course_progress_participant_batch_course',
    ],
    [
      'a progress record by id and owner',
      sql`select * from course_progress where id = ${PROGRESS.learnerFireSafety} and participant_id = ${PARTICIPANT.learner}`,
      'course_progress_pkey',
    ],
    [
      'a copied link by id and owner',
      sql`select * from course_progress_links where id = ${PROGRESS.learnerCopiedLink} and participant_id = ${PARTICIPANT.learner}`,
      'course_progress_links_pkey',
    ],
    [
      'course titles by ids',
      sql`select id, title from courses where id in (${COURSE.fireSafety}, ${COURSE.cctv})`,
      'courses_pkey',
    ],
  ])('%s is read through an index', async (_name, query, index) => {
    expect(await plan(query)).toContain(index);
  });

  it("reads only the participant's own records, in enrolment order", async () => {
    const { db } = t.api.database;
    const learner = await progressOfParticipant(db, PARTICIPANT.learner);
    expect(learner.map((record) => record.id)).toEqual([
      PROGRESS.learnerFireSafety,
      PROGRESS.learnerFirstAid,
      PROGRESS.learnerCrowd,
      PROGRESS.learnerCctv,
      PROGRESS.learnerGuardFoundations,
      PROGRESS.learnerEvacuation,
    ]);
    expect(learner.every((record) => record.participant_id === PARTICIPANT.learner)).toBe(true);
    expect((await progressOfParticipant(db, PARTICIPANT.both)).map((record) => record.id)).toEqual([
      PROGRESS.bothFireSafety,
    ]);
    expect(await progressOfParticipant(db, 999)).toEqual([]);
  });
});
