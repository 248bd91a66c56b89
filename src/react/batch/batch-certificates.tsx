import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { BatchCertificate } from '../../core/api/verify';
import { ApiError } from '../../core/http/api-error';
import { DATE_STYLE } from '../../core/locale/dates';
import { loadDictionary } from '../../core/locale/i18n';
import { $locale } from '../../core/locale/locale-store';
import { batchCertificatesStore, CERTIFICATES_ANCHOR, readyCertificatesStore } from '../../core/verify/revoke-store';
import { validityStore } from '../../core/verify/validity-store';
import { verifyDictionary } from '../../core/verify/strings';
import { Button, Spinner } from '../ui/controls';
import { useFormatDate } from '../ui/use-format-date';
import { useDictionary, useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { CertificateValidity } from './certificate-validity';
import { ReadyCertificates } from './batch-certificates-ready';
import { RevokeDialog } from './revoke-dialog';
import { TableScroll } from './table-scroll';

/** The section's words (the verify feature's), fetched with its code so it renders in one go. */
export const loadCertificateWords = (): Promise<void> => loadDictionary(verifyDictionary, $locale.get());

/** Reached by its fragment (CERTIFICATES_ANCHOR) once shown: scrolled into view, its heading focused; once a page. */
function useArrival(heading: RefObject<HTMLHeadingElement | null>, shown: boolean): void {
  const done = useRef(false);
  useEffect(() => {
    if (!shown || done.current || location.hash !== `#${CERTIFICATES_ANCHOR}`) return;
    done.current = true;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [heading, shown]);
}

/**
 * The batch's issued certificates (issue #34), below the participants table: how long the course's certificates stay
 * valid (with Edit), the ones ready to issue with Issue certificates (#29 item 9), then holder as issued, number, date,
 * state in words, and Revoke for one still standing (valid or expired), which asks for the reason in a dialog. A batch
 * without certificates shows only the validity line, once known (a backend without it: nothing, as before).
 */
export function BatchCertificates({ batchNo }: { batchNo: string }) {
  useDictionary(verifyDictionary);
  const { t } = useI18n();
  const formatDate = useFormatDate();
  const headingId = useId();
  const store = batchCertificatesStore(batchNo);
  const state = useQueryState(store);
  const ready = useQueryState(readyCertificatesStore(batchNo)).data ?? 0;
  const [open, setOpen] = useState<BatchCertificate | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const rows = state.data;
  const validity = useQueryState(validityStore(batchNo));
  const hidden =
    (rows?.length === 0 && ready === 0 && validity.data === undefined) ||
    (state.error instanceof ApiError && state.error.status === 404);
  useArrival(heading, !hidden && rows !== undefined);
  // Calendar dates read at UTC midnight and formatted in UTC stay the same day everywhere.
  const day = (iso: string) => formatDate(`${iso.slice(0, 10)}T00:00:00Z`, { ...DATE_STYLE, timeZone: 'UTC' });

  // No batch (the page itself says so), or nothing to show: nothing to add under the table.
  if (hidden) return null;
  let body;
  if (rows?.length === 0) body = null;
  else if (!rows) {
    body =
      state.status === 'error' ? (
        <div className="stack" role="alert">
          <p>{t('verify.revoke.loadFailed')}</p>
          <div>
            <Button variant="secondary" onClick={() => void store.load({ force: true })}>
              {t('common.retry')}
            </Button>
          </div>
        </div>
      ) : (
        <Spinner label={t('verify.revoke.loading')} />
      );
  } else if (rows.length > 0) {
    body = (
      <TableScroll name={t('verify.revoke.title')} part="table">
        <table className="batch-table card-table">
          <thead>
            <tr>
              <th scope="col">{t('verify.revoke.holder')}</th>
              <th scope="col">{t('verify.revoke.number')}</th>
              <th scope="col">{t('verify.revoke.issued')}</th>
              <th scope="col">{t('verify.revoke.state')}</th>
              <th scope="col">{t('verify.revoke.action')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.certificate_no} part="row" data-certificate-no={row.certificate_no}>
                <th scope="row" className="cell-name">
                  <bdi>{row.holder_name}</bdi>
                </th>
                <td data-label={t('verify.revoke.number')}>
                  <bdi>{row.certificate_no}</bdi>
                </td>
                <td data-label={t('verify.revoke.issued')}>{day(row.issue_date)}</td>
                <td data-label={t('verify.revoke.state')} data-state={row.state}>
                  {t(`verify.state.${row.state}`)}
                </td>
                <td className="cell-menu">
                  {row.state !== 'revoked' && (
                    <Button
                      variant="secondary"
                      data-action="revoke"
                      aria-label={t('verify.revoke.actionLabel', { name: row.holder_name })}
                      onClick={() => setOpen(row)}
                    >
                      {t('verify.revoke.action')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );
  }

  return (
    <section
      className="stack"
      part="certificates"
      aria-labelledby={headingId}
      aria-busy={state.status === 'loading' || undefined}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t('verify.revoke.title')}
      </h2>
      <CertificateValidity batchNo={batchNo} />
      {ready > 0 && <ReadyCertificates batchNo={batchNo} count={ready} />}
      {rows?.length !== 0 && <p className="muted">{t('verify.revoke.intro')}</p>}
      {body}
      {open && <RevokeDialog batchNo={batchNo} certificate={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
