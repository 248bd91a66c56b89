import { useId, useState } from 'react';
import type { RosterEntry } from '../../core/api/schemas/attendance';
import { dateAtTimeParts } from '../../core/dashboard/schedule';
import { ROSTER_POLL_MS } from '../../core/lecture-qr/lecture-qr-rules';
import { groupRoster, rosterStore } from '../../core/lecture-qr/lecture-qr-store';
import { filterRoster, flaggedRows, isLongRoster, rosterCounts } from '../../core/lecture-qr/roster-rules';
import { formatInteger } from '../../core/locale/numbers';
import { useI18n } from '../ui/use-i18n';
import { useQueryState } from '../ui/use-query-state';
import { RosterPerson } from './roster-person';
import { useStorePolling } from './use-page-state';

const COLUMNS = [
  { state: 'checked_in', key: 'checkedIn' },
  { state: 'checked_out', key: 'checkedOut' },
  { state: 'not_yet', key: 'notYet' },
] as const;

/** The three columns, each with its count and its learners (or 'Nobody'). */
function RosterColumns({ rows, lectureId }: { rows: readonly RosterEntry[]; lectureId: string }) {
  const { t, locale } = useI18n();
  const groups = groupRoster([...rows]);
  return (
    <div className="roster-columns">
      {COLUMNS.map((column) => {
        const people = groups[column.state];
        return (
          <div
            key={column.state}
            className={`roster-column roster-${column.state}`}
            part="roster-column"
            data-state={column.state}
          >
            <h3>
              {t(`lectureQr.roster.${column.key}`)}{' '}
              <span className="badge" part="roster-count">
                {t('lectureQr.roster.count', { count: formatInteger(people.length, locale) })}
              </span>
            </h3>
            {people.length === 0 ? (
              <p className="muted">{t('lectureQr.roster.nobody')}</p>
            ) : (
              <ul>
                {people.map((row) => (
                  <RosterPerson key={row.participant_id} row={row} lectureId={lectureId} />
                ))}
              </ul>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** A long roster: the counts, a name search, and the flagged learners (who need a look whatever the search). */
function RosterSummary({ rows, lectureId }: { rows: readonly RosterEntry[]; lectureId: string }) {
  const { t, locale } = useI18n();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const counts = rosterCounts(rows);
  const matches = filterRoster(rows, query);
  const flagged = flaggedRows(rows);
  return (
    <div className="roster-summary stack">
      <dl className="roster-counts" part="roster-counts">
        {COLUMNS.map((column) => (
          <div key={column.state} className={`roster-${column.state}`} data-state={column.state}>
            <dt>{t(`lectureQr.roster.${column.key}`)}</dt>
            <dd className="badge" part="roster-count">
              {formatInteger(counts[column.state], locale)}
            </dd>
          </div>
        ))}
      </dl>
      <div className="field">
        <label htmlFor={searchId}>{t('lectureQr.roster.search')}</label>
        <input
          id={searchId}
          type="search"
          className="input"
          part="roster-search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {query.trim() !== '' && (
        <div part="roster-matches">
          <h3>{t('lectureQr.roster.matches')}</h3>
          {matches.length === 0 ? (
            <p className="muted" role="status">
              {t('lectureQr.roster.noMatch')}
            </p>
          ) : (
            <ul className="roster-list">
              {matches.map((row) => (
                <RosterPerson key={row.participant_id} row={row} lectureId={lectureId} showState />
              ))}
            </ul>
          )}
        </div>
      )}
      {flagged.length > 0 && (
        <div part="roster-flagged">
          <h3>
            {t('lectureQr.roster.flagged')} <span className="badge">{formatInteger(flagged.length, locale)}</span>
          </h3>
          <ul className="roster-list">
            {flagged.map((row) => (
              <RosterPerson key={row.participant_id} row={row} lectureId={lectureId} showState />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * Beyond the spec: who has checked in, who has checked out and who has not yet, refreshed every 5 s while shown.
 * Past ROSTER_COLLAPSE_OVER learners it collapses to the counts with a name search; "Show everyone" lists them all.
 */
export function RosterPanel({ lectureId }: { lectureId: string }) {
  const { t, locale } = useI18n();
  const store = rosterStore(lectureId);
  const state = useQueryState(store);
  const headingId = useId();
  const [expanded, setExpanded] = useState(false);
  useStorePolling(store, ROSTER_POLL_MS);

  const rows = state.data?.rows;
  const long = rows ? isLongRoster(rows) : false;
  const updated = dateAtTimeParts(state.data?.updated_at, locale)?.time ?? null;
  return (
    <section
      className="card roster"
      part="roster"
      aria-labelledby={headingId}
      aria-busy={!state.data || undefined}
      data-collapsed={(long && !expanded) || undefined}
    >
      <div className="roster-head">
        <h2 id={headingId}>{t('lectureQr.roster.title')}</h2>
        {updated && (
          <span className="muted" part="roster-updated">
            {t('lectureQr.roster.updated', { time: updated })}
          </span>
        )}
      </div>
      {state.status === 'error' && (
        <p className="roster-failed" role="status">
          {t('lectureQr.roster.failed')}
        </p>
      )}
      {long && (
        <div>
          <button
            type="button"
            className="button button-text"
            aria-expanded={expanded}
            part="roster-toggle"
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('lectureQr.roster.showCounts') : t('lectureQr.roster.showAll')}
          </button>
        </div>
      )}
      {rows &&
        (long && !expanded ? (
          <RosterSummary rows={rows} lectureId={lectureId} />
        ) : (
          <RosterColumns rows={rows} lectureId={lectureId} />
        ))}
    </section>
  );
}
