import { useRef, useState, type FormEvent } from 'react';
import { postResetPassword } from '../../core/api/login';
import { formFailure, prefilledEmail, resetTokenOf } from '../../core/login/login-flow';
import { resetErrorMessage } from '../../core/login/login-errors';
import { validateReset } from '../../core/login/validation';
import type { Message } from '../../core/locale/message';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, TextField } from '../ui/controls';
import { acceptForm, focusField, textMessages, useFieldMessages, useSubmission } from '../ui/form-state';
import { CheckCircleIcon } from '../ui/icons';
import { useI18n } from '../ui/use-i18n';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';

type ResetField = 'email' | 'password' | 'confirmPassword';
const FIELDS: readonly ResetField[] = ['email', 'password', 'confirmPassword'];

/** Missing, invalid or expired token (§2): the alert and a link to request a new one. */
function InvalidToken({ reason, focus }: { reason: Message; focus?: boolean }) {
  const { t, message } = useI18n();
  return (
    <div className="stack">
      <LoginHeading title={t('login.reset.invalidTokenTitle')} focus={focus} />
      <Alert variant="danger">{message(reason)}</Alert>
      <LoginLink to="/auth/forgot-password" className="button button-primary button-block">
        {t('login.reset.requestNewLink')}
      </LoginLink>
    </div>
  );
}

function ResetDone() {
  const { t } = useI18n();
  const { go } = useLoginRoute();
  return (
    <div className="stack">
      <div className="login-icon login-icon-success" aria-hidden="true">
        <CheckCircleIcon width={32} height={32} />
      </div>
      <LoginHeading title={t('login.reset.successTitle')} focus>
        {t('login.reset.successMessage')}
      </LoginHeading>
      <Button block onClick={() => go('/auth/login')}>
        {t('login.reset.continueToLogin')}
      </Button>
    </div>
  );
}

/** Reset password (§2, §4): token from the attribute, route or query; form, then the success view. */
export function ResetPasswordView({
  token: tokenProp,
  email: emailProp,
}: {
  token?: string | undefined;
  email?: string | undefined;
}) {
  const { t, message } = useI18n();
  const { pathname, query } = useLoginRoute();
  const token = resetTokenOf(tokenProp, pathname, query);
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ email: prefilledEmail(emailProp, query), password: '', confirmPassword: '' });
  const [failure, setFailure] = useState<Message | null>(null);
  const [tokenProblem, setTokenProblem] = useState<Message | null>(null);
  const [done, setDone] = useState(false);
  const { errors, setErrors, clear } = useFieldMessages<ResetField>();
  const { busy, run } = useSubmission();

  if (!token) return <InvalidToken reason={{ key: 'login.reset.invalidTokenMessage' }} />;
  if (tokenProblem) return <InvalidToken reason={tokenProblem} focus />;
  if (done) return <ResetDone />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateReset(values), setErrors, form.current)) return;
      setFailure(null);
      try {
        await postResetPassword({
          token,
          email: values.email.trim(),
          password: values.password,
          password_confirmation: values.confirmPassword,
        });
      } catch (error) {
        const outcome = resetErrorMessage(error);
        if (outcome.tokenProblem) {
          setTokenProblem(outcome.message);
          return;
        }
        const shown = formFailure(error, FIELDS, outcome.message, { password_confirmation: 'confirmPassword' });
        setErrors(textMessages(shown.fields));
        setFailure(shown.banner);
        focusField(
          form.current,
          FIELDS.find((field) => shown.fields[field]),
        );
        return;
      }
      pushToast({ variant: 'success', message: { key: 'login.success.reset' } });
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
      <LoginHeading title={t('login.reset.title')}>{t('login.reset.subtitle')}</LoginHeading>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          {...field('email')}
          type="email"
          inputMode="email"
          label={t('login.reset.email')}
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <TextField {...field('password')} password label={t('login.reset.newPassword')} autoComplete="new-password" />
        <TextField
          {...field('confirmPassword')}
          password
          label={t('login.reset.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" block busy={busy}>
          {busy ? t('login.reset.submitting') : t('login.reset.submit')}
        </Button>
      </form>
      <p className="login-alt">
        <LoginLink to="/auth/login">{t('login.forgot.backToLogin')}</LoginLink>
      </p>
    </div>
  );
}
