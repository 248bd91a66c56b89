import type { Infer } from 'superstruct';
import { request } from '../http/client';
import { VerifyItemList, VerifyItemSchema, type CreateVerifyItemBody, type VerifyItem } from './schemas/verify';

export type { VerifyItem };

/** GET verify/list. */
export function fetchVerifyItems(): Promise<VerifyItem[]> {
  return request('GET', 'verify/list', { schema: VerifyItemList, silent: true });
}

/** POST verify/create: answers the stored item. */
export function createVerifyItem(json: Infer<typeof CreateVerifyItemBody>): Promise<VerifyItem> {
  return request('POST', 'verify/create', { json, schema: VerifyItemSchema, silent: true });
}
