import { and, eq, inArray } from 'drizzle-orm';
import { expiresOn } from '../../../../src/core/verify/validity';
import type { Db } from '../../db/database';
import { certificateValidity } from '../course/directory';
import { certificates } from './schema';

/**
 * Freezes the expiry of these issued certificates from their course's validity as it is now (issue #34): issuing
 * calls it (the seed today), so a later change of the course's validity only reaches certificates issued after it.
 */
export async function freezeExpiries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db
    .select({ id: certificates.id, course_id: certificates.course_id, issue_date: certificates.issue_date })
    .from(certificates)
    .where(and(inArray(certificates.id, [...ids]), eq(certificates.status, 'issued')));
  for (const row of rows) {
    const months = (await certificateValidity(db, row.course_id)) ?? null;
    await db
      .update(certificates)
      .set({ expires_on: expiresOn(row.issue_date, months) })
      .where(eq(certificates.id, row.id));
  }
}
