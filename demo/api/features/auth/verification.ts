import { and, eq, lte, or } from 'drizzle-orm';
import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import { hmacHex, safeEqual, sha1Hex } from '../../security';
import type { UserRecord } from '../../types';
import { verifyLinks } from './schema';

export const LINK_TTL_MS = 60 * 60 * 1000;

function signVerification(secret: string, id: number | string, hash: string, expires: number | string): string {
  return hmacHex(secret, `${id}|${hash}|${expires}`);
}

/** Milliseconds until another mail of this kind may go to this address (0: now). */
export function mailWait(ctx: ApiContext, kind: 'reset' | 'verify', email: string): Promise<number> {
  return ctx.limits
    .get(kind === 'reset' ? 'resetMailsPerAddress' : 'verifyMailsPerAddress')
    .wait(email.toLowerCase(), ctx.now());
}

/** Throws 429 when this client has asked for too many mails (forgot password, resend), else counts this request. */
export async function countMailRequest(ctx: ApiContext, req: ApiRequest): Promise<void> {
  const now = ctx.now();
  const requests = ctx.limits.get('mailRequestsPerClient');
  const wait = await requests.wait(req.client, now);
  if (wait > 0) throw req.tooMany('tooManyRequestsLater', wait);
  await requests.record(req.client, now);
}

/** Mails a Laravel-style signed link; returns false (and sends nothing) when the per-minute limit is reached. */
export async function sendVerification(ctx: ApiContext, req: ApiRequest, user: UserRecord): Promise<boolean> {
  if ((await mailWait(ctx, 'verify', user.email)) > 0) return false;
  const now = ctx.now();
  const expires = Math.ceil((now + LINK_TTL_MS) / 1000);
  const hash = sha1Hex(user.email);
  const signature = signVerification(ctx.secret, user.id, hash, expires);
  // Records outlive their link by a day so a forced expiry is still remembered; a link re-issued within the
  // same second has the same signature, and re-issuing it supersedes the old record.
  const stale = lte(verifyLinks.expires, Math.floor((now - 24 * LINK_TTL_MS) / 1000));
  await ctx.db
    .delete(verifyLinks)
    .where(and(eq(verifyLinks.user_id, user.id), or(stale, eq(verifyLinks.signature, signature))));
  await ctx.db
    .insert(verifyLinks)
    .values({ user_id: user.id, signature, expires, force_expired: false, created_at: new Date(now) });
  const query = new URLSearchParams({ expires: String(expires), hash, signature });
  await ctx.limits.get('verifyMailsPerAddress').record(user.email.toLowerCase(), now);
  const link = `${ctx.publicOrigin}/auth/email/verify/${user.id}?${query.toString()}`;
  await ctx.sendMail({ to: user.email, kind: 'verify', subject: req.t('mailVerifySubject'), link });
  return true;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Checks a verification link's signature, email hash and expiry for `user` (undefined when the id is unknown). */
export async function checkVerification(
  ctx: ApiContext,
  user: UserRecord | undefined,
  query: { id: string; hash: string; expires: string; signature: string },
): Promise<LinkCheck> {
  const { id, hash, expires, signature } = query;
  if (!user || !hash || !expires || !signature || !/^\d{1,15}$/.test(expires)) return 'invalid';
  const expected = signVerification(ctx.secret, id, hash, expires);
  if (!safeEqual(signature, expected) || !safeEqual(hash, sha1Hex(user.email))) return 'invalid';
  const [record] = await ctx.db.select().from(verifyLinks).where(eq(verifyLinks.signature, signature)).limit(1);
  if (Number(expires) * 1000 <= ctx.now() || record?.force_expired) return 'expired';
  return 'valid';
}
