import { afterEach, describe, expect, it, vi } from 'vitest';
import { progressBody } from '../../../../src/core/api/course';
import {
  $localProgress,
  commitProgress,
  currentProgress,
  loadFailure,
  progressQuery,
  progressQueue,
} from '../../../../src/core/course/course-store';
import { ApiError } from '../../../../src/core/http/api-error';
import { clearUserQueries } from '../../../../src/core/query/query';
import { emptyRecord, recordWith } from './course-fixtures';

// §8 course errors as the error card shows them, the local record ahead of the server's, and the update body (§3).

describe('loadFailure (§8)', () => {
  it("reads a malformed course as 'Invalid course data received from API' under 'Error loading course'", () => {
    expect(loadFailure(new ApiError('invalid-response', 'bad'), 'course')).toEqual({
      title: 'course.errors.loadingCourse',
      detail: { key: 'course.errors.invalidCourse' },
    });
  });

  it("falls back to 'Failed to load course' / 'Failed to load course progress'", () => {
    expect(loadFailure(new ApiError('http', 'x', { status: 500 }), 'course').detail).toEqual({
      key: 'course.errors.failedCourse',
    });
    expect(loadFailure(new Error('boom'), 'progress')).toEqual({
      title: 'course.errors.loadingProgress',
      detail: { key: 'course.errors.failedProgress' },
    });
    expect(loadFailure(new ApiError('invalid-response', 'bad'), 'progress').detail).toEqual({
      key: 'course.errors.failedProgress',
    });
  });

  it("shows the server's words for a refusal and the catalogue's for network trouble", () => {
    expect(
      loadFailure(new ApiError('http', 'x', { status: 422, serverMessage: 'Batch is closed' }), 'progress').detail,
    ).toEqual({ text: 'Batch is closed' });
    expect(loadFailure(new ApiError('network', 'offline'), 'course').detail).toEqual({ key: 'errors.network' });
  });
});

describe('commitProgress', () => {
  afterEach(() => clearUserQueries());

  it('shows the learner’s record at once, queues it, and forgets it with the user’s caches', () => {
    const push = vi.spyOn(progressQueue, 'push').mockImplementation(() => undefined);
    const server = emptyRecord();
    const mine = recordWith(['c1']);
    expect(currentProgress('p9', server)).toBe(server);
    commitProgress('p9', mine);
    expect(currentProgress('p9', server)).toBe(mine);
    expect(push).toHaveBeenCalledWith('p9', mine);
    clearUserQueries();
    expect($localProgress.get().p9).toBeUndefined();
    expect(currentProgress('p9', server)).toBe(server);
    expect(progressQuery('p9').peek()).toBeUndefined();
  });
});

describe('progressBody (§3 participant_id as text)', () => {
  it('sends participant_id as text and keeps percentages and minutes in range', () => {
    const body = progressBody({
      ...emptyRecord({ participant_id: null, progress_percentage: 120, total_time_spent: -4 }),
      course_content_progress: [
        { content_id: 'c1', completed_percentage: 101, time_spent: -1, started_at: null, completed_at: null },
      ],
    });
    expect(body.participant_id).toBe('');
    expect(body.progress_percentage).toBe(100);
    expect(body.total_time_spent).toBe(0);
    expect(body.course_content_progress[0]).toMatchObject({ completed_percentage: 100, time_spent: 0 });
    expect(progressBody(emptyRecord({ participant_id: '77' })).participant_id).toBe('77');
  });
});
