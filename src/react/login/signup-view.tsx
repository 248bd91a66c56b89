import { useId, useRef, useState, type FormEvent } from 'react';
import type { SignupInput } from '../../core/api/auth';
import { postRegister } from '../../core/api/auth';
import { formFailure, verificationScreenPath } from '../../core/auth/auth-flow';
import { signupErrorMessage } from '../../core/auth/auth-errors';
import { validateSignup, type SignupField } from '../../core/auth/validation';
import type { Message } from '../../core/locale/message';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, CheckboxField, TextField } from '../ui/controls';
import { acceptForm, focusField, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';
import { withSlots } from './slots';

const FIELDS: readonly SignupField[] = ['firstName', 'lastName', 'email', 'phone', 'role', 'password', 'confirmPassword', 'agreeToTerms'];
const EMPTY: SignupInput = { firstName: '', lastName: '', email: '', phone: '', role: '', password: '', confirmPassword: '', agreeToTerms: false };

/** Registration (§2): validated on submit, server field errors under their fields, then the verification screen. */
export function SignupView() {
  const { t, message } = useI18n();
  const { go } = useAuthRoute();
  const form = useRef<HTMLFormElement>(null);
  const roleErrorId = useId();
  const [input, setInput] = useState<SignupInput>(EMPTY);
  const [failure, setFailure] = useState<Message | null>(null);
  const { errors, setErrors, clear } = useFieldMessages<SignupField>();
  const { busy, run } = useSubmission();

  const edit = <K extends SignupField>(field: K, value: SignupInput[K]) => {
    setInput((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const fieldError = (field: SignupField) => (errors[field] ? message(errors[field]) : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateSignup(input), setErrors, form.current)) return;
      setFailure(null);
      const email = input.email.trim();
      try {
        await postRegister({ ...input, firstName: input.firstName.trim(), lastName: input.lastName.trim(), email, phone: input.phone?.trim() || undefined });
      } catch (error) {
        // A field error (e.g. email already taken) shows under its field only; the banner is for the rest.
        const outcome = formFailure(error, FIELDS, signupErrorMessage(error));
        setErrors(textMessages(outcome.fields));
        setFailure(outcome.banner);
        focusField(form.current, FIELDS.find((field) => outcome.fields[field]));
        return;
      }
      pushToast({ variant: 'success', message: { key: 'auth.success.registration' } });
      go(verificationScreenPath(email));
    });
  };

  const text = (field: 'firstName' | 'lastName' | 'email' | 'phone' | 'password' | 'confirmPassword') => ({
    name: field,
    value: input[field] ?? '',
    error: fieldError(field),
    onValue: (value: string) => edit(field, value),
  });

  return (
    <div className="stack">
      <AuthHeading title={t('auth.signup.title')}>{t('auth.signup.subtitle')}</AuthHeading>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <div className="name-row">
          <TextField {...text('firstName')} label={t('auth.signup.firstName')} autoComplete="given-name" />
          <TextField {...text('lastName')} label={t('auth.signup.lastName')} autoComplete="family-name" />
        </div>
        <TextField {...text('email')} type="email" inputMode="email" label={t('auth.signup.email')} autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField {...text('phone')} type="tel" inputMode="tel" label={t('auth.signup.phoneOptional')} autoComplete="tel" dir="ltr" />
        <fieldset className="field" aria-describedby={errors.role ? roleErrorId : undefined}>
          <legend className="field-label">{t('auth.signup.role')}</legend>
          <div className="choices">
            {(['learner', 'trainer'] as const).map((role) => (
              <label key={role} className="check">
                <input type="radio" name="role" value={role} checked={input.role === role} onChange={() => edit('role', role)} />
                <span>{t(role === 'learner' ? 'auth.signup.roleLearner' : 'auth.signup.roleTrainer')}</span>
              </label>
            ))}
          </div>
          {errors.role && <span id={roleErrorId} className="field-error" role="alert">{message(errors.role)}</span>}
        </fieldset>
        <TextField {...text('password')} password label={t('auth.signup.password')} autoComplete="new-password" />
        <TextField {...text('confirmPassword')} password label={t('auth.signup.confirmPassword')} autoComplete="new-password" />
        <CheckboxField
          name="agreeToTerms"
          checked={input.agreeToTerms}
          onChecked={(value) => edit('agreeToTerms', value)}
          error={fieldError('agreeToTerms')}
          label={withSlots(t, 'auth.signup.agreement', {
            terms: <AuthLink to="/terms">{t('auth.signup.terms')}</AuthLink>,
            privacy: <AuthLink to="/privacy">{t('auth.signup.privacy')}</AuthLink>,
          })}
        />
        <Button type="submit" block busy={busy}>
          {busy ? t('auth.signup.submitting') : t('auth.signup.submit')}
        </Button>
      </form>
      <p className="auth-alt">
        {t('auth.signup.haveAccount')} <AuthLink to="/auth/login">{t('auth.signup.loginLink')}</AuthLink>
      </p>
    </div>
  );
}
