import { useId } from 'react';
import { lectureQrStore } from '../../core/lecture-qr/lecture-qr-store';
import { Alert, Button } from '../ui/controls';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import headingsCss from '../ui/styles/headings.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { LectureStates, useLectureData } from './lecture-data';
import { LectureFacts, StatusBanner } from './lecture-facts';
import type { LectureQrProps } from './lecture-qr-props';
import css from './lecture-qr.css?inline';
import { LectureSlide } from './lecture-slide';
import slideCss from './lecture-slide.css?inline';
import { QrPanel } from './qr-panel';
import { RosterPanel } from './roster-panel';
import { useLectureLayout } from './use-layout';
import { useOnline, usePrintMargins } from './use-page-state';
import { VenuePanel } from './venue-panel';

const STYLES = [formsCss, statusCss, pageCss, headingsCss, css];
const SLIDE_STYLES = [slideCss];
const NO_STYLES: string[] = [];
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
  const { store, state, view } = useLectureData(lectureId);
  if (!state.data || !view) return <LectureStates state={state} store={store} back={<BackLink />} />;

  const { data } = state.data;
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
 * status and times, its venue, and who has checked in — alone in a slide page or inside the shell; on a slide
 * (`layout`, or a landscape container under 800 px high) only what the room needs.
 */
export default function LectureQrFeature({ lectureId, layout }: LectureQrProps) {
  useStyles('feature', STYLES);
  const shown = useLectureLayout(layout);
  useStyles('view', shown === 'slide' ? SLIDE_STYLES : NO_STYLES);
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
  if (shown === 'slide') return <LectureSlide lectureId={id} />;
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
