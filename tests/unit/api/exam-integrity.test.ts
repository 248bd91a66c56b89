// @vitest-environment node
import { create } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  AttemptTimelineSchema,
  BatchIntegritySchema,
  OwnIntegritySchema,
  type IntegrityEventInput,
} from '../../../src/core/api/schemas/exam-integrity';
import {
  attemptTimelinePath,
  batchIntegrityPath,
  completeAttemptPath,
  examEventsPath,
  ownIntegrityPath,
} from '../../../src/core/api/exam-endpoints';
import { BATCH_NO } from '../../../demo/api/features/batch/ids';
import { EXAM } from '../../../demo/api/features/exam/ids';
import { fromClient, useTestApi, type TestApi } from './helpers';
import { answer, skip, start, TOTAL_TIMER_KEY } from './exam-support';

// Issue #33: the integrity log. The page's events are kept once per key and placed on the server's clock; the server
// refuses what is not evidence (another's attempt, long after the end, from the future) and throttles floods; it logs
// a second session and a new address itself; the learner reads their log after the exam, the batch's trainer always.

const iso = (t: TestApi, offsetMs = 0) => new Date(t.clock.now + offsetMs).toISOString();

let serial = 0;
function event(t: TestApi, fields: Partial<IntegrityEventInput> = {}): IntegrityEventInput {
  serial += 1;
  return { key: `k${serial}`, kind: 'copy', at: iso(t), ...fields };
}

function send(t: TestApi, token: string, attemptId: string, events: IntegrityEventInput[], extra: object = {}) {
  return t.call<{ accepted: number }>(examEventsPath(attemptId), {
    token,
    body: { events, sent_at: iso(t), ...extra },
  });
}

async function finish(t: TestApi, token: string, attemptId: string) {
  expect((await t.call(completeAttemptPath(attemptId), { method: 'POST', token })).status).toBe(200);
}

async function ownLog(t: TestApi, token: string, examNo = EXAM.fireTotalTimer) {
  const res = await t.call(ownIntegrityPath(String(examNo)), { token });
  return { status: res.status, log: res.status === 200 ? create(res.body.data, OwnIntegritySchema) : null };
}

