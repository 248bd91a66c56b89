import { string, type, type Infer } from 'superstruct';
import { Id, OptionalText } from './common';
import { listOf } from './tolerant';

// Trainer accounts made by sign-up, which an approved trainer approves (beyond the spec, #29 item 7).

/** One account of GET auth/trainers/pending: who asked to be a trainer, and when. */
export const PendingTrainerSchema = type({
  id: Id,
  name: string(),
  arabic_name: OptionalText,
  email: string(),
  requested_at: OptionalText,
});
export type PendingTrainer = Infer<typeof PendingTrainerSchema>;

/** GET auth/trainers/pending answer (`data`). */
export const PendingTrainerList = listOf(PendingTrainerSchema);

/** POST auth/trainers/{id}/approve answer (`data`): the account, now a trainer. */
export const TrainerApprovalSchema = type({ id: Id, name: string(), email: string() });
