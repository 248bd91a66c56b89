import type {
  Course,
  CourseChapter,
  CourseContent,
  CourseProgress,
  CourseUnit,
} from '../../../../src/core/api/schemas/course';
import { contentsOf } from '../../../../src/core/course/course-tree';
import { completedShare } from '../../../../src/core/course/progress-status';
import { summedMinutes } from '../../../../src/core/course/progress-time';

// The server's recalculation of a posted record (learning §4: "Whether the backend recalculates is stated as yes in
// one reading"): content entries are taken as sent; chapter, unit and course entries are recomputed from them with
// the client's own rules (rounded shares, summed times keeping the larger of sum and sent), so both sides agree.

interface Entry {
  completed_percentage: number;
  time_spent?: number | null | undefined;
  started_at?: string | null | undefined;
  completed_at?: string | null | undefined;
}

type ContentEntry = CourseProgress['course_content_progress'][number];

/** The earliest of some ISO instants (null when none). */
function earliest(times: readonly (string | null | undefined)[]): string | null {
  let first: string | null = null;
  for (const time of times) if (time && (first === null || Date.parse(time) < Date.parse(first))) first = time;
  return first;
}

/**
 * One chapter, unit or the course: percentage and time from its contents; started_at never moves once stored
 * (§4 "forward moves only"); completed_at kept from a stored 100 %, set now on reaching 100, cleared below.
 */
function settleEntry(
  contents: readonly CourseContent[],
  view: CourseProgress,
  stored: Entry | undefined,
  sent: Entry | undefined,
  now: string,
): Entry {
  const byId = new Map(view.course_content_progress.map((entry) => [entry.content_id, entry]));
  const mine = contents.map((item) => byId.get(item.id)).filter((entry): entry is ContentEntry => entry !== undefined);
  const percentage = completedShare(contents, view);
  const wasComplete = stored !== undefined && stored.completed_percentage >= 100;
  return {
    completed_percentage: percentage,
    time_spent: summedMinutes(
      mine.map((entry) => entry.time_spent),
      sent?.time_spent,
    ),
    started_at: stored?.started_at || sent?.started_at || earliest(mine.map((entry) => entry.started_at)),
    completed_at: percentage < 100 ? null : (wasComplete && stored.completed_at) || sent?.completed_at || now,
  };
}

/** Chapter or unit entries in course order: one for each that was stored, sent or has content entries. */
function settleLevel<N extends CourseChapter | CourseUnit, K extends 'chapter_id' | 'unit_id'>(
  nodes: readonly N[],
  key: K,
  view: CourseProgress,
  stored: readonly (Entry & Record<K, string>)[],
  sent: readonly (Entry & Record<K, string>)[],
  now: string,
): (Entry & Record<K, string>)[] {
  const started = new Set(view.course_content_progress.map((entry) => entry.content_id));
  const find = (list: readonly (Entry & Record<K, string>)[], id: string) => list.find((entry) => entry[key] === id);
  return nodes.flatMap((node) => {
    const contents = contentsOf(node);
    const [before, posted] = [find(stored, node.id), find(sent, node.id)];
    if (!before && !posted && !contents.some((item) => started.has(item.id))) return [];
    return [{ [key]: node.id, ...settleEntry(contents, view, before, posted, now) } as Entry & Record<K, string>];
  });
}

/**
 * The record to store: `sent` (already checked: known ids, no duplicates, valid times) with its content entries in
 * course order, a completed content given completed_at, and everything above recomputed; `stored` is the record before.
 */
export function settleProgress(course: Course, stored: CourseProgress, sent: CourseProgress, at: Date): CourseProgress {
  const now = at.toISOString();
  const posted = new Map(sent.course_content_progress.map((entry) => [entry.content_id, entry]));
  const contents = contentsOf(course).flatMap((item): ContentEntry[] => {
    const entry = posted.get(item.id);
    if (!entry) return [];
    const complete = entry.completed_percentage >= 100;
    return [
      {
        ...entry,
        time_spent: entry.time_spent ?? 0,
        started_at: entry.started_at ?? null,
        completed_at: complete ? entry.completed_at || now : null,
      },
    ];
  });
  const view: CourseProgress = { ...stored, course_content_progress: contents };
  const chapters = course.units.flatMap((unit) => unit.chapters);
  const whole = settleEntry(
    contentsOf(course),
    view,
    { ...stored, completed_percentage: stored.progress_percentage ?? 0 },
    {
      completed_percentage: sent.progress_percentage ?? 0,
      time_spent: sent.total_time_spent,
      started_at: sent.started_at,
      completed_at: sent.completed_at,
    },
    now,
  );
  return {
    ...stored,
    course_content_progress: contents,
    course_chapter_progress: settleLevel(
      chapters,
      'chapter_id',
      view,
      stored.course_chapter_progress,
      sent.course_chapter_progress,
      now,
    ),
    course_unit_progress: settleLevel(
      course.units,
      'unit_id',
      view,
      stored.course_unit_progress,
      sent.course_unit_progress,
      now,
    ),
    progress_percentage: whole.completed_percentage,
    total_time_spent: whole.time_spent,
    started_at: whole.started_at,
    completed_at: whole.completed_at,
  };
}
