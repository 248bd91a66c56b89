import {
  FEEDBACK_TYPES,
  FeedbackSubmissionBody,
  type FeedbackQuestion,
} from '../../../../src/core/api/schemas/exam-feedback';
import { FOLLOW_UP_MIN_INDEX } from '../../../../src/core/exam/exam-constants';
import type { ApiContext } from '../../context';
import { throttleUser } from '../../rate-limit';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { rowId } from '../../validation';
import { feedbackForm } from './feedback-forms';
import { attemptOf, saveFeedback } from './queries';
import { findOwnExam, invalidField, ownExamByNo, type OwnExam } from './records';
import { isTaken } from './scoring';
import type { FeedbackSubmissionRecord } from './types';

// Learning §7 feedback calls: the survey of an exam (beyond the spec: the form itself), and its submission, checked
// as §5 and feedback-rules.ts build it. A valid submission marks the feedback done, so the pending state clears.

type FeedbackType = FeedbackSubmissionRecord['feedback_type'];

/** A submission is expected: before the exam when its timing is 'before'; after a taken attempt when it is 'after'. */
async function expects(ctx: ApiContext, own: OwnExam, type: FeedbackType): Promise<boolean> {
  const timing = own.paper?.feedback_timing;
  if (type === 'BeforeExam') return timing === 'before';
  if (timing !== 'after') return false;
  const attempt = await attemptOf(ctx.db, own.exam.id, own.participant.id);
  return attempt !== undefined && isTaken(attempt);
}

const texts = (value: unknown): string[] | null =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : null;

/** One answered question: its rating index and follow-up reasons, or null when it breaks §5 (either language's texts count). */
function readAnswer(question: FeedbackQuestion, index: number, sent: unknown): [number, number, string[]] | null {
  if (typeof sent !== 'object' || sent === null) return null;
  const item = sent as Record<string, unknown>;
  if (String(item.question_id) !== String(index + 1) || typeof item.answer_given !== 'string') return null;
  const rating = Math.max(
    question.choices_en.indexOf(item.answer_given),
    question.choices_ar.indexOf(item.answer_given),
  );
  const reasons = [...(question.followUpQuestionOptions?.en ?? []), ...(question.followUpQuestionOptions?.ar ?? [])];
  const comments = texts(item.comments ?? []);
  if (rating < 0 || !comments || comments.length > reasons.length) return null;
  if (rating < FOLLOW_UP_MIN_INDEX) return comments.length === 0 ? [index, rating, []] : null;
  const unique = new Set(comments);
  return unique.size > 0 && unique.size === comments.length && comments.every((comment) => reasons.includes(comment))
    ? [index, rating, comments]
    : null;
}

function submit(ctx: ApiContext) {
  return async (req: ApiRequest) => {
    await throttleUser(req, ctx.limits.get('feedbacksPerUser'), ctx.now());
    const body = await req.body();
    const examId = rowId(body.related_id);
    // §8 'Exam data not available': the submission does not say which exam or whose it is.
    const unnamed =
      examId === undefined
        ? 'related_id'
        : body.user_id == null
          ? 'user_id'
          : body.related_model !== 'Exam'
            ? 'related_model'
            : null;
    if (unnamed) invalidField(req, unnamed, 'feedbackExamData');
    const own = await findOwnExam(ctx, req.currentUser.id, { id: examId });
    if (!own) throw req.fail(404, 'examNotFound');
    if (String(body.user_id) !== String(req.currentUser.id)) throw req.fail(403, 'feedbackWrongUser');
    const type = FEEDBACK_TYPES.find((item) => item === body.feedback_type);
    if (!type || !own.paper || !(await expects(ctx, own, type))) throw req.fail(409, 'feedbackNotExpected');
    const form = feedbackForm(own.paper.is_npo_course);
    const sent = Array.isArray(body.questions) ? body.questions : [];
    // Exactly the form's questions, each valid: a length check first keeps the work linear and capped.
    if (sent.length !== form.questions.length || body.total_questions !== sent.length)
      invalidField(req, 'questions', 'feedbackRequiredAnswers');
    const answers = form.questions.map((question, index) => readAnswer(question, index, sent[index]));
    if (answers.some((answer) => answer === null)) invalidField(req, 'questions', 'feedbackRequiredAnswers');
    // A replay (or a second submission) replaces the first: one survey per exam, participant and type.
    await saveFeedback(ctx.db, {
      exam_id: own.exam.id,
      participant_id: own.participant.id,
      feedback_type: type,
      language: body.language === 'ar' ? 'ar' : 'en',
      answers: answers as [number, number, string[]][],
      created_at: new Date(ctx.now()).toISOString(),
    });
    return req.ok('feedbackSaved', { feedback_completed: true, feedback_type: type });
  };
}

export function feedbackRoutes(router: Router, ctx: ApiContext): void {
  // Beyond the spec (it does not show where the questions come from): the survey of the caller's exam.
  router.get(
    'feedbacks/form/{examNo}',
    async (req) => {
      const own = await ownExamByNo(ctx, req, req.params.examNo);
      if (!own.paper) throw req.fail(404, 'examNotFound');
      return req.ok('ok', {
        ...feedbackForm(own.paper.is_npo_course),
        is_npo_course: own.paper.is_npo_course,
        feedback_timing: own.paper.feedback_timing ?? '',
      });
    },
    { auth: true },
  );
  router.post('feedbacks/create', submit(ctx), { auth: true, body: FeedbackSubmissionBody });
  router.post('feedbacks/create/question', submit(ctx), { auth: true, body: FeedbackSubmissionBody });
}
