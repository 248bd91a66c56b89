import { useRef, useState } from 'react';
import type { DateRange } from '../../../core/api/batch-insights';
import {
  EXPORT_FORMATS,
  EXPORT_TABLES,
  type ExportFormat,
  type ExportTable,
} from '../../../core/api/schemas/batch-insights';
import { exportTable } from '../../../core/batch/insights/insights-store';
import { saveBlob } from '../../../core/dom/save-blob';
import type { Message } from '../../../core/locale/message';
import { Alert, Button } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';

type Status =
  | { state: 'idle' }
  | { state: 'busy' | 'done'; table: ExportTable; format: ExportFormat }
  | { state: 'failed'; message: Message };

/** The exports (issue #34): attendance, scores and the at-risk list as CSV or Excel for the range shown. */
export function ExportSection({ batchNo, range }: { batchNo: string; range: DateRange }) {
  const { t, message } = useI18n();
  const host = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const busy = status.state === 'busy';

  const run = async (table: ExportTable, format: ExportFormat) => {
    if (busy) return;
    setStatus({ state: 'busy', table, format });
    const outcome = await exportTable(batchNo, table, format, range);
    if (outcome.ok && host.current) saveBlob(outcome.blob, outcome.fileName, host.current);
    setStatus(outcome.ok ? { state: 'done', table, format } : { state: 'failed', message: outcome.message });
  };

  return (
    <div className="stack" ref={host}>
      <p className="muted">{t('insights.export.intro')}</p>
      <ul className="insights-exports">
        {EXPORT_TABLES.map((table) => (
          <li key={table} className="row">
            <span className="insights-export-name">{t(`insights.export.${table}`)}</span>
            {EXPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="secondary"
                data-table={table}
                data-format={format}
                busy={busy && status.table === table && status.format === format}
                aria-label={t('insights.export.label', {
                  table: t(`insights.export.${table}`),
                  format: t(`insights.export.${format}`),
                })}
                onClick={() => void run(table, format)}
              >
                {t(`insights.export.${format}`)}
              </Button>
            ))}
          </li>
        ))}
      </ul>
      <div role="status" part="export-status">
        {status.state === 'busy' && t('insights.export.busy', { table: t(`insights.export.${status.table}`) })}
        {status.state === 'done' && t('insights.export.done', { table: t(`insights.export.${status.table}`) })}
      </div>
      {status.state === 'failed' && <Alert variant="danger">{message(status.message)}</Alert>}
    </div>
  );
}
