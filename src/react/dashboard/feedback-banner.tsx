import type { PreviousExam } from '../../core/api/schemas/dashboard';
import { examFeedbackHref } from '../../core/dashboard/links';
import { AlertIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';

/** Learner: one line per exam whose feedback is still owed, each linking to its feedback page. */
export function FeedbackBanner({ exams }: { exams: PreviousExam[] }) {
  const { t } = useI18n();
  if (exams.length === 0) return null;
  return (
    <section className="dash-banner dash-wide" part="feedback-banner" data-card="feedback-banner" aria-label={t('dashboard.feedback.title')}>
      <AlertIcon />
      <div>
        <strong>{t('dashboard.feedback.title')}</strong>
        <ul className="dash-banner-list">
          {exams.map((exam) => (
            <li key={exam.no}>
              <span>{t('dashboard.feedback.text', { title: exam.title })}</span>{' '}
              <NavLink to={examFeedbackHref(exam.no)}>{t('dashboard.feedback.action')}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
