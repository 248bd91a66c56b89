import type { Limits } from '../../rate-limit';

/** The failures one login attempt holds while its password is checked: kept when it fails, given back when it succeeds. */
export interface LoginAttempt {
  pair: number;
  client: number;
  account: number;
  /** Failed tries this client has left on this account, should this one fail (the client warns at 1). */
  attemptsLeft: number;
}

/**
 * Takes this attempt's failures before the password is checked, so parallel attempts never outnumber the tries left
 * (each take is decided under the database's lock for its key). Answers the milliseconds to wait instead, holding
 * nothing, when the client may not try this account now.
 */
export async function startLogin(
  limits: Limits,
  account: string,
  client: string,
  now: number,
): Promise<LoginAttempt | { wait: number }> {
  const pair = `${account}|${client}`;
  const pairs = limits.get('loginFailuresPerPair');
  const accounts = limits.get('loginFailuresPerAccount');
  const clients = limits.get('loginFailuresPerClient');
  const byPair = await pairs.hit(pair, now);
  const byClient = await clients.hit(client, now);
  // The account's count only guards it, never refuses by itself.
  const byAccount = await accounts.hit(account, now, Number.MAX_SAFE_INTEGER);
  // A guarded account turns away every client with a failure on it; a client without one is still heard.
  const guarded = byAccount.ok && byPair.ok && byAccount.count - 1 >= accounts.max && byPair.count > 1;
  if (byPair.ok && byClient.ok && byAccount.ok && !guarded) {
    const attemptsLeft = Math.max(0, Math.min(pairs.max - byPair.count, clients.max - byClient.count));
    return { pair: byPair.hit, client: byClient.hit, account: byAccount.hit, attemptsLeft };
  }
  if (byPair.ok) await pairs.refund(byPair.hit);
  if (byClient.ok) await clients.refund(byClient.hit);
  if (byAccount.ok) await accounts.refund(byAccount.hit);
  const waits = await Promise.all([
    pairs.waitFor(pair, now),
    clients.waitFor(client, now),
    guarded ? pairs.waitFor(pair, now, 1) : 0,
  ]);
  return { wait: Math.max(1, ...waits) };
}

/** The owner got in from this client: the attempt does not count, and its own failures on the account are forgiven (others' are not). */
export async function loginSucceeded(
  limits: Limits,
  account: string,
  client: string,
  attempt: LoginAttempt,
): Promise<void> {
  await limits.get('loginFailuresPerClient').refund(attempt.client);
  await limits.get('loginFailuresPerAccount').refund(attempt.account);
  await limits.get('loginFailuresPerPair').clear(`${account}|${client}`);
}
