import { lazy, Suspense, useId } from 'react';
import { isBatchMissing, overviewStore, participantsStore } from '../../core/batch/batch-store';
import { hasAssessment, parseBatchTab, visibleTabs } from '../../core/batch/page-tabs';
import { localDigits } from '../../core/locale/numbers';
import { Alert, Button, Spinner } from '../ui/controls';
import { ArrowBackIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import iconButtonCss from '../ui/styles/icon-button.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import modalCss from '../ui/styles/modal.css?inline';
import tabsCss from '../ui/styles/tabs.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { AttendanceTab } from './attendance/attendance-tab';
import { BatchHeader } from './batch-header';
import type { BatchProps } from './batch-props';
import { BatchTabs } from './batch-tabs';
import attendanceCss from './attendance/attendance.css?inline';
import css from './batch.css?inline';
import { ParticipantsTab } from './participants-tab';

/** The score grid is a chunk of its own, loaded when the tab first opens (the page's own code on mount stays within 12 KB). */
const AssessmentTab = lazy(() => import('./assessment-tab').then((module) => ({ default: module.AssessmentTab })));
// The certificates (#34) come with their own words and dialog, under the participants table, once it has shown.
const BatchCertificates = lazy(() =>
  import('./batch-certificates').then((module) =>
    module.loadCertificateWords().then(() => ({ default: module.BatchCertificates })),
  ),
);
// Insights (#34) with its chart library and words: a chunk of its own, fetched when the tab first opens.
const InsightsTab = lazy(() =>
  import('./insights/insights-tab').then((module) =>
    module.loadInsightsWords().then(() => ({ default: module.InsightsTab })),
  ),
);
import { useBatchTab } from './use-batch-tab';
import { useStartDelay } from './use-start-delay';

// The Attendance tab's sheet joins the page's: a shadow root has one feature slot.
const STYLES = [formsCss, statusCss, iconButtonCss, modalCss, tabsCss, pageCss, css, attendanceCss];
const DASHBOARD_PATH = '/dashboard';

/** Back to the dashboard, and the breadcrumb Dashboard › Batch {no}. */
function BatchNav({ batchNo }: { batchNo: string }) {
  const { t, locale } = useI18n();
  return (
    <div className="batch-nav">
      <NavLink to={DASHBOARD_PATH} className="button button-text back-link" part="back">
        <ArrowBackIcon />
        {t('common.backToDashboard')}
      </NavLink>
      <nav aria-label={t('batch.breadcrumb.label')} part="breadcrumb">
        <ol className="breadcrumb">
          <li>
            <NavLink to={DASHBOARD_PATH}>{t('batch.breadcrumb.dashboard')}</NavLink>
          </li>
          <li aria-current="page">{t('batch.breadcrumb.batch', { no: localDigits(batchNo, locale) })}</li>
        </ol>
      </nav>
    </div>
  );
}

/** The page once the batch is asked for: a missing or forbidden batch, a failure with try again, or the header and tabs. */
function BatchPage({ batchNo, tab }: { batchNo: string; tab: string | undefined }) {
  const { t } = useI18n();
  const headingId = useId();
  const overview = overviewStore(batchNo);
  const participants = participantsStore(batchNo);
  const state = useQueryState(overview);
  const people = useQueryState(participants);
  const [requested, choose] = useBatchTab(tab);

  if (!state.data) {
    if (state.status === 'error' && isBatchMissing(state.error)) {
      return <NotFound />;
    }
    if (state.status === 'error') {
      return (
        <section className="card stack" part="error">
          <Alert variant="danger" title={t('batch.error.title')}>
            {t('batch.error.body')}
          </Alert>
          <div>
            <Button
              onClick={() => {
                void overview.load({ force: true });
                void participants.load({ force: true });
              }}
            >
              {t('batch.error.retry')}
            </Button>
          </div>
        </section>
      );
    }
    return <BatchLoading />;
  }

  const data = state.data;
  const withAssessment = hasAssessment(data);
  const selected = parseBatchTab(requested, withAssessment);
  return (
    <>
      <BatchHeader overview={data} participants={people.data} headingId={headingId} />
      <BatchTabs tabs={visibleTabs(withAssessment)} selected={selected} onSelect={choose}>
        {selected === 'participants' && (
          <div className="stack">
            <ParticipantsTab store={participants} batchNo={data.batch_no} />
            <Suspense fallback={null}>
              <BatchCertificates batchNo={data.batch_no} />
            </Suspense>
          </div>
        )}
        {selected === 'attendance' && (
          <AttendanceTab batchId={data.batch_id} batchNo={data.batch_no} schedules={data.batch_schedules} />
        )}
        {selected === 'assessment' && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <AssessmentTab overview={data} />
          </Suspense>
        )}
        {selected === 'insights' && (
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <InsightsTab batchNo={data.batch_no} />
          </Suspense>
        )}
      </BatchTabs>
    </>
  );
}

/** §6/§8: a batch that does not exist or that this user may not see (the server answers both alike). */
function NotFound() {
  const { t } = useI18n();
  return (
    <section className="card stack" part="not-found" role="alert">
      <h1>{t('batch.notFound.title')}</h1>
      <p>{t('batch.notFound.body')}</p>
    </section>
  );
}

function BatchLoading() {
  const { t } = useI18n();
  return (
    <div className="batch-loading" part="loading" aria-busy="true">
      <Spinner label={t('batch.loading')} />
      <div className="card pulse skeleton-header" />
    </div>
  );
}

/**
 * `<academy-batch>` (learning §2 "Batch page"): a trainer's batch — header card and the participants, attendance,
 * assessment and insights (issue #34) tabs. Guests are sent to sign in; the server decides who may see the batch (others get the
 * not-found card). The data is asked for once, 100 ms after the element mounts (§9).
 */
export default function BatchFeature({ batchNo, tab }: BatchProps) {
  useStyles('feature', STYLES);
  const session = useSession();
  const started = useStartDelay();
  const number = batchNo?.trim();

  if (!isSignedIn(session)) return <SignInGate className="page batch-page" redirecting="batch.redirecting" />;
  return (
    <div className="page batch-page" part="page">
      <BatchNav batchNo={number ?? ''} />
      {!number ? <NotFound /> : started ? <BatchPage key={number} batchNo={number} tab={tab} /> : <BatchLoading />}
    </div>
  );
}
