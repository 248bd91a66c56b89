import type { RosterEntry } from '../../core/api/schemas/attendance';
import { dateAtTimeParts } from '../../core/dashboard/schedule';
import { knownFlags } from '../../core/qr/scan-facts';
import { ScanNote } from '../ui/scan-note';
import { useI18n } from '../ui/use-i18n';
import { useScanTexts } from '../ui/use-scan-texts';
import { AcceptOffline } from './accept-offline';

const TIME_OF = { checked_in: 'check_in_at', checked_out: 'check_out_at', not_yet: null } as const;

/**
 * One learner: name, when they checked in or out, how and where the scan came, and its flags highlighted; a scan
 * kept offline offers the trainer to accept it.
 */
export function RosterPerson({
  row,
  lectureId,
  showState = false,
}: {
  row: RosterEntry;
  lectureId: string;
  showState?: boolean;
}) {
  const { t, locale } = useI18n();
  const scanTexts = useScanTexts();
  const field = TIME_OF[row.state];
  const at = field ? (dateAtTimeParts(row[field], locale)?.time ?? null) : null;
  const flags = knownFlags(row.flags);
  const flagged = flags.length > 0;
  const state = { checked_in: 'checkedIn', checked_out: 'checkedOut', not_yet: 'notYet' } as const;
  return (
    <li
      className={flagged ? 'roster-person flagged' : 'roster-person'}
      part="roster-person"
      data-participant={row.participant_id}
      data-flagged={flagged || undefined}
    >
      <span>
        <span dir="auto">{row.user_name}</span>
        {showState && <span className="muted"> · {t(`lectureQr.roster.${state[row.state]}`)}</span>}
        {at && <span className="muted"> {t('lectureQr.roster.at', { time: at })}</span>}
      </span>
      <ScanNote texts={scanTexts(row)} />
      {flags.includes('offline_unconfirmed') && (
        <AcceptOffline lectureId={lectureId} participantId={row.participant_id} name={row.user_name} />
      )}
    </li>
  );
}
