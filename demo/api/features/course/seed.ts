import type { CourseProgress } from '../../../../src/core/api/schemas/course';
import { flattenCourse } from '../../../../src/core/course/course-tree';
import { completeContent, openContent } from '../../../../src/core/course/progress-rules';
import type { Db } from '../../db/database';
import type { SeedContext } from '../../feature';
import { batchesByIds } from '../batch/directory';
import { BATCH_ID, PARTICIPANT } from '../batch/ids';
import type { BatchRecord } from '../batch/types';
import { COURSE, FIRE_PERCENT, PROGRESS } from './ids';
import { progressRow } from './queries';
import { courseProgress, courseProgressLinks, courses } from './schema';
import { seededCourses } from './seed-courses';
import type { CourseProgressRecord, CourseRecord } from './types';
import { clientCourse, clientProgress, storeProgress } from './view';

// The courses, one progress record per seeded enrolment, and the seeded learners walked through their courses with
// the client's own progress rules, so every stored percentage is what the viewer would compute. Seeds after batch:
// the enrolments read their batches through its directory.

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

/** [progress id, batch, participant, progress %]: 100 % is a completed course; every one is walked below through its course's contents (45 % = 5 of 11, 64 % = 7 of 11, 70 % = 7 of 10, 20 % = 1 of 5; CCTV 0 % untouched). */
const ENROLMENTS: [number, number, number, number][] = [
  [PROGRESS.learnerFireSafety, BATCH_ID.fireMorning, PARTICIPANT.learner, 45],
  [PROGRESS.learnerFirstAid, BATCH_ID.firstAidEvening, PARTICIPANT.learner, 70],
  [PROGRESS.learnerCrowd, BATCH_ID.crowdWeekend, PARTICIPANT.learner, 20],
  [PROGRESS.learnerCctv, BATCH_ID.cctvOnline, PARTICIPANT.learner, 0],
  [PROGRESS.learnerGuardFoundations, BATCH_ID.guardSpring, PARTICIPANT.learner, 100],
  [PROGRESS.learnerEvacuation, BATCH_ID.evacuationB, PARTICIPANT.learner, 100],
  [PROGRESS.bothFireSafety, BATCH_ID.fireMorning, PARTICIPANT.both, 64],
];

/** The enrolments' records, dated by their batch. */
function enrolments(batches: readonly BatchRecord[], now: number): CourseProgressRecord[] {
  return ENROLMENTS.flatMap(([id, batchId, participantId, percent]): CourseProgressRecord[] => {
    const batch = batches.find((candidate) => candidate.id === batchId);
    const place = batch?.participants.find((candidate) => candidate.participant_id === participantId);
    const course = batch?.courses[0];
    if (!batch || !place || !course) return [];
    const started = Date.parse(`${batch.start_date}T09:00:00`);
    return [
      {
        id,
        batch_id: batch.id,
        batch_course_id: course.id,
        batch_participant_id: place.id,
        course_id: course.course_id,
        participant_id: participantId,
        progress_percentage: percent,
        total_time_spent: percent * 360,
        total_guided_learning_time: percent * 300,
        started_at: new Date(started).toISOString(),
        completed_at:
          percent >= 100 ? new Date(Math.min(now - DAY, Date.parse(`${batch.end_date}T12:00:00`))).toISOString() : null,
        course_content_progress: [],
        course_chapter_progress: [],
        course_unit_progress: [],
      },
    ];
  });
}

function recordOf(records: readonly CourseProgressRecord[], id: number): CourseProgressRecord {
  const record = records.find((item) => item.id === id);
  if (!record) throw new Error(`[api] course seed: no progress record ${id}`);
  return record;
}

/** Clears a record to "never opened". */
function untouched(record: CourseProgressRecord): void {
  Object.assign(record, {
    course_content_progress: [],
    course_chapter_progress: [],
    course_unit_progress: [],
    progress_percentage: 0,
    total_time_spent: 0,
    started_at: null,
    completed_at: null,
  });
}

/**
 * Opens and completes the first `done` contents in order, one a day from the record's start (each taking its duration
 * plus two minutes), then opens the next one; the course must come out at `percent`.
 */
function walk(record: CourseProgressRecord, courseList: readonly CourseRecord[], done: number, percent: number): void {
  const course = courseList.find((item) => item.id === record.course_id);
  if (!course) throw new Error(`[api] course seed: no course ${record.course_id}`);
  const from = Date.parse(record.started_at ?? '');
  untouched(record);
  const tree = clientCourse(course);
  let progress: CourseProgress = clientProgress(record);
  flattenCourse(tree)
    .slice(0, done + 1)
    .forEach(({ content }, index) => {
      const opened = new Date(from + index * DAY);
      progress = openContent(progress, tree, content.id, opened).record;
      if (index === done) return;
      const finished = new Date(opened.getTime() + ((content.duration ?? 0) + 2) * MINUTE);
      const result = completeContent({
        progressId: String(record.id),
        record: progress,
        course: tree,
        contentId: content.id,
        now: finished,
      });
      if (result.done) progress = result.record;
    });
  storeProgress(record, progress);
  if (record.progress_percentage !== percent)
    throw new Error(
      `[api] course seed: record ${record.id} came out at ${record.progress_percentage} %, not ${percent} %`,
    );
}

/** The courses; every enrolment's progress walked through its course (learner's CCTV untouched); a copied link. */
export async function seedCourse(db: Db, seed: SeedContext): Promise<void> {
  const courseList = seededCourses();
  const records = enrolments(await batchesByIds(db, Object.values(BATCH_ID)), seed.now);
  walk(recordOf(records, PROGRESS.learnerFireSafety), courseList, 5, FIRE_PERCENT.learner);
  walk(recordOf(records, PROGRESS.bothFireSafety), courseList, 7, FIRE_PERCENT.both);
  // The dashboard's percentage is what opening the course shows (seed-more-courses.ts).
  walk(recordOf(records, PROGRESS.learnerFirstAid), courseList, 7, 70);
  walk(recordOf(records, PROGRESS.learnerCrowd), courseList, 1, 20);
  walk(recordOf(records, PROGRESS.learnerGuardFoundations), courseList, 4, 100);
  walk(recordOf(records, PROGRESS.learnerEvacuation), courseList, 3, 100);
  untouched(recordOf(records, PROGRESS.learnerCctv));
  // Every walked day lies in the past of `seed.now` (the batch began three weeks ago).
  if (Date.parse(recordOf(records, PROGRESS.bothFireSafety).started_at ?? '') + 8 * DAY > seed.now) {
    throw new Error('[api] course seed: progress would be dated in the future');
  }
  await db.insert(courses).values(courseList);
  await db.insert(courseProgress).values(records.map(progressRow));
  await db
    .insert(courseProgressLinks)
    .values({ id: PROGRESS.learnerCopiedLink, participant_id: PARTICIPANT.learner, course_id: COURSE.fireSafety });
}
