import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../src/core/http/api-error';
import { take } from './exam-fixtures';

// §4/§5/§8 Start: refused while before-exam feedback is required, 'Missing required exam data: …' without the ids,
// 'Failed to start exam: {message}' on a failed call; otherwise the attempt is created and the take reloaded.

const api = vi.hoisted(() => ({ startAttempt: vi.fn(), fetchExamTake: vi.fn(), completeAttempt: vi.fn() }));
// Files share modules in this worker (isolate: false): load them afresh so the mock below reaches every importer, and
// again afterwards so no later file gets the mocked ones.
vi.hoisted(() => vi.resetModules());
vi.mock('../../../../src/core/api/exam', () => api);
afterAll(() => {
  vi.doUnmock('../../../../src/core/api/exam');
  vi.resetModules();
});

const { startExam, takeFailure, failureText, completeExam, examTakeQuery } =
  await import('../../../../src/core/exam/take-store');

const ready = (over: Record<string, unknown> = {}) => take({ feedback_completed: 1, ...over });

describe('startExam', () => {
  beforeEach(() => {
    api.startAttempt.mockReset();
    api.fetchExamTake.mockReset().mockResolvedValue(ready({ attempt_found: true, attempt_obj: { record_id: 88 } }));
    examTakeQuery('EX-1').clear();
  });

  it("refuses while before-exam feedback is required: 'Please complete the feedback form before starting the exam.'", async () => {
    expect(await startExam('EX-1', take())).toEqual({ ok: false, message: { key: 'exam.errors.feedbackRequired' } });
    expect(api.startAttempt).not.toHaveBeenCalled();
  });

  it('starts when feedback comes after the exam', async () => {
    api.startAttempt.mockResolvedValue({ record_id: '88' });
    expect(await startExam('EX-1', take({ feedback_timing: 'after' }))).toEqual({ ok: true });
  });

  it("reads the take again 100 ms later when ids are missing, then names those still missing: 'Missing required exam data: …'", async () => {
    const partial = ready({ participant_obj: { name: 'Layla', eligible_for_exam: 1 } });
    api.fetchExamTake.mockResolvedValue(partial);
    const sleep = vi.fn(() => Promise.resolve());
    const outcome = await startExam('EX-1', partial, sleep);
    expect(sleep).toHaveBeenCalledWith(100);
    expect(outcome).toEqual({
      ok: false,
      message: { key: 'exam.errors.missingExamData', params: { fields: 'batch_participant_id, participant_id' } },
    });
    expect(api.startAttempt).not.toHaveBeenCalled();
  });

  it('starts with the ids the second read found', async () => {
    api.fetchExamTake.mockResolvedValue(ready());
    api.startAttempt.mockResolvedValue({ record_id: '88' });
    const outcome = await startExam('EX-1', ready({ participant_obj: { name: 'Layla', eligible_for_exam: 1 } }), () =>
      Promise.resolve(),
    );
    expect(outcome).toEqual({ ok: true });
    expect(api.startAttempt).toHaveBeenCalledWith({
      exam_id: '31',
      batch_participant_id: '77',
      participant_id: '55',
      active_question: '301',
    });
  });

  it('sends the ids and the first question, then reloads the take', async () => {
    api.startAttempt.mockResolvedValue({ record_id: '88' });
    expect(await startExam('EX-1', ready())).toEqual({ ok: true });
    expect(api.startAttempt).toHaveBeenCalledWith({
      exam_id: '31',
      batch_participant_id: '77',
      participant_id: '55',
      active_question: '301',
    });
    expect(api.fetchExamTake).toHaveBeenCalledWith('EX-1');
  });

  it("gives 'Failed to start exam: {message}' with the catalogue's words, never the server's raw text (#29)", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.startAttempt.mockRejectedValue(new ApiError('http', 'x', { status: 409, serverMessage: 'Exam window closed' }));
    expect(await startExam('EX-1', ready())).toEqual({
      ok: false,
      message: { key: 'exam.errors.startFailed' },
      detail: { key: 'errors.unknownError' },
    });
    api.startAttempt.mockRejectedValue(
      new ApiError('http', 'x', { status: 409, serverMessage: 'This exam is not open right now.' }),
    );
    expect(await startExam('EX-1', ready())).toMatchObject({ detail: { key: 'exam.errors.notOpen' } });
  });
});

describe('failures', () => {
  it("§8 a failed take load: a known server message or network trouble in the catalogue's words, else 'Failed to fetch exam data'", () => {
    expect(takeFailure(new ApiError('http', 'x', { status: 404, serverMessage: 'Exam data not found.' }))).toEqual({
      key: 'exam.errors.notFound',
    });
    expect(takeFailure(new ApiError('http', 'x', { status: 500, serverMessage: 'SQLSTATE 23502 at users' }))).toEqual({
      key: 'exam.errors.fetchFailed',
    });
    expect(takeFailure(new ApiError('network', 'x'))).toEqual({ key: 'errors.network' });
    expect(takeFailure(new ApiError('invalid-response', 'x'))).toEqual({ key: 'exam.errors.fetchFailed' });
    expect(failureText(new ApiError('timeout', 'x'))).toEqual({ key: 'errors.timeout' });
  });

  it('logs a failed completion call instead of throwing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.completeAttempt.mockRejectedValue(new ApiError('network', 'down'));
    await expect(completeExam('88')).resolves.toBeUndefined();
    expect(error).toHaveBeenCalled();
  });
});
