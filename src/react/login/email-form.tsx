import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { isValid, validateEmailOnly } from '../../core/login/validation';
import type { MessageKey } from '../../core/locale/i18n';
import type { Message } from '../../core/locale/message';
import { Alert, Button, TextField } from '../ui/controls';
import { focusField, issueMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';

interface EmailFormProps {
  initialEmail: string;
  label: MessageKey;
  submit: MessageKey;
  submitting: MessageKey;
  /** Sends the request; resolves with an error message to show, or null on success. */
  send: (email: string) => Promise<Message | null>;
  children?: ReactNode;
}

/** The one-field email form of forgot password and resend verification (§5: email required and valid). */
export function EmailForm({ initialEmail, label, submit, submitting, send, children }: EmailFormProps) {
  const { t, message } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(initialEmail);
  const [failure, setFailure] = useState<Message | null>(null);
  const { errors, setErrors, clear } = useFieldMessages<'email'>();
  const { busy, run } = useSubmission();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const found = validateEmailOnly({ email });
      setErrors(issueMessages(found));
      if (!isValid(found)) {
        focusField(form.current, 'email');
        return;
      }
      setFailure(null);
      setFailure(await send(email.trim()));
    });
  };

  return (
    <>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={onSubmit}>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t(label)}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          error={errors.email ? message(errors.email) : undefined}
          onValue={(value) => {
            setEmail(value);
            clear('email');
          }}
        />
        <Button type="submit" block busy={busy}>
          {busy ? t(submitting) : t(submit)}
        </Button>
        {children}
      </form>
    </>
  );
}
