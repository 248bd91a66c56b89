import type { Limits } from '../../rate-limit';

/** Milliseconds this client must wait before trying this account (0: go ahead). */
export async function loginWait(limits: Limits, account: string, client: string, now: number): Promise<number> {
  const pair = `${account}|${client}`;
  const pairs = limits.get('loginFailuresPerPair');
  const accounts = limits.get('loginFailuresPerAccount');
  const [clientWait, pairWait, accountFailures] = await Promise.all([
    limits.get('loginFailuresPerClient').wait(client, now),
    pairs.wait(pair, now),
    accounts.count(account, now),
  ]);
  // A guarded account turns away every client with a failure on it; a client without one is still heard.
  const guardWait = accountFailures >= accounts.max ? await pairs.waitBelow(pair, 1, now) : 0;
  return Math.max(clientWait, pairWait, guardWait);
}

export async function recordLoginFailure(limits: Limits, account: string, client: string, now: number): Promise<void> {
  await limits.get('loginFailuresPerPair').record(`${account}|${client}`, now);
  await limits.get('loginFailuresPerAccount').record(account, now);
  await limits.get('loginFailuresPerClient').record(client, now);
}

/** Failed tries this client has left on this account before it must wait (the client warns at 1). */
export async function loginAttemptsLeft(limits: Limits, account: string, client: string, now: number): Promise<number> {
  const pairs = limits.get('loginFailuresPerPair');
  const clients = limits.get('loginFailuresPerClient');
  const pair = pairs.max - (await pairs.count(`${account}|${client}`, now));
  const anywhere = clients.max - (await clients.count(client, now));
  return Math.max(0, Math.min(pair, anywhere));
}

/** The owner got in from this client: its own failures on the account are forgiven (others' are not). */
export async function recordLoginSuccess(limits: Limits, account: string, client: string): Promise<void> {
  await limits.get('loginFailuresPerPair').clear(`${account}|${client}`);
}
