import { useMemo } from 'react';
import type { LearnerInsight } from '../../../core/api/schemas/batch-insights';
import { lowestFirst } from '../../../core/batch/insights/insights-view';
import { formatInteger } from '../../../core/locale/numbers';
import { useI18n } from '../../ui/use-i18n';
import { TableScroll } from '../table-scroll';
import { ShowMore, useShown } from './show-more';

/**
 * Attendance per learner (issue #34): lowest first, a meter beside each rate, the first rows only with "Show more"
 * and "Show all" (2,000 learners stay quick to read and to draw).
 */
export function LearnerSection({ learners, threshold }: { learners: readonly LearnerInsight[]; threshold: number }) {
  const { t, locale } = useI18n();
  const sorted = useMemo(() => lowestFirst(learners), [learners]);
  const shown = useShown(sorted.length);
  if (!learners.some((learner) => learner.lectures > 0)) return <p part="empty">{t('insights.learners.empty')}</p>;
  const count = shown.count;
  const number = (value: number) => formatInteger(value, locale);
  return (
    <div className="stack">
      <p className="muted">{t('insights.learners.intro')}</p>
      <TableScroll name={t('insights.learners.title')} part="table">
        <table className="batch-table insights-table">
          <thead>
            <tr>
              <th scope="col">{t('insights.learners.name')}</th>
              <th scope="col">{t('insights.learners.rate')}</th>
              <th scope="col">{t('insights.learners.attended')}</th>
              <th scope="col">{t('insights.learners.late')}</th>
              <th scope="col">{t('insights.learners.earlyLeave')}</th>
              <th scope="col">{t('insights.learners.absent')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.slice(0, count).map((learner) => (
              <tr key={learner.participant_id} part="row" data-participant-id={learner.participant_id}>
                <th scope="row">
                  <bdi>{learner.name}</bdi>
                </th>
                <td className="cell-rate">
                  {learner.rate === null ? (
                    t('insights.none')
                  ) : (
                    <span className="rate">
                      <meter min={0} max={100} low={threshold} optimum={100} value={learner.rate} aria-hidden="true" />
                      {t('insights.percent', { value: learner.rate })}
                    </span>
                  )}
                </td>
                <td>{t('insights.learners.attendedOf', { attended: learner.attended, lectures: learner.lectures })}</td>
                <td>{number(learner.late)}</td>
                <td>{number(learner.early_leave)}</td>
                <td>{number(learner.absent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <ShowMore shown={{ ...shown, total: sorted.length }} part="learners-shown" />
    </div>
  );
}
