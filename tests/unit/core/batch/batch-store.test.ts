import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, textOf } from '../helpers';

// §7 batches/overview, batches/view, assessment/table and the score call through the real HTTP client (fetch
// stubbed); §8 Batch and Assessment messages.

async function loadBatchStore() {
  vi.resetModules();
  const { loadDictionary } = await import('../../../../src/core/locale/i18n');
  const { batchDictionary } = await import('../../../../src/core/batch/strings');
  await Promise.all([loadDictionary(batchDictionary, 'en'), loadDictionary(batchDictionary, 'ar')]);
  const store = await import('../../../../src/core/batch/batch-store');
  const errors = await import('../../../../src/core/http/api-error');
  return { ...store, ...errors };
}

const overview = {
  batch_id: 11,
  batch_no: 2401,
  batch_title: 'Safety',
  participant_count: '3',
  batch_schedules: null,
  batch_courses: [{ course_title: 'First aid' }],
  batch_assessment_criterias: [{ id: 5 }],
};
const participant = (id: number, phone: string | null = '0500') => ({
  participant_id: id,
  participant_name: `P${id}`,
  participant_phone_number: phone,
});
const row = (attempt: number | null) => ({
  record_id: 1,
  user_name: 'Sara',
  exam_attempt_id: attempt,
  batch_sub_assessments: [{ record_id: 77, scored: 4, batch_assessment_sub_criteria_score: 10 }],
});

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('batch reads', () => {
  it.each([
    ['data', { data: overview }],
    ['data.data', { data: { data: overview } }],
  ])('reads the overview from %s, encoding the number, lists missing read as empty', async (_case, body) => {
    const api = stubFetch({ 'GET batches/overview/24%2F01': () => json(body) });
    const s = await loadBatchStore();
    await expect(s.overviewQuery('24/01').get()).resolves.toMatchObject({
      batch_id: '11',
      batch_no: '2401',
      participant_count: 3,
      batch_schedules: [],
    });
    expect(api.calls()).toEqual(['GET batches/overview/24%2F01']);
  });

  it.each([
    ['data.participant_table', { data: { participant_table: [participant(1), participant(2, null)] } }],
    ['a direct array in data', { data: [participant(1), participant(2, null)] }],
  ])('reads participants from %s', async (_case, body) => {
    stubFetch({ 'GET batches/view/2401': () => json(body) });
    const s = await loadBatchStore();
    const rows = await s.participantsQuery('2401').get();
    expect(rows.map((p) => [p.participant_id, p.participant_phone_number])).toEqual([
      ['1', '0500'],
      ['2', null],
    ]);
  });

  it('asks assessment/table for the batch and criterion, and reads data.data.rows', async () => {
    const api = stubFetch({ 'POST assessment/table': () => json({ data: { data: { rows: [row(9)] } } }) });
    const s = await loadBatchStore();
    const store = s.assessmentStore('11', '5');
    expect(s.assessmentStore('11', '5')).toBe(store);
    await store.load();
    expect(store.get().data?.rows[0]?.batch_sub_assessments[0]).toMatchObject({ record_id: '77', scored: 4 });
    expect(JSON.parse(await api.bodies[0]!)).toEqual({
      type: 'all',
      batch_id: '11',
      batch_assessment_criteria_id: '5',
    });
  });

  it('a 403 or 404 overview is a missing batch (the not-found card) and is not retried', async () => {
    const api = stubFetch({ 'GET batches/overview/9': () => json({ message: 'Forbidden' }, 403) });
    const s = await loadBatchStore();
    const store = s.overviewStore('9');
    await store.load();
    expect(s.isBatchMissing(store.get().error)).toBe(true);
    expect(s.isBatchMissing(new s.ApiError('http', 'x', { status: 500 }))).toBe(false);
    expect(api.calls()).toEqual(['GET batches/overview/9']);
  });
});

