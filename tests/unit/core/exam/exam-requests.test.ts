import { describe, expect, it } from 'vitest';
import { QuestionAttemptBody, SkipQuestionBody, StartAttemptBody } from '../../../../src/core/api/schemas/exam';
import { completeAttemptPath, examResultPath, examTakePath } from '../../../../src/core/api/exam-endpoints';
import { feedbackFormPath } from '../../../../src/core/api/feedback-endpoints';
import {
  answerKey,
  questionAttemptBody,
  requireExamNo,
  skipQuestionBody,
  startAttemptBody,
  startInputFromTake,
  type QuestionAttemptInput,
} from '../../../../src/core/exam/exam-requests';
import { ok } from '../schema-check';
import { take } from './exam-fixtures';

// §5 checks before the exam calls ('Missing required exam data: …', 'Missing required question data',
// 'Exam number is required') and §7 paths and bodies.

describe('exam number and paths', () => {
  it("'Exam number is required' when missing or blank; trimmed otherwise", () => {
    for (const blank of [null, undefined, '', '   ']) expect(requireExamNo(blank)).toBeNull();
    expect(requireExamNo(' 1042 ')).toBe('1042');
  });

  it('paths encode the number', () => {
    expect(examTakePath('1042')).toBe('exams/take/1042');
    expect(examResultPath('10/42')).toBe('exams/result/10%2F42');
    expect(completeAttemptPath('88')).toBe('exams/attempts/88/complete');
    expect(feedbackFormPath('5017')).toBe('feedbacks/form/5017');
  });
});

describe('startAttemptBody', () => {
  it('from the take response: exam, batch participant and participant ids, and the question shown first', () => {
    const checked = startAttemptBody(startInputFromTake(take(), '302'));
    expect(checked).toEqual({
      ok: true,
      body: { exam_id: '31', batch_participant_id: '77', participant_id: '55', active_question: '302' },
    });
    if (checked.ok) ok(checked.body, StartAttemptBody);
  });

  it('names every missing field, in the spec order', () => {
    expect(startAttemptBody({ examId: null, batchParticipantId: ' ', participantId: undefined })).toEqual({
      ok: false,
      missing: ['exam_id', 'batch_participant_id', 'participant_id'],
    });
    expect(startAttemptBody(startInputFromTake(take({ participant_obj: null })))).toEqual({
      ok: false,
      missing: ['batch_participant_id', 'participant_id'],
    });
  });
});

describe('questionAttemptBody', () => {
  const input = (partial: Partial<QuestionAttemptInput> = {}): QuestionAttemptInput => ({
    examQuestionId: '301',
    questionId: '9001',
    attemptId: '88',
    startedAt: Date.UTC(2026, 10, 23, 9, 0, 0),
    endedAt: new Date(Date.UTC(2026, 10, 23, 9, 0, 20)),
    answer: ['CO2'],
    totalQuestions: 3,
    attemptedQuestions: 1,
    activeQuestion: '302',
    completed: false,
    ...partial,
  });

  it('ISO start and end times, the answer and the counts, with the idempotency key of attempt and question', () => {
    const checked = questionAttemptBody(input());
    expect(checked).toEqual({
      ok: true,
      body: {
        exam_question_id: '301',
        question_id: '9001',
        exam_attempt_id: '88',
        exam_question_attempt_started_at: '2026-11-23T09:00:00.000Z',
        exam_question_attempt_ended_at: '2026-11-23T09:00:20.000Z',
        attempted_answer: ['CO2'],
        total_questions: 3,
        attempted_questions: 1,
        active_question: '302',
        exam_completed: false,
        idempotency_key: '88:301',
      },
    });
    if (checked.ok) ok(checked.body, QuestionAttemptBody);
    expect(answerKey('88', '301')).toBe('88:301');
  });

  it("'Missing required question data' names what is missing", () => {
    expect(questionAttemptBody(input({ examQuestionId: '', attemptId: null }))).toEqual({
      ok: false,
      missing: ['exam_question_id', 'exam_attempt_id'],
    });
    expect(questionAttemptBody(input({ questionId: undefined }))).toEqual({ ok: false, missing: ['question_id'] });
  });

  it('an end before the start (clock stepped back) is sent as the start; one unreadable time takes the other', () => {
    const back = questionAttemptBody(input({ endedAt: Date.UTC(2026, 10, 23, 8, 59, 0) }));
    expect(back.ok && back.body.exam_question_attempt_ended_at).toBe('2026-11-23T09:00:00.000Z');
    const noStart = questionAttemptBody(input({ startedAt: Number.NaN }));
    expect(noStart.ok && noStart.body.exam_question_attempt_started_at).toBe('2026-11-23T09:00:20.000Z');
    expect(questionAttemptBody(input({ startedAt: Number.NaN, endedAt: Number.NaN })).ok).toBe(false);
  });
});

describe('skipQuestionBody', () => {
  it('the skipped question of the attempt; the same required ids', () => {
    const checked = skipQuestionBody({ examQuestionId: '301', questionId: '9001', attemptId: '88' });
    expect(checked).toEqual({
      ok: true,
      body: { exam_question_id: '301', question_id: '9001', exam_attempt_id: '88', active_question: null },
    });
    if (checked.ok) ok(checked.body, SkipQuestionBody);
    expect(skipQuestionBody({ examQuestionId: '301', questionId: '9001', attemptId: '' })).toEqual({
      ok: false,
      missing: ['exam_attempt_id'],
    });
  });
});
