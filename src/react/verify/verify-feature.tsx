import { newestFirst } from '../../core/verify/verify-rules';
import { verifyStore } from '../../core/verify/verify-store';
import { formatDate } from '../../core/locale/dates';
import { Alert, Button, Spinner } from '../ui/controls';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import { BackLink } from '../ui/state-card';
import formsCss from '../ui/styles/forms.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { VerifyForm } from './verify-form';
import css from './verify.css?inline';

const STYLES = [pageCss, formsCss, css];
const DASHBOARD_PATH = '/dashboard';

/** The list: a spinner while it first loads, the failure with a retry, the empty state, or the items newest first. */
function VerifyList() {
  const { t, locale } = useI18n();
  const state = useQueryState(verifyStore);

  if (!state.data) {
    if (state.status === 'error') {
      return (
        <div className="stack" part="error">
          <Alert variant="danger">{t('verify.loadFailed')}</Alert>
          <div>
            <Button variant="secondary" onClick={() => void verifyStore.load({ force: true })}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      );
    }
    return (
      <div part="loading" aria-busy="true">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (state.data.length === 0) {
    return (
      <p className="muted" part="empty" role="status">
        {t('verify.empty')}
      </p>
    );
  }
  return (
    <ul
      className="verify-list"
      part="list"
      aria-label={t('verify.list')}
      aria-busy={state.status === 'loading' || undefined}
    >
      {newestFirst(state.data).map((item) => (
        <li key={item.id} className="verify-item" part="item">
          <span dir="auto">{item.title}</span>
          <time className="muted" dateTime={item.created_at}>
            {formatDate(item.created_at, locale)}
          </time>
        </li>
      ))}
    </ul>
  );
}

/** `<academy-verify>`: back to the dashboard, the add form and the signed-in user's items. */
export default function VerifyFeature() {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  if (!isSignedIn(session)) return <SignInGate className="page verify-page" redirecting="verify.redirecting" />;

  return (
    <div className="page verify-page" part="page">
      <BackLink to={DASHBOARD_PATH} label={t('common.backToDashboard')} className="button-text" />
      <h1>{t('verify.title')}</h1>
      <VerifyForm />
      <VerifyList />
    </div>
  );
}
