import { request } from '../http/client';
import {
  AttemptTimelineSchema,
  BatchIntegritySchema,
  OwnIntegritySchema,
  type AttemptTimeline,
  type BatchIntegrity,
  type OwnIntegrity,
} from './schemas/exam-integrity';

// Issue #33: the exam integrity log read back, by the learner after the exam and by the batch's trainer.

export type { AttemptTimeline, BatchIntegrity, OwnIntegrity };

const seg = (value: string | number) => encodeURIComponent(value);

/** GET exams/integrity/{examNo}: the learner's own log once their attempt has ended (404 otherwise). */
export function getOwnIntegrity(examNo: string): Promise<OwnIntegrity> {
  return request('GET', `exams/integrity/${seg(examNo)}`, { schema: OwnIntegritySchema, silent: true });
}

/** GET exams/integrity/batch/{batchNo}: every started attempt of the batch's exams, most time away first. */
export function getBatchIntegrity(batchNo: string): Promise<BatchIntegrity> {
  return request('GET', `exams/integrity/batch/${seg(batchNo)}`, { schema: BatchIntegritySchema, silent: true });
}

/** GET exams/integrity/batch/{batchNo}/attempt/{attemptId}: one attempt's answers and events on one time axis. */
export function getAttemptTimeline(batchNo: string, attemptId: number): Promise<AttemptTimeline> {
  return request('GET', `exams/integrity/batch/${seg(batchNo)}/attempt/${seg(attemptId)}`, {
    schema: AttemptTimelineSchema,
    silent: true,
  });
}
