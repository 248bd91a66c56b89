import { useEffect, useId, type ReactNode } from 'react';
import { COPIED_LINK_REDIRECT_MS } from '../../core/course/course-constants';
import { DASHBOARD_PATH } from '../../core/course/course-paths';
import type { CourseFailure } from '../../core/course/course-store';
import { Alert, Button } from '../ui/controls';
import { ArrowBackIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';

/** The link back to /dashboard (§2 'Back to dashboard'). */
export function BackLink() {
  const { t } = useI18n();
  return (
    <NavLink to={DASHBOARD_PATH} className="button button-text back-link" part="back">
      <ArrowBackIcon />
      {t('course.backToDashboard')}
    </NavLink>
  );
}

/** A card for a state that replaces the viewer: heading, text, and its way on. */
function StateCard({ part, title, children }: { part: string; title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="card stack course-state" part={part} aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {children}
    </section>
  );
}

/** §8 load errors: the title, its detail and Try Again (and 'Course ID is required', which no retry can fix). */
export function ErrorState({ failure, onRetry }: { failure: CourseFailure; onRetry?: () => void }) {
  const { t, message } = useI18n();
  return (
    <StateCard part="error" title={t(failure.title)}>
      <Alert variant="danger">{message(failure.detail)}</Alert>
      <div className="row">
        {onRetry && <Button variant="primary" part="retry" onClick={onRetry}>{t('course.tryAgain')}</Button>}
        <BackLink />
      </div>
    </StateCard>
  );
}

/** §8 'Course not found' with a link back to the dashboard. */
export function NotFoundState() {
  const { t } = useI18n();
  return (
    <StateCard part="not-found" title={t('course.errors.notFound')}>
      <p className="muted">{t('course.errors.notFoundBody')}</p>
      <BackLink />
    </StateCard>
  );
}

/** §4 'This course does not have any content available.' */
export function NoContentState({ title }: { title: string }) {
  const { t } = useI18n();
  return (
    <StateCard part="no-content" title={title}>
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
    <StateCard part="copied-link" title={t('course.errors.copiedLinkTitle')}>
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
      <span className="sr-only" role="status">{t('course.loading')}</span>
      <div className="skeleton-toc pulse" />
      <div className="skeleton-main pulse" />
    </div>
  );
}
