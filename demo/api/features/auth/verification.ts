import { and, eq, lte, or } from 'drizzle-orm';
import type { ApiContext } from '../../context';
import { takeOrRefuse } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import { hmacHex, safeEqual, sha1Hex } from '../../security';
import type { UserRecord } from '../../types';
import { linkMail } from './mails';
import { verifyLinks } from './schema';

export const LINK_TTL_MS = 60 * 60 * 1000;

function signVerification(secret: string, id: number | string, hash: string, expires: number | string): string {
  return hmacHex(secret, `${id}|${hash}|${expires}`);
}

/** Takes one of the mails of this kind the address may get per minute: 0 when taken, else the wait until one frees up. */
export async function takeMail(ctx: ApiContext, kind: 'reset' | 'verify', email: string): Promise<number> {
  const taken = await ctx.limits
    .get(kind === 'reset' ? 'resetMailsPerAddress' : 'verifyMailsPerAddress')
    .hit(email.toLowerCase(), ctx.now());
  return taken.ok ? 0 : taken.wait;
}

/** Throws 503 when no mail can leave this server (production without SMTP): nothing is promised that cannot come. */
export function requireMail(ctx: ApiContext, req: ApiRequest): void {
  if (!ctx.mail.enabled) throw req.fail(503, 'mailOff', 'mail_off');
}

/** Throws 429 when this client has asked for too many mails (forgot password, resend), else counts this request. */
export async function countMailRequest(ctx: ApiContext, req: ApiRequest): Promise<void> {
  await takeOrRefuse(req, ctx.limits.get('mailRequestsPerClient'), req.client, ctx.now());
}

/**
 * Mails a Laravel-style signed link; answers 0, or (sending nothing) the milliseconds until the address may get
 * another when its per-minute limit is reached.
 */
export async function sendVerification(ctx: ApiContext, req: ApiRequest, user: UserRecord): Promise<number> {
  const wait = await takeMail(ctx, 'verify', user.email);
  if (wait > 0) return wait;
  const now = ctx.now();
  const expires = Math.ceil((now + LINK_TTL_MS) / 1000);
  const hash = sha1Hex(user.email);
  const signature = signVerification(ctx.secret, user.id, hash, expires);
  // Records outlive their link by a day so a forced expiry is still remembered; a link re-issued within the
  // same second has the same signature, and re-issuing it supersedes the old record.
  const stale = lte(verifyLinks.expires, Math.floor((now - 24 * LINK_TTL_MS) / 1000));
  const query = new URLSearchParams({ expires: String(expires), hash, signature });
  const link = `${ctx.publicOrigin}/auth/email/verify/${user.id}?${query.toString()}`;
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(verifyLinks)
      .where(and(eq(verifyLinks.user_id, user.id), or(stale, eq(verifyLinks.signature, signature))));
    await tx
      .insert(verifyLinks)
      .values({ user_id: user.id, signature, expires, force_expired: false, created_at: new Date(now) });
    const content = linkMail(req.t.bind(req), 'verify', link, LINK_TTL_MS);
    await ctx.mail.queue(tx, { to: user.email, kind: 'verify', locale: req.lang, content });
  });
  ctx.mail.wake();
  return 0;
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
