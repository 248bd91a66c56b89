import { useCallback, useMemo } from 'react';
import type { LectureInsight } from '../../../core/api/schemas/batch-insights';
import { countAxisTop, isLabelled, labelStep } from '../../../core/batch/insights/insights-view';
import { formatInteger } from '../../../core/locale/numbers';
import { useI18n } from '../../ui/use-i18n';
import { TableScroll } from '../table-scroll';
import { BarChart, type ChartSeries } from './bar-chart';
import { useDay } from './use-day';

const COUNTS = ['present', 'late', 'earlyLeave', 'absent', 'excused', 'unmarked'] as const;
const FIELD = { earlyLeave: 'early_leave' } as const;
const count = (lecture: LectureInsight, name: (typeof COUNTS)[number]) =>
  lecture[name === 'earlyLeave' ? FIELD.earlyLeave : name];

/** Attendance per lecture (issue #34): the rate as bars, late arrivals and early leaves beside, and the full table. */
export function LectureSection({ lectures }: { lectures: readonly LectureInsight[] }) {
  const { t, locale } = useI18n();
  const day = useDay();
  const number = (value: number | null) => (value === null ? t('insights.none') : formatInteger(value, locale));
  const labels = useMemo(() => lectures.map((_, index) => formatInteger(index + 1, locale)), [lectures, locale]);
  const shown = useCallback((index: number) => isLabelled(index, lectures.length), [lectures.length]);
  const rate = useMemo<ChartSeries[]>(
    () => [{ name: t('insights.lectures.rate'), values: lectures.map((one) => one.rate), mark: 'mark-solid' }],
    [lectures, t],
  );
  const lateness = useMemo<ChartSeries[]>(
    () => [
      { name: t('insights.lectures.late'), values: lectures.map((one) => one.late), mark: 'mark-solid' },
      { name: t('insights.lectures.earlyLeave'), values: lectures.map((one) => one.early_leave), mark: 'mark-dashed' },
    ],
    [lectures, t],
  );

  if (!lectures.length) return <p part="empty">{t('insights.lectures.empty')}</p>;
  const few = labelStep(lectures.length) === 1;
  const table = (name: string) => (
    <TableScroll name={name} part="table">
      <table className="batch-table insights-table">
        <thead>
          <tr>
            <th scope="col">{t('insights.lectures.lecture')}</th>
            <th scope="col">{t('insights.lectures.date')}</th>
            <th scope="col">{t('insights.lectures.rate')}</th>
            {COUNTS.map((name) => (
              <th scope="col" key={name}>
                {t(`insights.lectures.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lectures.map((lecture, index) => (
            <tr key={lecture.lecture_id} part="row">
              <th scope="row">
                <span className="lecture-no">{labels[index]}</span> <bdi>{lecture.title}</bdi>
              </th>
              <td>{day(lecture.date)}</td>
              <td>{lecture.rate === null ? t('insights.none') : t('insights.percent', { value: lecture.rate })}</td>
              {COUNTS.map((name) => (
                <td key={name}>{number(count(lecture, name))}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
  const rateName = t('insights.lectures.rateChart', { count: lectures.length });
  const lateName = t('insights.lectures.lateChart', { count: lectures.length });
  return (
    <div className="insights-charts">
      <BarChart
        name={rateName}
        labels={labels}
        labelShown={shown}
        series={rate}
        high={100}
        values={few}
        table={table(rateName)}
      />
      <BarChart
        name={lateName}
        labels={labels}
        labelShown={shown}
        series={lateness}
        high={countAxisTop([...lectures.map((one) => one.late), ...lectures.map((one) => one.early_leave)])}
        values={few}
        table={table(lateName)}
      />
    </div>
  );
}
