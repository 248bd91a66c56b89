import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { isTrainer } from '../../../../src/core/roles/roles';
import type { Db } from '../../db/database';
import { users } from '../../schema';
import type { UserRecord } from '../../types';
import { addActivity } from '../../users';
import { defaultPermissions } from './directory';

// Trainer accounts made by sign-up (#29 item 7): anyone may ask for the trainer role, but until the first-trainer
// command (`npm run api:approve-trainer`) or an approved trainer approves it, the account holds the learner role and
// its permissions only, so no route, answer or content can treat it as a trainer.

/** What a new sign-up of `role` is stored with: a trainer waits for approval as a learner, marked as asking. */
export function signUpAccess(role: string, at: Date) {
  if (!isTrainer([role])) return { roles: [role], permissions: defaultPermissions(role) };
  return { roles: ['learner'], permissions: defaultPermissions('learner'), trainer_requested_at: at };
}

/** Pending and with a confirmed email: only an address someone has proven is put before an approver. */
const pending = and(
  isNotNull(users.trainer_requested_at),
  isNull(users.trainer_approved_at),
  isNotNull(users.email_verified_at),
);

/** Sign-up trainers awaiting approval with a confirmed email, oldest request first. */
export async function pendingTrainers(db: Db): Promise<UserRecord[]> {
  return db.select().from(users).where(pending).orderBy(asc(users.trainer_requested_at), asc(users.id));
}

export type Approval = { outcome: 'approved' | 'alreadyApproved'; user: UserRecord } | { outcome: 'notPending' };

/**
 * Gives a pending sign-up trainer the trainer role and a trainer's default permissions (in one statement, so two
 * approvers approve once); approving an approved account again changes nothing. Anyone else is `notPending`.
 */
export async function approveTrainer(db: Db, userId: number, at: Date): Promise<Approval> {
  const [approved] = await db
    .update(users)
    .set({ roles: ['trainer'], permissions: defaultPermissions('trainer'), trainer_approved_at: at })
    .where(and(eq(users.id, userId), pending))
    .returning();
  if (approved) {
    const text = { en: 'Trainer account approved', ar: 'تمت الموافقة على حساب المدرب' };
    await addActivity(db, approved.id, 'updated', text, at.getTime());
    return { outcome: 'approved', user: approved };
  }
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (user?.trainer_approved_at) return { outcome: 'alreadyApproved', user };
  return { outcome: 'notPending' };
}
