import { describe, expect, it } from 'vitest';
import * as constants from '../../../../src/core/exam/exam-constants';

// §9 exam and feedback constants, §4 timer thresholds.

describe('exam constants', () => {
  it('hold the spec values', () => {
    expect(constants).toMatchObject({
      DEFAULT_TIME_LIMIT_S: 3600,
      TOTAL_TIMER_TYPE: '2',
      NEXT_ENABLE_DELAY_MS: 1000,
      START_RETRY_MS: 100,
      TIMER_TICK_MS: 1000,
      TOTAL_RED_S: 300,
      TOTAL_ORANGE_S: 1800,
      TOTAL_PULSE_S: 300,
      QUESTION_RED_S: 30,
      QUESTION_PULSE_S: 20,
      WARNING_MINUTES_S: 300,
      WARNING_FINAL_S: 60,
      FOLLOW_UP_MIN_INDEX: 3,
      FEEDBACK_BANNER_MS: 3000,
      BEFORE_EXAM_REDIRECT_MS: 1000,
      PERCENTAGE_DECIMALS: 2,
      FALLBACK_COMPANY_NAME: 'SAFE',
    });
  });
});
