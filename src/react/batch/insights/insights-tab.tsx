import { useState, type ReactNode } from 'react';
import type { DateRange } from '../../../core/api/batch-insights';
import { AT_RISK_INTEGRITY_EVENTS } from '../../../core/batch/insights-range';
import { insightsFailure, insightsStore, serverRangeIssues } from '../../../core/batch/insights/insights-store';
import { insightsDictionary } from '../../../core/batch/insights/strings';
import { loadDictionary } from '../../../core/locale/i18n';
import { $locale } from '../../../core/locale/locale-store';
import { pluralForm } from '../../../core/locale/plural';
import { Alert, Button, Spinner } from '../../ui/controls';
import { useDictionary, useI18n } from '../../ui/use-i18n';
import { useQueryState } from '../../ui/use-query-state';
import { useStyles } from '../../ui/use-styles';
import { AtRiskSection } from './at-risk-section';
import { ExportSection } from './export-section';
import css from './insights.css?inline';
import { LearnerSection } from './learner-section';
import { LectureSection } from './lecture-section';
import { RangeFilter } from './range-filter';
import { CriteriaSection, ExamSection } from './score-sections';

const STYLES = [css];
const OPEN: DateRange = { from: '', to: '' };
/** The range each batch was last shown with, so coming back to the tab keeps the filter. */
const lastRanges = new Map<string, DateRange>();

/** The tab's words, fetched with its code so it renders in one go. */
export const loadInsightsWords = (): Promise<void> => loadDictionary(insightsDictionary, $locale.get());

/** One titled part of the tab. */
function Part({ title, part, children }: { title: string; part: string; children: ReactNode }) {
  return (
    <section className="stack insights-part" part={part}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The batch's Insights tab (issue #34): the date range, the at-risk list with its reasons, attendance per lecture
 * and per learner, score spreads per exam and criterion (charts with table alternatives), and the exports.
 */
export function InsightsTab({ batchNo }: { batchNo: string }) {
  useDictionary(insightsDictionary);
  useStyles('view', STYLES);
  const { t, message } = useI18n();
  const [range, setRange] = useState<DateRange>(() => lastRanges.get(batchNo) ?? OPEN);
  const store = insightsStore(batchNo, range);
  const state = useQueryState(store);
  const data = state.data;
  const refused = state.status === 'error' ? serverRangeIssues(state.error) : undefined;
  const apply = (next: DateRange) => {
    lastRanges.set(batchNo, next);
    setRange(next);
  };

  let body: ReactNode;
  if (data) {
    const threshold = data.attendance_threshold;
    const shown = { from: data.from, to: data.to };
    body = (
      <>
        <Part
          title={t(`insights.atRisk.count.${pluralForm(data.at_risk.length)}`, { count: data.at_risk.length })}
          part="insights-at-risk"
        >
          <p className="muted">{t('insights.atRisk.intro', { threshold, flags: AT_RISK_INTEGRITY_EVENTS })}</p>
          <AtRiskSection learners={data.at_risk} threshold={threshold} />
        </Part>
        <Part title={t('insights.lectures.title')} part="insights-lectures">
          <LectureSection lectures={data.lectures} />
        </Part>
        <Part title={t('insights.learners.title')} part="insights-learners">
          <LearnerSection key={JSON.stringify(shown)} learners={data.learners} threshold={threshold} />
        </Part>
        <Part title={t('insights.exams.title')} part="insights-exams">
          <ExamSection exams={data.exams} />
        </Part>
        <Part title={t('insights.criteria.title')} part="insights-criteria">
          <CriteriaSection criteria={data.criteria} />
        </Part>
        <Part title={t('insights.export.title')} part="insights-exports">
          <ExportSection batchNo={batchNo} range={range} />
        </Part>
      </>
    );
  } else if (state.status === 'error' && !refused) {
    body = (
      <div className="stack" part="error">
        <Alert variant="danger">{message(insightsFailure(state.error))}</Alert>
        <div>
          <Button variant="secondary" data-action="retry" onClick={() => void store.load({ force: true })}>
            {t('insights.retry')}
          </Button>
        </div>
      </div>
    );
  } else if (!refused) body = <Spinner label={t('insights.loading')} />;

  return (
    <div className="stack insights" part="insights" aria-busy={state.status === 'loading' || undefined}>
      <RangeFilter shown={data ? { from: data.from, to: data.to } : undefined} server={refused} onApply={apply} />
      {body}
    </div>
  );
}
