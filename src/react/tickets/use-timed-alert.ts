import { useEffect, useState } from 'react';
import type { Message } from '../../core/locale/message';
import { TICKET_ALERT_MS } from '../../core/tickets/ticket-rules';

export interface TimedAlert {
  variant: 'success' | 'danger';
  message: Message;
}

/** An alert that hides itself after 5 s (§4); a newer alert restarts the wait. */
export function useTimedAlert(): [TimedAlert | null, (alert: TimedAlert | null) => void] {
  const [alert, setAlert] = useState<TimedAlert | null>(null);
  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), TICKET_ALERT_MS);
    return () => clearTimeout(timer);
  }, [alert]);
  return [alert, setAlert];
}
