import { roleMatches } from '../../src/core/roles/roles';
import { isLocalRequest } from './client-address';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { ApiError } from './http';
import type { Guard } from './router';
import { users } from './schema';
import { resolveBearer } from './sessions';
import { checkBodyShape } from './validation';

/** The checks every route's options ask for, over this database and clock: local caller, token, role, permission, body. */
export function routeGuard(db: Db, now: () => number): Guard {
  return async (req, rules) => {
    if (rules.local && !isLocalRequest(req.raw)) throw req.fail(404, 'notFound');
    if (rules.auth) {
      const session = await resolveBearer(db, req.header('authorization'), now());
      if (!session) {
        throw new ApiError(401, req.t('unauthenticated'), 'Unauthorized', null, { 'WWW-Authenticate': 'Bearer' });
      }
      req.user = session.user;
      req.tokenHash = session.tokenHash;
      // Mails no screen caused (an attendance notice) go in the language the user last used; a write only on a change.
      if (req.header('accept-language') && session.user.locale !== req.lang) {
        await db.update(users).set({ locale: req.lang }).where(eq(users.id, session.user.id));
      }
      const { roles, permissions } = session.user;
      if (rules.roles.length > 0 && !rules.roles.some((wanted) => roles.some((role) => roleMatches(role, wanted)))) {
        throw req.fail(403, 'forbidden');
      }
      const permission = rules.permission?.trim().toLowerCase();
      if (permission !== undefined && !permissions.some((name) => name.trim().toLowerCase() === permission)) {
        throw req.fail(403, 'forbidden');
      }
    }
    if (rules.body) checkBodyShape(req, rules.body, await req.body());
  };
}
