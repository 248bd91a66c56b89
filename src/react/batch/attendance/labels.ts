import { logEntryType } from '../../../core/batch/attendance-entries';
import type { I18n } from '../../ui/use-i18n';

/** An entry type's words (§3: In Class, Break, Back from Break, Left Early; Checked out); an unknown type is shown as sent. */
export function entryTypeLabel(t: I18n['t'], type: string | null | undefined): string {
  const known = logEntryType(type);
  return known ? t(`batch.attendance.entryTypes.${known}`) : (type ?? '');
}
