import { desc, eq } from 'drizzle-orm';
import { CreateVerifyItemBody } from '../../../../src/core/api/schemas/verify';
import type { ApiContext } from '../../context';
import type { Router } from '../../router';
import { FieldErrors, text } from '../../validation';
import { verifyItems } from './schema';

type ItemRow = typeof verifyItems.$inferSelect;

/** An item as answered, in its documented key order. */
const answerOf = ({ id, title, created_at }: ItemRow) => ({ id, title, created_at });

// The signed-in user's verify items: list them, add one.
export function verifyRoutes(router: Router, ctx: ApiContext): void {
  router.get(
    'verify/list',
    async (req) => {
      const rows = await ctx.db
        .select()
        .from(verifyItems)
        .where(eq(verifyItems.user_id, req.currentUser.id))
        .orderBy(desc(verifyItems.created_at), desc(verifyItems.id));
      return req.ok('ok', rows.map(answerOf));
    },
    { auth: true },
  );

  router.post(
    'verify/create',
    async (req) => {
      const title = text(await req.body(), 'title').trim();
      const errors = new FieldErrors(req);
      if (!title) errors.add('title', 'verifyTitleRequired');
      errors.throwIfAny();
      const [row] = await ctx.db
        .insert(verifyItems)
        .values({ user_id: req.currentUser.id, title, created_at: new Date(ctx.now()) })
        .returning();
      if (!row) throw new Error('[api] the new verify item was not stored');
      return req.ok('verifyAdded', answerOf(row), 201);
    },
    { auth: true, body: CreateVerifyItemBody },
  );
}
