// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUNNING_LECTURE_ID } from '../../demo/api/features/attendance/ids';
import { ATTENDANCE_LIMITS } from '../../demo/api/features/attendance/limits';
import { AUTH_LIMITS } from '../../demo/api/features/auth/limits';
import { PARTICIPANT, VENUE } from '../../demo/api/features/batch/ids';
import { call, signIn, startServer, type ServerProcess } from './server-process';

// Two stateless processes on one PostgreSQL server serve the same users (the PostgreSQL tier sets TEST_DATABASE_URL).
const url = process.env.TEST_DATABASE_URL;

/** A check-in to the running lecture with the code its QR page shows (learning §3 scan payload), at the venue. */
function checkIn(qrContent: string) {
  return {
    language: 'En',
    attendance_entry_type: 'IN',
    related_id: RUNNING_LECTURE_ID,
    related_type: 'lecture',
    location_coords: { latitude: VENUE.dubaiCampus.latitude, longitude: VENUE.dubaiCampus.longitude },
    location_accuracy: 10,
    timestamp: Date.now(),
    qr_content: qrContent,
  };
}

describe.skipIf(!url)('two server processes on one PostgreSQL database', () => {
  const dirs: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  beforeAll(async () => {
    const env = (name: string) => {
      const dir = mkdtempSync(join(tmpdir(), `academy-${name}-`));
      dirs.push(dir);
      return { DATABASE_URL: url ?? '', ACADEMY_DATA_DIR: dir };
    };
    // Started together: migrations and the development seed run once, under the database's lock.
    [a, b] = await Promise.all([startServer(env('a')), startServer(env('b'))]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.kill(), b?.kill()]);
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('parallel check-ins of one learner through both processes record exactly one check-in', async () => {
    // From the seed: the tests before this one may have checked the learner in.
    expect((await call(a.base, '__dev/reset', { method: 'POST' })).status).toBe(200);
    const token = await signIn(a.base, 'learner');
    const trainer = await signIn(b.base, 'trainer');
    // The code process b issues verifies on process a too: both sign with the secret kept in the database.
    const qr = await call<{ qr_codes: { IN: { qr_content: string } } }>(b.base, 'attendance/view/qr', {
      body: { related_type: 'lecture', related_id: RUNNING_LECTURE_ID },
      token: trainer,
    });
    const code = qr.data.qr_codes.IN.qr_content;
    const scans = await Promise.all(
      [a, b, a, b, a, b].map((server) =>
        call<{ record_id: number }>(server.base, 'attendance/scan', { body: checkIn(code), token }),
      ),
    );
    const statuses = scans.map((scan) => scan.status).sort();
    expect(statuses).toEqual([200, 422, 422, 422, 422, 422]);
    const roster = await call<{ rows: { participant_id: number; state: string }[] }>(
      b.base,
      'attendance/lecture/roster',
      {
        body: { related_type: 'lecture', related_id: RUNNING_LECTURE_ID },
        token: trainer,
      },
    );
    expect(
      roster.data.rows.filter((row) => row.participant_id === PARTICIPANT.learner).map((row) => row.state),
    ).toEqual(['checked_in']);
  });

  it('a token issued by one process works on the other, and a sign-out on either ends it on both', async () => {
    const token = await signIn(a.base, 'trainer');
    expect((await call<{ username: string }>(b.base, 'user/current', { token })).data.username).toBe('trainer');
    expect((await call(b.base, 'auth/logout', { method: 'POST', token })).status).toBe(200);
    expect((await call(a.base, 'user/current', { token })).status).toBe(401);
  });

  it('the login throttle counts the failures made on both processes', async () => {
    const account = `nobody-${Date.now()}`;
    const statuses: number[] = [];
    // One after another, alternating processes: five failures of this client on this account, three here and two there.
    for (const server of [a, b, a, b, a]) {
      statuses.push(
        (await call(server.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await call(b.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status).toBe(
      429,
    );
    expect((await call(a.base, 'auth/login', { body: { username: account, password: 'wrong password' } })).status).toBe(
      429,
    );
  });

  it('bursts of 100 over both processes are held to the limits: 10 typed numbers, 5 wrong passwords', async () => {
    expect((await call(a.base, '__dev/reset', { method: 'POST' })).status).toBe(200);
    const token = await signIn(a.base, 'learner');
    const trainer = await signIn(b.base, 'trainer');
    const qr = await call<{ qr_codes: { IN: { typed_code: string } } }>(b.base, 'attendance/view/qr', {
      body: { related_type: 'lecture', related_id: RUNNING_LECTURE_ID },
      token: trainer,
    });
    const wrong = String((Number(qr.data.qr_codes.IN.typed_code) + 1) % 1_000_000).padStart(6, '0');
    const guess = { ...checkIn(''), qr_content: undefined, related_id: '', typed_code: wrong };
    const both = (send: (base: string) => Promise<{ status: number }>) =>
      Promise.all(Array.from({ length: 100 }, (_, index) => send((index % 2 ? b : a).base)));
    const heard = (answers: { status: number }[]) => answers.filter((answer) => answer.status !== 429).length;

    const guesses = await both((base) => call(base, 'attendance/scan', { body: guess, token }));
    expect(heard(guesses)).toBe(ATTENDANCE_LIMITS.typedCodeMissesPerUser.max);
    expect(guesses.filter((answer) => answer.status === 422)).toHaveLength(
      ATTENDANCE_LIMITS.typedCodeMissesPerUser.max,
    );

    const account = `burst-${Date.now()}`;
    const logins = await both((base) =>
      call(base, 'auth/login', { body: { username: account, password: 'wrong password' } }),
    );
    expect(heard(logins)).toBe(AUTH_LIMITS.loginFailuresPerPair.max);
  }, 60_000);
});
