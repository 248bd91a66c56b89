import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { matchLoginRoute, peekReturnPath, splitPath } from '../../core/login/login-flow';
import { $brand } from '../../core/brand/brand-store';
import { currentPath } from '../../core/navigation/navigate';
import { useElement } from '../ui/element-context';
import type { CommonElementProps } from '../ui/element-root';
import { useI18n } from '../ui/use-i18n';
import { $token } from '../../core/session/storage';
import { useStyles } from '../ui/use-styles';
import { LoginRouteContext, type LoginRoute } from './login-route';
import formsCss from '../ui/styles/forms.css?inline';
import css from './login.css?inline';
import { isLoginView, type LoginProps, type LoginView as View } from './login-views';
import { LoginView } from './login-view';
import { SignedInView } from './signed-in-view';
import { LanguageSwitch } from '../ui/language-switch';
import { Spinner } from '../ui/controls';

const guestViews = () => import('./guest-views');
const SignupView = lazy(() => guestViews().then((module) => ({ default: module.SignupView })));
const ForgotPasswordView = lazy(() => guestViews().then((module) => ({ default: module.ForgotPasswordView })));
const ResetPasswordView = lazy(() => guestViews().then((module) => ({ default: module.ResetPasswordView })));
const VerifyEmailView = lazy(() => guestViews().then((module) => ({ default: module.VerifyEmailView })));
const EmailVerificationView = lazy(() => guestViews().then((module) => ({ default: module.EmailVerificationView })));
const ResendVerificationView = lazy(() => guestViews().then((module) => ({ default: module.ResendVerificationView })));

const STYLES = [formsCss, css];

/** The sign-in screen a pathname belongs to, if any. */
function viewOfPath(pathname: string): View | null {
  const name = matchLoginRoute(pathname)?.name;
  return isLoginView(name) ? name : null;
}

/** Guest screens a signed-in user has no use for: on them the element shows who is signed in instead. */
const GUEST_VIEWS: ReadonlySet<View> = new Set(['login', 'signup', 'forgot-password']);

const pageView = (): View | null => (typeof location === 'undefined' ? null : viewOfPath(location.pathname));

/** Current screen; `path` is set when the element switched itself (else the page location is read). */
interface ScreenState {
  view: View;
  path: string | null;
  moved: boolean;
}

function Brand() {
  const brand = useStore($brand);
  const { locale } = useI18n();
  return (
    <div className="login-brand">
      <img src={brand.logo} alt="" width="48" height="48" />
      <span className="login-brand-name">{brand.academyName[locale]}</span>
    </div>
  );
}

/** `<academy-login>`: sign-in, sign-up, password and email-verification screens in one card. */
export default function LoginFeature(props: LoginProps & CommonElementProps) {
  useStyles('feature', STYLES);
  const { navigate } = useElement();
  const [screen, setScreen] = useState<ScreenState>(() => ({
    view: props.view ?? pageView() ?? 'login',
    path: null,
    moved: false,
  }));
  const [viewProp, setViewProp] = useState(props.view);
  if (props.view !== viewProp) {
    setViewProp(props.view);
    setScreen({ view: props.view ?? pageView() ?? 'login', path: null, moved: true });
  }

  // The signed-in state (a plain page: no host routed after sign-in, or a reload with a stored session); a host
  // that routes guards its guest pages itself, so it never mounts this element on one for a signed-in user.
  // The token alone says signed in or not (the plain atom: subscribing to the computed session here would make
  // one element's render notify another's).
  const isAuthenticated = !!useStore($token);
  const [signedIn, setSignedIn] = useState<{ continueTo: string } | null>(() =>
    isAuthenticated && GUEST_VIEWS.has(screen.view) ? { continueTo: peekReturnPath(props.redirect) } : null,
  );
  // Signed out (here, elsewhere on the page, or a 401): back to the form, and a later sign-in starts afresh.
  useEffect(() => {
    if (!isAuthenticated) setSignedIn(null);
  }, [isAuthenticated]);
  const onSignedIn = useCallback((continueTo: string) => setSignedIn({ continueTo }), []);
  const onSignedOut = useCallback(() => {
    setSignedIn(null);
    setScreen((current) => ({ ...current, moved: true }));
  }, []);

  const selfRouted = useRef(false);
  const go = useCallback<LoginRoute['go']>(
    (path, options) => {
      if (navigate(path, options)) return;
      const view = viewOfPath(splitPath(path).pathname);
      if (!view) return;
      selfRouted.current = true;
      setScreen({ view, path, moved: true });
    },
    [navigate],
  );

  // Once the element routes itself, the browser's back and forward buttons move between its screens too; back at
  // the address it started on (a page of its own, not a sign-in route) it shows its first screen again.
  const [home] = useState(() => ({ path: currentPath(), view: screen.view }));
  useEffect(() => {
    const onPopState = () => {
      if (!selfRouted.current) return;
      const view = pageView() ?? (currentPath() === home.path ? home.view : null);
      if (view) setScreen({ view, path: null, moved: true });
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [home]);

  const route = useMemo<LoginRoute>(
    () => ({ ...splitPath(screen.path ?? currentPath()), moved: screen.moved, go, signedIn: onSignedIn }),
    [screen, go, onSignedIn],
  );
  const showSignedIn = signedIn !== null && isAuthenticated && GUEST_VIEWS.has(screen.view);

  return (
    <div className="login-page">
      <div className="card login-card stack" part="card">
        <Brand />
        <LoginRouteContext.Provider value={route}>
          {showSignedIn ? (
            <SignedInView continueTo={signedIn.continueTo} onSignedOut={onSignedOut} />
          ) : (
            <Suspense fallback={<ScreenLoading />}>
              <CurrentScreen key={`${screen.view} ${screen.path ?? ''}`} {...props} view={screen.view} />
            </Suspense>
          )}
        </LoginRouteContext.Provider>
        {/* Last in the card, so it never sits between a form's fields in the tab order. */}
        <div className="login-language">
          <LanguageSwitch className="button button-text" />
        </div>
      </div>
    </div>
  );
}

/** While another screen's code arrives, the card (brand, language switch) stays and says it is loading. */
function ScreenLoading() {
  const { t } = useI18n();
  return (
    <div part="loading" aria-busy="true">
      <Spinner label={t('common.loading')} />
    </div>
  );
}

function CurrentScreen({ view, token, email, redirect }: LoginProps & { view: View }) {
  switch (view) {
    case 'signup':
      return <SignupView />;
    case 'forgot-password':
      return <ForgotPasswordView email={email} />;
    case 'reset-password':
      return <ResetPasswordView token={token} email={email} />;
    case 'verify-email':
      return <VerifyEmailView />;
    case 'email-verification':
      return <EmailVerificationView email={email} />;
    case 'resend-verification':
      return <ResendVerificationView email={email} />;
    default:
      return <LoginView redirect={redirect} />;
  }
}
