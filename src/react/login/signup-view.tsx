import { useId, useRef, useState, type FormEvent } from 'react';
import type { SignupInput } from '../../core/api/login';
import { postRegister } from '../../core/api/login';
import { formFailure, verificationScreenPath } from '../../core/login/login-flow';
import { signupErrorMessage } from '../../core/login/login-errors';
import { validateSignup, type SignupField } from '../../core/login/validation';
import type { Message } from '../../core/locale/message';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, CheckboxField, TextField } from '../ui/controls';
import { acceptForm, focusField, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';
import { withSlots } from './slots';

const FIELDS: readonly SignupField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'role',
  'password',
  'confirmPassword',
  'agreeToTerms',
];
const EMPTY: SignupInput = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  role: '',
  password: '',
  confirmPassword: '',
  agreeToTerms: false,
};

/** Registration (§2): validated on submit, server field errors under their fields, then the verification screen. */
export function SignupView() {
  const { t, message } = useI18n();
  const { go } = useLoginRoute();
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
        await postRegister({
          ...input,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
          email,
          phone: input.phone?.trim() || undefined,
        });
      } catch (error) {
        // A field error (e.g. email already taken) shows under its field only; the banner is for the rest.
        const outcome = formFailure(error, FIELDS, signupErrorMessage(error));
        setErrors(textMessages(outcome.fields));
        setFailure(outcome.banner);
        focusField(
          form.current,
          FIELDS.find((field) => outcome.fields[field]),
        );
        return;
      }
      pushToast({ variant: 'success', message: { key: 'login.success.registration' } });
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
      <LoginHeading title={t('login.signup.title')}>{t('login.signup.subtitle')}</LoginHeading>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <div className="name-row">
          <TextField {...text('firstName')} label={t('login.signup.firstName')} autoComplete="given-name" />
          <TextField {...text('lastName')} label={t('login.signup.lastName')} autoComplete="family-name" />
        </div>
        <TextField
          {...text('email')}
          type="email"
          inputMode="email"
          label={t('login.signup.email')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField
          {...text('phone')}
          type="tel"
          inputMode="tel"
          label={t('login.signup.phoneOptional')}
          autoComplete="tel"
          dir="ltr"
        />
        <fieldset className="field" aria-describedby={errors.role ? roleErrorId : undefined}>
          <legend className="field-label">{t('login.signup.role')}</legend>
          <div className="choices">
            {(['learner', 'trainer'] as const).map((role) => (
              <label key={role} className="check">
                <input
                  type="radio"
                  name="role"
                  value={role}
                  checked={input.role === role}
                  onChange={() => edit('role', role)}
                />
                <span>{t(role === 'learner' ? 'login.signup.roleLearner' : 'login.signup.roleTrainer')}</span>
              </label>
            ))}
          </div>
          {errors.role && (
            <span id={roleErrorId} className="field-error" role="alert">
              {message(errors.role)}
            </span>
          )}
        </fieldset>
        <TextField {...text('password')} password label={t('login.signup.password')} autoComplete="new-password" />
        <TextField
          {...text('confirmPassword')}
          password
          label={t('login.signup.confirmPassword')}
          autoComplete="new-password"
        />
        <CheckboxField
          name="agreeToTerms"
          checked={input.agreeToTerms}
          onChecked={(value) => edit('agreeToTerms', value)}
          error={fieldError('agreeToTerms')}
          label={withSlots(t, 'login.signup.agreement', {
            terms: <LoginLink to="/terms">{t('login.signup.terms')}</LoginLink>,
            privacy: <LoginLink to="/privacy">{t('login.signup.privacy')}</LoginLink>,
          })}
        />
        <Button type="submit" block busy={busy}>
          {busy ? t('login.signup.submitting') : t('login.signup.submit')}
        </Button>
      </form>
      <p className="login-alt">
        {t('login.signup.haveAccount')} <LoginLink to="/auth/login">{t('login.signup.loginLink')}</LoginLink>
      </p>
    </div>
  );
}
