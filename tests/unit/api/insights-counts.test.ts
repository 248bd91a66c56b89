// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { attendanceCounts, attendanceFacts } from '../../../demo/api/features/attendance/directory';
import { countsOfFacts } from '../../../demo/api/features/batch/attendance-counts';
import { batchByNo, lecturesOfBatches, rostersOf } from '../../../demo/api/features/batch/directory';
import { BATCH_PAGE } from '../../../demo/api/features/batch/ids';
import { HOUR, NOON, seedAt } from './attendance-support';
import { useTestApi } from './helpers';
import { FIXTURE, seedInsightsFixture } from './insights-support';

// Issue #34: the database counts the insights' attendance (attendance/counts.ts); it must give exactly what the rules
// give over every place's fact (attendanceFacts + countsOfFacts), seeded rows, early leaves and unmarked places
// included, for several batches in one read (the trainer dashboard) and whatever the clock says has ended.

describe('attendance counted by the database', () => {
  const t = useTestApi({ at: NOON });

  it('equals the rules applied to every fact, for two batches at once and each alone, at three clocks', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const db = t.api.database.db;
    const batches = await Promise.all([batchByNo(db, FIXTURE.batchNo), batchByNo(db, BATCH_PAGE.batchNo)]);
    const list = batches.map((batch) => batch!);
    const [rosters, lectures] = await Promise.all([
      rostersOf(db, list),
      lecturesOfBatches(
        db,
        list.map((batch) => batch.id),
      ),
    ]);
    const groups = list.map((batch) => ({
      roster: rosters.get(batch.id) ?? [],
      lectures: lectures.filter((lecture) => lecture.batch_id === batch.id),
    }));
    expect(groups.every((group) => group.roster.length > 0 && group.lectures.length > 0)).toBe(true);
    for (const now of [NOON - 30 * 24 * HOUR, NOON, NOON + 60 * 24 * HOUR]) {
      const facts = await attendanceFacts(db, groups, now);
      const expected = groups.map((group, at) => countsOfFacts(group.roster, group.lectures, facts[at]!, now));
      expect(await attendanceCounts(db, groups, now)).toEqual(expected);
      // One roster alone takes the other filter (its ids in the index scan).
      for (const [at, group] of groups.entries())
        expect(await attendanceCounts(db, [group], now)).toEqual([expected[at]]);
    }
    // The seeded batch's figures are not all zero: the comparison saw seeded and stored rows.
    const [, seeded] = await attendanceCounts(db, groups, NOON);
    expect(seeded!.lectures.some((lecture) => lecture.present + lecture.late > 0)).toBe(true);
    expect(seeded!.learners.some((learner) => learner.lectures > 0)).toBe(true);
  });

  it('counts nothing for a roster without lectures', async () => {
    await seedAt(t);
    await seedInsightsFixture(t);
    const db = t.api.database.db;
    const batch = (await batchByNo(db, FIXTURE.batchNo))!;
    const [roster = []] = [(await rostersOf(db, [batch])).get(batch.id)];
    expect(await attendanceCounts(db, [{ roster, lectures: [] }], NOON)).toEqual([
      { lectures: [], learners: roster.map(() => ({ lectures: 0, attended: 0, late: 0, early_leave: 0, absent: 0 })) },
    ]);
  });
});
