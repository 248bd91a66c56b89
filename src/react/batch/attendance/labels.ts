import { ENTRY_TYPES, type EntryType } from '../../../core/batch/attendance-entries';
import type { I18n } from '../../ui/use-i18n';

/** An entry type's words (§3: In Class, Break, Back from Break, Left Early); an unknown type is shown as sent. */
export function entryTypeLabel(t: I18n['t'], type: string | null | undefined): string {
  const known = (type ?? '').toUpperCase();
  return (ENTRY_TYPES as readonly string[]).includes(known) ? t(`batch.attendance.entryTypes.${known as EntryType}`) : (type ?? '');
}
