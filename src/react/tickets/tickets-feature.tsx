import { useEffect } from 'react';
import { isSignedIn, SignInGate } from '../ui/sign-in-gate';
import formsCss from '../ui/styles/forms.css?inline';
import headingsCss from '../ui/styles/headings.css?inline';
import pageCss from '../ui/styles/page.css?inline';
import statusCss from '../ui/styles/status.css?inline';
import { useSession } from '../ui/use-session';
import { useStyles } from '../ui/use-styles';
import { TicketCreate } from './ticket-create';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';
import type { TicketsProps } from './tickets-props';
import css from './tickets.css?inline';

const STYLES = [formsCss, statusCss, pageCss, headingsCss, css];

/**
 * `<academy-tickets>` (§2 Support tickets): the list, the create form or one ticket, for signed-in users only —
 * a guest is sent to sign in with this location remembered.
 */
export default function TicketsFeature({ view = 'list', ticketNo }: TicketsProps) {
  useStyles('feature', STYLES);
  const session = useSession();
  const number = ticketNo?.trim();
  const missingNumber = view === 'detail' && !number;
  useEffect(() => {
    if (missingNumber)
      console.warn('[academy] <academy-tickets view="detail"> needs a ticket-no: showing the list instead');
  }, [missingNumber]);
  if (!isSignedIn(session)) return <SignInGate className="page tickets-page" redirecting="tickets.redirecting" />;
  return (
    <div className="page tickets-page" part="page" data-view={view}>
      {view === 'create' && <TicketCreate />}
      {view === 'detail' && number && <TicketDetail key={number} ticketNo={number} />}
      {(view === 'list' || missingNumber) && <TicketList />}
    </div>
  );
}
