// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstFieldError, parseErrorBody } from '../../../src/core/http/api-error';
import { roleMatches } from '../../../src/core/roles/roles';
import { checkAnswer, ROUTE_ANSWERS } from '../../../src/core/api/route-answers';
import type { RouteInfo } from '../../../demo/api/router';
import { FEATURES } from '../../../demo/api/features/index';
import { ApiUrl, OptionalApiUrl } from '../../../src/core/http/api-url';
import { CONTRACT_LIMITS, type Account, type Call, type ContractCase, type Contracts } from './contract/support';
import { collectPaths, URL_FIELDS } from './contract/url-fields';
import { type CallResult, useTestApi } from './helpers';

// Each server feature declares its routes' cases in `contract/<feature>-cases.ts`; a new feature adds a file, not a line.
const FILES = import.meta.glob<{ CONTRACTS: Contracts }>('./contract/*-cases.ts', { eager: true });
const FEATURE_OF_FILE = Object.keys(FILES).map(
  (path) => [path, /\/([\w-]+)-cases\.ts$/.exec(path)?.[1] ?? path] as const,
);
const CONTRACTS: Contracts = Object.assign({}, ...Object.values(FILES).map((file) => file.CONTRACTS));

const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
const ACCOUNTS: Account[] = ['learner', 'trainer', 'both', 'newcomer'];

/** The spec's error body, and the client's reading of it gives back the server's message. */
function expectErrorAnswer(res: CallResult, status: number): void {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'status_text']);
  expect(typeof res.body.message).toBe('string');
  expect(res.body.message).not.toBe('');
  expect(typeof res.body.status_text).toBe('string');
  const error = parseErrorBody(res.status, res.body);
  expect(error.kind).toBe('http');
  expect(error.status).toBe(status);
  expect(error.serverMessage).toBe(res.body.message);
  if (status === 422) expect(firstFieldError(error)).toBe(res.body.message);
}

/** An empty JSON body where the method may carry one. */
function emptyBody(route: RouteInfo): object | undefined {
  return route.method === 'GET' ? undefined : {};
}

/** A route pattern with every parameter filled, for checks that stop before the handler. */
function samplePath(route: RouteInfo): string {
  return route.pattern.replace(/\{\w+\}/g, '1');
}