describe('exam API: integrity log', () => {
  const t = useTestApi({ trustProxy: true });

  it('keeps each event once per key, places it on the server clock, and shows the learner their log only after the exam', async () => {
    const token = await t.login('learner');
    const { attemptId } = await start(t, token, EXAM.fireTotalTimer);
    t.clock.advance(60_000);
    // The page's clock runs 10 minutes slow: its times are moved by its offset at sending.
    const slow = -10 * 60_000;
    const away = event(t, { kind: 'away', detail: 'hidden', at: iso(t, slow - 42_000), duration_ms: 42_000 });
    const blip = event(t, { kind: 'away', detail: 'blurred', at: iso(t, slow - 5_000), duration_ms: 1_500 });
    const shortcut = event(t, { kind: 'shortcut', detail: 'copy', at: iso(t, slow) });
    const first = await send(t, token, attemptId, [away, blip, shortcut], { sent_at: iso(t, slow) });
    expect([first.status, first.body.data]).toEqual([200, { accepted: 3 }]);
    // A replay after a lost answer writes nothing twice.
    expect((await send(t, token, attemptId, [away, shortcut], { sent_at: iso(t, slow) })).body.data).toEqual({
      accepted: 0,
    });

    expect((await ownLog(t, token)).status).toBe(404);
    await finish(t, token, attemptId);
    const { log } = await ownLog(t, token);
    expect(log?.events.map((item) => [item.kind, item.detail, item.duration_ms, item.counted])).toEqual([
      ['away', 'hidden', 42_000, true],
      ['away', 'blurred', 1_500, false],
      ['shortcut', 'copy', null, true],
    ]);
    expect(log?.events[0]?.at).toBe(iso(t, -42_000));
    expect(log?.events[0]?.client_at).toBe(away.at);
    expect(log?.summary).toEqual({
      counted: 2,
      blips: 1,
      away_count: 1,
      away_ms: 42_000,
      longest_away_ms: 42_000,
      offline_ms: 0,
      by_kind: { away: 1, shortcut: 1 },
    });
  });

  it("refuses another's or an unknown attempt, a log long after the end, and times from the future, writing nothing", async () => {
    const token = await t.login('learner');
    const { attemptId } = await start(t, token, EXAM.fireTotalTimer);
    const other = await t.login('both');
    const theirs = await send(t, other, attemptId, [event(t)]);
    expect([theirs.status, theirs.body.message]).toEqual([422, 'These events are not for an exam attempt of yours.']);
    expect((await send(t, token, '999999', [event(t)])).status).toBe(422);

    const ahead = await send(t, token, attemptId, [event(t), event(t, { at: iso(t, 6 * 60_000) })], {});
    expect([ahead.status, ahead.body.message]).toEqual([
      422,
      'An event is dated more than 5 minutes ahead of the server clock; check the device clock.',
    ]);
    expect((await send(t, token, attemptId, [event(t)], { sent_at: iso(t, 6 * 60_000) })).status).toBe(422);
    const shapes = [
      [event(t, { kind: 'screenshot' as never })],
      [event(t, { key: 'not a key!' })],
      [event(t, { kind: 'away', duration_ms: -1 })],
      Array.from({ length: 51 }, () => event(t)),
      [],
    ];
    for (const events of shapes) expect((await send(t, token, attemptId, events)).status).toBe(422);

    await finish(t, token, attemptId);
    t.clock.advance(4 * 60_000);
    expect((await send(t, token, attemptId, [event(t)])).status).toBe(200);
    t.clock.advance(2 * 60_000);
    const late = await send(t, token, attemptId, [event(t)]);
    expect([late.status, late.body.message]).toEqual([
      422,
      'This exam attempt ended more than 5 minutes ago; its activity can no longer be recorded.',
    ]);
    const arabic = await t.call(examEventsPath(attemptId), {
      token,
      lang: 'ar',
      body: { events: [event(t)], sent_at: iso(t) },
    });
    expect(arabic.body.message).toBe('انتهت محاولة الاختبار هذه منذ أكثر من ٥ دقائق؛ لم يعد بالإمكان تسجيل نشاطها.');
    expect((await ownLog(t, token)).log?.events).toHaveLength(1);
  });

  it('throttles past 600 events an hour, logging that once', async () => {
    const token = await t.login('learner');
    const { attemptId } = await start(t, token, EXAM.fireTotalTimer);
    for (let call = 0; call < 12; call++)
      expect(
        (
          await send(
            t,
            token,
            attemptId,
            Array.from({ length: 50 }, () => event(t)),
          )
        ).status,
      ).toBe(200);
    const over = await send(t, token, attemptId, [event(t)]);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    expect((await send(t, token, attemptId, [event(t)])).status).toBe(429);
    await finish(t, token, attemptId);
    const { log } = await ownLog(t, token);
    expect(log?.events.filter((item) => item.kind === 'throttled')).toHaveLength(1);
    expect(log?.events).toHaveLength(601);
  });

  it('logs a second session and a new network address by itself', async () => {
    const token = await t.login('learner', undefined, false);
    const { attemptId } = await start(t, token, EXAM.fireTotalTimer);
    expect((await send(t, token, attemptId, [event(t)])).status).toBe(200);
    const second = await t.login('learner');
    expect((await start(t, second, EXAM.fireTotalTimer)).attemptId).toBe(attemptId);
    const moved = await t.call(examEventsPath(attemptId), {
      token: second,
      headers: fromClient('203.0.113.9'),
      body: { events: [event(t)], sent_at: iso(t) },
    });
    expect(moved.status).toBe(200);
    await finish(t, second, attemptId);
    const kinds = (await ownLog(t, token)).log?.events.map((item) => item.kind);
    expect(kinds).toEqual(['copy', 'second-session', 'address-changed', 'copy']);
  });

  it("gives the batch's trainer every attempt by time away and one attempt's timeline; nobody else", async () => {
    const token = await t.login('learner');
    const { attemptId, take: read } = await start(t, token, EXAM.fireTotalTimer);
    t.clock.advance(10_000);
    await answer(t, token, read, attemptId, 0, TOTAL_TIMER_KEY[0]?.right ?? '');
    t.clock.advance(10_000);
    await send(t, token, attemptId, [
      event(t, { kind: 'away', detail: 'hidden', at: iso(t, -5_000), duration_ms: 5_000 }),
    ]);
    t.clock.advance(10_000);
    await skip(t, token, read, attemptId, 1);

    const trainer = await t.login('trainer');
    const list = await t.call(batchIntegrityPath(String(BATCH_NO.fireMorning)), { token: trainer, lang: 'ar' });
    expect(list.status).toBe(200);
    const { rows } = create(list.body.data, BatchIntegritySchema);
    const mine = rows.find((row) => row.attempt_id === Number(attemptId));
    expect(mine).toMatchObject({ exam_no: EXAM.fireTotalTimer, completed: false });
    expect(mine?.exam_title).toMatch(/[\u0600-\u06FF]/);
    expect(mine?.summary.away_ms).toBe(5_000);
    expect(rows[0]?.attempt_id).toBe(Number(attemptId));
    const aways = rows.map((row) => row.summary.away_ms);
    expect(aways).toEqual([...aways].sort((a, b) => b - a));

    const one = await t.call(attemptTimelinePath(String(BATCH_NO.fireMorning), attemptId), { token: trainer });
    const timeline = create(one.body.data, AttemptTimelineSchema);
    expect(timeline.timeline.map((item) => [item.type, item.question_no ?? item.event?.kind])).toEqual([
      ['answer', 1],
      ['event', 'away'],
      ['skip', 2],
    ]);
    expect(timeline.ended_at).toBeNull();

    expect((await t.call(batchIntegrityPath(String(BATCH_NO.fireMorning)), { token })).status).toBe(404);
    expect((await t.call(attemptTimelinePath(String(BATCH_NO.fireMorning), attemptId), { token })).status).toBe(404);
    expect((await t.call(attemptTimelinePath(String(BATCH_NO.fireMorning), '999999'), { token: trainer })).status).toBe(
      404,
    );
  });
});
