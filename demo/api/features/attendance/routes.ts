import {
  AcceptOfflineBody,
  LectureRefBody,
  VenueBody,
  type AcceptOfflineRequest,
  type VenueRequest,
} from '../../../../src/core/api/schemas/attendance';
import { ApiError } from '../../http';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import {
  batchById,
  type BatchRecord,
  findLecture,
  type LectureRecord,
  rosterOf,
  setLectureVenue,
} from '../batch/directory';
import { clearEntryFlag, recordOfParticipant, recordsOfLecture, saveRecord } from './directory';
import { lectureMarking } from './marking-state';
import { acceptOffline } from './records';
import { rowId } from '../../validation';
import { scanRoutes } from './scan';
import { lectureQrData, lectureRoster, venueOf } from './view';
import { DEFAULT_VENUE_RADIUS_M, MAX_VENUE_RADIUS_M, MIN_VENUE_RADIUS_M } from './venue';

// The trainer's calls (the lecture's QR data and its live roster) and the learner's scans.

/** The lecture a body names, for a trainer of its batch: 404 when unknown, 403 for anyone else (a trainer of another batch too). */
async function taughtLecture(
  ctx: ApiContext,
  req: ApiRequest,
): Promise<{ lecture: LectureRecord; batch: BatchRecord }> {
  const lecture = await findLecture(ctx.db, (await req.body()).related_id);
  const batch = lecture && (await batchById(ctx.db, lecture.batch_id));
  if (!lecture || !batch) throw req.fail(404, 'lectureNotFound');
  if (!batch.trainer_ids.includes(req.currentUser.id)) throw req.fail(403, 'forbidden');
  return { lecture, batch };
}

export function attendanceRoutes(router: Router, ctx: ApiContext): void {
  router.post(
    'attendance/view/qr',
    async (req) => {
      const { lecture, batch } = await taughtLecture(ctx, req);
      return req.ok('ok', lectureQrData(lecture, batch, ctx.now(), req.lang, ctx.attendanceSecret));
    },
    { auth: true, body: LectureRefBody },
  );

  // Beyond the spec: who has checked in and out, polled by the trainer's QR page.
  router.post(
    'attendance/lecture/roster',
    async (req) => {
      const { lecture, batch } = await taughtLecture(ctx, req);
      const [records, roster] = await Promise.all([recordsOfLecture(ctx.db, lecture.id), rosterOf(ctx.db, batch)]);
      return req.ok('ok', lectureRoster(roster, records, ctx.now(), req.lang));
    },
    { auth: true, body: LectureRefBody },
  );

  // Beyond the spec: the trainer sets the venue from the QR page ("Use my current location as the venue").
  router.post(
    'attendance/lecture/venue',
    async (req) => {
      const { lecture } = await taughtLecture(ctx, req);
      const body = (await req.body()) as VenueRequest;
      const radius = body.radius_m ?? DEFAULT_VENUE_RADIUS_M;
      const errors: Record<string, string[]> = {};
      if (!(Math.abs(body.latitude) <= 90)) errors.latitude = [req.t('venueCoordsInvalid')];
      if (!(Math.abs(body.longitude) <= 180)) errors.longitude = [req.t('venueCoordsInvalid')];
      if (!(radius >= MIN_VENUE_RADIUS_M && radius <= MAX_VENUE_RADIUS_M))
        errors.radius_m = [req.t('venueRadiusInvalid')];
      const [first] = Object.values(errors);
      if (first?.[0]) throw new ApiError(422, first[0], 'Unprocessable Entity', errors);
      const saved = await setLectureVenue(ctx.db, lecture.id, {
        latitude: body.latitude,
        longitude: body.longitude,
        radius_m: Math.round(radius),
      });
      if (!saved) throw req.fail(404, 'lectureNotFound');
      return req.ok('venueSaved', venueOf(saved));
    },
    { auth: true, body: VenueBody },
  );

  // Beyond the spec (issue #29): the trainer accepts a learner's offline scans, whose time the device only claimed.
  router.post(
    'attendance/lecture/accept',
    async (req) => {
      const { lecture, batch } = await taughtLecture(ctx, req);
      const participantId = rowId(((await req.body()) as AcceptOfflineRequest).participant_id);
      const now = ctx.now();
      if (lectureMarking(lecture, now) === 'lectureClosed') throw req.fail(403, 'lectureClosed');
      const found =
        participantId !== undefined &&
        (await ctx.db.transaction(async (tx) => {
          const record = await recordOfParticipant(tx, lecture.id, participantId, true);
          if (!record) return false;
          if (record.reviewed_by_name) throw req.fail(403, 'recordLocked');
          if (acceptOffline(record, now)) {
            await saveRecord(tx, record);
            await clearEntryFlag(tx, record.id, 'offline_unconfirmed');
          }
          return true;
        }));
      const [records, roster] = await Promise.all([recordsOfLecture(ctx.db, lecture.id), rosterOf(ctx.db, batch)]);
      const row = lectureRoster(roster, records, now, req.lang).rows.find(
        (candidate) => candidate.participant_id === participantId,
      );
      if (!found || !row) throw req.fail(404, 'attendanceRecordNotFound');
      return req.ok('offlineAccepted', row);
    },
    { auth: true, body: AcceptOfflineBody },
  );

  scanRoutes(router, ctx);
}
