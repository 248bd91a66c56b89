import type { PreviousExam, UpcomingExam } from '../../core/api/schemas/dashboard';
import { examOutcome, previousExamLinks, upcomingExamAction, upcomingExamStatus } from '../../core/dashboard/labels';
import type { Section } from '../../core/dashboard/sections';
import { NavLink } from '../ui/nav-link';
import { useNow } from '../ui/use-now';
import { useI18n } from '../ui/use-i18n';
import { SectionCard } from './card';
import { useFormat } from './use-format';

/** How often the rows look at the clock: an invited exam's 'Take exam' appears within a minute of opening. */
const ACTION_CHECK_MS = 60_000;

function UpcomingExamItem({ exam, now }: { exam: UpcomingExam; now: number }) {
  const { t } = useI18n();
  const format = useFormat();
  const status = upcomingExamStatus(exam.status);
  const action = upcomingExamAction(exam, now);
  const starts = format.dateAtTime(exam.start_date_time);
  const ends = format.dateAtTime(exam.end_date_time);
  return (
    <li className="dash-item" data-exam={exam.no}>
      <div className="dash-item-main">
        <strong>{exam.title}</strong>
        {starts && <span className="muted">{t('dashboard.upcomingExams.starts', { value: starts })}</span>}
        {ends && <span className="muted">{t('dashboard.upcomingExams.ends', { value: ends })}</span>}
        {typeof exam.duration === 'number' && (
          <span className="muted">{t('dashboard.upcomingExams.duration', { minutes: exam.duration })}</span>
        )}
        {exam.location && (
          <span className="muted">{t('dashboard.upcomingExams.location', { value: exam.location })}</span>
        )}
      </div>
      <div className="dash-item-side">
        <span className={`badge badge-${status ?? 'other'}`}>
          {status ? t(`dashboard.examStatus.${status}`) : exam.status}
        </span>
        {action?.kind === 'reason' && (
          <span className="muted" data-reason={action.reason}>
            {t(`dashboard.upcomingExams.reason.${action.reason}`)}
          </span>
        )}
        {action && action.kind !== 'reason' && (
          <NavLink
            className={`button ${action.kind === 'take' ? 'button-primary' : 'button-secondary'}`}
            to={action.href}
            data-action={action.kind}
          >
            {action.kind === 'take' ? t('dashboard.upcomingExams.take') : t('dashboard.upcomingExams.results')}
          </NavLink>
        )}
      </div>
    </li>
  );
}

/** Upcoming exams: status, 'date at time' start and end, and 'Take exam' / 'View results' by status (§2), or why neither. */
export function UpcomingExams({ section }: { section: Section<UpcomingExam> }) {
  const { t } = useI18n();
  const now = useNow(ACTION_CHECK_MS);
  return (
    <SectionCard
      part="card upcoming-exams"
      title={t('dashboard.upcomingExams.title')}
      section={section}
      empty={t('dashboard.upcomingExams.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((exam) => (
            <UpcomingExamItem key={exam.no} exam={exam} now={now} />
          ))}
        </ul>
      )}
    />
  );
}

function PreviousExamItem({ exam }: { exam: PreviousExam }) {
  const { t } = useI18n();
  const outcome = examOutcome(exam.passing_status);
  const links = previousExamLinks(exam);
  const scored = exam.scored ?? null;
  const total = exam.total_score ?? null;
  return (
    <li className="dash-item" data-exam={exam.no}>
      <div className="dash-item-main">
        <strong>{exam.title}</strong>
        {scored !== null && total !== null && (
          <span className="muted">{t('dashboard.previousExams.score', { scored, total })}</span>
        )}
        {typeof exam.percentage === 'number' && (
          <span className="muted">{t('dashboard.previousExams.percentage', { value: exam.percentage })}</span>
        )}
      </div>
      <div className="dash-item-side">
        <span className={`badge badge-${outcome ?? 'other'}`} data-outcome={outcome ?? ''}>
          {outcome ? t(`dashboard.outcome.${outcome}`) : exam.passing_status}
        </span>
        {links.result && (
          <NavLink to={links.result} data-link="result">
            {t('dashboard.previousExams.results')}
          </NavLink>
        )}
        {links.feedback && (
          <NavLink to={links.feedback} data-link="feedback">
            {t('dashboard.previousExams.feedback')}
          </NavLink>
        )}
      </div>
    </li>
  );
}

/** Previous exams: Pass, Fail, Incomplete or Not attempted, with result and pending-feedback links. */
export function PreviousExams({ section }: { section: Section<PreviousExam> }) {
  const { t } = useI18n();
  return (
    <SectionCard
      part="card previous-exams"
      title={t('dashboard.previousExams.title')}
      section={section}
      empty={t('dashboard.previousExams.empty')}
      render={(items) => (
        <ul className="dash-list">
          {items.map((exam) => (
            <PreviousExamItem key={exam.no} exam={exam} />
          ))}
        </ul>
      )}
    />
  );
}
