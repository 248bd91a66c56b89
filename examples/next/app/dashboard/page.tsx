'use client';
import { AcademyDashboard } from 'academy-widgets/react/academy-dashboard';
import { AcademyShell } from 'academy-widgets/react/academy-shell';
import { useLastEvent } from '../host-frame';

/** Two elements, one session: the shell's header and the dashboard both show the signed-in user. */
export default function DashboardPage() {
  const setLastEvent = useLastEvent();
  return (
    <AcademyShell onAcademyLogout={(event) => setLastEvent(event.type)}>
      <main data-host-route="dashboard">
        <AcademyDashboard />
      </main>
    </AcademyShell>
  );
}
