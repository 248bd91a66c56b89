import type { AtRiskLearner } from '../../../core/api/schemas/batch-insights';
import { reasonMessage } from '../../../core/batch/insights/insights-view';
import { useI18n } from '../../ui/use-i18n';
import { ShowMore, useShown } from './show-more';

/** The at-risk list (issue #34): each learner with every reason in words, most reasons first (the server's order), a page at a time. */
export function AtRiskSection({ learners, threshold }: { learners: readonly AtRiskLearner[]; threshold: number }) {
  const { t, message } = useI18n();
  const shown = useShown(learners.length);
  if (!learners.length) return <p part="empty">{t('insights.atRisk.empty')}</p>;
  return (
    <>
      <ul className="insights-risk" part="at-risk-list">
        {learners.slice(0, shown.count).map((learner) => (
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
      <ShowMore shown={{ ...shown, total: learners.length }} part="at-risk-shown" />
    </>
  );
}
