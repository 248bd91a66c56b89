import { fetchBatchExport, fetchBatchInsights, type DateRange } from '../../api/batch-insights';
import type { BatchInsights, ExportFormat, ExportTable } from '../../api/schemas/batch-insights';
import { ApiError } from '../../http/api-error';
import type { MessageKey } from '../../locale/i18n';
import type { Message } from '../../locale/message';
import { keyedStores } from '../../query/keyed-stores';
import { createQueryFamily } from '../../query/query';
import type { QueryStore } from '../../query/query-store';
import { rangeProblem, type RangeProblem } from '../insights-range';

// Issue #34: the batch's insights per range (cached like the other batch reads), the range filter's checks and the
// exports.

/** Marks and scores change while a batch runs: the batch reads' short lifetime. */
const INSIGHTS_TTL_MS = 30_000;

/** The key of one batch's insights over one range. */
export const insightsKey = (batchNo: string, range: DateRange): string =>
  JSON.stringify([batchNo, range.from, range.to]);

const insightsQuery = createQueryFamily(
  (key: string) => {
    const [batchNo, from, to] = JSON.parse(key) as [string, string, string];
    return fetchBatchInsights(batchNo, { from, to });
  },
  { ttlMs: INSIGHTS_TTL_MS },
);
const insightsStores = keyedStores(insightsQuery, 10);

/** The insights of a batch over a range as a store: loads when first watched; `load({ force: true })` is the retry. */
export function insightsStore(batchNo: string, range: DateRange): QueryStore<BatchInsights> {
  return insightsStores(insightsKey(batchNo, range));
}

/** A field of the range filter. */
export type RangeField = 'from' | 'to';
/** The range filter's messages per field. */
export type RangeIssues = Partial<Record<RangeField, Message>>;

const PROBLEM_KEYS: Record<RangeProblem, MessageKey> = {
  invalid: 'insights.range.invalid',
  reversed: 'insights.range.reversed',
  too_long: 'insights.range.tooLong',
};

/** The range's problem as its field's message (the contract's rule, checked before any call); {} when it may be asked. */
export function rangeIssues(range: DateRange): RangeIssues {
  const found = rangeProblem(range.from, range.to);
  return found ? { [found.field]: { key: PROBLEM_KEYS[found.problem] } } : {};
}

/** The server's refusal of a range (a 422 naming `from` or `to`) as the fields' messages, else undefined. */
export function serverRangeIssues(error: unknown): RangeIssues | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const issues: RangeIssues = {};
  for (const field of ['from', 'to'] as const) {
    const text = error.fieldErrors?.[field]?.[0];
    if (text) issues[field] = { text };
  }
  return Object.keys(issues).length ? issues : undefined;
}

/** Why the insights did not load: an answer we cannot read, else a failure worth a retry. */
export function insightsFailure(error: unknown): Message {
  return {
    key: error instanceof ApiError && error.kind === 'invalid-response' ? 'insights.invalid' : 'insights.failed',
  };
}

/** The name a file is saved under when the answer names none: `batch-2401-attendance-2026-01-01-2026-03-31.csv`. */
export function exportFileName(batchNo: string, table: ExportTable, format: ExportFormat, range: DateRange): string {
  const parts = ['batch', batchNo, table.replace('_', '-'), range.from, range.to].filter(Boolean);
  return `${parts.join('-').replace(/[^\w.-]+/g, '_')}.${format}`;
}

/** An export's outcome: a file to save, or the message to show (a refused range in the server's words). */
export type ExportOutcome = { ok: true; blob: Blob; fileName: string } | { ok: false; message: Message };

/** One table of the batch's insights over `range` as a file (the range checked first, as for the insights). */
export async function exportTable(
  batchNo: string,
  table: ExportTable,
  format: ExportFormat,
  range: DateRange,
): Promise<ExportOutcome> {
  const issues = rangeIssues(range);
  const refused = issues.from ?? issues.to;
  if (refused) return { ok: false, message: refused };
  try {
    const file = await fetchBatchExport(batchNo, table, format, range);
    return { ok: true, blob: file.blob, fileName: file.fileName ?? exportFileName(batchNo, table, format, range) };
  } catch (error) {
    const server = serverRangeIssues(error);
    const message = server?.from ?? server?.to;
    return { ok: false, message: message ?? { key: 'insights.export.failed' } };
  }
}
