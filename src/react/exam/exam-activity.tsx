import { useId } from 'react';
import { BLIP_MS } from '../../core/api/schemas/exam-integrity';
import { isIntegrityMissing, ownIntegrityStore } from '../../core/integrity/integrity-store';
import { spanText } from '../../core/integrity/integrity-words';
import { integrityDictionary } from '../../core/integrity/strings';
import { loadDictionary } from '../../core/locale/i18n';
import { $locale } from '../../core/locale/locale-store';
import { Spinner } from '../ui/controls';
import { IntegrityEventItem, IntegrityLoadFailed, IntegritySummaryList } from '../ui/integrity-log';
import integrityCss from '../ui/styles/integrity.css?inline';
import { useDictionary, useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useStyles } from '../ui/use-styles';

const STYLES = [integrityCss];

/** The section's words, fetched with its code so it renders in one go. */
export const loadActivityWords = (): Promise<void> => loadDictionary(integrityDictionary, $locale.get());

/**
 * "Your exam activity" (#33) after the result: what the exam page noted, in neutral words, with its summary. No log
 * (a 404) shows nothing; another failure says so with a retry.
 */
export function OwnExamActivity({ examNo }: { examNo: string }) {
  useDictionary(integrityDictionary);
  useStyles('view', STYLES);
  const { t, locale } = useI18n();
  const headingId = useId();
  const listId = useId();
  const store = ownIntegrityStore(examNo);
  const state = useQueryState(store);
  const log = state.data;
  if (!log && state.status === 'error' && isIntegrityMissing(state.error)) return null;

  let body;
  if (log) {
    body = (
      <>
        <IntegritySummaryList summary={log.summary} />
        {log.events.length === 0 ? (
          <p data-state="empty">{t('integrity.own.empty')}</p>
        ) : (
          <>
            <h3 id={listId} className="sr-only">
              {t('integrity.own.listLabel')}
            </h3>
            <ol className="integrity-log" aria-labelledby={listId}>
              {log.events.map((event) => (
                <IntegrityEventItem key={event.id} event={event} />
              ))}
            </ol>
          </>
        )}
      </>
    );
  } else if (state.status === 'error') {
    body = <IntegrityLoadFailed text={t('integrity.own.failed')} onRetry={() => void store.load({ force: true })} />;
  } else {
    body = <Spinner label={t('integrity.own.loading')} />;
  }

  return (
    <section
      className="card stack integrity-section"
      part="exam-activity"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id={headingId}>{t('integrity.own.title')}</h2>
      <p className="muted">{t('integrity.own.intro', { duration: spanText(BLIP_MS, locale) })}</p>
      {body}
    </section>
  );
}
