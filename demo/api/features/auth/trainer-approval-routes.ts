import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import type { UserRecord } from '../../types';
import { rowId } from '../../validation';
import { approveTrainer, pendingTrainers } from './trainer-approval';

/** An account as the approval card lists it: who, which address, and when they asked. */
function pendingItem(user: UserRecord) {
  return {
    id: user.id,
    name: user.name,
    arabic_name: user.arabic_name,
    email: user.email,
    requested_at: user.trainer_requested_at?.toISOString() ?? null,
  };
}

// Approved trainers list and approve the trainer accounts made by sign-up (the first one is approved by the CLI).
export function trainerApprovalRoutes(router: Router, ctx: ApiContext): void {
  router.get('auth/trainers/pending', async (req) => req.ok('ok', (await pendingTrainers(ctx.db)).map(pendingItem)), {
    roles: ['trainer'],
  });

  router.post(
    'auth/trainers/{id}/approve',
    async (req) => {
      const id = rowId(req.params.id);
      const approval =
        id === undefined ? { outcome: 'notPending' as const } : await approveTrainer(ctx.db, id, new Date(ctx.now()));
      if (approval.outcome === 'notPending') throw req.fail(404, 'trainerNotPending');
      const { user } = approval;
      const answer = {
        ...pendingItem(user),
        roles: [...user.roles],
        approved_at: user.trainer_approved_at?.toISOString() ?? null,
      };
      return req.ok(approval.outcome === 'approved' ? 'trainerApproved' : 'trainerAlreadyApproved', answer);
    },
    { roles: ['trainer'] },
  );
}
