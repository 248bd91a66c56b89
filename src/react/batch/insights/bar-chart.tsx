import { BarChart as Chartist, type BarChartData, type BarChartOptions, type BarDrawEvent } from 'chartist';
import { useEffect, useRef, type ReactNode } from 'react';
import { inReadingOrder } from '../../../core/batch/insights/insights-view';
import { formatInteger } from '../../../core/locale/numbers';
import { useI18n } from '../../ui/use-i18n';
import './chartist-csp';

/** One series of bars: its name (legend, table), values per x label (null: no bar), and its mark's class. */
export interface ChartSeries {
  name: string;
  values: readonly (number | null)[];
  /** `mark-solid` or `mark-dashed`: the mark's colour and pattern (never colour alone). */
  mark: 'mark-solid' | 'mark-dashed';
}

interface BarChartProps {
  /** The chart's accessible name. */
  name: string;
  /** The x labels, in the data's order (the chart mirrors them in Arabic). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The y axis' top (100 for percents). */
  high: number;
  /** Write each bar's value above it (few bars only). */
  values?: boolean;
  /** The x labels to leave blank so the rest fit (indices in the data's order). */
  labelShown?: (index: number) => boolean;
  /** The data-table alternative, under "Show as table". */
  table: ReactNode;
}

/**
 * A bar chart (Chartist, SVG) with its accessible name, a legend in words and a table alternative. In Arabic the x
 * axis runs right to left (the data reversed) with the y axis on the right; every number in the language's digits.
 */
export function BarChart({ name, labels, series, high, values, labelShown, table }: BarChartProps) {
  const { t, locale, dir } = useI18n();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const order = inReadingOrder(
      labels.map((_, index) => index),
      dir,
    );
    const data: BarChartData = {
      labels: order.map((index) => (labelShown?.(index) === false ? '' : labels[index]!)),
      // Within a group the first series sits at the reading start too, as the legend's first entry does.
      series: inReadingOrder(series, dir).map((one) => ({
        name: one.name,
        className: `ct-series ${one.mark}`,
        data: order.map((index) => one.values[index] ?? null),
      })),
    };
    const options: BarChartOptions = {
      high,
      low: 0,
      height: '220px',
      seriesBarDistance: 14,
      chartPadding: { top: values ? 20 : 12, right: 8, bottom: 4, left: 8 },
      axisY: {
        onlyInteger: true,
        position: dir === 'rtl' ? 'end' : 'start',
        offset: 36,
        labelInterpolationFnc: (value: number | string) => formatInteger(Number(value), locale),
      },
      axisX: { showGrid: false },
    };
    const chart = new Chartist(box.current!, data, options);
    if (values)
      chart.on('draw', (event) => {
        if (event.type !== 'bar') return;
        const bar = event as BarDrawEvent;
        const value = typeof bar.value === 'number' ? bar.value : 'y' in bar.value ? bar.value.y : undefined;
        if (value === undefined) return;
        bar.group.elem('text', { x: bar.x2, y: bar.y2 - 6 }, 'ct-value').text(formatInteger(value, locale));
      });
    return () => {
      chart.detach();
    };
  }, [labels, series, high, values, labelShown, dir, locale]);

  return (
    <figure className="chart" part="chart">
      <div ref={box} className="chart-canvas" role="img" aria-label={name} />
      {series.length > 1 && (
        <ul className="chart-legend" part="chart-legend">
          {series.map((one) => (
            <li key={one.name}>
              <svg className="legend-swatch" viewBox="0 0 24 12" aria-hidden="true">
                <line className={one.mark} x1="0" y1="6" x2="24" y2="6" />
              </svg>
              {one.name}
            </li>
          ))}
        </ul>
      )}
      <details className="chart-table" part="chart-table">
        <summary>{t('insights.showTable')}</summary>
        {table}
      </details>
    </figure>
  );
}
