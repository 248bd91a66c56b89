import { useId, type ReactNode } from 'react';
import { ATTENDANCE_STATUSES, COMMENTS_MAX } from '../../../core/api/schemas/batch';
import { capComments, commentsCount } from '../../../core/batch/attendance-validation';
import { useI18n } from '../../ui/use-i18n';

function describedBy(id: string, error: string | undefined, hint: boolean): string | undefined {
  return [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <span id={`${id}-error`} className="field-error" role="alert">
      {error}
    </span>
  ) : null;
}

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
  const id = useId();
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="status"
        className="input"
        value={value}
        disabled={disabled}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, false)}
        onChange={(event) => onValue(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{placeholder}</option>
        {ATTENDANCE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`batch.attendance.statuses.${status}`)}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} />
    </div>
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
  const id = useId();
  const counter = commentsCount(value);
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        name="update_comments"
        className="input textarea"
        value={value}
        readOnly={readOnly}
        aria-required={required || undefined}
        maxLength={COMMENTS_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, true)}
        onChange={(event) => onValue(capComments(event.target.value))}
        onBlur={onBlur}
      />
      <span
        id={`${id}-hint`}
        className={counter.over ? 'field-hint counter over' : 'field-hint counter muted'}
        aria-live="polite"
      >
        {t('batch.attendance.edit.counter', { count: counter.count, max: counter.max })}
      </span>
      <FieldError id={id} error={error} />
    </div>
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
