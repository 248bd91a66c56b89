import { useState } from 'react';
import type { ActiveCourse, Achievement } from '../../core/api/schemas/dashboard';
import { coursePreview, progressValue } from '../../core/dashboard/courses';
import { courseHref } from '../../core/dashboard/links';
import type { Section } from '../../core/dashboard/sections';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { SectionCard } from './card';
import { useFormat } from './use-format';

/** One course: title, batch, instructor, progress bar and a link into the course viewer. */
function CourseItem({ course }: { course: ActiveCourse }) {
  const { t } = useI18n();
  const format = useFormat();
  const value = progressValue(course.progress);
  return (
    <li className="dash-item dash-course" data-course={course.id}>
      <div className="dash-item-main">
        <NavLink to={courseHref(course)} className="dash-title-link">
          {course.title}
        </NavLink>
        {course.batch_title && <span className="muted">{course.batch_title}</span>}
        {course.instructor && (
          <span className="muted">{t('dashboard.activeCourses.instructor', { name: course.instructor })}</span>
        )}
        {course.next_session && (
          <span className="muted">
            {t('dashboard.activeCourses.nextSession', {
              value: format.dateAtTime(course.next_session) ?? course.next_session,
            })}
          </span>
        )}
        <span className="dash-progress">
          <progress max={100} value={value} aria-label={t('dashboard.activeCourses.progress')} />
          <span className="muted">{t('dashboard.previousExams.percentage', { value })}</span>
        </span>
      </div>
    </li>
  );
}

/** Learner active courses: the first three and 'View all' when more than three exist (§9); the toggle expands in place. */
export function ActiveCourses({ section }: { section: Section<ActiveCourse> }) {
  const { t } = useI18n();
  const [expanded, setExpanded] = useState(false);
  const preview = coursePreview(section.ok ? section.items : [], expanded);
  const action = preview.viewAll ? (
    <button
      type="button"
      className="link"
      part="view-all"
      aria-expanded={expanded}
      onClick={() => setExpanded(!expanded)}
    >
      {expanded ? t('dashboard.activeCourses.showLess') : t('dashboard.activeCourses.viewAll')}
    </button>
  ) : undefined;
  return (
    <SectionCard
      part="card active-courses"
      title={t('dashboard.activeCourses.title')}
      action={action}
      section={section}
      empty={t('dashboard.activeCourses.empty')}
      render={() => (
        <ul className="dash-list">
          {preview.shown.map((course) => (
            <CourseItem key={course.batch_participant_course_progress_id ?? course.id} course={course} />
          ))}
        </ul>
      )}
    />
  );
}

/** Completed courses, each still opening the course viewer. */
export function CompletedCourses({ section }: { section: Section<ActiveCourse> }) {
  const { t } = useI18n();
  return (
    <SectionCard
      part="card completed-courses"
      title={t('dashboard.completedCourses.title')}
      section={section}
      empty={t('dashboard.completedCourses.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((course) => (
            <li
              key={course.batch_participant_course_progress_id ?? course.id}
              className="dash-item"
              data-course={course.id}
            >
              <NavLink to={courseHref(course)} className="dash-title-link">
                {course.title}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** Past achievements: the learner's certificates with their issue dates. */
export function Achievements({ section }: { section: Section<Achievement> }) {
  const { t } = useI18n();
  const format = useFormat();
  return (
    <SectionCard
      part="card achievements"
      title={t('dashboard.achievements.title')}
      section={section}
      empty={t('dashboard.achievements.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((item, index) => (
            <li key={index} className="dash-item">
              <div className="dash-item-main">
                <strong>{item.title}</strong>
                {item.issue_date && (
                  <span className="muted">
                    {t('dashboard.achievements.issued', { date: format.date(item.issue_date) })}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
