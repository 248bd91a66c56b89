import { useEffect, type ReactNode } from 'react';
import { lectureView, STATUS_TURNS_AT_S, type LectureView } from '../../core/lecture-qr/lecture-qr-rules';
import { isLectureMissing, lectureQrStore, type ReadQrData } from '../../core/lecture-qr/lecture-qr-store';
import type { QueryStore } from '../../core/query/query-store';
import { Alert, Button, Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useNow } from '../ui/use-now';
import { useQueryState } from '../ui/use-query-state';

/** The lecture's QR data as read, and its status view counted on to now (both layouts). */
export function useLectureData(lectureId: string) {
  const store = lectureQrStore(lectureId);
  const state = useQueryState(store);
  const now = useNow(1000);
  const view: LectureView | null = state.data ? lectureView(state.data.data, now - state.data.readAt) : null;
  // A countdown reaching a point where the status changes asks at once rather than at the next poll.
  const turning = view?.kind === 'startsIn' && STATUS_TURNS_AT_S.includes(view.seconds);
  useEffect(() => {
    if (turning && store.value?.status !== 'loading') void store.load({ force: true });
  }, [turning, store]);
  return { store, state, view };
}

interface LectureStatesProps {
  state: ReturnType<typeof useLectureData>['state'];
  store: QueryStore<ReadQrData>;
  /** The way back to the dashboard (the page has one; a slide does not). */
  back?: ReactNode;
}

/** What shows before the lecture's data: the not-found card, the error card with Retry, or the skeleton. */
export function LectureStates({ state, store, back }: LectureStatesProps) {
  const { t } = useI18n();
  if (state.status === 'error' && isLectureMissing(state.error)) {
    return (
      <section className="card stack" part="not-found">
        <h2>{t('lectureQr.notFound.title')}</h2>
        <p>{t('lectureQr.status.missing')}</p>
        {back && <div>{back}</div>}
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
          {back}
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
