import { request } from '../http/client';
import { requestFile, type FileAnswer } from '../http/file-request';
import { BatchInsightsSchema, type BatchInsights, type ExportFormat, type ExportTable } from './schemas/batch-insights';

export type { BatchInsights, ExportFormat, ExportTable, FileAnswer };

/** A date range, `YYYY-MM-DD` each; an empty side is open (the batch's own start or end). */
export interface DateRange {
  from: string;
  to: string;
}

/** The range as query parameters: only the sides given. */
export function rangeParams(range: DateRange): Record<string, string> {
  return Object.fromEntries(Object.entries(range).filter(([, value]) => value !== ''));
}

const query = (params: Record<string, string>) => {
  const text = new URLSearchParams(params).toString();
  return text ? `?${text}` : '';
};

/** GET batches/insights/{batchNo}?from=&to=: the batch's aggregates, for its trainers. */
export function fetchBatchInsights(batchNo: string, range: DateRange): Promise<BatchInsights> {
  return request('GET', `batches/insights/${encodeURIComponent(batchNo)}${query(rangeParams(range))}`, {
    schema: BatchInsightsSchema,
    silent: true,
  });
}

/** The media types of each export format. */
export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET batches/export/{batchNo}?table=&format=&from=&to=: one table of the insights as a file. */
export function fetchBatchExport(
  batchNo: string,
  table: ExportTable,
  format: ExportFormat,
  range: DateRange,
): Promise<FileAnswer> {
  return requestFile(`batches/export/${encodeURIComponent(batchNo)}`, {
    accept: [EXPORT_TYPES[format]],
    searchParams: { table, format, ...rangeParams(range) },
    silent: true,
  });
}
