import { useMemo } from 'react';
import type { CriterionInsight, ExamInsight } from '../../../core/api/schemas/batch-insights';
import { BINS, countAxisTop } from '../../../core/batch/insights/insights-view';
import { formatInteger } from '../../../core/locale/numbers';
import { useI18n } from '../../ui/use-i18n';
import { TableScroll } from '../table-scroll';
import { BarChart } from './bar-chart';

/** One histogram of the ten score bins, its name, and its table (band, learners). */
function Histogram({ name, bins }: { name: string; bins: readonly number[] }) {
  const { t, locale } = useI18n();
  // The axis names each band by its lower bound (ten full bands do not fit a phone); the table gives them whole.
  const axis = useMemo(() => BINS.map((bin) => formatInteger(bin.low, locale)), [locale]);
  const labels = useMemo(() => BINS.map((bin) => t('insights.bandLabel', bin)), [t]);
  const series = useMemo(
    () => [{ name: t('insights.learnersAxis'), values: bins, mark: 'mark-solid' as const }],
    [bins, t],
  );
  return (
    <BarChart
      name={name}
      labels={axis}
      series={series}
      high={countAxisTop(bins)}
      values
      table={
        <TableScroll name={name} part="table">
          <table className="batch-table insights-table">
            <thead>
              <tr>
                <th scope="col">{t('insights.band')}</th>
                <th scope="col">{t('insights.learnersAxis')}</th>
              </tr>
            </thead>
            <tbody>
              {labels.map((label, index) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{formatInteger(bins[index] ?? 0, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      }
    />
  );
}

/** Score spread per exam (issue #34): pass mark, passed, failed, missed, the average and the histogram of each. */
export function ExamSection({ exams }: { exams: readonly ExamInsight[] }) {
  const { t } = useI18n();
  if (!exams.length) return <p part="empty">{t('insights.exams.empty')}</p>;
  return (
    <div className="insights-charts">
      {exams.map((exam) => (
        <section key={exam.exam_no} className="stack insights-item" part="exam" data-exam={exam.exam_no}>
          <h4>
            <bdi>{exam.title}</bdi>
          </h4>
          <p className="muted">
            {t('insights.exams.summary', {
              passMark: exam.pass_mark,
              passed: exam.passed,
              failed: exam.failed,
              missed: exam.missed,
            })}{' '}
            {exam.average === null
              ? t('insights.exams.noAverage')
              : t('insights.exams.average', { value: exam.average })}
          </p>
          {exam.takers > 0 && <Histogram name={t('insights.exams.chart', { title: exam.title })} bins={exam.bins} />}
        </section>
      ))}
    </div>
  );
}

/** Scores per assessment criterion (issue #34): learners scored, the average and the histogram of each. */
export function CriteriaSection({ criteria }: { criteria: readonly CriterionInsight[] }) {
  const { t } = useI18n();
  if (!criteria.length) return <p part="empty">{t('insights.criteria.empty')}</p>;
  return (
    <div className="insights-charts">
      {criteria.map((criterion) => (
        <section key={criterion.criterion_id} className="stack insights-item" part="criterion">
          <h4>
            <bdi>{criterion.title}</bdi>
          </h4>
          <p className="muted">
            {t('insights.criteria.summary', { count: criterion.scored })}{' '}
            {criterion.average === null
              ? t('insights.exams.noAverage')
              : t('insights.exams.average', { value: criterion.average })}
          </p>
          {criterion.scored > 0 && (
            <Histogram name={t('insights.criteria.chart', { title: criterion.title })} bins={criterion.bins} />
          )}
        </section>
      ))}
    </div>
  );
}
