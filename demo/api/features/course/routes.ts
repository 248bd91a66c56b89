import { CourseProgressUpdateBody } from '../../../../src/core/api/schemas/course';
import type { ApiContext } from '../../context';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { wholeNumber } from '../../validation';
import { participantOf } from '../catalog/seed-people';
import type { CourseProgressRecord, CourseRecord } from './types';
import { mediaReply } from './media';
import { settleProgress } from './settle';
import { readUpdateBody } from './update-body';
import { clientCourse, clientProgress, publicCourse, publicProgress, storeProgress } from './view';

// Learning §7 course and progress calls, and the courses' media. A progress id serves only its owner: anyone else's,
// like a missing one, answers 404 (no existence oracle); one without a record yet answers null to its owner.

function findCourse(ctx: ApiContext, raw: unknown): CourseRecord | undefined {
  const id = wholeNumber(raw);
  return id === undefined ? undefined : ctx.store.data.courses.find((course) => course.id === id);
}

/** The signed-in user's progress record with this id, or null for their id that has no record yet; else 404. */
function ownProgress(ctx: ApiContext, req: ApiRequest, raw: unknown): CourseProgressRecord | null {
  const id = wholeNumber(raw);
  const participant = participantOf(ctx.store.data, req.currentUser.id);
  if (id !== undefined && participant) {
    const mine = (item: { id: number; participant_id: number }) => item.id === id && item.participant_id === participant.id;
    const record = ctx.store.data.course_progress.find(mine);
    if (record) return record;
    if (ctx.store.data.course_progress_links.some(mine)) return null;
  }
  throw req.fail(404, 'courseProgressNotFound');
}

export function courseRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  // Any signed-in user may read a course (the catalogue is not private); progress is per participant.
  router.get(
    'courses/view/course/{courseId}',
    (req) => {
      const course = findCourse(ctx, req.params.courseId);
      if (!course) throw req.fail(404, 'courseNotFound');
      return req.ok('ok', { course: publicCourse(course, req.lang) });
    },
    { auth: true },
  );

  router.get(
    'batch/participant/course/progress/get/{courseProgressId}',
    (req) => {
      const record = ownProgress(ctx, req, req.params.courseProgressId);
      return req.ok('ok', record ? publicProgress(record) : null);
    },
    { auth: true },
  );

  router.post(
    'batch/participant/course/progress/update/{courseProgressId}',
    async (req) => {
      const user = req.currentUser;
      await throttleUser(req, limits.progressUpdatesByUser, limits.settings.progressUpdatesPerUser, ctx.now());
      const record = ownProgress(ctx, req, req.params.courseProgressId);
      // A copied link's id has no record to update (the viewer never saves one: §4 skips without progress).
      if (!record) throw req.fail(404, 'courseProgressNotFound');
      const course = findCourse(ctx, record.course_id);
      if (!course) throw req.fail(404, 'courseNotFound');
      const tree = clientCourse(course);
      const stored = clientProgress(record);
      const sent = readUpdateBody(req, await req.body(), tree, stored);
      storeProgress(record, settleProgress(tree, stored, sent, new Date(ctx.now())));
      ctx.store.save();
      await limits.progressUpdatesByUser.record(String(user.id), ctx.now());
      return req.ok('courseProgressSaved', publicProgress(record));
    },
    { auth: true, body: CourseProgressUpdateBody },
  );

  // Storage answers need no token: <video> and <iframe> cannot send an Authorization header.
  router.get('storage/course/{name}', (req) => mediaReply(req, req.params.name ?? ''));
}
