import { sql } from 'drizzle-orm';
import { arrayOf } from '../../db/arrays';
import type { Db } from '../../db/database';
import {
  addToLearner,
  addToLecture,
  emptyLearner,
  emptyLecture,
  hasSeededRows,
  type AttendanceCounts,
  type LectureCounts,
  type RosterLectures,
} from '../batch/directory';
import { seededFact } from './facts';
import { EARLY_LEAVE_MS } from './lecture-window';
import { attendanceRecords } from './schema';

// Issue #34 insights and the trainer dashboard's at-risk count: the stored records counted by the database per lecture
// and per place (2,000 + 40 rows for a 2,000 × 40 batch instead of 80,000 facts), by the rules of batch's
// attendance-counts.ts, then the seeded rows of the places without a record added here (three lectures have them).

interface CountRow {
  by_place: number;
  lecture_id: number | null;
  grp: number;
  participant_id: number | null;
  present: number;
  late: number;
  early_leave: number;
  absent: number;
  excused: number;
  ended_marked: number;
  ended_attended: number;
  ended_late: number;
  ended_early_leave: number;
  ended_absent: number;
}

// A place's key across groups: the group's number in the high bits, the participant id in the low 32.
const KEY_SHIFT = 2 ** 32;

/**
 * One read: each record of the lectures whose participant is on its group's roster, with its last check-in and
 * check-out (left early: present, the last entry an OUT more than EARLY_LEAVE_MS before the end), counted per lecture
 * and per group × participant (the place's counts take only the ended lectures).
 */
function countQuery(groups: readonly RosterLectures[], now: number) {
  const lectures = groups.flatMap((group, grp) => group.lectures.map((lecture) => ({ lecture, grp })));
  const ids = arrayOf(lectures.map(({ lecture }) => lecture.id));
  const ends = arrayOf(lectures.map(({ lecture }) => lecture.end_at));
  const grps = arrayOf(lectures.map(({ grp }) => grp));
  const ended = arrayOf(lectures.map(({ lecture }) => now >= Date.parse(lecture.end_at)));
  const r = attendanceRecords;
  // One roster: its ids go into the records' index scan. Several (the dashboard): a place is a group and an id, so a
  // participant on one roster and withdrawn from another counts in the first only (dearer: checked per joined row).
  const onRoster =
    groups.length === 1
      ? sql`${r.participant_id} = any(${arrayOf(groups[0]!.roster.map(({ participant }) => participant.id))}::int[])`
      : sql`l.grp::bigint * ${KEY_SHIFT} + ${r.participant_id} = any(${arrayOf(
          groups.flatMap((group, grp) => group.roster.map(({ participant }) => grp * KEY_SHIFT + participant.id)),
        )}::bigint[])`;
  // Each record carries its last check-in and check-out (kept by the database as entries are written): no entries read.
  return sql`with l as (
      select * from unnest(${ids}::int[], ${ends}::timestamptz[], ${grps}::int[], ${ended}::boolean[])
        as l(id, end_at, grp, ended)
    ), per_record as (
      select l.id as lecture_id, l.grp, l.ended, ${r.participant_id} as participant_id, ${r.status} as status,
        ${r.status} in ('PRESENT', 'FLAGGED') as present, ${r.is_late} as is_late,
        coalesce(${r.last_out_at} < l.end_at - ${EARLY_LEAVE_MS} * interval '1 millisecond'
          and ${r.last_out_at} >= coalesce(${r.last_in_at}, '-infinity'::timestamptz), false) as out_early
      from ${r} join l on l.id = ${r.lecture_id}
      where ${r.lecture_id} = any(${ids}::int[]) and ${onRoster}
    )
    select grouping(lecture_id) as by_place, lecture_id, grp, participant_id,
      count(*) filter (where present and not is_late)::int as present,
      count(*) filter (where present and is_late)::int as late,
      count(*) filter (where present and out_early)::int as early_leave,
      count(*) filter (where status = 'ABSENT')::int as absent,
      count(*) filter (where status = 'EXCUSED')::int as excused,
      count(*) filter (where ended and status <> 'EXCUSED')::int as ended_marked,
      count(*) filter (where ended and present)::int as ended_attended,
      count(*) filter (where ended and present and is_late)::int as ended_late,
      count(*) filter (where ended and present and out_early)::int as ended_early_leave,
      count(*) filter (where ended and not present and status <> 'EXCUSED')::int as ended_absent
    from per_record group by grouping sets ((grp, lecture_id), (grp, participant_id))`;
}

