import type { CourseProgress } from '../../../../src/core/api/schemas/course';
import { flattenCourse } from '../../../../src/core/course/course-tree';
import { completeContent, openContent } from '../../../../src/core/course/progress-rules';
import type { SeedContext } from '../../feature';
import type { Data } from '../../types';
import { COURSE, PARTICIPANT, PROGRESS } from '../catalog/ids';
import type { CourseProgressRecord, CourseUnitRecord } from './types';
import { cctvUnits, fireSafetyUnits } from './seed-courses';
import { FIRE_PERCENT } from './ids';
import { clientCourse, clientProgress, storeProgress } from './view';

// Fills the catalog's courses and walks the seeded learners through them with the client's own progress rules, so
// every stored percentage is what the viewer would compute (seeds after catalog).

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60_000;

function recordOf(data: Data, id: number): CourseProgressRecord {
  const record = data.course_progress.find((item) => item.id === id);
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
function walk(data: Data, id: number, done: number, percent: number): void {
  const record = recordOf(data, id);
  const course = data.courses.find((item) => item.id === record.course_id);
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
      const result = completeContent({ progressId: String(id), record: progress, course: tree, contentId: content.id, now: finished });
      if (result.done) progress = result.record;
    });
  storeProgress(record, progress);
  if (record.progress_percentage !== percent) throw new Error(`[api] course seed: record ${id} came out at ${record.progress_percentage} %, not ${percent} %`);
}

/** Units of Fire Safety and CCTV, learner's and both's Fire Safety progress, learner's untouched CCTV, a copied link. */
export function seedCourse(data: Data, seed: SeedContext): void {
  const units = new Map<number, CourseUnitRecord[]>([
    [COURSE.fireSafety, fireSafetyUnits()],
    [COURSE.cctv, cctvUnits()],
  ]);
  for (const course of data.courses) course.units = units.get(course.id) ?? course.units;
  walk(data, PROGRESS.learnerFireSafety, 5, FIRE_PERCENT.learner);
  walk(data, PROGRESS.bothFireSafety, 7, FIRE_PERCENT.both);
  untouched(recordOf(data, PROGRESS.learnerCctv));
  data.course_progress_links = [{ id: PROGRESS.learnerCopiedLink, participant_id: PARTICIPANT.learner, course_id: COURSE.fireSafety }];
  // Every walked day lies in the past of `seed.now` (the batch began three weeks ago).
  if (Date.parse(recordOf(data, PROGRESS.bothFireSafety).started_at ?? '') + 8 * DAY > seed.now) {
    throw new Error('[api] course seed: progress would be dated in the future');
  }
}
