import { lectureQrHref, SCANNER_PATH } from '../../core/dashboard/links';
import { itemsOf, type TrainerSections } from '../../core/dashboard/sections';
import { todaysActiveLectures } from '../../core/dashboard/schedule';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { Card, SectionCard } from './card';
import { ScheduleDays } from './lecture-item';
import { CertificatesReady, PendingAssessments, RecentActivity, TrainerCourses } from './trainer-cards';
import { useFormat } from './use-format';

/** Today's active lectures, each with a link to its QR page, plus the attendance scanner (the live QR is the QR page's). */
function LectureQr({ data }: { data: TrainerSections }) {
  const { t } = useI18n();
  const format = useFormat();
  const lectures = todaysActiveLectures(itemsOf(data.schedule));
  const scanner = <NavLink to={SCANNER_PATH} part="scanner-link">{t('dashboard.trainer.qr.scanner')}</NavLink>;
  return (
    <Card part="card lecture-qr" title={t('dashboard.trainer.qr.title')} className="dash-wide" action={scanner}>
      {!data.schedule.ok ? (
        <p className="dash-card-error" role="alert" part="card-error">{t('dashboard.sectionFailed')}</p>
      ) : lectures.length === 0 ? (
        <p className="muted dash-empty">{t('dashboard.trainer.qr.empty')}</p>
      ) : (
        <ul className="dash-tiles">
          {lectures.map((lecture) => (
            <li key={lecture.lecture_id} className="dash-tile" data-lecture={lecture.lecture_id}>
              <h3>{lecture.title}</h3>
              {lecture.course_name && <span className="muted">{lecture.course_name}</span>}
              <span className="muted"><bdi>{format.timeRange(lecture)}</bdi></span>
              {lecture.venue && <span className="muted">{t('dashboard.venue', { venue: lecture.venue })}</span>}
              <NavLink className="button button-primary" to={lectureQrHref(lecture.lecture_id)}>{t('dashboard.trainer.qr.show')}</NavLink>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The trainer dashboard (§2): QR codes, courses grid, assessments, certificates, activity and a weekly schedule sidebar. */
export function TrainerDashboard({ data }: { data: TrainerSections }) {
  const { t } = useI18n();
  return (
    <div className="dash-layout dash-trainer" part="trainer">
      <div className="dash-grid">
        <LectureQr data={data} />
        <TrainerCourses section={data.active_courses} />
        <PendingAssessments section={data.pending_assessments} />
        <CertificatesReady section={data.certificates_ready} />
        <RecentActivity section={data.recent_activity} />
      </div>
      <aside className="dash-sidebar" aria-label={t('dashboard.trainer.weekly.title')}>
        <SectionCard
          part="card weekly-schedule"
          title={t('dashboard.trainer.weekly.title')}
          className="dash-weekly"
          scrollable
          section={data.schedule}
          empty={t('dashboard.trainer.weekly.empty')}
          render={(items) => <ScheduleDays items={items} />}
        />
      </aside>
    </div>
  );
}