/** The participants with a stored record at each of these lectures (the seeded ones: a few lectures). */
async function recordedAt(db: Db, lectureIds: readonly number[]): Promise<Map<number, Set<number>>> {
  const recorded = new Map<number, Set<number>>(lectureIds.map((id) => [id, new Set()]));
  if (lectureIds.length === 0) return recorded;
  const r = attendanceRecords;
  const result = (await db.execute(
    sql`select ${r.lecture_id} as lecture_id, string_agg(${r.participant_id}::text, ',') as ids from ${r}
      where ${r.lecture_id} = any(${arrayOf(lectureIds)}::int[]) group by ${r.lecture_id}`,
  )) as unknown as { rows: { lecture_id: number; ids: string }[] };
  for (const row of result.rows) for (const id of row.ids.split(',')) recorded.get(row.lecture_id)?.add(Number(id));
  return recorded;
}

/**
 * For each group, its attendance counted per lecture and per roster place: the stored records by the database, the
 * seeded row of each place without one, and every place left over unmarked. The registry hands it to batch as
 * BatchPageSources.attendanceCounts.
 */
export async function attendanceCounts(
  db: Db,
  groups: readonly RosterLectures[],
  now: number,
): Promise<AttendanceCounts[]> {
  const counted = groups.map((group) => ({
    lectures: group.lectures.map(emptyLecture),
    learners: group.roster.map(emptyLearner),
  }));
  if (groups.every((group) => group.lectures.length === 0)) return counted;
  const seeded = groups.flatMap((group) => group.lectures.filter((lecture) => hasSeededRows(lecture.id)));
  const [result, recorded] = await Promise.all([
    db.execute(countQuery(groups, now)) as unknown as Promise<{ rows: CountRow[] }>,
    recordedAt(
      db,
      seeded.map((lecture) => lecture.id),
    ),
  ]);
  const lectureAt = groups.map((group) => new Map(group.lectures.map((lecture, at) => [lecture.id, at])));
  const placeOf = groups.map((group) => new Map(group.roster.map(({ participant }, at) => [participant.id, at])));
  for (const row of result.rows) {
    if (!row.by_place) {
      const at = lectureAt[row.grp]?.get(row.lecture_id ?? -1);
      const counts = at === undefined ? undefined : counted[row.grp]?.lectures[at];
      if (counts) Object.assign(counts, lectureCountsOf(row));
      continue;
    }
    const place = placeOf[row.grp]?.get(row.participant_id ?? -1);
    const learner = place === undefined ? undefined : counted[row.grp]?.learners[place];
    if (learner)
      Object.assign(learner, {
        lectures: row.ended_marked,
        attended: row.ended_attended,
        late: row.ended_late,
        early_leave: row.ended_early_leave,
        absent: row.ended_absent,
      });
  }
  groups.forEach((group, grp) =>
    group.lectures.forEach((lecture, at) => {
      const lectureCounts = counted[grp]!.lectures[at]!;
      const stored = recorded.get(lecture.id);
      if (stored) {
        const ended = now >= Date.parse(lecture.end_at);
        group.roster.forEach(({ participant, place }, index) => {
          if (stored.has(participant.id)) return;
          const fact = seededFact(lecture, index, place.enrollment_date, now);
          addToLecture(lectureCounts, fact);
          if (ended) addToLearner(counted[grp]!.learners[index]!, fact);
        });
      }
      // Every place is in exactly one of present, late, absent, excused and unmarked.
      lectureCounts.unmarked =
        group.roster.length - lectureCounts.present - lectureCounts.late - lectureCounts.absent - lectureCounts.excused;
    }),
  );
  return counted;
}

/** A lecture's row: its stored places by category (the unmarked are what is left once the seeded rows are added). */
const lectureCountsOf = (row: CountRow): LectureCounts => ({
  present: row.present,
  late: row.late,
  early_leave: row.early_leave,
  absent: row.absent,
  excused: row.excused,
  unmarked: 0,
});
