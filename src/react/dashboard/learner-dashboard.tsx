import { pendingFeedback } from '../../core/dashboard/labels';
import { itemsOf, type LearnerSections } from '../../core/dashboard/sections';
import { activeSession } from '../../core/dashboard/schedule';
import { useI18n } from '../ui/use-i18n';
import { AttendanceCard } from './attendance-card';
import { SectionCard } from './card';
import { FeedbackBanner } from './feedback-banner';
import { Achievements, ActiveCourses, CompletedCourses } from './learner-courses';
import { PreviousExams, UpcomingExams } from './learner-exams';
import { ScheduleDays } from './lecture-item';
import { CareerPathways, SuggestedCourses, SupportResources, TipAndCase } from './static-cards';

/** The learner dashboard (§2): banner, attendance or discovery, courses, schedule, exams and static content. */
export function LearnerDashboard({ data }: { data: LearnerSections }) {
  const { t } = useI18n();
  return (
    <div className="dash-layout dash-learner" part="learner">
      <div className="dash-grid">
        <FeedbackBanner exams={pendingFeedback(itemsOf(data.previous_exams))} />
        {/* Unreadable schedule: no claim either way about a session today (its own card shows the error). */}
        {data.schedule.ok && <AttendanceCard session={activeSession(data.schedule.items)} />}
        <ActiveCourses section={data.active_courses} />
        <UpcomingExams section={data.upcoming_exams} />
        <SectionCard
          part="card schedule"
          title={t('dashboard.schedule.title')}
          section={data.schedule}
          empty={t('dashboard.schedule.empty')}
          render={(items) => <ScheduleDays items={items} />}
        />
        <PreviousExams section={data.previous_exams} />
        <Achievements section={data.achievements} />
        <CompletedCourses section={data.completed_courses} />
        <SuggestedCourses />
        <TipAndCase />
        <CareerPathways />
        <SupportResources />
      </div>
    </div>
  );
}
