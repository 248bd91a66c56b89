// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../demo/api/db/database';
import { FEATURES } from '../../../demo/api/features/index';
import { LOGIN_LOCK_MS } from '../../../demo/api/features/auth/limits';
import { Limits, type ThrottleTable } from '../../../demo/api/rate-limit';

// Building the registry touches no database: only counting does.
const db = {} as Db;
const tables = FEATURES.flatMap((feature) => (feature.limits ? [feature.limits] : []));

describe('throttle registry', () => {
  it("serves each feature's declared throttle with its bucket, window and maximum", () => {
    const scans = new Limits({ db }, tables).get('scansPerUser');
    expect([scans.bucket, scans.windowMs, scans.max]).toEqual(['scans', 3_600_000, 60]);
  });

  it('applies overrides by name in order: a number sets the maximum, an object the window too', () => {
    const limits = new Limits(
      { db },
      tables,
      { loginFailuresPerClient: { windowMs: 1_000 } },
      { loginFailuresPerClient: 12, scansPerUser: 3 },
    );
    const login = limits.get('loginFailuresPerClient');
    expect([login.windowMs, login.max]).toEqual([1_000, 12]);
    expect(limits.get('scansPerUser').max).toBe(3);
    expect(limits.get('loginFailuresPerPair').windowMs).toBe(LOGIN_LOCK_MS);
  });

  it('refuses a throttle name or bucket declared twice, and an override of no declared throttle', () => {
    const twice: ThrottleTable = { scansPerUser: { bucket: 'other', windowMs: 1, max: 1 } };
    expect(() => new Limits({ db }, [...tables, twice])).toThrow('throttle "scansPerUser" is declared twice');
    const sameBucket: ThrottleTable = { probesPerUser: { bucket: 'scans', windowMs: 1, max: 1 } };
    expect(() => new Limits({ db }, [...tables, sameBucket])).toThrow('bucket "scans" is declared twice');
    expect(() => new Limits({ db }, tables, { noSuchThrottle: 1 })).toThrow(
      'no registered feature declares throttle "noSuchThrottle"',
    );
  });
});
