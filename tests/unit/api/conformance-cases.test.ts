// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ROUTE_ANSWERS } from '../../../src/core/api/route-answers';
import { paramsOf, READ_ONLY_PROBES, readRoutes, SKIPPED } from '../../../src/conformance/probes';
import { kitWords } from '../../../src/conformance/words';

// The kit's cases come from the route registry: a GET route the elements read is called, or skipped with a reason.

describe("the conformance kit's cases", () => {
  it('call every GET route that answers JSON, but those skipped with a reason', () => {
    const called = new Set(READ_ONLY_PROBES.map((probe) => probe.route));
    const forgotten = readRoutes().filter((route) => !called.has(route) && !(route in SKIPPED));
    expect(forgotten, 'GET routes with no kit case: give their ids a source in probes.ts, or a SKIPPED reason').toEqual(
      [],
    );
    expect(called.has('GET user/current') && called.has('GET exams/take/{examNo}')).toBe(true);
  });

  it('skip only routes the registry has, each with a reason, and never call one they skip', () => {
    for (const [route, reason] of Object.entries(SKIPPED)) {
      expect(ROUTE_ANSWERS, route).toHaveProperty([route]);
      expect(reason.length, route).toBeGreaterThan(10);
      expect(READ_ONLY_PROBES.map((probe) => probe.route)).not.toContain(route);
    }
  });

  it('read only: no probe of a read-only run writes but the POSTs that only read a table', () => {
    const writes = READ_ONLY_PROBES.filter((probe) => !probe.route.startsWith('GET '));
    expect(writes.map((probe) => probe.route).sort()).toEqual([
      'POST base/support/type/table',
      'POST support/ticket/table',
    ]);
  });

  it('take each path id from a named source, and refuse a route whose id has none', () => {
    expect(paramsOf('GET batches/view/{batchNo}')).toEqual({ batchNo: 'batch_no' });
    expect(paramsOf('GET base/activity/history/user/name/{id}')).toEqual({ id: 'user_id' });
    expect(paramsOf('GET user/current')).toBeUndefined();
    expect(() => paramsOf('GET things/{thingNo}')).toThrow(/no source for \{thingNo\}/);
  });

  it('have the same words in English and Arabic', () => {
    const en = kitWords('en');
    const ar = kitWords('ar');
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(typeof ar[key], key).toBe(typeof en[key]);
      if (typeof en[key] === 'string') expect(ar[key], key).not.toBe(en[key]);
    }
  });
});
