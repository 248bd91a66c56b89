import { useStore } from '@nanostores/react';
import type { MouseEvent } from 'react';
import { offerNavigation } from '../../core/login/login-flow';
import { takeReturnPath } from '../../core/navigation/return-to';
import { logout } from '../../core/session/sign-out';
import { pushToast } from '../../core/toasts/toasts';
import { Button } from '../ui/controls';
import { useElement } from '../ui/element-context';
import { useSubmission } from '../ui/form-state';
import { CheckCircleIcon } from '../ui/icons';
import { isPlainClick } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { $storedUser } from '../../core/session/storage';
import { LoginHeading } from './login-heading';
import { withSlots } from './slots';

/** The parts of a primary Button (`button`, and `button-primary` as the element's JSDoc describes). */
const PRIMARY_BUTTON_PARTS = ['button', 'button-primary'].join(' ');

/**
 * Shown on a guest screen to a signed-in user when no host routes (a plain page holding only this element):
 * who is signed in, "Continue" — a real link the browser follows unless a host handles academy-navigate — and
 * "Sign out". The host page's URL is left alone.
 */
export function SignedInView({ continueTo, onSignedOut }: { continueTo: string; onSignedOut: () => void }) {
  const { t } = useI18n();
  const { host } = useElement();
  const user = useStore($storedUser);
  const { busy, run } = useSubmission();

  const onContinue = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    // The remembered location is used once, whoever follows the link.
    if (continueTo !== '/dashboard') takeReturnPath();
    if (offerNavigation(host, continueTo)) event.preventDefault();
  };

  const signOut = () =>
    void run(async () => {
      await logout(host);
      pushToast({ variant: 'success', message: { key: 'login.success.logout' } });
      onSignedOut();
    });

  return (
    <div className="stack login-signed-in">
      <div className="login-icon login-icon-success" aria-hidden="true">
        <CheckCircleIcon width={32} height={32} />
      </div>
      <LoginHeading title={t('login.signedIn.title')} focus>
        {user && (
          <p className="muted" data-field="signed-in-as">
            {withSlots(t, 'login.signedIn.message', { name: <bdi>{user.name}</bdi> })}
          </p>
        )}
      </LoginHeading>
      <a
        href={continueTo}
        className="button button-primary button-block"
        part={PRIMARY_BUTTON_PARTS}
        onClick={onContinue}
      >
        {t('login.signedIn.continue')}
      </a>
      <Button variant="secondary" block busy={busy} onClick={signOut}>
        {busy ? t('login.signedIn.signingOut') : t('login.signedIn.signOut')}
      </Button>
    </div>
  );
}
