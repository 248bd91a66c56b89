import { useId, useState } from 'react';
import { buttonContentStore } from '../../core/content/content-query';
import { buttonIdOf, canRetry, contentErrorOf, contentView, type ContentError } from '../../core/content/content-rules';
import { Alert, Button, Spinner } from '../ui/controls';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { SanitizedHtml } from '../ui/sanitized-html';
import formsCss from '../ui/styles/forms.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { useQueryState } from '../ui/use-query-state';
import { ContentDocumentView } from './content-document';
import contentCss from './content.css?inline';
import type { ContentProps } from './content-props';

const FEATURE = [formsCss, contentCss];
const DASHBOARD_PATH = '/dashboard';

/** An error state (§8): the message, and a retry button for a load failure only. */
function ContentErrorView({ error, onRetry }: { error: ContentError; onRetry?: () => Promise<void> }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const retry = async () => {
    setBusy(true);
    try {
      await onRetry?.();
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="content-error" part="error" data-error={error}>
      <Alert variant="danger">{t(`content.${error}`)}</Alert>
      {onRetry && canRetry(error) && (
        <Button variant="secondary" busy={busy} onClick={() => void retry()}>
          {t('common.retry')}
        </Button>
      )}
    </div>
  );
}

/** One button's content: loading, error (with retry), or title, sanitised body and document. */
function ButtonContent({ id }: { id: string }) {
  const { t, locale } = useI18n();
  const store = buttonContentStore(id);
  const state = useQueryState(store);
  const headingId = useId();
  const documentHeadingId = useId();

  if (!state.data) {
    if (state.status === 'error')
      return <ContentErrorView error={contentErrorOf(state.error)} onRetry={() => store.load({ force: true })} />;
    return (
      <div className="content-loading" part="loading" aria-busy="true">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  const view = contentView(state.data, locale);
  return (
    <article
      className="card content-card"
      part="content"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h1 id={headingId} part="title" dir="auto">
        {view.title}
      </h1>
      {view.html && <SanitizedHtml className="content-body" html={view.html} />}
      {view.document && <ContentDocumentView document={view.document} headingId={documentHeadingId} />}
      {view.empty && (
        <p className="content-empty" part="empty" role="status">
          {t('content.noContent')}
        </p>
      )}
    </article>
  );
}

/**
 * Dynamic button content page (§2): back to the dashboard, then the button's title, sanitised HTML body and
 * attached document, or the 'no content', noBtnId, noButton and loadFailed states (§5, §8).
 */
export default function ContentFeature({ buttonId }: ContentProps) {
  useStyles('feature', FEATURE);
  const { t } = useI18n();
  const session = useSession();
  const id = buttonIdOf(buttonId);

  let body;
  if (!id) body = <ContentErrorView error="noBtnId" />;
  else if (session.isLoading) body = <Spinner label={t('common.loading')} />;
  else if (!session.isAuthenticated) body = <Alert variant="warning">{t('content.signInRequired')}</Alert>;
  else body = <ButtonContent key={id} id={id} />;

  return (
    <div className="content-page">
      <NavLink to={DASHBOARD_PATH} className="button button-text content-back" part="back">
        <ArrowBackIcon />
        {t('common.backToDashboard')}
      </NavLink>
      {body}
    </div>
  );
}
