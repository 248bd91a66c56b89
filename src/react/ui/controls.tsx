import { useId, useState, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { AlertIcon, CheckCircleIcon, EyeIcon, EyeOffIcon } from './icons';
import { useI18n } from './use-i18n';

type ButtonVariant = 'primary' | 'secondary' | 'text';

/**
 * Button with a busy state: keeps its width, shows a spinner and announces the busy label. Busy is `aria-disabled`,
 * not `disabled`: a disabled button drops the focus to the page (#37), a busy one keeps it and ignores presses.
 */
export function Button({
  variant = 'primary',
  busy,
  block,
  children,
  className,
  onClick,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  busy?: boolean;
  block?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      type="button"
      part={`button button-${variant}`}
      className={['button', `button-${variant}`, block ? 'button-block' : '', className ?? ''].join(' ').trim()}
      aria-busy={busy || undefined}
      {...rest}
      aria-disabled={busy || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        // A busy submit button must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
  label: string;
  error?: string | undefined;
  onValue: (value: string) => void;
  password?: boolean;
}

/** Labelled text input; errors are tied to it with aria-describedby and aria-invalid. */
export function TextField({ label, error, onValue, password, id, className, ...rest }: FieldProps) {
  const { t } = useI18n();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  const [visible, setVisible] = useState(false);
  return (
    <div className={['field', className ?? ''].join(' ').trim()} part="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="control">
        <input
          id={inputId}
          className={`input${password ? ' has-toggle' : ''}`}
          part="input"
          type={password ? (visible ? 'text' : 'password') : (rest.type ?? 'text')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onValue(event.target.value)}
          {...rest}
        />
        {password && (
          <button
            type="button"
            className="toggle"
            aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={visible}
            onClick={() => setVisible(!visible)}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {error && (
        <span id={errorId} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Labelled checkbox with an error line. */
export function CheckboxField({
  label,
  checked,
  onChecked,
  error,
  name,
}: {
  label: ReactNode;
  checked: boolean;
  onChecked: (value: boolean) => void;
  error?: string | undefined;
  name: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          name={name}
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChecked(event.target.checked)}
        />
        <span>{label}</span>
      </label>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

type AlertVariant = 'danger' | 'success' | 'warning' | 'primary';

/** Inline status message; danger alerts are announced assertively. */
export function Alert({ variant, title, children }: { variant: AlertVariant; title?: string; children?: ReactNode }) {
  return (
    <div
      className={`alert alert-${variant}`}
      part={`alert alert-${variant}`}
      role={variant === 'danger' ? 'alert' : 'status'}
    >
      {variant === 'success' ? <CheckCircleIcon /> : <AlertIcon />}
      <div>
        {title && <strong>{title}</strong>}
        {typeof children === 'string' ? <p>{children}</p> : children}
      </div>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="row" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
