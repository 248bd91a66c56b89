import type { ScheduleItem } from '../../core/api/schemas/dashboard';
import { lectureStatus } from '../../core/dashboard/labels';
import { groupByDay } from '../../core/dashboard/schedule';
import { useI18n } from '../ui/use-i18n';
import { useFormat } from './use-format';

/** One lecture: title, course, time, venue and its status label (§4: active, completed, otherwise upcoming). */
function LectureItem({ item }: { item: ScheduleItem }) {
  const { t } = useI18n();
  const format = useFormat();
  const status = lectureStatus(item.status);
  return (
    <li className="dash-item" data-lecture={item.lecture_id}>
      <div className="dash-item-main">
        <strong>{item.title}</strong>
        {item.course_name && <span className="muted">{item.course_name}</span>}
        <span className="muted">
          <bdi>{format.timeRange(item)}</bdi>
          {item.venue && <> · {t('dashboard.venue', { venue: item.venue })}</>}
        </span>
      </div>
      <span className={`badge badge-${status}`} data-status={status}>
        {t(`dashboard.lecture.${status}`)}
      </span>
    </li>
  );
}

/** Lectures grouped by day, each day under its own heading. */
export function ScheduleDays({ items }: { items: ScheduleItem[] }) {
  const format = useFormat();
  return (
    <div className="dash-days">
      {groupByDay(items).map((day) => (
        <div key={day.date} className="dash-day" data-date={day.date}>
          <h3>{format.day(day.date)}</h3>
          <ul className="dash-list">
            {day.items.map((item) => (
              <LectureItem key={`${item.lecture_id}-${item.date}`} item={item} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
