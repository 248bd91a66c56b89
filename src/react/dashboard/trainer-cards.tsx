import type { ActiveCourse, CertificateReady, PendingAssessment } from '../../core/api/schemas/dashboard';
import type { ActivityItem } from '../../core/api/schemas/profile';
import { atRiskCount } from '../../core/dashboard/courses';
import {
  batchAssessmentHref,
  batchAttendanceHref,
  batchCertificatesHref,
  batchHref,
  batchInsightsHref,
} from '../../core/dashboard/links';
import type { Section } from '../../core/dashboard/sections';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { SectionCard } from './card';
import { useFormat } from './use-format';

/** Trainer active courses as a grid: batch, students, next session; links to the batch, its attendance tab and, when some learners are at risk (#34), its insights. */
export function TrainerCourses({ section }: { section: Section<ActiveCourse> }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <SectionCard
      part="card trainer-courses"
      title={t('dashboard.trainer.courses.title')}
      className="dash-wide"
      section={section}
      empty={t('dashboard.trainer.courses.empty')}
      render={(items) => (
        <ul className="dash-tiles">
          {items.map((course) => (
            <li key={`${course.id}-${course.batch_no ?? ''}`} className="dash-tile" data-course={course.id}>
              <h3>{course.title}</h3>
              {course.batch_title && <span className="muted">{course.batch_title}</span>}
              {typeof course.students === 'number' && (
                <span className="muted">{t('dashboard.trainer.courses.students', { count: course.students })}</span>
              )}
              {course.next_session && (
                <span className="muted">
                  {t('dashboard.activeCourses.nextSession', {
                    value: format.dateAtTime(course.next_session) ?? course.next_session,
                  })}
                </span>
              )}
              {course.batch_no && (
                <span className="row">
                  <NavLink to={batchHref(course.batch_no)} data-link="batch">
                    {t('dashboard.trainer.courses.open')}
                  </NavLink>
                  <NavLink to={batchAttendanceHref(course.batch_no)} data-link="attendance">
                    {t('dashboard.trainer.courses.attendance')}
                  </NavLink>
                  {atRiskCount(course.at_risk) !== undefined && (
                    <NavLink to={batchInsightsHref(course.batch_no)} data-link="at-risk" className="dash-at-risk">
                      {t('dashboard.trainer.courses.atRisk', { count: atRiskCount(course.at_risk)! })}
                    </NavLink>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** Exams with answers to mark, per batch, linking to the batch's assessment tab. */
export function PendingAssessments({ section }: { section: Section<PendingAssessment> }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <SectionCard
      part="card pending-assessments"
      title={t('dashboard.trainer.assessments.title')}
      section={section}
      empty={t('dashboard.trainer.assessments.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((item) => (
            <li key={`${item.exam_no}-${item.batch_no}`} className="dash-item" data-exam={item.exam_no}>
              <div className="dash-item-main">
                <strong>{item.title}</strong>
                <span className="muted">{[item.course_name, item.batch_title].filter(Boolean).join(' · ')}</span>
                <span className="muted">
                  {t('dashboard.trainer.assessments.pending', { count: item.pending_count })}
                  {item.due_date && (
                    <> · {t('dashboard.trainer.assessments.due', { date: format.date(item.due_date) })}</>
                  )}
                </span>
              </div>
              <NavLink className="button button-secondary" to={batchAssessmentHref(item.batch_no)}>
                {t('dashboard.trainer.assessments.mark')}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** Batches whose certificates are ready to process. */
export function CertificatesReady({ section }: { section: Section<CertificateReady> }) {
  const { t } = useI18n();
  return (
    <SectionCard
      part="card certificates-ready"
      title={t('dashboard.trainer.certificates.title')}
      section={section}
      empty={t('dashboard.trainer.certificates.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((item) => (
            <li key={item.batch_no} className="dash-item" data-batch={item.batch_no}>
              <div className="dash-item-main">
                <strong>{item.course_name}</strong>
                {item.batch_title && <span className="muted">{item.batch_title}</span>}
                <span className="muted">{t('dashboard.trainer.certificates.count', { count: item.count })}</span>
              </div>
              <NavLink to={batchCertificatesHref(item.batch_no)}>{t('dashboard.trainer.certificates.open')}</NavLink>
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** The trainer's recent activity: message and when. */
export function RecentActivity({ section }: { section: Section<ActivityItem> }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <SectionCard
      part="card recent-activity"
      title={t('dashboard.trainer.activity.title')}
      section={section}
      empty={t('dashboard.trainer.activity.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((item) => (
            <li key={item.id} className="dash-item">
              <div className="dash-item-main">
                <span>{item.message}</span>
                <span className="muted">{format.dateAtTime(item.created_at) ?? item.created_at}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
