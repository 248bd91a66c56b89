import { useId } from 'react';
import type { EditableEntry } from '../../../core/batch/attendance-entries';
import {
  addEntry,
  canAddEntry,
  canRemoveEntry,
  ENTRY_TYPES,
  entryLocks,
  isScanned,
  removeEntry,
  setEntryTime,
  setEntryType,
} from '../../../core/batch/attendance-entries';
import type { EntryField } from '../../../core/batch/attendance-validation';
import type { BatchIssues } from '../../../core/batch/validation-messages';
import { Button } from '../../ui/controls';
import { DigitsInput } from '../../ui/digits-input';
import { useI18n } from '../../ui/use-i18n';
import { entryTypeLabel } from './labels';

const CLOCK = /^\d{1,2}:\d{2}(:\d{2})?$/;

/**
 * A time input: the native clock picker for '' and HH:mm[:ss], other server forms (ISO date-times) as text; in
 * Arabic a text box in Arabic-Indic digits with the pattern under it (#29 item 12).
 */
function TimeInput({
  label,
  value,
  disabled,
  error,
  scanned,
  onValue,
}: {
  label: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  scanned: boolean;
  onValue: (value: string) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className="field entry-time">
      <label htmlFor={id} className="field-label">
        {label}
        {scanned && <span className="badge">{t('batch.attendance.edit.scanned')}</span>}
      </label>
      <DigitsInput
        id={id}
        className="input"
        kind="time"
        nativeType={value === '' || CLOCK.test(value) ? 'time' : 'text'}
        hint
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        onValue={onValue}
      />
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/**
 * §4 the edit dialog's entries: alternating In Class / Break, add only when none or the last has an out time
 * (starting at its out time), remove only the last and never a scanned one, the time locks; every change goes
 * through core/batch/attendance-entries, which refuses what the rules forbid.
 */
export function EntriesEditor({
  entries,
  issues,
  readOnly,
  onEntries,
}: {
  entries: readonly EditableEntry[];
  issues: readonly BatchIssues<EntryField>[];
  readOnly: boolean;
  onEntries: (entries: readonly EditableEntry[]) => void;
}) {
  const { t } = useI18n();
  const last = entries.length - 1;
  return (
    <fieldset className="entries">
      <legend className="field-label">{t('batch.attendance.edit.entries')}</legend>
      {entries.length === 0 && <p className="muted">{t('batch.attendance.edit.noEntries')}</p>}
      <ol className="entry-list">
        {entries.map((entry, index) => {
          const locks = entryLocks(entries, index);
          const found = issues[index] ?? {};
          return (
            <li key={index} className="entry" data-entry={index}>
              <fieldset className="entry-fields">
                <legend>{t('batch.attendance.edit.entry', { number: index + 1 })}</legend>
                <label className="field">
                  <span className="field-label">{t('batch.attendance.edit.entryType')}</span>
                  <select
                    className="input"
                    value={entry.entry_type}
                    disabled={readOnly}
                    aria-invalid={found.entry_type ? true : undefined}
                    onChange={(event) => onEntries(setEntryType(entries, index, event.target.value))}
                  >
                    <option value="">{t('batch.attendance.edit.entryType')}</option>
                    {ENTRY_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {entryTypeLabel(t, type)}
                      </option>
                    ))}
                  </select>
                  {found.entry_type && (
                    <span className="field-error" role="alert">
                      {t(found.entry_type)}
                    </span>
                  )}
                </label>
                <TimeInput
                  label={t('batch.attendance.edit.inTime')}
                  value={entry.in_time}
                  disabled={readOnly || !locks.inTimeEditable}
                  error={found.in_time && t(found.in_time)}
                  scanned={isScanned(entry.in_status)}
                  onValue={(value) => onEntries(setEntryTime(entries, index, 'in_time', value))}
                />
                <TimeInput
                  label={t('batch.attendance.edit.outTime')}
                  value={entry.out_time}
                  disabled={readOnly || !locks.outTimeEditable}
                  error={found.out_time && t(found.out_time)}
                  scanned={isScanned(entry.out_status)}
                  onValue={(value) => onEntries(setEntryTime(entries, index, 'out_time', value))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      {!readOnly && (
        <div className="row entry-actions">
          <Button variant="secondary" disabled={!canAddEntry(entries)} onClick={() => onEntries(addEntry(entries))}>
            {t('batch.attendance.edit.add')}
          </Button>
          <Button
            variant="secondary"
            disabled={!canRemoveEntry(entries, last)}
            onClick={() => onEntries(removeEntry(entries, last))}
          >
            {t('batch.attendance.edit.remove')}
          </Button>
        </div>
      )}
    </fieldset>
  );
}
