import type { BatchOverview } from '../api/schemas/batch';

// §2 the batch page's tabs, kept in the query parameter `tab`.

/** Insights (issue #34) last: a reading tab after the three a trainer works in. */
export const BATCH_TABS = ['participants', 'attendance', 'assessment', 'insights'] as const;
export type BatchTab = (typeof BATCH_TABS)[number];
const DEFAULT_BATCH_TAB: BatchTab = 'participants';

/** §2: the assessment tab shows only when the batch has assessment criteria. */
export function hasAssessment(overview: Pick<BatchOverview, 'batch_assessment_criterias'>): boolean {
  return overview.batch_assessment_criterias.length > 0;
}

/** The tabs shown, in order. */
export function visibleTabs(withAssessment: boolean): BatchTab[] {
  return withAssessment ? [...BATCH_TABS] : BATCH_TABS.filter((tab) => tab !== 'assessment');
}

/** True for one of the tab names. */
export function isBatchTab(value: unknown): value is BatchTab {
  return (BATCH_TABS as readonly unknown[]).includes(value);
}

/** The tab to show for a `tab` value: an unknown or hidden one gives participants. */
export function parseBatchTab(value: string | null | undefined, withAssessment: boolean): BatchTab {
  return isBatchTab(value) && visibleTabs(withAssessment).includes(value) ? value : DEFAULT_BATCH_TAB;
}

/** The URL query with `tab` set (left out for the default); the page's other parameters are kept. */
export function tabQueryString(tab: BatchTab, current = ''): string {
  const params = new URLSearchParams(current);
  if (tab === DEFAULT_BATCH_TAB) params.delete('tab');
  else params.set('tab', tab);
  const text = params.toString();
  return text ? `?${text}` : '';
}
