import { useRef, useState, type FormEvent } from 'react';
import { postResetPassword } from '../../core/api/auth';
import { formFailure, prefilledEmail, resetTokenOf } from '../../core/auth/auth-flow';
import { resetErrorMessage } from '../../core/auth/auth-errors';
import { validateReset } from '../../core/auth/validation';
import type { Message } from '../../core/locale/message';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, TextField } from '../ui/controls';
import { acceptForm, focusField, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { CheckCircleIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';

type ResetField = 'email' | 'password' | 'confirmPassword';
const FIELDS: readonly ResetField[] = ['email', 'password', 'confirmPassword'];

/** Missing, invalid or expired token (§2): the alert and a link to request a new one. */
function InvalidToken({ reason, focus }: { reason: Message; focus?: boolean }) {
  const { t, message } = useI18n();
  return (
    <div className="stack">
      <AuthHeading title={t('auth.reset.invalidTokenTitle')} focus={focus} />
      <Alert variant="danger">{message(reason)}</Alert>
      <AuthLink to="/auth/forgot-password" className="button button-primary button-block">{t('auth.reset.requestNewLink')}</AuthLink>
    </div>
  );
}

function ResetDone() {
  const { t } = useI18n();
  const { go } = useAuthRoute();
  return (
    <div className="stack">
      <div className="auth-icon auth-icon-success" aria-hidden="true"><CheckCircleIcon width={32} height={32} /></div>
      <AuthHeading title={t('auth.reset.successTitle')} focus>{t('auth.reset.successMessage')}</AuthHeading>
      <Button block onClick={() => go('/auth/login')}>{t('auth.reset.continueToLogin')}</Button>
    </div>
  );
}

/** Reset password (§2, §4): token from the attribute, route or query; form, then the success view. */
export function ResetPasswordView({ token: tokenProp, email: emailProp }: { token?: string | undefined; email?: string | undefined }) {
  const { t, message } = useI18n();
  const { pathname, query } = useAuthRoute();
  const token = resetTokenOf(tokenProp, pathname, query);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: prefilledEmail(emailProp, query), password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<Message | null>(null);
  const [tokenProblem, setTokenProblem] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  const { errors, setErrors, clear } = useFieldMessages<ResetField>();
  const { busy, run } = useSubmission();

  if (!token) return <InvalidToken reason={{ key: 'auth.reset.invalidTokenMessage' }} />;
  if (tokenProblem) return <InvalidToken reason={tokenProblem} focus />;
  if (done) return <ResetDone />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateReset(values), setErrors, form.current)) return;
      setFailure(null);
      try {
        await postResetPassword({ token, email: values.email.trim(), password: values.password, password_confirmation: values.confirmPassword });
      } catch (error) {
        const outcome = resetErrorMessage(error);
        if (outcome.tokenProblem) {
          setTokenProblem(outcome.message);
          return;
        }
        const shown = formFailure(error, FIELDS, outcome.message, { password_confirmation: 'confirmPassword' });
        setErrors(textMessages(shown.fields));
        setFailure(shown.banner);
        focusField(form.current, FIELDS.find((field) => shown.fields[field]));
        return;
      }
      pushToast({ variant: 'success', message: { key: 'auth.success.reset' } });
      setDone(true);
    });
  };

  const field = (name: ResetField) => ({
    name,
    value: values[name],
    error: errors[name] ? message(errors[name]) : undefined,
    onValue: (value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      clear(name);
    },
  });

  return (
    <div className="stack">
      <AuthHeading title={t('auth.reset.title')}>{t('auth.reset.subtitle')}</AuthHeading>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField {...field('email')} type="email" inputMode="email" label={t('auth.reset.email')} autoComplete="email" autoCapitalize="none" spellCheck={false} />
        <TextField {...field('password')} password label={t('auth.reset.newPassword')} autoComplete="new-password" />
        <TextField {...field('confirmPassword')} password label={t('auth.reset.confirmPassword')} autoComplete="new-password" />
        <Button type="submit" block busy={busy}>
          {busy ? t('auth.reset.submitting') : t('auth.reset.submit')}
        </Button>
      </form>
      <p className="auth-alt"><AuthLink to="/auth/login">{t('auth.forgot.backToLogin')}</AuthLink></p>
    </div>
  );
}
