import { useState } from 'react';
import { allowancesById, allowancesStore } from '../../core/batch/allowance-store';
import { allowanceText } from '../../core/batch/allowance';
import { isNotFound } from '../../core/http/not-found';
import { Alert, Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { AllowanceDialog, type AllowanceLearner } from './allowance-dialog';

// Extra time (#33) on the participants tab, a chunk of its own: the table's first paint does not wait for it.

/** One learner's extra time in their row ('×1.5', '+15 min' or nothing) and the button that opens its dialog. */
export function AllowanceCell({ batchNo, learner }: { batchNo: string; learner: AllowanceLearner }) {
  const { t, locale } = useI18n();
  const state = useQueryState(allowancesStore(batchNo));
  const [open, setOpen] = useState(false);
  // Until the allowances are read (or for someone who is not the batch's trainer) there is nothing to show or set.
  if (!state.data) return null;
  const current = allowancesById(state.data).get(learner.id);
  const text = current ? allowanceText(current, locale) : '';
  return (
    <span className="allowance">
      {text && <span data-allowance="">{text}</span>}
      <Button
        variant="secondary"
        data-action="allowance"
        aria-label={t('batch.allowance.openLabel', { name: learner.name })}
        onClick={() => setOpen(true)}
      >
        {t('batch.allowance.open')}
      </Button>
      {open && <AllowanceDialog batchNo={batchNo} learner={learner} current={current} onClose={() => setOpen(false)} />}
    </span>
  );
}

/** Above the table: the allowances that could not be read, with a retry (a 404, not the batch's trainer, says nothing). */
export function AllowanceNotice({ batchNo }: { batchNo: string }) {
  const { t } = useI18n();
  const store = allowancesStore(batchNo);
  const state = useQueryState(store);
  if (state.status !== 'error' || state.data || isNotFound(state.error)) return null;
  return (
    <div className="stack" part="error">
      <Alert variant="danger">{t('batch.allowance.loadFailed')}</Alert>
      <div>
        <Button variant="secondary" onClick={() => void store.load({ force: true })}>
          {t('batch.table.retry')}
        </Button>
      </div>
    </div>
  );
}
