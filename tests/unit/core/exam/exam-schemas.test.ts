import { describe, expect, it } from 'vitest';
import {
  ExamTakeSchema,
  QuestionAttemptAnswer,
  QuestionAttemptBody,
  SkipQuestionBody,
  StartAttemptAnswer,
  StartAttemptBody,
} from '../../../../src/core/api/schemas/exam';
import { ExamResultSchema } from '../../../../src/core/api/schemas/exam-result';
import { FeedbackFormSchema, FeedbackSubmissionBody } from '../../../../src/core/api/schemas/exam-feedback';
import { fails, ok } from '../schema-check';
import { take, takeWire } from './exam-fixtures';

// §3 exam take response, attempt, question attempt and its answer, result record, feedback form and submission; §7 bodies.

const answer = {
  exam_question_id: '301',
  question_id: 9001,
  exam_attempt_id: '88',
  exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
  exam_question_attempt_ended_at: '2026-11-23T09:00:20.000Z',
  attempted_answer: ['CO2'],
  total_questions: 3,
  attempted_questions: 1,
  active_question: '302',
  exam_completed: false,
};

describe('ExamTakeSchema', () => {
  it('reads a realistic answer: ids as text, numbers and flags from text or 0/1, lists missing or null as empty', () => {
    const read = take();
    expect(read.exam_found).toBe(true);
    expect(read.participant_found).toBe(true);
    expect(read.exam_ended).toBe(false);
    expect(read.exam_obj?.record_id).toBe('31');
    expect(read.exam_obj?.time_limit).toBe(3600);
    expect(read.exam_obj?.timer_type).toBe('2');
    expect(
      read.exam_obj?.questions.map((question) => [question.record_id, question.question_id, question.choices.length]),
    ).toEqual([
      ['301', '9001', 2],
      ['302', '9002', 1],
      ['303', '9003', 0],
    ]);
    expect(read.participant_obj?.user_profile?.cnic).toBe('784199012345671');
    expect(read.participant_obj?.eligible_for_exam).toBe(true);
    expect(read.remaining_time).toBe(3600);
    expect(read.attempted_questions_obj).toEqual([]);
  });

  it('reads attempted questions as a list or an object keyed by id; a single answer becomes a list', () => {
    const item = { exam_question_id: 301, attempted_answer: 'CO2' };
    expect(take({ attempted_questions_obj: [item] }).attempted_questions_obj).toEqual([
      { exam_question_id: '301', attempted_answer: ['CO2'] },
    ]);
    const keyed = take({
      attempted_questions_obj: { 301: item, 302: { exam_question_id: '302', is_skipped: 1 } },
    }).attempted_questions_obj;
    expect(keyed.map((entry) => [entry.exam_question_id, entry.is_skipped ?? false])).toEqual([
      ['301', false],
      ['302', true],
    ]);
  });

  it('takes the bare "no exam" answer and a boolean, numeric or text passing status', () => {
    expect(take({ exam_obj: null, exam_found: false }).exam_found).toBe(false);
    for (const status of ['Pass', 0, true]) expect(take({ passing_status: status }).passing_status).toBe(status);
  });

  it('refuses an exam without an id or a question without one', () => {
    fails(takeWire({ exam_obj: { title: 'x' } }), ExamTakeSchema);
    fails(takeWire({ exam_obj: { record_id: 31, questions: [{ question: '<p>Q</p>' }] } }), ExamTakeSchema);
  });
});

describe('answers of the attempt calls', () => {
  it('start: the attempt, bare or as { attempt_obj }', () => {
    expect(ok({ record_id: 88 }, StartAttemptAnswer).record_id).toBe('88');
    expect(ok({ attempt_obj: { record_id: '88' } }, StartAttemptAnswer).record_id).toBe('88');
  });

  it('question: is_completed, reload and next_question as an id or a question', () => {
    expect(ok({ is_completed: 0, reload: 'true', next_question: 302 }, QuestionAttemptAnswer)).toEqual({
      is_completed: false,
      reload: true,
      next_question: '302',
    });
    expect(ok({ next_question: { record_id: 303, question: '<p/>' } }, QuestionAttemptAnswer).next_question).toBe(
      '303',
    );
    expect(ok({}, QuestionAttemptAnswer)).toEqual({});
  });
});

