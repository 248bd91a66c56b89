import type { EditableEntry } from '../../../../src/core/batch/attendance-entries';
import { BATCH_VALIDATION_EN, type BatchValidationKey } from '../../../../src/core/batch/validation-messages';

/** An editable entry; manual unless statuses say otherwise. */
export function entry(partial: Partial<EditableEntry> = {}): EditableEntry {
  return {
    entry_type: 'IN_CLASS',
    in_time: '09:00',
    out_time: '10:00',
    in_status: null,
    out_status: null,
    in_record_id: null,
    out_record_id: null,
    ...partial,
  };
}

/** The spec's English words of each issue. */
export function words<F extends string>(issues: Partial<Record<F, BatchValidationKey>>): Partial<Record<F, string>> {
  return Object.fromEntries(
    Object.entries(issues).map(([field, key]) => [field, BATCH_VALIDATION_EN[key as BatchValidationKey]]),
  ) as Partial<Record<F, string>>;
}
