import type { ApiContext } from './context';
import { hashToken, randomToken } from './security';
import type { Data, UserRecord } from './types';

const HOUR = 60 * 60 * 1000;
export const SESSION_MS = 24 * HOUR;
export const REMEMBER_MS = 30 * 24 * HOUR;

/** Creates a Bearer token; only its hash is stored. */
export function issueToken(ctx: ApiContext, user: UserRecord, remember: boolean): { token: string; expiresIn: number } {
  const now = ctx.now();
  const lifetime = remember ? REMEMBER_MS : SESSION_MS;
  const data = ctx.store.data;
  // Dead tokens are dropped here so the file does not grow with every login.
  data.tokens = data.tokens.filter((record) => record.revoked_at === null && Date.parse(record.expires_at) > now);
  const token = randomToken();
  data.tokens.push({
    token_hash: hashToken(token),
    user_id: user.id,
    remember,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + lifetime).toISOString(),
    revoked_at: null,
  });
  return { token, expiresIn: lifetime / 1000 };
}

/** The user behind an `Authorization: Bearer …` header, if the token is live. */
export function resolveBearer(
  ctx: ApiContext,
  header: string | undefined,
): { user: UserRecord; tokenHash: string } | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const tokenHash = hashToken(match[1]);
  const now = ctx.now();
  const record = ctx.store.data.tokens.find((candidate) => candidate.token_hash === tokenHash);
  if (!record || record.revoked_at !== null || Date.parse(record.expires_at) <= now) return null;
  const user = ctx.store.data.users.find((candidate) => candidate.id === record.user_id);
  return user ? { user, tokenHash } : null;
}

export function revokeToken(data: Data, tokenHash: string, at: number): void {
  for (const record of data.tokens) {
    if (record.token_hash === tokenHash && record.revoked_at === null) record.revoked_at = new Date(at).toISOString();
  }
}

/** Ends every session of a user, except the one whose hash is `keep` (the caller's own). */
export function revokeUserTokens(data: Data, userId: number, at: number, keep?: string | null): void {
  for (const record of data.tokens) {
    if (record.user_id === userId && record.revoked_at === null && record.token_hash !== keep) record.revoked_at = new Date(at).toISOString();
  }
}
