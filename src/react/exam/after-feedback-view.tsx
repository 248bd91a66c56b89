import { useEffect, useState } from 'react';
import { FEEDBACK_BANNER_MS } from '../../core/exam/exam-constants';
import { examPath } from '../../core/exam/exam-paths';
import { feedbackTitleKind, nextFeedbackStep, type FeedbackStep } from '../../core/exam/feedback-rules';
import { feedbackFormStore } from '../../core/exam/feedback-store';
import { Alert, Button } from '../ui/controls';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { BackLink, StateCard } from './exam-states';
import { FeedbackForm } from './feedback-form';
import { ResultInfoCard } from './result-info';
import { useExamResult, type ResultTexts } from './use-exam-result';

const FEEDBACK_TEXTS: ResultTexts = { missing: 'exam.errors.examDataUnavailable', loading: 'exam.loading' };

/**
 * §2 /app/exam/{examNo}/feedback: the exam information card, then — while feedback is pending — start → survey →
 * thank-you with the certificate e-mail notice and 'Back to Results'; otherwise only the thank-you.
 */
export function AfterFeedbackView({ examNo, userId }: { examNo: string; userId: string }) {
  const { t } = useI18n();
  const { result, fallback, reload } = useExamResult(examNo, FEEDBACK_TEXTS);
  const formState = useQueryState(feedbackFormStore(examNo));
  const [step, setStep] = useState<FeedbackStep>('start');
  const [banner, setBanner] = useState(false);
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(false), FEEDBACK_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);
  if (!result) return fallback;
  const title =
    feedbackTitleKind(result.is_npo_course) === 'training-program'
      ? t('exam.feedback.trainingProgramTitle')
      : t('exam.feedback.courseTitle');
  const loaded = Boolean(formState.data);
  const pending = Boolean(result.is_feedback_pending) || step !== 'start';
  return (
    <div className="stack exam-page" part="page" data-view="feedback" data-step={pending ? step : 'done'}>
      <h1>{title}</h1>
      <ResultInfoCard result={result} />
      {!pending && (
        <StateCard part="feedback-done" title={t('exam.afterFeedback.thankYou')} level={2}>
          <p>{t('exam.afterFeedback.alreadyDone')}</p>
          <BackLink />
        </StateCard>
      )}
      {pending && step === 'start' && (
        <StateCard part="feedback-start" title={t('exam.afterFeedback.start')} level={2}>
          <p>{t('exam.afterFeedback.startBody')}</p>
          <div className="row">
            <Button
              variant="primary"
              part="feedback-begin"
              disabled={!loaded}
              busy={formState.status === 'loading' && !loaded}
              onClick={() => setStep(nextFeedbackStep(step, 'begin', loaded))}
            >
              {t('exam.afterFeedback.start')}
            </Button>
            <BackLink />
          </div>
        </StateCard>
      )}
      {pending && step === 'active' && (
        <FeedbackForm
          examNo={examNo}
          subject={{
            type: 'AfterExam',
            userId,
            companyId: result.company_id ?? null,
            examId: result.record_id,
            templateLanguage: null,
            isNpo: Boolean(result.is_npo_course),
          }}
          onSubmitted={() => {
            setStep(nextFeedbackStep(step, 'submitted', loaded));
            setBanner(true);
            reload();
          }}
          onBack={() => setStep(nextFeedbackStep(step, 'back', loaded))}
          backLabel={t('exam.afterFeedback.back')}
          level={2}
        />
      )}
      {pending && step === 'completed' && (
        <StateCard part="feedback-thanks" title={t('exam.afterFeedback.thankYou')} level={2}>
          {banner && (
            <div part="feedback-success">
              <Alert variant="success">{t('exam.feedback.success')}</Alert>
            </div>
          )}
          <p>{t('exam.afterFeedback.certificateEmail')}</p>
          <NavLink to={examPath(examNo, 'result')} className="button button-primary" part="back-to-results">
            {t('exam.afterFeedback.backToResults')}
          </NavLink>
        </StateCard>
      )}
    </div>
  );
}
