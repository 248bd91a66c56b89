import type { ExamTake } from '../../../../src/core/api/schemas/exam';
import { ExamTakeSchema } from '../../../../src/core/api/schemas/exam';
import { ok } from '../schema-check';

// A take response as the server sends it (numbers as text, flags as 0/1), read through the client's schema.

/** The wire form of an active, eligible, started exam with three questions and no attempt yet. */
export function takeWire(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    exam_found: 1,
    provided_by_logo: '/logos/safe.png',
    provided_by_name: 'SAFE Training',
    provided_by_id: 4,
    exam_obj: {
      record_id: 31,
      title: 'Fire Safety — Module Quiz',
      duration: '60',
      time_limit: '3600',
      timer_type: 2,
      language: 'English',
      batch: { title: 'Fire Safety — Morning Cohort' },
      questions: [
        {
          record_id: 301,
          question_id: 9001,
          question: '<p>Which extinguisher for electrical fires?</p>',
          question_type: 'Multiple Choice',
          choices: [{ choice: 'CO2' }, { choice: 'Water' }],
        },
        {
          record_id: '302',
          question_id: '9002',
          question: '<p>PASS stands for?</p>',
          question_type: 'Multiple Choice',
          choices: [{ choice: 'Pull, Aim, Squeeze, Sweep' }],
        },
        {
          record_id: 303,
          question_id: 9003,
          question: '<p>Exit signs are…</p>',
          question_type: 'Multiple Choice',
          choices: null,
        },
      ],
    },
    exam_started: true,
    exam_starts_in: null,
    exam_ended: 0,
    exam_ends_in: '1800',
    participant_found: '1',
    participant_obj: {
      name: 'Layla Hassan',
      email: 'learner@example.com',
      record_id: 55,
      batch_participant_id: '77',
      company_id: 4,
      company_name: null,
      email_template_language: 'Arabic',
      eligible_for_exam: 1,
      user_profile: { cnic: 784199012345671, user_id: 12 },
    },
    attempt_found: false,
    attempt_obj: null,
    remaining_time: '3600',
    exam_taken: false,
    is_show_result: 1,
    feedback_completed: 0,
    feedback_timing: 'before',
    is_npo_course: 0,
    ...overrides,
  };
}

/** The take response as the client reads it. */
export function take(overrides: Record<string, unknown> = {}): ExamTake {
  return ok(takeWire(overrides), ExamTakeSchema);
}