describe('§8 messages', () => {
  it("participants: the server's message, else 'Failed to load participants'", async () => {
    const s = await loadBatchStore();
    expect(s.participantsFailure(s.parseErrorBody(422, { message: '<b>Closed</b> batch' }))).toEqual({
      text: 'Closed batch',
    });
    expect(textOf(s.participantsFailure(new s.ApiError('network', 'Failed to fetch')))).toBe(
      'Failed to load participants',
    );
    expect(textOf(s.participantsFailure(new Error('x')), 'ar')).toBe('تعذّر تحميل المشاركين');
  });

  it("assessment: 'Invalid data format received from API' or 'Failed to load assessment data: {message}'", async () => {
    const s = await loadBatchStore();
    expect(textOf(s.assessmentFailure(new s.ApiError('invalid-response', 'Unexpected answer')))).toBe(
      'Invalid data format received from API',
    );
    expect(textOf(s.assessmentFailure(s.parseErrorBody(500, { message: 'Database down' })))).toBe(
      'Failed to load assessment data: Database down',
    );
    expect(textOf(s.assessmentFailure(new Error('boom')))).toBe('Failed to load assessment data: boom');
    expect(textOf(s.assessmentFailure('?'))).toBe('Failed to load assessment data: Unknown error');
    expect(textOf(s.assessmentFailure('?'), 'ar')).toBe('تعذّر تحميل بيانات التقييم: خطأ غير معروف');
  });

  it('a malformed assessment answer is an invalid-response error', async () => {
    stubFetch({ 'POST assessment/table': () => json({ data: { data: { rows: 'none' } } }) });
    const s = await loadBatchStore();
    const store = s.assessmentStore('11', '5');
    await store.load();
    expect(textOf(s.assessmentFailure(store.get().error))).toBe('Invalid data format received from API');
  });
});

describe('submitScore (§5, §7)', () => {
  it.each([
    [9, 'POST assessment/mark/sub_assessment/9'],
    [null, 'POST assessment/mark/sub_assessment/no_exam'],
  ])('attempt %s posts record_id, col scored and the value; the cached cell takes it', async (attempt, call) => {
    const api = stubFetch({
      [call]: () => json({ success: true }),
      'POST assessment/table': () => json({ data: { rows: [row(attempt)] } }),
    });
    const s = await loadBatchStore();
    const store = s.assessmentStore('11', '5');
    await store.load();
    const grid = store.get().data!.rows[0]!;
    await expect(s.submitScore(store, grid, grid.batch_sub_assessments[0]!, 7.5)).resolves.toBe(true);
    expect(api.calls()).toEqual(['POST assessment/table', call]);
    expect(JSON.parse(await api.bodies[1]!)).toEqual({ record_id: '77', col: 'scored', value: 7.5 });
    expect(grid.batch_sub_assessments[0]!.scored).toBe(7.5);
  });

  it('a save answered after a reload goes into the reloaded grid as a new grid, and into the cached copy', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    stubFetch({
      'POST assessment/mark/sub_assessment/9': async () => (await held, json({ success: true })),
      'POST assessment/table': () => json({ data: { rows: [row(9)] } }),
    });
    const s = await loadBatchStore();
    const store = s.assessmentStore('11', '5');
    await store.load();
    const first = store.get().data!.rows[0]!;
    const saving = s.submitScore(store, first, first.batch_sub_assessments[0]!, 6);
    await store.load({ force: true });
    const reloaded = store.get().data!;
    expect(reloaded.rows[0]).not.toBe(first);
    answer();
    await expect(saving).resolves.toBe(true);
    const shown = store.get().data!;
    expect(shown).not.toBe(reloaded);
    expect(shown.rows[0]!.batch_sub_assessments[0]!.scored).toBe(6);
    expect(s.assessmentQuery(s.assessmentKey('11', '5')).peek()!.rows[0]!.batch_sub_assessments[0]!.scored).toBe(6);
  });

  it('a refusal resolves false and fetches the grid again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = stubFetch({
      'POST assessment/mark/sub_assessment/9': () => json({ message: 'Locked' }, 422),
      'POST assessment/table': () => json({ data: { rows: [row(9)] } }),
    });
    const s = await loadBatchStore();
    const store = s.assessmentStore('11', '5');
    await store.load();
    const grid = store.get().data!.rows[0]!;
    await expect(s.submitScore(store, grid, grid.batch_sub_assessments[0]!, 8)).resolves.toBe(false);
    await vi.waitFor(() =>
      expect(api.calls()).toEqual([
        'POST assessment/table',
        'POST assessment/mark/sub_assessment/9',
        'POST assessment/table',
      ]),
    );
    expect(grid.batch_sub_assessments[0]!.scored).toBe(4);
  });
});
