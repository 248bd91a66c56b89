import type { LectureRecord } from '../../core/api/schemas/attendance';
import { formatScheduleDate, formatScheduleTime } from '../../core/dashboard/schedule';
import type { LectureView } from '../../core/lecture-qr/lecture-qr-rules';
import { useI18n } from '../ui/use-i18n';
import { useDuration } from '../ui/use-duration';

/** The status banner (§8 messages with durations), coloured by state. */
export function StatusBanner({ view }: { view: LectureView }) {
  const { t } = useI18n();
  const duration = useDuration();
  let text: string;
  if (view.kind === 'missing') text = t('lectureQr.status.missing');
  else if (view.kind === 'startsIn') text = t('lectureQr.status.startsIn', { duration: duration(view.seconds) });
  else if (view.kind === 'endedAgo') text = t('lectureQr.status.endedAgo', { duration: duration(view.seconds) });
  else if (view.kind === 'ongoing') text = t('lectureQr.status.ongoing');
  else text = t('lectureQr.unavailable');
  return (
    <p className={`status-banner status-${view.kind}`} part="status-banner" data-status={view.kind}>
      {text}
    </p>
  );
}

/** Batch title, date with start–end and time zone, and the 'Duration' value (§2). */
export function LectureFacts({ record }: { record: LectureRecord }) {
  const { t, locale } = useI18n();
  return (
    <div className="lecture-facts" part="lecture">
      {record.batch_title && <h2 dir="auto">{record.batch_title}</h2>}
      <p>
        <bdi>
          {t('lectureQr.when', {
            date: formatScheduleDate(record.date, locale),
            start: formatScheduleTime(record.start_time, locale),
            end: formatScheduleTime(record.end_time, locale),
          })}
        </bdi>
      </p>
      {record.timezone && <p className="muted">{t('lectureQr.timezone', { zone: record.timezone })}</p>}
      {record.duration_in_hours != null && (
        <dl className="lecture-duration">
          <dt>{t('lectureQr.duration')}</dt>
          <dd>{t('lectureQr.hours', { hours: record.duration_in_hours })}</dd>
        </dl>
      )}
    </div>
  );
}
