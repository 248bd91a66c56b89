import type { TrainerSections } from '../../core/dashboard/sections';
import { useI18n } from '../ui/use-i18n';
import { SectionCard } from './card';
import { LectureQr } from './lecture-qr';
import { ScheduleDays } from './lecture-item';
import { CertificatesReady, PendingAssessments, RecentActivity, TrainerCourses } from './trainer-cards';
import { TrainerApprovals } from './trainer-approvals';

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
        <TrainerApprovals />
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
