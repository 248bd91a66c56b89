import { useState } from 'react';
import { ApiError } from '../../core/http/api-error';
import { pluralForm } from '../../core/locale/plural';
import { validityStore } from '../../core/verify/validity-store';
import { Button, Spinner } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { ValidityDialog } from './validity-dialog';

/**
 * The certificates section's first line (issue #34): how long this course's certificates stay valid, and Edit, which
 * opens the dialog. While it loads a spinner, on failure a retry; a backend without the call (404) shows no line.
 */
export function CertificateValidity({ batchNo }: { batchNo: string }) {
  const { t } = useI18n();
  const store = validityStore(batchNo);
  const state = useQueryState(store);
  const [editing, setEditing] = useState(false);
  const months = state.data?.validity_months;

  if (months === undefined) {
    if (state.error instanceof ApiError && state.error.status === 404) return null;
    if (state.status !== 'error') return <Spinner label={t('verify.validity.loading')} />;
    return (
      <div className="row" role="alert">
        <p>{t('verify.validity.loadFailed')}</p>
        <Button variant="secondary" onClick={() => void store.load({ force: true })}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div className="row" part="validity">
      <p data-validity={months ?? 'never'}>
        {months === null
          ? t('verify.validity.never')
          : t(`verify.validity.line.${pluralForm(months)}`, { count: months })}
      </p>
      <Button
        variant="secondary"
        data-action="edit-validity"
        aria-label={t('verify.validity.editLabel')}
        onClick={() => setEditing(true)}
      >
        {t('verify.validity.edit')}
      </Button>
      {editing && <ValidityDialog batchNo={batchNo} months={months} onClose={() => setEditing(false)} />}
    </div>
  );
}
