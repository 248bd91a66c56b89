import { useEffect, useRef } from 'react';
import type { ExamTake } from '../../core/api/schemas/exam';
import type { AnswerStore } from '../../core/exam/answer-store';
import { companyNameOrFallback, formatPercentage, passedInExamView } from '../../core/exam/exam-result';
import { showsPendingFeedback } from '../../core/exam/feedback-timing';
import type { FinishReason } from '../../core/exam/take-session';
import { Alert } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { BackLink, StateCard } from './exam-states';
import { SaveIndicator } from './save-indicator';
import { useSignal } from './use-signal';
import { formatParam } from '../../core/locale/numbers';

/**
 * §2 completed: the results table when the exam shows results, else the thank-you signed with the company name
 * (fallback 'SAFE') and the pending-feedback warning; while the last answers wait to be sent, a note and the indicator.
 */
export function CompletedView({
  take,
  answers,
  reason,
  focus,
}: {
  take: ExamTake;
  answers: AnswerStore;
  reason: FinishReason | null;
  /** The exam ended here: the heading takes the focus the question had. */
  focus: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  const { t, locale } = useI18n();
  const { status } = useSignal(answers.indicator);
  const pending = status !== 'saved';
  const scored = take.exam_taken === true;
  const passed = passedInExamView(take.passing_status);
  return (
    <StateCard part="completed" title={t('exam.completed.title')} headingRef={heading}>
      {reason === 'time-up' && <Alert variant="warning">{t('exam.completed.timeUp')}</Alert>}
      {pending && (
        <div className="stack" part="pending-save">
          <p>{t('exam.completed.saving')}</p>
          <SaveIndicator answers={answers} />
        </div>
      )}
      {take.is_show_result && scored ? (
        <>
          <h2>{t('exam.completed.resultsTitle')}</h2>
          <table className="results" part="results">
            <tbody>
              <tr>
                <th scope="row">{t('exam.completed.totalScore')}</th>
                <td>{formatParam(take.total_score ?? 0, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('exam.completed.yourScore')}</th>
                <td>{formatParam(take.scored ?? 0, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('exam.completed.percentage')}</th>
                <td>{formatPercentage(take.percentage, locale)}</td>
              </tr>
              <tr>
                <th scope="row">{t('exam.completed.status')}</th>
                <td>
                  <span className={`badge status-${passed ? 'pass' : 'fail'}`} part="pass-status" data-passed={passed}>
                    {passed ? t('exam.completed.pass') : t('exam.completed.fail')}
                  </span>
                </td>
              </tr>
            </tbody>
          </table>
          <p className="muted">{t('exam.completed.closeWindow')}</p>
        </>
      ) : (
        !take.is_show_result && (
          <div className="thank-you" part="thank-you">
            <p>{t('exam.completed.thankYou')}</p>
            <p className="signature" dir="auto">
              {t('exam.completed.signed', { company: companyNameOrFallback(take.participant_obj?.company_name) })}
            </p>
          </div>
        )
      )}
      {showsPendingFeedback(take) && (
        <div part="pending-feedback">
          <Alert variant="warning">{t('exam.completed.pendingFeedback')}</Alert>
        </div>
      )}
      <BackLink />
    </StateCard>
  );
}
