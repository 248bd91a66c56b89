// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../demo/api/db/database';
import { issueCode, slotOf } from '../../../demo/api/features/attendance/codes';
import { RUNNING_LECTURE_ID } from '../../../demo/api/features/attendance/ids';
import { ATTENDANCE_LIMITS } from '../../../demo/api/features/attendance/limits';
import { AUTH_LIMITS } from '../../../demo/api/features/auth/limits';
import { SlidingWindow } from '../../../demo/api/rate-limit';
import { NOON, scanBody, seedAt, tokenOf } from './attendance-support';
import { TEST_ATTENDANCE_SECRET, useTestApi } from './helpers';

// Issue #29 item 3: a throttle that counted, then recorded, let a burst through before any of it was recorded
// (65–170 typed numbers against 10 on PostgreSQL). Each burst here is 100 calls at once; on PostgreSQL (the
// PostgreSQL tier) the window test goes through two connection pools, as two server processes would.

const BURST = 100;

/** How many answers had each status, e.g. { 422: 10, 429: 90 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('throttles hold a burst of 100 parallel calls to their limit', () => {
  const t = useTestApi({ at: NOON });

  it('100 parallel takes of one key, through two database handles, record exactly the limit', async () => {
    const first = t.api.database;
    // PostgreSQL: a second pool of connections, as a second process has; PGlite has one connection per process.
    const second = first.target.kind === 'postgres' ? await openDatabase(first.target) : first;
    try {
      const { bucket, windowMs, max } = ATTENDANCE_LIMITS.typedCodeMissesPerUser;
      // PGlite: its one process's window, deciding from the hits it holds, as the server does there.
      const windows =
        second === first
          ? [new SlidingWindow(first.db, bucket, windowMs, true)]
          : [new SlidingWindow(first.db, bucket, windowMs), new SlidingWindow(second.db, bucket, windowMs)];
      const taken = await Promise.all(
        Array.from({ length: BURST }, (_, index) =>
          windows[index % windows.length]!.take('burst-key', max, t.clock.now),
        ),
      );
      expect(taken.filter((take) => take.ok)).toHaveLength(max);
      expect(taken.filter((take) => !take.ok).every((take) => !take.ok && take.wait > 0)).toBe(true);
      // The counts the taken hits saw are 1 … max, each once: no two takes decided on the same count.
      const counts = taken.flatMap((take) => (take.ok ? [take.count] : [])).sort((a, b) => a - b);
      expect(counts).toEqual(Array.from({ length: max }, (_, index) => index + 1));
    } finally {
      if (second !== first) await second.close();
    }
  });

  it(`100 parallel typed numbers: ${ATTENDANCE_LIMITS.typedCodeMissesPerUser.max} are tried, the rest wait`, async () => {
    await seedAt(t);
    const token = await tokenOf(t, 'learner');
    const right = issueCode(TEST_ATTENDANCE_SECRET, 'R', RUNNING_LECTURE_ID, slotOf(t.clock.now), 'IN').typed_code;
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const body = scanBody(t, 'IN', { typed_code: wrong, related_id: '', qr_content: undefined });
    const answers = await Promise.all(Array.from({ length: BURST }, () => t.call('attendance/scan', { token, body })));
    const max = ATTENDANCE_LIMITS.typedCodeMissesPerUser.max;
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 422: max, 429: BURST - max });
  });

  it(`100 parallel scans: ${ATTENDANCE_LIMITS.scansPerUser.max} are heard, the rest wait`, async () => {
    await seedAt(t);
    const token = await tokenOf(t, 'learner');
    const body = scanBody(t, 'IN', { qr_content: 'not-a-code' });
    const answers = await Promise.all(Array.from({ length: BURST }, () => t.call('attendance/scan', { token, body })));
    const max = ATTENDANCE_LIMITS.scansPerUser.max;
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 422: max, 429: BURST - max });
  });

  it(`100 parallel wrong passwords from one client on one account: ${AUTH_LIMITS.loginFailuresPerPair.max} are checked`, async () => {
    const answers = await Promise.all(
      Array.from({ length: BURST }, () =>
        t.call('auth/login', { body: { username: 'learner', password: 'wrong password' } }),
      ),
    );
    const max = AUTH_LIMITS.loginFailuresPerPair.max;
    expect(tally(answers.map((answer) => answer.status))).toEqual({ 401: max, 429: BURST - max });
  });
});
