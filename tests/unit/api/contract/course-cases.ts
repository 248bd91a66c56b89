import { CourseProgressAnswer, CourseViewAnswer } from '../../../../src/core/api/schemas/course';
import { COURSE, PROGRESS } from '../../../../demo/api/features/course/ids';
import type { TestApi } from '../helpers';
import { validate } from 'superstruct';
import { type Account, type Call, type ClientCheck, type Contracts, schemaCheck } from './support';

// The course viewer's routes: the course, its progress record, and its media.

/** The course viewer's save of learner's Fire Safety record: the record as read, changed by `change`. */
function progressUpdate(
  change: (record: Record<string, unknown>) => object = (record) => record,
  as: Account = 'learner',
): (t: TestApi) => Promise<Call> {
  return async (t) => {
    const read = await t.call<Record<string, unknown>>(
      `batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`,
      { token: await t.login('learner') },
    );
    return {
      method: 'POST',
      path: `batch/participant/course/progress/update/${PROGRESS.learnerFireSafety}`,
      as,
      body: change(read.body.data),
    };
  };
}

/** The course read as the client reads it, every video with its English and Arabic tracks (none dropped). */
const captionsKept: ClientCheck = (body) => {
  const [failure, course] = validate(body.data, CourseViewAnswer, { coerce: true });
  if (failure || !course) return `body: ${failure?.message ?? 'unreadable'}`;
  const videos = course.units.flatMap((unit) =>
    unit.chapters.flatMap((chapter) => chapter.contents.filter((content) => content.type === 'video')),
  );
  const bare = videos.filter((video) => video.captions?.map((track) => track.lang).join() !== 'en,ar');
  return videos.length === 0
    ? 'no video'
    : bare.length > 0
      ? `captions of ${bare.map((video) => video.id).join()}`
      : undefined;
};

export const CONTRACTS: Contracts = {
  'GET courses/view/course/{courseId}': {
    cases: [
      {
        title: 'a course with content',
        status: 200,
        call: { path: `courses/view/course/${COURSE.fireSafety}`, as: 'learner' },
        client: schemaCheck(CourseViewAnswer),
      },
      {
        title: 'a course whose videos have caption tracks the client keeps (#37)',
        status: 200,
        call: { path: `courses/view/course/${COURSE.fireSafety}`, as: 'learner' },
        client: captionsKept,
      },
      {
        title: 'a course without content',
        status: 200,
        call: { path: `courses/view/course/${COURSE.induction}`, as: 'newcomer' },
        client: schemaCheck(CourseViewAnswer),
      },
      { title: 'unknown course', status: 404, call: { path: 'courses/view/course/999999', as: 'learner' } },
      { title: 'malformed id', status: 404, call: { path: 'courses/view/course/abc', as: 'learner' } },
    ],
  },
  'GET batch/participant/course/progress/get/{courseProgressId}': {
    cases: [
      {
        title: 'own record',
        status: 200,
        call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`, as: 'learner' },
        client: schemaCheck(CourseProgressAnswer),
      },
      {
        title: 'copied link (null)',
        status: 200,
        call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerCopiedLink}`, as: 'learner' },
        client: schemaCheck(CourseProgressAnswer),
      },
      {
        title: "someone else's",
        status: 404,
        call: { path: `batch/participant/course/progress/get/${PROGRESS.learnerFireSafety}`, as: 'both' },
      },
      {
        title: 'unknown id',
        status: 404,
        call: { path: 'batch/participant/course/progress/get/999999', as: 'learner' },
      },
    ],
  },
  'POST batch/participant/course/progress/update/{courseProgressId}': {
    cases: [
      { title: 'the record as read', status: 200, call: progressUpdate(), client: schemaCheck(CourseProgressAnswer) },
      { title: "someone else's", status: 404, call: progressUpdate(undefined, 'both') },
      {
        title: 'wrong shape',
        status: 422,
        call: progressUpdate((record) => ({ ...record, progress_percentage: 101 })),
      },
      {
        title: 'content of another course',
        status: 422,
        call: progressUpdate((record) => ({
          ...record,
          course_content_progress: [{ content_id: 999, completed_percentage: 100 }],
        })),
      },
    ],
  },
  'GET storage/course/{name}': {
    exempt: 'a video, PDF or image file, not a JSON call (covered by course-media.test.ts)',
  },
};
