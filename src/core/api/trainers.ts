import { request } from '../http/client';
import { PendingTrainerList, TrainerApprovalSchema, type PendingTrainer } from './schemas/trainers';

export type { PendingTrainer };

/** GET auth/trainers/pending — sign-up trainers awaiting approval (approved trainers only). */
export function fetchPendingTrainers(): Promise<PendingTrainer[]> {
  return request('GET', 'auth/trainers/pending', { schema: PendingTrainerList, silent: true });
}

/** POST auth/trainers/{id}/approve — the account gets the trainer role; approving it again is harmless. */
export function approveTrainer(id: string): Promise<{ id: string; name: string; email: string }> {
  return request('POST', `auth/trainers/${encodeURIComponent(id)}/approve`, {
    schema: TrainerApprovalSchema,
    silent: true,
  });
}
