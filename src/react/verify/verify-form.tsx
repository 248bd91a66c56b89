import { useRef, useState, type FormEvent } from 'react';
import { validateCode, verifyPath, type VerifyField } from '../../core/verify/verify-rules';
import { Button, TextField } from '../ui/controls';
import { acceptForm, useFieldMessages } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';

/** The look-up form: a required code of a code's shape; a good one opens `/verify/{code}`. */
export function VerifyForm({ onCode }: { onCode: (path: string) => void }) {
  const { t, message } = useI18n();
  const form = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const { errors, setErrors, clear } = useFieldMessages<VerifyField>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (acceptForm(validateCode(code), setErrors, form.current)) onCode(verifyPath(code));
  };

  return (
    <form ref={form} className="stack" part="form" noValidate onSubmit={submit}>
      <TextField
        name="code"
        label={`${t('verify.form.label')} (${t('common.required')})`}
        maxLength={64}
        required
        aria-required="true"
        autoComplete="off"
        spellCheck={false}
        dir="ltr"
        value={code}
        error={errors.code ? message(errors.code) : undefined}
        onValue={(value) => {
          setCode(value);
          clear('code');
        }}
      />
      <div>
        <Button type="submit">{t('verify.form.submit')}</Button>
      </div>
    </form>
  );
}
