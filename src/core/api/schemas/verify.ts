import { array, string, type, type Infer } from 'superstruct';
import { Id } from './common';
import { maxLength, TEXT_MAX } from './limits';

// The verify calls: one item as answered, the list, and the body that adds one (the server checks it too).

/** One verify item as the API answers it; `created_at` is ISO 8601. */
export const VerifyItemSchema = type({ id: Id, title: string(), created_at: string() });
export type VerifyItem = Infer<typeof VerifyItemSchema>;

/** GET verify/list answer: the signed-in user's items, newest first. */
export const VerifyItemList = array(VerifyItemSchema);

/** POST verify/create body. */
export const CreateVerifyItemBody = type({ title: maxLength(string(), TEXT_MAX) });
