import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import type { User } from '../../core/api/user';
import { $brand } from '../../core/brand/brand-store';
import { showsDashboardToggle } from '../../core/roles/roles';
import { TicketIcon } from '../ui/feature-icons';
import { NavLink } from '../ui/nav-link';
import { useI18n } from '../ui/use-i18n';
import { DashboardToggle } from './dashboard-toggle';
import { LanguageSwitch } from '../ui/language-switch';
import { NotificationsButton } from './notifications-button';
import { ProfileMenu } from './profile-menu';
import { useHeaderOffset } from './use-header-offset';

const TICKETS_PATH = '/support/tickets';
const HOME_PATH = '/dashboard';

interface HeaderProps {
  /** Signed-in chrome (toggle, tickets, notifications, profile menu); a guest on an /auth/ page gets brand and language only. */
  account: { user: User | null; roles: readonly string[]; signingOut: boolean; onSignOut: () => void } | null;
  dashboardToggle: boolean;
}

/** The top bar: brand home link, then the page's controls in a labelled navigation landmark. */
export function ShellHeader({ account, dashboardToggle }: HeaderProps) {
  const { t, locale } = useI18n();
  const brand = useStore($brand);
  const ref = useRef<HTMLElement>(null);
  useHeaderOffset(ref);
  return (
    <header className="shell-header" part="header" ref={ref}>
      <NavLink to={HOME_PATH} className="brand" part="brand">
        <img src={brand.logo} alt="" width={40} height={40} />
        <span className="brand-name">{brand.academyName[locale]}</span>
      </NavLink>
      <nav className="shell-nav" aria-label={t('shell.navigation')}>
        {account && showsDashboardToggle(account.roles, dashboardToggle) && <DashboardToggle />}
        {account && (
          <NavLink to={TICKETS_PATH} className="nav-button" data-action="tickets">
            <TicketIcon />
            <span className="collapsible">{t('shell.supportTickets')}</span>
          </NavLink>
        )}
        {account && <NotificationsButton />}
        <LanguageSwitch className="nav-button" />
        {account && <ProfileMenu user={account.user} signingOut={account.signingOut} onSignOut={account.onSignOut} />}
      </nav>
    </header>
  );
}
