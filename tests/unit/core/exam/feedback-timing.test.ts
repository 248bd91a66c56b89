import { describe, expect, it } from 'vitest';
import { feedbackBlocksStart, showsPendingFeedback } from '../../../../src/core/exam/feedback-timing';

describe('feedback around the exam', () => {
  it("blocks the start while required (not completed, timing set and not 'after')", () => {
    expect(feedbackBlocksStart({ feedback_completed: false, feedback_timing: 'before' })).toBe(true);
    expect(feedbackBlocksStart({ feedback_completed: true, feedback_timing: 'before' })).toBe(false);
    expect(feedbackBlocksStart({ feedback_completed: false, feedback_timing: 'after' })).toBe(false);
    expect(feedbackBlocksStart({ feedback_completed: false, feedback_timing: ' After ' })).toBe(false);
    expect(feedbackBlocksStart({ feedback_completed: false, feedback_timing: null })).toBe(false);
  });

  it("the completed view warns of pending feedback when not completed and timing is 'after'", () => {
    expect(showsPendingFeedback({ feedback_completed: false, feedback_timing: 'after' })).toBe(true);
    expect(showsPendingFeedback({ feedback_completed: true, feedback_timing: 'after' })).toBe(false);
    expect(showsPendingFeedback({ feedback_completed: false, feedback_timing: 'before' })).toBe(false);
  });
});
