import { CourseProgressUpdateBody } from '../../../../src/core/api/schemas/course';
import type { ApiContext } from '../../context';
import type { Db } from '../../db/database';
import { refundOnFailure, throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { rowId } from '../../validation';
import { participantOfUser } from '../batch/directory';
import { mediaReply } from './media';
import { findCourse, isOwnLink, ownProgressRecord, saveProgress } from './queries';
import { settleProgress } from './settle';
import type { CourseProgressRecord } from './types';
import { readUpdateBody } from './update-body';
import { clientCourse, clientProgress, publicCourse, publicProgress, storeProgress } from './view';

// Learning §7 course and progress calls, and the courses' media. A progress id serves only its owner: anyone else's,
// like a missing one, answers 404 (no existence oracle); one without a record yet answers null to its owner.

/**
 * The signed-in user's progress record with this id, or null for their id that has no record yet; else 404. `lock`
 * holds the record until the transaction `db` ends.
 */
async function ownProgress(
  ctx: ApiContext,
  db: Db,
  req: ApiRequest,
  raw: unknown,
  lock = false,
): Promise<CourseProgressRecord | null> {
  const id = rowId(raw);
  const participant = await participantOfUser(db, req.currentUser.id);
  if (id !== undefined && participant) {
    const record = await ownProgressRecord(db, id, participant.id, lock);
    if (record) return record;
    if (await isOwnLink(db, id, participant.id)) return null;
  }
  throw req.fail(404, 'courseProgressNotFound');
}

export function courseRoutes(router: Router, ctx: ApiContext): void {
  const { limits } = ctx;

  // Any signed-in user may read a course (the catalogue is not private); progress is per participant.
  router.get(
    'courses/view/course/{courseId}',
    async (req) => {
      const id = rowId(req.params.courseId);
      const course = id === undefined ? undefined : await findCourse(ctx.db, id);
      if (!course) throw req.fail(404, 'courseNotFound');
      return req.ok('ok', { course: publicCourse(course, req.lang) });
    },
    { auth: true },
  );

  router.get(
    'batch/participant/course/progress/get/{courseProgressId}',
    async (req) => {
      const record = await ownProgress(ctx, ctx.db, req, req.params.courseProgressId);
      return req.ok('ok', record ? publicProgress(record) : null);
    },
    { auth: true },
  );

  router.post(
    'batch/participant/course/progress/update/{courseProgressId}',
    async (req) => {
      const updates = limits.get('progressUpdatesPerUser');
      const hit = await throttleUser(req, updates, ctx.now());
      // Only an update saved counts.
      return refundOnFailure(updates, hit, async () => {
        const body = await req.body();
        // Read locked, recomputed and written in one transaction: a parallel update of the same record waits, then
        // settles on what this one stored (started_at kept, completed_at kept from a stored 100 %).
        const record = await ctx.db.transaction(async (tx) => {
          const stored = await ownProgress(ctx, tx, req, req.params.courseProgressId, true);
          // A copied link's id has no record to update (the viewer never saves one: §4 skips without progress).
          if (!stored) throw req.fail(404, 'courseProgressNotFound');
          const course = await findCourse(tx, stored.course_id);
          if (!course) throw req.fail(404, 'courseNotFound');
          const tree = clientCourse(course);
          const before = clientProgress(stored);
          const sent = readUpdateBody(req, body, tree, before);
          storeProgress(stored, settleProgress(tree, before, sent, new Date(ctx.now())));
          await saveProgress(tx, stored);
          return stored;
        });
        return req.ok('courseProgressSaved', publicProgress(record));
      });
    },
    { auth: true, body: CourseProgressUpdateBody },
  );

  // Storage answers need no token: <video> and <iframe> cannot send an Authorization header.
  router.get('storage/course/{name}', (req) => mediaReply(req, req.params.name ?? ''));
}
