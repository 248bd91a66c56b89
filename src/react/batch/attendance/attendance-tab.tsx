import { lazy, Suspense } from 'react';
import type { BatchSchedule } from '../../../core/api/schemas/batch';
import { Spinner } from '../../ui/controls';
import { useI18n } from '../../ui/use-i18n';

/** The tab's code (table, virtualizer, dialogs) is a chunk of its own, loaded when the tab first opens. */
const LectureTabs = lazy(() => import('./lecture-tabs'));

/** Props of the Attendance tab: the batch and its lectures (from the overview). */
export interface AttendanceTabProps {
  batchId: string;
  batchNo: string;
  schedules: readonly BatchSchedule[];
}

/** §2 the batch page's Attendance tab (its styles: attendance.css, adopted with the page's). */
export function AttendanceTab({ batchId, schedules }: AttendanceTabProps) {
  const { t } = useI18n();
  return (
    <Suspense fallback={<Spinner label={t('batch.attendance.loading')} />}>
      <LectureTabs batchId={batchId} schedules={schedules} />
    </Suspense>
  );
}
