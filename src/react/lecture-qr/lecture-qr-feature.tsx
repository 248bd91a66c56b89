import { useEffect, useId } from 'react';
import { lectureView, STATUS_TURNS_AT_S } from '../../core/lecture-qr/lecture-qr-rules';
import { isLectureMissing, lectureQrStore } from '../../core/lecture-qr/lecture-qr-store';
import { Alert, Button, Spinner } from '../ui/controls';
import { ArrowBackIcon } from '../ui/icons';
import { NavLink } from '../ui/nav-link';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import headingsCss from '../ui/styles/headings.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { LectureFacts, StatusBanner } from './lecture-facts';
import type { LectureQrProps } from './lecture-qr-props';
import css from './lecture-qr.css?inline';
import { QrPanel } from './qr-panel';
import { RosterPanel } from './roster-panel';
import { useOnline, usePrintMargins } from './use-page-state';
import { VenuePanel } from './venue-panel';

const STYLES = [formsCss, statusCss, pageCss, headingsCss, css];
const DASHBOARD_PATH = '/dashboard';

function BackLink() {
  const { t } = useI18n();
  return (
    <NavLink to={DASHBOARD_PATH} className="button button-text back-link controls" part="back">
      <ArrowBackIcon />
      {t('common.backToDashboard')}
    </NavLink>
  );
}

/** The lecture's page once its data is read: status, the codes (when the status allows them), facts and the roster. */
function LectureContent({ lectureId }: { lectureId: string }) {
  const { t } = useI18n();
  const store = lectureQrStore(lectureId);
  const state = useQueryState(store);
  const now = useNow(1000);
  const seconds = state.data ? lectureView(state.data.data, now - state.data.readAt) : null;
  // A countdown reaching a point where the status changes asks at once rather than at the next poll.
  const turning = seconds?.kind === 'startsIn' && STATUS_TURNS_AT_S.includes(seconds.seconds);
  useEffect(() => {
    if (turning && store.value?.status !== 'loading') void store.load({ force: true });
  }, [turning, store]);

  if (!state.data) {
    if (state.status === 'error' && isLectureMissing(state.error)) {
      return (
        <section className="card stack" part="not-found">
          <h2>{t('lectureQr.notFound.title')}</h2>
          <p>{t('lectureQr.status.missing')}</p>
          <div>
            <BackLink />
          </div>
        </section>
      );
    }
    if (state.status === 'error') {
      return (
        <section className="card stack" part="error">
          <Alert variant="danger" title={t('lectureQr.error.title')}>
            {t('lectureQr.error.body')}
          </Alert>
          <div className="row">
            <Button onClick={() => void store.load({ force: true })}>{t('lectureQr.retry')}</Button>
            <BackLink />
          </div>
        </section>
      );
    }
    return (
      <div className="lecture-skeleton" part="skeleton" aria-busy="true">
        <Spinner label={t('lectureQr.loading')} />
        <div className="pulse skeleton-code" />
      </div>
    );
  }

  const { data, readAt } = state.data;
  const view = lectureView(data, now - readAt);
  const record = data.lecture_record;
  return (
    <div className="lecture-grid">
      <div className="stack">
        <StatusBanner view={view} />
        {view.kind !== 'missing' && (
          <QrPanel data={data} lectureTitle={record?.batch_title ?? lectureId} available={view.showQr} />
        )}
        {view.showQr && (
          <p className="instruction" part="instruction">
            {t('lectureQr.instruction')}
          </p>
        )}
        {record && <LectureFacts record={record} />}
        {view.kind !== 'missing' && <VenuePanel lectureId={lectureId} data={data} />}
      </div>
      {view.kind !== 'missing' && <RosterPanel lectureId={lectureId} />}
    </div>
  );
}

/**
 * `<academy-lecture-qr>` (learning §2 "Trainer attendance QR page"): the lecture's rotating check-in / check-out
 * codes as the server issues them (with their typed numbers, a presentation mode and paper codes for print), its
 * status and times, its venue, and who has checked in — alone in a slide page or inside the shell.
 */
export default function LectureQrFeature({ lectureId }: LectureQrProps) {
  useStyles('feature', STYLES);
  const { t } = useI18n();
  const session = useSession();
  const online = useOnline();
  usePrintMargins();
  const headingId = useId();
  const id = lectureId?.trim();
  // A guest being sent to sign in asks nothing (the call could only answer 401).
  const store = id && session.user ? lectureQrStore(id) : null;
  const busy = useQueryState(store).status === 'loading';

  if (!isSignedIn(session)) return <SignInGate className="page lecture-page" redirecting="lectureQr.signIn" />;
  return (
    <div className="page lecture-page" part="page">
      <header className="lecture-header">
        <BackLink />
        <h1 id={headingId}>{t('lectureQr.title')}</h1>
        <div className="lecture-tools controls">
          <span className={`online online-${online ? 'yes' : 'no'}`} part="online" data-online={online} role="status">
            {online ? t('lectureQr.online') : t('lectureQr.offline')}
          </span>
          <Button
            variant="secondary"
            busy={busy}
            disabled={!store}
            onClick={() => void store?.load({ force: true })}
            part="refresh"
          >
            {t('lectureQr.refresh')}
          </Button>
        </div>
      </header>
      {id ? (
        <LectureContent key={id} lectureId={id} />
      ) : (
        <Alert variant="danger">{t('lectureQr.status.missing')}</Alert>
      )}
    </div>
  );
}
