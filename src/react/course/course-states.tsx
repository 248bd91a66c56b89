import { useEffect } from 'react';
import { COPIED_LINK_REDIRECT_MS } from '../../core/course/course-constants';
import { DASHBOARD_PATH } from '../../core/course/course-paths';
import type { CourseFailure } from '../../core/course/course-store';
import { Alert } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { BackLink as UiBackLink, ErrorCard, StateCard } from '../ui/state-card';
import { useI18n } from '../ui/use-i18n';

/** The link back to /dashboard (§2 'Back to dashboard'). */
export function BackLink() {
  const { t } = useI18n();
  return <UiBackLink to={DASHBOARD_PATH} label={t('course.backToDashboard')} className="button-text" />;
}

/** §8 load errors: the title, its detail and Try Again (and 'Course ID is required', which no retry can fix). */
export function ErrorState({ failure, onRetry }: { failure: CourseFailure; onRetry?: () => void }) {
  const { t } = useI18n();
  return (
    <ErrorCard
      className="course-state"
      title={t(failure.title)}
      detail={failure.detail}
      retryLabel={t('course.tryAgain')}
      onRetry={onRetry}
      back={<BackLink />}
    />
  );
}

/** §8 'Course not found' with a link back to the dashboard. */
export function NotFoundState() {
  const { t } = useI18n();
  return (
    <StateCard className="course-state" part="not-found" title={t('course.errors.notFound')}>
      <p className="muted">{t('course.errors.notFoundBody')}</p>
      <BackLink />
    </StateCard>
  );
}

/** §4 'This course does not have any content available.' */
export function NoContentState({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <StateCard className="course-state" part="no-content" title={title}>
      <p>{t('course.errors.noContent')}</p>
      <BackLink />
    </StateCard>
  );
}

/** §4 a null progress record (a copied link): a notice, then /dashboard after 3 s. */
export function CopiedLinkState() {
  const { t } = useI18n();
  const { navigate } = useElement();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), COPIED_LINK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <StateCard className="course-state" part="copied-link" title={t('course.errors.copiedLinkTitle')}>
      <Alert variant="warning">{t('course.errors.copiedLinkBody')}</Alert>
      <BackLink />
    </StateCard>
  );
}

/** The loading skeleton: a sidebar and a content block while the course and progress load. */
export function LoadingState() {
  const { t } = useI18n();
  return (
    <div className="course-skeleton" part="loading" aria-busy="true">
      <span className="sr-only" role="status">
        {t('course.loading')}
      </span>
      <div className="skeleton-toc pulse" />
      <div className="skeleton-main pulse" />
    </div>
  );
}
