import { request } from '../http/client';
import { examEventsPath } from './exam-endpoints';
import { IntegrityEventsAnswer, type IntegrityEventsRequest } from './schemas/exam-events';

/** POST exams/attempts/{attemptId}/events (#33): up to 50 logged events; answers how many were new. */
export async function postExamEvents(attemptId: string, body: IntegrityEventsRequest): Promise<number> {
  const { accepted } = await request('POST', examEventsPath(attemptId), {
    json: body,
    schema: IntegrityEventsAnswer,
    silent: true,
  });
  return accepted;
}
