import { useRef, useState, type FormEvent } from 'react';
import { afterLoginPath } from '../../core/auth/auth-flow';
import { loginErrorMessage } from '../../core/auth/auth-errors';
import { validateLogin } from '../../core/auth/validation';
import type { Message } from '../../core/locale/message';
import { login } from '../../core/auth/sign-in';
import { pushToast } from '../../core/toasts/toasts';
import { Alert, Button, CheckboxField, TextField } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useI18n } from '../ui/use-i18n';
import { AuthHeading } from './auth-heading';
import { AuthLink } from './auth-link';
import { useAuthRoute } from './auth-route';
import { acceptForm, useFieldMessages, useSubmission } from './form-state';

type LoginField = 'username' | 'password';

/** Sign-in (§2): username, password, remember me; errors in an alert above the form, values kept. */
export function LoginView({ redirect }: { redirect?: string | undefined }) {
  const { t, message } = useI18n();
  const { host } = useElement();
  const { go } = useAuthRoute();
  const form = useRef<HTMLFormElement>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const { errors, setErrors, clear } = useFieldMessages<LoginField>();
  const { busy, run } = useSubmission();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(async () => {
      if (!acceptForm(validateLogin({ username, password }), setErrors, form.current)) return;
      setFailure(null);
      try {
        await login({ username: username.trim(), password, rememberMe }, host);
      } catch (error) {
        setFailure(loginErrorMessage(error));
        return;
      }
      pushToast({ variant: 'success', message: { key: 'auth.success.login' } });
      go(afterLoginPath(redirect), { replace: true });
    });
  };

  const fieldError = (field: LoginField) => (errors[field] ? message(errors[field]) : undefined);
  return (
    <div className="stack">
      <AuthHeading title={t('auth.login.title')}>{t('auth.login.subtitle')}</AuthHeading>
      {failure && <Alert variant="danger">{message(failure)}</Alert>}
      <form ref={form} className="stack" noValidate onSubmit={submit}>
        <TextField
          name="username"
          label={t('auth.login.username')}
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
          label={t('auth.login.password')}
          autoComplete="current-password"
          value={password}
          error={fieldError('password')}
          onValue={(value) => {
            setPassword(value);
            clear('password');
          }}
        />
        <div className="row spread">
          <CheckboxField name="rememberMe" label={t('auth.login.rememberMe')} checked={rememberMe} onChecked={setRememberMe} />
          <AuthLink to="/auth/forgot-password">{t('auth.login.forgotPassword')}</AuthLink>
        </div>
        <Button type="submit" block busy={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="auth-alt">
        {t('auth.login.noAccount')} <AuthLink to="/auth/signup">{t('auth.login.signupLink')}</AuthLink>
      </p>
    </div>
  );
}
