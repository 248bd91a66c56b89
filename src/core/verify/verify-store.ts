import { createVerifyItem, fetchVerifyItems, type VerifyItem } from '../api/verify';
import { ApiError } from '../http/api-error';
import { createQuery } from '../query/query';
import { queryStore, type QueryStore } from '../query/query-store';
import { pushToast } from '../toasts/toasts';
import { verifyPayload, type VerifyInput } from './verify-rules';

/** GET verify/list, per user: cached, de-duplicated and retried; forgotten at sign-in, sign-out and on a 401. */
export const verifyQuery = createQuery(() => fetchVerifyItems());

/** The signed-in user's items as a store: loads when first watched; `load({ force: true })` retries. */
export const verifyStore: QueryStore<VerifyItem[]> = queryStore(verifyQuery);

/**
 * POST verify/create with the trimmed title, then the list is stale: a watched store reads it again at once.
 * Toasts the outcome; rejects with the failure, which the form shows.
 */
export async function addVerifyItem(input: VerifyInput): Promise<VerifyItem> {
  let item: VerifyItem;
  try {
    item = await createVerifyItem(verifyPayload(input));
  } catch (error) {
    // An expired session is announced by the session itself, not as a failed add.
    if (!(error instanceof ApiError && error.status === 401))
      pushToast({ variant: 'danger', message: { key: 'verify.form.failed' } });
    throw error;
  }
  verifyQuery.invalidate();
  pushToast({ variant: 'success', message: { key: 'verify.form.added' } });
  return item;
}
