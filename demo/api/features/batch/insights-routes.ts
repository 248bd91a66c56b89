import {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  type ExportFormat,
  type ExportTable,
} from '../../../../src/core/api/schemas/batch-insights';
import type { ApiContext } from '../../context';
import type { RawReply } from '../../http';
import type { ApiRequest } from '../../request';
import type { Router } from '../../router';
import { FieldErrors } from '../../validation';
import { csvStream, xlsxStream } from './export-stream';
import { exportTable } from './export-tables';
import { insightsOfCounts } from './insights';
import { insightsInput, rangeOf } from './insights-queries';
import type { BatchPageSources } from './page-sources';
import { scopeByNo } from './scope';

// Issue #34: GET batches/insights/{batchNo} (aggregates for the insights tab) and GET batches/export/{batchNo} (a
// table as a CSV or XLSX file), for the batch's trainers only, over `from`..`to` (default: the batch's dates).

const MEDIA: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const isTable = (value: string | null): value is ExportTable => EXPORT_TABLES.includes(value as ExportTable);
const isFormat = (value: string | null): value is ExportFormat => EXPORT_FORMATS.includes(value as ExportFormat);

/** The export's table and format from the query; 422 naming each one missing or unknown. */
function exportChoice(req: ApiRequest): { table: ExportTable; format: ExportFormat } {
  const table = req.query.get('table');
  const format = req.query.get('format');
  const errors = new FieldErrors(req);
  if (!isTable(table)) errors.add('table', 'exportTableInvalid');
  if (!isFormat(format)) errors.add('format', 'exportFormatInvalid');
  errors.throwIfBroken();
  return { table: table as ExportTable, format: format as ExportFormat };
}

export function insightsRoutes(
  router: Router,
  ctx: ApiContext,
  sources: Pick<BatchPageSources, 'attendanceFacts' | 'attendanceCounts' | 'examFacts'>,
): void {
  router.get(
    'batches/insights/{batchNo}',
    async (req) => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const range = rangeOf(req, scope);
      const input = await insightsInput(ctx.db, sources, scope, range, ctx.now(), req.lang);
      return req.ok('ok', insightsOfCounts(input, { batch_no: String(scope.batch.batch_no), ...range }));
    },
    { auth: true },
  );

  router.get(
    'batches/export/{batchNo}',
    async (req): Promise<RawReply> => {
      const scope = await scopeByNo(ctx, req, req.params.batchNo);
      const range = rangeOf(req, scope);
      const { table, format } = exportChoice(req);
      const now = ctx.now();
      const data = await exportTable(table, {
        db: ctx.db,
        sources,
        scope,
        range,
        input: (withAttendance) => insightsInput(ctx.db, sources, scope, range, now, req.lang, withAttendance),
        now,
        lang: req.lang,
        t: (key, params) => req.t(key, params),
      });
      return {
        status: 200,
        contentType: MEDIA[format],
        body: format === 'csv' ? csvStream(data) : xlsxStream(data, req.lang),
        headers: {
          'Cache-Control': 'no-store',
          'Content-Disposition': `attachment; filename="batch-${scope.batch.batch_no}-${table}.${format}"`,
        },
      };
    },
    { auth: true },
  );
}
