import type { ReactNode } from 'react';
import { ATTENDANCE_STATUSES, COMMENTS_MAX } from '../../../core/api/schemas/batch';
import { capComments, commentsCount } from '../../../core/batch/attendance-validation';
import { SelectField, TextAreaField } from '../../ui/fields';
import { useI18n } from '../../ui/use-i18n';

/** §3 the four attendance statuses in a labelled native select, with an empty first choice. */
export function StatusField({
  label,
  placeholder,
  value,
  error,
  disabled,
  onValue,
  onBlur,
}: {
  label: string;
  placeholder: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  onValue: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useI18n();
  return (
    <SelectField
      label={label}
      error={error}
      name="status"
      value={value}
      disabled={disabled}
      aria-required="true"
      onValue={onValue}
      onBlur={onBlur}
    >
      <option value="">{placeholder}</option>
      {ATTENDANCE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`batch.attendance.statuses.${status}`)}
        </option>
      ))}
    </SelectField>
  );
}

/** §5 comments with the 'count/200' counter (announced politely as it changes); typing and pasting stop at 200. */
export function CommentsField({
  label,
  value,
  error,
  required,
  readOnly,
  onValue,
  onBlur,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  required?: boolean;
  readOnly?: boolean;
  onValue: (value: string) => void;
  onBlur?: () => void;
}) {
  const { t } = useI18n();
  const counter = commentsCount(value);
  return (
    <TextAreaField
      label={label}
      error={error}
      hint={t('batch.attendance.edit.counter', { count: counter.count, max: counter.max })}
      hintClass={counter.over ? 'counter over' : 'counter muted'}
      hintLive
      name="update_comments"
      value={value}
      readOnly={readOnly}
      aria-required={required || undefined}
      maxLength={COMMENTS_MAX}
      onValue={(text) => onValue(capComments(text))}
      onBlur={onBlur}
    />
  );
}

/** A term and its value in a dialog's summary list (left out when there is nothing to show). */
export function Detail({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === '') return null;
  return (
    <div className="detail">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
