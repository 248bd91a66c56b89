import type { PreviousExam } from '../../core/api/schemas/dashboard';
import { feedbackBannerText } from '../../core/dashboard/labels';
import { examFeedbackHref } from '../../core/dashboard/links';
import { AlertIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';

/** Learner: one line per exam whose feedback is still owed, each linking to its feedback page (the certificate promised only on Pass). */
export function FeedbackBanner({ exams }: { exams: PreviousExam[] }) {
  const { t } = useI18n();
  if (exams.length === 0) return null;
  return (
    <section
      className="dash-banner dash-wide"
      part="feedback-banner"
      data-card="feedback-banner"
      aria-label={t('dashboard.feedback.title')}
    >
      <AlertIcon />
      <div>
        <strong>{t('dashboard.feedback.title')}</strong>
        <ul className="dash-banner-list">
          {exams.map((exam) => (
            <li key={exam.no}>
              <span>{t(`dashboard.feedback.${feedbackBannerText(exam)}`, { title: exam.title })}</span>{' '}
              <NavLink to={examFeedbackHref(exam.no)}>{t('dashboard.feedback.action')}</NavLink>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
