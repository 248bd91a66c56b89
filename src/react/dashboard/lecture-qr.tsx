import type { ScheduleItem } from '../../core/api/schemas/dashboard';
import { lectureQrHref, SCANNER_PATH } from '../../core/dashboard/links';
import type { Section, TrainerSections } from '../../core/dashboard/sections';
import { todaysActiveLectures } from '../../core/dashboard/schedule';
import { groupTypedCode } from '../../core/lecture-qr/lecture-qr-rules';
import { lectureQrStore } from '../../core/lecture-qr/lecture-qr-store';
import { NavLink } from '../ui/nav-link';
import { QrCode } from '../ui/qr-code';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { useQueryState } from '../ui/use-query-state';
import { SectionCard } from './card';
import { useFormat } from './use-format';

/** How often the list of today's active lectures is worked out again from the schedule. */
const ACTIVE_CHECK_MS = 60_000;

/**
 * The lecture's check-in code as the server issued it (view/qr, the QR page's own store, which asks again when the
 * code rotates), with its typed number; a note while it loads or when the server shows none.
 */
function ServerCheckInCode({ lecture }: { lecture: ScheduleItem }) {
  const { t, locale } = useI18n();
  const state = useQueryState(lectureQrStore(String(lecture.lecture_id)));
  const code = state.data?.data.qr_codes?.IN;
  if (!code) {
    const note =
      state.data || state.status === 'error'
        ? t('dashboard.trainer.qr.unavailable')
        : t('dashboard.trainer.qr.loading');
    return (
      <p className="dash-qr dash-qr-note muted" part="qr-note" aria-busy={!state.data && state.status !== 'error'}>
        {note}
      </p>
    );
  }
  return (
    <>
      <QrCode
        className="dash-qr"
        value={code.qr_content}
        label={t('dashboard.trainer.qr.image', { lecture: lecture.title })}
      />
      <span className="dash-qr-typed">
        {t('dashboard.trainer.qr.typed')}{' '}
        <bdi dir="ltr" className="dash-qr-digits" part="typed-code">
          {groupTypedCode(code.typed_code, locale)}
        </bdi>
      </span>
    </>
  );
}

/** One active lecture: its server-issued check-in code, details and the full-screen QR page. */
function LectureQrTile({ lecture }: { lecture: ScheduleItem }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <li className="dash-tile dash-qr-tile" data-lecture={lecture.lecture_id}>
      <ServerCheckInCode lecture={lecture} />
      <h3>{lecture.title}</h3>
      {lecture.course_name && <span className="muted">{lecture.course_name}</span>}
      <span className="muted">
        <bdi>{format.timeRange(lecture)}</bdi>
      </span>
      {lecture.venue && <span className="muted">{t('dashboard.venue', { venue: lecture.venue })}</span>}
      <NavLink className="button button-primary" to={lectureQrHref(lecture.lecture_id)}>
        {t('dashboard.trainer.qr.fullScreen')}
      </NavLink>
    </li>
  );
}

/**
 * Today's active lectures, each with its scannable check-in code as the server issued it (signed, rotating: the
 * server refuses codes built here) and a link to its QR page; plus the attendance scanner.
 */
export function LectureQr({ data }: { data: TrainerSections }) {
  const { t } = useI18n();
  const now = useNow(ACTIVE_CHECK_MS);
  // Derived from the schedule section, so an unreadable schedule shows this card's error too.
  const lectures: Section<ScheduleItem> = data.schedule.ok
    ? { ok: true, items: todaysActiveLectures(data.schedule.items, new Date(now)) }
    : { ok: false };
  const scanner = (
    <NavLink to={SCANNER_PATH} part="scanner-link">
      {t('dashboard.trainer.qr.scanner')}
    </NavLink>
  );
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
          {items.map((lecture) => (
            <LectureQrTile key={lecture.lecture_id} lecture={lecture} />
          ))}
        </ul>
      )}
    />
  );
}
