import type { AtRiskLearner } from '../../../core/api/schemas/batch-insights';
import { reasonMessage } from '../../../core/batch/insights/insights-view';
import { useI18n } from '../../ui/use-i18n';

/** The at-risk list (issue #34): each learner with every reason in words, most reasons first (the server's order). */
export function AtRiskSection({ learners, threshold }: { learners: readonly AtRiskLearner[]; threshold: number }) {
  const { t, message } = useI18n();
  if (!learners.length) return <p part="empty">{t('insights.atRisk.empty')}</p>;
  return (
    <ul className="insights-risk" part="at-risk-list">
      {learners.map((learner) => (
        <li key={learner.participant_id} part="at-risk" data-participant-id={learner.participant_id}>
          <strong>
            <bdi>{learner.name}</bdi>
          </strong>
          <ul className="insights-reasons">
            {learner.reasons.map((reason, index) => (
              <li key={`${reason.code}-${index}`} data-reason={reason.code} part="reason">
                {message(reasonMessage(reason, threshold))}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