describe('contract: every route answers what the client reads', () => {
  const t = useTestApi({ limits: CONTRACT_LIMITS });

  async function send(call: Call): Promise<CallResult> {
    const token = call.as ? await t.login(call.as) : undefined;
    return t.call(call.path, {
      method: call.method ?? 'GET',
      body: call.body,
      rawBody: call.rawBody,
      token,
      headers: call.headers,
    });
  }

  it('gathers one cases file per server feature, each route in one file only', () => {
    const names: string[] = FEATURES.map((feature) => feature.name);
    expect(
      FEATURE_OF_FILE.filter(([, feature]) => !names.includes(feature)),
      'cases files named after no server feature',
    ).toEqual([]);
    const keys = Object.values(FILES).flatMap((file) => Object.keys(file.CONTRACTS));
    expect(
      keys.filter((key, index) => keys.indexOf(key) !== index),
      'routes with cases in two files',
    ).toEqual([]);
    const owner = new Map(t.api.routes().map((route) => [`${route.method} ${route.pattern}`, route.feature]));
    const misplaced = FEATURE_OF_FILE.flatMap(([path, feature]) =>
      Object.keys(FILES[path]?.CONTRACTS ?? {}).filter((key) => owner.has(key) && owner.get(key) !== feature),
    );
    expect(misplaced, "cases outside their route's feature file").toEqual([]);
  });

  it('has a contract entry for every registered route, and no entry without a route', () => {
    const registered = t.api.routes().map((route) => `${route.method} ${route.pattern}`);
    expect(
      registered.filter((key) => !(key in CONTRACTS)),
      'routes without a contract entry in contract/<feature>-cases.ts',
    ).toEqual([]);
    expect(
      Object.keys(CONTRACTS).filter((key) => !registered.includes(key)),
      'contract entries without a route',
    ).toEqual([]);
    for (const [key, contract] of Object.entries(CONTRACTS)) {
      if ('exempt' in contract) continue;
      expect(
        contract.cases.some((item) => item.status < 300),
        `${key} needs a success case`,
      ).toBe(true);
      for (const item of contract.cases)
        expect(item.status < 300 ? item.client : 'none', `${key} ${item.title}`).toBeDefined();
    }
  });

  const checked = Object.entries(CONTRACTS).flatMap(([key, contract]) =>
    'exempt' in contract
      ? []
      : contract.cases.map((item): [string, ContractCase, string] => [
          `${key}: ${item.title} (${item.status})`,
          item,
          key,
        ]),
  );
  /** The JSON paths of the success answers' URL-like strings and nulls, for the URL field list (#31). */
  const answered = { urls: new Set<string>(), nulls: new Set<string>(), cases: 0 };

  it.each(checked)('%s', async (_name, item, key) => {
    const call = typeof item.call === 'function' ? await item.call(t) : item.call;
    const res = await send(call);
    if (item.status >= 300) {
      expectErrorAnswer(res, item.status);
      return;
    }
    expect(res.status).toBe(item.status);
    expect(Object.keys(res.body).sort()).toEqual(['data', 'message', 'status_text']);
    expect(typeof res.body.message).toBe('string');
    expect(typeof res.body.status_text).toBe('string');
    expect(item.client?.(res.body)).toBeUndefined();
    // The registry the OpenAPI document and the conformance kit read must agree with the client's own reading.
    const answer = ROUTE_ANSWERS[key];
    expect(answer && res.status === (answer.status ?? 200) ? checkAnswer(answer, res.body) : answer).toEqual([]);
    collectPaths(res.body, key, answered);
    answered.cases++;
  });

  it('lists every URL field of the seeded answers, each read with the API URL type (#31)', (context) => {
    // A run filtered to some cases has not seen every answer.
    if (answered.cases < checked.filter(([, item]) => item.status < 300).length) context.skip();
    const listed = Object.entries(URL_FIELDS);
    expect(
      [...answered.urls].sort(),
      'URL-like values in answers: list new URL fields in contract/url-fields.ts, read with ApiUrl',
    ).toEqual(
      listed
        .filter(([, field]) => !field.nullInSeed)
        .map(([path]) => path)
        .sort(),
    );
    const nulls = listed.filter(([, field]) => field.nullInSeed).map(([path]) => path);
    expect(
      nulls.filter((path) => !answered.nulls.has(path)),
      'listed null fields missing from the answers',
    ).toEqual([]);
    const unresolved = listed.filter(
      ([, { reads }]) => ![ApiUrl, OptionalApiUrl].includes(Reflect.get(reads.fields, reads.key)),
    );
    expect(
      unresolved.map(([path]) => path),
      'URL fields the client schema reads without ApiUrl',
    ).toEqual([]);
  });

  it('answers 405 on every route for a method it does not take, in the error shape', async () => {
    const routes = t.api.routes();
    for (const route of routes) {
      const taken = routes.filter((other) => other.pattern === route.pattern).map((other) => other.method);
      const method = METHODS.find((candidate) => !taken.includes(candidate));
      if (!method) continue;
      const res = await t.call(samplePath(route), { method, lang: 'ar' });
      expectErrorAnswer(res, 405);
      expect(res.headers.get('allow')?.split(', ').sort()).toEqual([...taken].sort());
    }
  });

  it('answers 401 on every signed-in route without a token, in the error shape', async () => {
    for (const route of t.api.routes().filter((candidate) => candidate.auth)) {
      const res = await t.call(samplePath(route), { method: route.method, body: emptyBody(route) });
      expectErrorAnswer(res, 401);
    }
  });

  it('answers 403 on every role or permission route to an account without them', async () => {
    const guarded = t.api.routes().filter((route) => route.roles.length > 0 || route.permission !== undefined);
    if (guarded.length === 0) return;
    const profiles = await Promise.all(
      ACCOUNTS.map(async (account) => {
        const token = await t.login(account);
        const me = await t.call<{ roles: string[]; permissions: string[] }>('user/current', { token });
        return { token, ...me.body.data };
      }),
    );
    for (const route of guarded) {
      const lacking = profiles.find(
        (profile) =>
          (route.roles.length > 0 &&
            !route.roles.some((wanted) => profile.roles.some((role) => roleMatches(role, wanted)))) ||
          (route.permission !== undefined &&
            !profile.permissions.some((name) => name.toLowerCase() === route.permission?.toLowerCase())),
      );
      if (!lacking) continue;
      expectErrorAnswer(
        await t.call(samplePath(route), { method: route.method, body: emptyBody(route), token: lacking.token }),
        403,
      );
    }
  });

  it('answers 404 in the error shape for an unknown path', async () => {
    expectErrorAnswer(await t.call('no/such/route'), 404);
  });
});
