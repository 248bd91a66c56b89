import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Scanner } from '../../core/scanner/scanner-store';
import { TYPED_CODE_LENGTH } from '../../core/scanner/scanner-rules';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

/**
 * "Enter the code instead" (issue #19): the six-digit number the trainer's page shows under the QR, for a camera
 * that will not start or read. The button is always there; the form opens under it.
 */
export function TypedCodeForm({ scanner }: { scanner: Scanner }) {
  const { t, message } = useI18n();
  const typed = useStore(scanner.$typed);
  const submit = useStore(scanner.$submit);
  const held = useStore(scanner.$held);
  const formId = useId();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(typed.open);
  const busy = submit.phase === 'submitting' && !held;

  // Focus follows the form: into the field when it opens, back to its button when it closes.
  useEffect(() => {
    if (typed.open) input.current?.focus();
    else if (wasOpen.current) opener.current?.focus();
    wasOpen.current = typed.open;
  }, [typed.open]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    scanner.submitTyped(input.current?.value ?? '');
  };

  return (
    <section className="typed-code" part="typed-code">
      {!typed.open && (
        <button
          ref={opener}
          type="button"
          className="button button-text"
          part="button typed-code-open"
          onClick={() => scanner.showTypedCode(true)}
        >
          {t('scanner.typed.open')}
        </button>
      )}
      {typed.open && (
        <form
          id={formId}
          className="card typed-code-form"
          part="typed-code-form"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby={`${formId}-title`}
        >
          <h2 id={`${formId}-title`}>{t('scanner.typed.title')}</h2>
          <div className="field" part="field">
            <label htmlFor={inputId}>{t('scanner.typed.label')}</label>
            <input
              ref={input}
              id={inputId}
              name="code"
              className="input typed-code-input"
              part="input typed-code-input"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={TYPED_CODE_LENGTH + 4}
              aria-invalid={typed.error ? true : undefined}
              aria-describedby={`${inputId}-hint${typed.error ? ` ${inputId}-error` : ''}`}
            />
            <span id={`${inputId}-hint`} className="muted field-hint">
              {t('scanner.typed.hint')}
            </span>
            {typed.error && (
              <span id={`${inputId}-error`} className="field-error" part="typed-code-error" role="alert" dir="auto">
                {message(typed.error)}
              </span>
            )}
          </div>
          <div className="typed-code-actions">
            <Button variant="secondary" onClick={() => scanner.showTypedCode(false)}>
              {t('scanner.typed.cancel')}
            </Button>
            <Button type="submit" part="button typed-code-submit" busy={busy}>
              {t('scanner.typed.submit')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
