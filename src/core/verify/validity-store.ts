import { fetchValidity, saveValidity } from '../api/verify';
import { ApiError } from '../http/api-error';
import { keyedStores } from '../query/keyed-stores';
import { createQueryFamily } from '../query/query';
import { pushToast } from '../toasts/toasts';

// A trainer's side of certificate validity (issue #34): how long the batch's course's certificates stay valid.

/** The validity per batch number; loads when first watched, `load({ force: true })` retries. */
export const validityStore = keyedStores(createQueryFamily((batchNo: string) => fetchValidity(batchNo)));

/** What a save came to: done, refused with the server's words for the field, or failed (the dialog offers a retry). */
export type ValiditySave = { kind: 'saved' } | { kind: 'refused'; monthsError: string } | { kind: 'failed' };

/** Sets the validity (months, or null: never expire), then the line reads it again; toasts a success. */
export async function setValidity(batchNo: string, months: number | null): Promise<ValiditySave> {
  try {
    await saveValidity(batchNo, months);
  } catch (error) {
    const monthsError = error instanceof ApiError ? error.fieldErrors?.validity_months?.[0] : undefined;
    return monthsError ? { kind: 'refused', monthsError } : { kind: 'failed' };
  }
  void validityStore(batchNo).load({ force: true });
  pushToast({ variant: 'success', message: { key: 'verify.validity.done' } });
  return { kind: 'saved' };
}
