import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Described {
  label: string;
  error?: string | undefined;
  /** Shown under the control and read with it (a character counter). */
  hint?: ReactNode;
  /** The hint's classes beside `field-hint` (default `muted`). */
  hintClass?: string;
  /** Announces the hint politely as it changes (a live counter). */
  hintLive?: boolean;
}

function ids(id: string, error: string | undefined, hint: ReactNode) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined };
}

function Footer({ id, error, hint, hintClass = 'muted', hintLive }: Omit<Described, 'label'> & { id: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className={`field-hint ${hintClass}`} aria-live={hintLive ? 'polite' : undefined}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** Labelled native select, shared by the features' forms (keyboard, screen readers and right-to-left for free); errors tied with aria-describedby. */
export function SelectField({
  label,
  error,
  hint,
  hintClass,
  hintLive,
  children,
  onValue,
  ...rest
}: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & { onValue: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        part="input"
        {...ids(id, error, hint)}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      >
        {children}
      </select>
      <Footer id={id} error={error} hint={hint} hintClass={hintClass} hintLive={hintLive} />
    </div>
  );
}

/** Labelled textarea with an optional counter line. */
export function TextAreaField({
  label,
  error,
  hint,
  hintClass,
  hintLive,
  onValue,
  ...rest
}: Described & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange'> & { onValue: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input textarea"
        part="input"
        {...ids(id, error, hint)}
        onChange={(event) => onValue(event.target.value)}
        {...rest}
      />
      <Footer id={id} error={error} hint={hint} hintClass={hintClass} hintLive={hintLive} />
    </div>
  );
}
