import { useRef, useState, type FormEvent } from 'react';
import { afterLoginPath, offerNavigation, resendVerificationPath } from '../../core/login/login-flow';
import { lastAttemptWarning, loginErrorMessage, unverifiedAccount } from '../../core/login/login-errors';
import { isValidEmail, validateLogin } from '../../core/login/validation';
import { isSafeReturnPath } from '../../core/navigation/return-to';
import type { Message } from '../../core/locale/message';
import { login } from '../../core/login/sign-in';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, CheckboxField, TextField } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { acceptForm, useFieldMessages, useSubmission } from '../ui/form-state';
import { useI18n } from '../ui/use-i18n';
import { LoginHeading } from './login-heading';
import { LoginLink } from './login-link';
import { useLoginRoute } from './login-route';

type LoginField = 'username' | 'password';

/** What a failed sign-in shows: the message, a warning before the pause, and for an unverified account the resend link. */
interface LoginFailure {
  message: Message;
  warning: Message | null;
  resendPath: string | null;
}

function describeFailure(error: unknown, username: string): LoginFailure {
  const unverified = unverifiedAccount(error);
  const typed = username.trim();
  return {
    message: loginErrorMessage(error),
    warning: lastAttemptWarning(error),
    resendPath: unverified ? resendVerificationPath(unverified.email ?? (isValidEmail(typed) ? typed : null)) : null,
  };
}

/** Sign-in (§2): username, password, remember me; errors in an alert above the form, values kept. */
export function LoginView({ redirect }: { redirect?: string | undefined }) {
  const { t, message } = useI18n();
  const { host } = useElement();
  const { go, signedIn } = useLoginRoute();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const { errors, setErrors, clear } = useFieldMessages<LoginField>();
  const { busy, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      // A new attempt replaces the last one's outcome: an old "invalid" banner never sits above a new field error.
      setFailure(null);
      if (!acceptForm(validateLogin({ username, password }), setErrors, form.current)) return;
      try {
        await login({ username: username.trim(), password, rememberMe }, host);
      } catch (error) {
        setFailure(describeFailure(error, username));
        return;
      }
      pushToast({ variant: 'success', message: { key: 'login.success.login' } });
      const target = afterLoginPath(redirect);
      // A `redirect` attribute always navigates (the History API when no host routes). Without one, a host that
      // handles academy-navigate routes as before; on a plain page the element shows who is signed in instead.
      if (isSafeReturnPath(redirect)) go(target, { replace: true });
      else if (!offerNavigation(host, target, { replace: true })) signedIn(target);
    });
  };

  const fieldError = (field: LoginField) => (errors[field] ? message(errors[field]) : undefined);
  return (
    <div className="stack">
      <LoginHeading title={t('login.login.title')}>{t('login.login.subtitle')}</LoginHeading>
      {failure && (
        <Alert variant="danger">
          <p>{message(failure.message)}</p>
          {failure.resendPath && (
            <p>
              <LoginLink to={failure.resendPath}>{t('login.verify.resend')}</LoginLink>
            </p>
          )}
        </Alert>
      )}
      {failure?.warning && <Alert variant="warning">{message(failure.warning)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          name="username"
          label={t('login.login.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={username}
          error={fieldError('username')}
          onValue={(value) => {
            setUsername(value);
            clear('username');
          }}
        />
        <TextField
          name="password"
          password
          label={t('login.login.password')}
          autoComplete="current-password"
          value={password}
          error={fieldError('password')}
          onValue={(value) => {
            setPassword(value);
            clear('password');
          }}
        />
        <div className="row spread">
          <CheckboxField
            name="rememberMe"
            label={t('login.login.rememberMe')}
            checked={rememberMe}
            onChecked={setRememberMe}
          />
          <LoginLink to="/auth/forgot-password">{t('login.login.forgotPassword')}</LoginLink>
        </div>
        <Button type="submit" block busy={busy}>
          {busy ? t('login.login.submitting') : t('login.login.submit')}
        </Button>
      </form>
      <p className="login-alt">
        {t('login.login.noAccount')} <LoginLink to="/auth/signup">{t('login.login.signupLink')}</LoginLink>
      </p>
    </div>
  );
}
