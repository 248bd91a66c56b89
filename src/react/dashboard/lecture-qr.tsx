import type { ScheduleItem } from '../../core/api/schemas/dashboard';
import { lectureQrHref, SCANNER_PATH } from '../../core/dashboard/links';
import type { Section, TrainerSections } from '../../core/dashboard/sections';
import { todaysActiveLectures } from '../../core/dashboard/schedule';
import { buildLectureQr, QR_REFRESH_MS } from '../../core/qr/qr-content';
import { NavLink } from '../ui/nav-link';
import { QrCode } from '../ui/qr-code';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { SectionCard } from './card';
import { useFormat } from './use-format';

/** One active lecture: its check-in code (built here, with `now` as creation time), details and the full-screen QR page. */
function LectureQrTile({ lecture, now }: { lecture: ScheduleItem; now: number }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <li className="dash-tile dash-qr-tile" data-lecture={lecture.lecture_id}>
      <QrCode className="dash-qr" value={buildLectureQr(lecture.lecture_id, now)} label={t('dashboard.trainer.qr.image', { lecture: lecture.title })} />
      <h3>{lecture.title}</h3>
      {lecture.course_name && <span className="muted">{lecture.course_name}</span>}
      <span className="muted"><bdi>{format.timeRange(lecture)}</bdi></span>
      {lecture.venue && <span className="muted">{t('dashboard.venue', { venue: lecture.venue })}</span>}
      <NavLink className="button button-primary" to={lectureQrHref(lecture.lecture_id)}>{t('dashboard.trainer.qr.fullScreen')}</NavLink>
    </li>
  );
}

/**
 * Today's active lectures, each with a scannable check-in code (§3 QR content, entry IN) rebuilt every
 * QR_REFRESH_MS so the one on screen stays fresh, and a link to its QR page; plus the attendance scanner.
 */
export function LectureQr({ data }: { data: TrainerSections }) {
  const { t } = useI18n();
  const now = useNow(QR_REFRESH_MS);
  // Derived from the schedule section, so an unreadable schedule shows this card's error too.
  const lectures: Section<ScheduleItem> = data.schedule.ok ? { ok: true, items: todaysActiveLectures(data.schedule.items, new Date(now)) } : { ok: false };
  const scanner = <NavLink to={SCANNER_PATH} part="scanner-link">{t('dashboard.trainer.qr.scanner')}</NavLink>;
  return (
    <SectionCard
      part="card lecture-qr"
      title={t('dashboard.trainer.qr.title')}
      className="dash-wide"
      action={scanner}
      section={lectures}
      empty={t('dashboard.trainer.qr.empty')}
      render={(items) => (
        <ul className="dash-tiles dash-qr-tiles">
          {items.map((lecture) => <LectureQrTile key={lecture.lecture_id} lecture={lecture} now={now} />)}
        </ul>
      )}
    />
  );
}
