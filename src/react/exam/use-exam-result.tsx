import type { ReactElement } from 'react';
import type { ExamResult } from '../../core/api/schemas/exam-result';
import { examResultStore, isResultMissing, resultFailure } from '../../core/exam/result-store';
import type { MessageKey } from '../../core/locale/i18n';
import { Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { BackLink, ErrorState, StateCard } from './exam-states';

/** What the texts of the result's states are on a page that reads it. */
export interface ResultTexts {
  /** The data-not-available card's body. */
  missing: MessageKey;
  /** The spinner's label. */
  loading: MessageKey;
}

/**
 * The exam result both the result and the after-exam feedback pages read: the result once loaded, else what to show
 * instead — the spinner, the data-not-available card (the server has none) or the error with Try Again.
 */
export function useExamResult(
  examNo: string,
  texts: ResultTexts,
): ({ result: ExamResult; fallback: null } | { result: null; fallback: ReactElement }) & { reload: () => void } {
  const { t } = useI18n();
  const store = examResultStore(examNo);
  const state = useQueryState(store);
  const result = state.data;
  const reload = () => void store.load({ force: true });
  if (result) return { result, fallback: null, reload };
  if (state.status === 'error' && isResultMissing(state.error)) {
    return {
      result: null,
      fallback: (
        <StateCard part="no-data" title={t('exam.result.notAvailableTitle')}>
          <p>{t(texts.missing)}</p>
          <BackLink />
        </StateCard>
      ),
      reload,
    };
  }
  if (state.status === 'error')
    return { result: null, fallback: <ErrorState detail={resultFailure(state.error)} onRetry={reload} />, reload };
  return {
    result: null,
    reload,
    fallback: (
      <div part="loading" aria-busy="true">
        <Spinner label={t(texts.loading)} />
      </div>
    ),
  };
}
