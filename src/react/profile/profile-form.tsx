import { useId, useRef, useState, type FormEvent } from 'react';
import type { User } from '../../core/api/user';
import type { Message } from '../../core/locale/message';
import { profileFailure, updateProfile } from '../../core/profile/profile-store';
import {
  profileChanged,
  profileFormValues,
  validateProfile,
  type ProfileField,
  type ProfileInput,
} from '../../core/profile/profile-rules';
import { TEXT_MAX } from '../../core/api/schemas/limits';
import { Alert, Button, TextField } from '../ui/controls';
import { acceptForm, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';

type Outcome = { variant: 'success' | 'danger'; message: Message } | null;

const FIELD_NAMES: Record<ProfileField, string> = { name: 'name', arabicName: 'arabic_name' };

/**
 * The name form (§2, §5): English name required (left to right), Arabic name optional (right to left); the
 * outcome in an alert above the form and a toast; a field's message clears as soon as it is edited.
 */
export function ProfileForm({ user, onSaved }: { user: User; onSaved: () => void }) {
  const { t, message } = useI18n();
  const headingId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ProfileInput>(() => profileFormValues(user));
  // The stored names can change under the form (the session refresh); an untouched form follows them.
  const [shown, setShown] = useState(user);
  if (shown !== user) {
    setShown(user);
    if (!profileChanged(shown, values)) setValues(profileFormValues(user));
  }
  const { errors, setErrors, clear } = useFieldMessages<ProfileField>();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const { busy, run } = useSubmission();

  const edit = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      const issues = validateProfile(values);
      if (!acceptForm(issues, setErrors, form.current, FIELD_NAMES)) {
        // §5: the blank-name message shows in the alert as well as under the field.
        const [first] = Object.values(issues);
        if (first) setOutcome({ variant: 'danger', message: { key: first } });
        return;
      }
      setOutcome(null);
      try {
        setValues(profileFormValues(await updateProfile(user, values)));
        setOutcome({ variant: 'success', message: { key: 'profile.success' } });
        onSaved();
      } catch (error) {
        const failure = profileFailure(error);
        setOutcome({ variant: 'danger', message: failure.message });
        setErrors(textMessages(failure.fields));
      }
    });
  };

  const fieldError = (field: ProfileField) => (errors[field] ? message(errors[field]) : undefined);
  return (
    <section className="card stack profile-form" part="form" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('profile.form.title')}</h2>
      {outcome && <Alert variant={outcome.variant}>{message(outcome.message)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name={FIELD_NAMES.name}
          label={`${t('profile.form.englishName')} (${t('common.required')})`}
          dir="ltr"
          lang="en"
          autoComplete="name"
          maxLength={TEXT_MAX}
          required
          aria-required="true"
          value={values.name}
          error={fieldError('name')}
          onValue={(value) => edit('name', value)}
        />
        <p className="muted certificate-note" part="certificate-note">
          {t('profile.form.certificateNote')}
        </p>
        <TextField
          name={FIELD_NAMES.arabicName}
          label={`${t('profile.form.arabicName')} (${t('common.optional')})`}
          dir="rtl"
          lang="ar"
          maxLength={TEXT_MAX}
          value={values.arabicName}
          error={fieldError('arabicName')}
          onValue={(value) => edit('arabicName', value)}
        />
        <div>
          <Button type="submit" busy={busy}>
            {busy ? t('profile.form.submitting') : t('profile.form.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
