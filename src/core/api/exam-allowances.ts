import { request } from '../http/client';
import { Ignored } from './schemas/common';
import { BatchAllowancesSchema, type AllowanceRequest, type BatchAllowances } from './schemas/exam-allowances';

// Issue #33: a batch's extra-time allowances, read and set by the batch's trainer.

export type { AllowanceRequest, BatchAllowances };

const seg = (value: string | number) => encodeURIComponent(value);

/** GET exams/allowances/batch/{batchNo}: the learners of the batch who have an allowance (404 unless its trainer). */
export function getBatchAllowances(batchNo: string): Promise<BatchAllowances> {
  return request('GET', `exams/allowances/batch/${seg(batchNo)}`, { schema: BatchAllowancesSchema, silent: true });
}

/** POST exams/allowances/set: one learner's allowance for every exam of the batch; ×1 and 0 minutes remove it. */
export async function setAllowance(body: AllowanceRequest): Promise<void> {
  await request('POST', 'exams/allowances/set', { json: body, schema: Ignored, silent: true });
}