describe('request bodies (strict)', () => {
  it('start body needs the three ids', () => {
    ok({ exam_id: '31', batch_participant_id: 77, participant_id: '55', active_question: null }, StartAttemptBody);
    fails({ exam_id: '31', participant_id: '55' }, StartAttemptBody);
  });

  it('question body: ISO times, whole non-negative counts, a boolean completion', () => {
    ok(answer, QuestionAttemptBody);
    ok({ ...answer, idempotency_key: '88:301', selectedValue: 'CO2' }, QuestionAttemptBody);
    fails({ ...answer, exam_question_attempt_ended_at: 'yesterday' }, QuestionAttemptBody);
    fails({ ...answer, attempted_questions: -1 }, QuestionAttemptBody);
    fails({ ...answer, total_questions: 1.5 }, QuestionAttemptBody);
    fails({ ...answer, exam_completed: 'no' }, QuestionAttemptBody);
    fails({ ...answer, exam_attempt_id: undefined }, QuestionAttemptBody);
  });

  it('skip body', () => {
    ok({ exam_question_id: '301', question_id: '9001', exam_attempt_id: '88' }, SkipQuestionBody);
    fails({ exam_question_id: '301' }, SkipQuestionBody);
  });
});

describe('ExamResultSchema', () => {
  it('reads the result record with its certificate and report', () => {
    const result = ok(
      {
        record_id: 5,
        no: 1042,
        title: 'Security Guard Foundations — Final Exam',
        passing_status: 'Pass',
        percentage: '86',
        scored: 43,
        total_score: '50',
        is_feedback_pending: 0,
        certificate: { certificate_no: 2026001, course_name: 'Security Guard Foundations', file_path: null },
        exam_attempt_questions: [
          { question: '<p>Q</p>', choices: [{ choice: 'A', attempted_choice: 1, is_correct: '1' }] },
        ],
        total_time_spent: '1500',
        time_limit: 3600,
      },
      ExamResultSchema,
    );
    expect(result.percentage).toBe(86);
    expect(result.certificate?.certificate_no).toBe('2026001');
    expect(result.exam_attempt_questions[0]?.choices[0]).toEqual({
      choice: 'A',
      attempted_choice: 1,
      is_correct: true,
    });
  });

  it('a result without questions reads an empty report; one without an id is refused', () => {
    expect(ok({ record_id: 5 }, ExamResultSchema).exam_attempt_questions).toEqual([]);
    fails({ title: 'x' }, ExamResultSchema);
  });
});

describe('feedback schemas', () => {
  it('reads a form with the scale in both languages and a follow-up', () => {
    const form = ok(
      {
        title_en: 'Course Feedback',
        questions: [
          {
            module_en: 'Ease of Contact',
            question_en: 'How easy was it to reach us?',
            choices_en: ['Excellent', 'Very Good', 'Acceptable', 'Non Acceptable', 'Poor'],
            choices_ar: null,
            followUpQuestionOptions: { en: ['Phone unanswered'], ar: ['لم يُرد على الهاتف'] },
          },
        ],
      },
      FeedbackFormSchema,
    );
    expect(form.questions[0]?.choices_ar).toEqual([]);
    expect(form.questions[0]?.followUpQuestionOptions?.ar).toEqual(['لم يُرد على الهاتف']);
  });

  it('the submission body states its model, type and language', () => {
    const body = {
      related_model: 'Exam',
      total_questions: 1,
      questions: [
        {
          question_id: '1',
          question_type: 'radio',
          question: 'Q',
          answer_given: 'Poor',
          comment: 'late',
          comments: ['late'],
        },
      ],
      user_id: 12,
      company_id: null,
      feedback_type: 'AfterExam',
      related_id: '31',
      language: 'en',
      is_npo_course: false,
    };
    ok(body, FeedbackSubmissionBody);
    fails({ ...body, feedback_type: 'DuringExam' }, FeedbackSubmissionBody);
    fails({ ...body, related_model: 'Course' }, FeedbackSubmissionBody);
    fails({ ...body, language: 'fr' }, FeedbackSubmissionBody);
  });
});
