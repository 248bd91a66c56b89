import { useId, useRef, useState, type FormEvent } from 'react';
import { TEXT_MAX } from '../../core/api/schemas/limits';
import { titleErrorOf, validateVerifyItem, type VerifyField } from '../../core/verify/verify-rules';
import { addVerifyItem } from '../../core/verify/verify-store';
import { Button, TextField } from '../ui/controls';
import { acceptForm, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';

/** The add form: a required title; its message clears as soon as it is edited; the outcome is a toast. */
export function VerifyForm() {
  const { t, message } = useI18n();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [title, setTitle] = useState('');
  const { errors, setErrors, clear } = useFieldMessages<VerifyField>();
  const { busy, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateVerifyItem({ title }), setErrors, form.current)) return;
      try {
        await addVerifyItem({ title });
        setTitle('');
      } catch (error) {
        setErrors(textMessages({ title: titleErrorOf(error) }));
      }
    });
  };

  return (
    <section className="card stack" part="form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('verify.form.title')}</h2>
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          name="title"
          label={`${t('verify.form.label')} (${t('common.required')})`}
          maxLength={TEXT_MAX}
          required
          aria-required="true"
          value={title}
          error={errors.title ? message(errors.title) : undefined}
          onValue={(value) => {
            setTitle(value);
            clear('title');
          }}
        />
        <div>
          <Button type="submit" busy={busy}>
            {busy ? t('verify.form.submitting') : t('verify.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
