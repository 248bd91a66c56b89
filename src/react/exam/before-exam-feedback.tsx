import { useEffect, useState } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import { BEFORE_EXAM_REDIRECT_MS } from '../../core/exam/exam-constants';
import { Alert } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { FeedbackForm } from './feedback-form';

/** §2/§4 the before-exam survey inside the take page: on success 'submitted', then after 1 s back to the instructions. */
export function BeforeExamFeedback({
  examNo,
  take,
  userId,
  onDone,
}: {
  examNo: string;
  take: ExamTake;
  userId: string;
  onDone: () => void;
}) {
  const { t } = useI18n();
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (!submitted) return;
    const timer = setTimeout(onDone, BEFORE_EXAM_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [submitted, onDone]);
  if (submitted) {
    return (
      <div part="feedback-success">
        <Alert variant="success">{t('exam.feedback.success')}</Alert>
      </div>
    );
  }
  const participant = take.participant_obj;
  return (
    <FeedbackForm
      examNo={examNo}
      subject={{
        type: 'BeforeExam',
        userId,
        companyId: participant?.company_id ?? null,
        examId: take.exam_obj?.record_id,
        templateLanguage: participant?.email_template_language,
        isNpo: Boolean(take.is_npo_course),
      }}
      onSubmitted={() => setSubmitted(true)}
      onBack={onDone}
      backLabel={t('exam.feedbackCard.back')}
    />
  );
}
