import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { pick } from '../../bilingual';
import { localDate, localTime } from '../../local-time';
import type { BatchPageSources } from './page-sources';
import { scopeByNo } from './scope';

// §7 GET batches/view/{batchNo} (participants) and batches/overview/{batchNo} (header card, lectures, criteria).

const MINUTE = 60_000;

export function batchRoutes(router: Router, ctx: ApiContext, sources: Pick<BatchPageSources, 'courseTitles'>): void {
  router.get(
    'batches/view/{batchNo}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const participants = scope.roster.map(({ participant, place }) => ({
        participant_id: participant.id,
        participant_name: participant.name,
        participant_arabic_name: participant.arabic_name,
        email: participant.email,
        participant_nid: participant.nid,
        participant_phone_number: participant.phone_number,
        company: participant.company,
        position: participant.position,
        status: place.status,
        enrollment_date: place.enrollment_date,
        batch_status: scope.batch.status,
        profile_image: null,
      }));
      return req.ok('ok', { participant_table: participants });
    },
    { auth: true },
  );

  router.get(
    'batches/overview/{batchNo}',
    async (req) => {
      const { batch, lectures, roster, criteria } = await scopeByNo(ctx, req, req.params.batchNo);
      const titles = await sources.courseTitles(
        ctx.db,
        batch.courses.map((course) => course.course_id),
      );
      const overview = {
        batch_id: batch.id,
        batch_no: batch.batch_no,
        batch_title: pick(req.lang, batch.title, batch.title_ar),
        participant_count: roster.length,
        start_date: batch.start_date,
        end_date: batch.end_date,
        batch_schedules: lectures.map((lecture) => {
          const start = Date.parse(lecture.start_at);
          const end = Date.parse(lecture.end_at);
          return {
            date: localDate(start),
            duration: Math.round((end - start) / MINUTE),
            batch_id: batch.id,
            record_id: lecture.id,
            batch_schedule_id: lecture.id,
            title: pick(req.lang, lecture.title, lecture.title_ar),
            start_time: localTime(start),
            end_time: localTime(end),
          };
        }),
        batch_courses: batch.courses.map((course) => {
          const record = titles.get(course.course_id);
          return { course_title: record ? pick(req.lang, record.title, record.title_ar) : null };
        }),
        batch_assessment_criterias: criteria.map((criterion) => ({
          id: criterion.id,
          record_id: criterion.id,
          title: pick(req.lang, criterion.title, criterion.title_ar),
        })),
        batch_assessment_criterias_without_sub_assessments_ids: criteria
          .filter((criterion) => criterion.sub_criteria.length === 0)
          .map((criterion) => criterion.id),
      };
      return req.ok('ok', { data: overview });
    },
    { auth: true },
  );
}
