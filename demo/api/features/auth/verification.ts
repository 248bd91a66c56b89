import type { ApiContext } from '../../context';
import type { ApiRequest } from '../../request';
import { hmacHex, safeEqual, sha1Hex } from '../../security';
import type { UserRecord } from '../../types';

export const LINK_TTL_MS = 60 * 60 * 1000;

export function signVerification(secret: string, id: number | string, hash: string, expires: number | string): string {
  return hmacHex(secret, `${id}|${hash}|${expires}`);
}

/** Milliseconds until another mail of this kind may go to this address (0: now). */
export function mailWait(ctx: ApiContext, kind: 'reset' | 'verify', email: string): number {
  const window = kind === 'reset' ? ctx.limits.resetMails : ctx.limits.verifyMails;
  return window.waitBelow(email.toLowerCase(), ctx.limits.settings.mailsPerAddress, ctx.now());
}

/** Throws 429 when this client has asked for too many mails (forgot password, resend), else counts this request. */
export function countMailRequest(ctx: ApiContext, req: ApiRequest): void {
  const now = ctx.now();
  const wait = ctx.limits.mailRequestsByClient.waitBelow(req.client, ctx.limits.settings.mailRequestsPerClient, now);
  if (wait > 0) throw req.tooMany('tooManyRequestsLater', wait);
  ctx.limits.mailRequestsByClient.record(req.client, now);
}

/** Mails a Laravel-style signed link; returns false (and sends nothing) when the per-minute limit is reached. */
export function sendVerification(ctx: ApiContext, req: ApiRequest, user: UserRecord): boolean {
  if (mailWait(ctx, 'verify', user.email) > 0) return false;
  const now = ctx.now();
  const data = ctx.store.data;
  const expires = Math.ceil((now + LINK_TTL_MS) / 1000);
  const hash = sha1Hex(user.email);
  const signature = signVerification(data.secret, user.id, hash, expires);
  // Records outlive their link by a day so a forced expiry is still remembered; a link re-issued within the
  // same second has the same signature, and re-issuing it supersedes the old record.
  data.verify_links = data.verify_links.filter((link) => link.expires * 1000 > now - 24 * LINK_TTL_MS && link.signature !== signature);
  data.verify_links.push({ user_id: user.id, signature, expires, force_expired: false, created_at: new Date(now).toISOString() });
  const query = new URLSearchParams({ expires: String(expires), hash, signature });
  ctx.limits.verifyMails.record(user.email.toLowerCase(), now);
  const link = `${ctx.publicOrigin}/auth/email/verify/${user.id}?${query.toString()}`;
  ctx.sendMail({ to: user.email, kind: 'verify', subject: req.t('mailVerifySubject'), link });
  return true;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Checks a verification link's signature, email hash and expiry for `user` (undefined when the id is unknown). */
export function checkVerification(
  ctx: ApiContext,
  user: UserRecord | undefined,
  query: { id: string; hash: string; expires: string; signature: string },
): LinkCheck {
  const { id, hash, expires, signature } = query;
  if (!user || !hash || !expires || !signature || !/^\d+$/.test(expires)) return 'invalid';
  const expected = signVerification(ctx.store.data.secret, id, hash, expires);
  if (!safeEqual(signature, expected) || !safeEqual(hash, sha1Hex(user.email))) return 'invalid';
  const record = ctx.store.data.verify_links.find((link) => link.signature === signature);
  if (Number(expires) * 1000 <= ctx.now() || record?.force_expired) return 'expired';
  return 'valid';
}
