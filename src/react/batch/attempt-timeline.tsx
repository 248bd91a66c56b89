import { useId } from 'react';
import type { IntegrityRow } from '../../core/api/schemas/exam-integrity';
import { attemptTimelineStore } from '../../core/integrity/integrity-store';
import { attemptTime, timelineText } from '../../core/integrity/integrity-words';
import { Button, Spinner } from '../ui/controls';
import { IntegrityLoadFailed, IntegrityLogItem, IntegritySummaryList } from '../ui/integrity-log';
import { Modal } from '../ui/modal';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';

/**
 * One attempt's timeline (#33) in a modal: its start and end, the summary, and its answers, skips and events on one
 * time axis as an ordered list (uncounted blips marked in words). Closing gives focus back to the row's button.
 */
export function AttemptTimelineDialog({
  batchNo,
  row,
  onClose,
}: {
  batchNo: string;
  row: IntegrityRow;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const titleId = useId();
  const listId = useId();
  const store = attemptTimelineStore(batchNo, row.attempt_id);
  const state = useQueryState(store);
  const timeline = state.data;

  let body;
  if (timeline) {
    const started = attemptTime(timeline.started_at, locale);
    const ended = attemptTime(timeline.ended_at, locale);
    body = (
      <>
        <dl className="integrity-facts">
          {started && (
            <div data-fact="started">
              <dt>{t('integrity.timeline.started')}</dt>
              <dd>{started}</dd>
            </div>
          )}
          <div data-fact="ended">
            <dt>{t('integrity.timeline.ended')}</dt>
            <dd>{ended || t('integrity.batch.inProgress')}</dd>
          </div>
        </dl>
        <IntegritySummaryList summary={timeline.summary} />
        {timeline.timeline.length === 0 ? (
          <p className="muted">{t('integrity.timeline.empty')}</p>
        ) : (
          <>
            <h3 id={listId} className="sr-only">
              {t('integrity.timeline.listLabel')}
            </h3>
            <ol className="integrity-log" aria-labelledby={listId}>
              {timeline.timeline.map((item, index) => (
                <IntegrityLogItem
                  key={index}
                  at={item.at}
                  type={item.type}
                  text={timelineText(item, locale)}
                  counted={item.event?.counted ?? true}
                />
              ))}
            </ol>
          </>
        )}
      </>
    );
  } else if (state.status === 'error') {
    body = (
      <IntegrityLoadFailed text={t('integrity.timeline.failed')} onRetry={() => void store.load({ force: true })} />
    );
  } else {
    body = <Spinner label={t('integrity.timeline.loading')} />;
  }

  return (
    <Modal part="dialog" labelledBy={titleId} onClose={onClose} closeOnBackdrop className="integrity-dialog">
      {/* Close comes first: showModal focuses the first control, and one below a long timeline would scroll there. */}
      <div className="row spread integrity-dialog-head">
        <div>
          <h2 id={titleId}>
            <bdi>{row.name}</bdi>
          </h2>
          <p className="muted">
            <bdi>{row.exam_title}</bdi>
          </p>
        </div>
        <Button variant="secondary" data-action="close" onClick={onClose}>
          {t('integrity.timeline.close')}
        </Button>
      </div>
      <div className="stack" aria-busy={state.status === 'loading' || undefined}>
        {body}
      </div>
    </Modal>
  );
}
