import type { RouteSample } from '../navigation/route-sample';

// The support ticket routes (§2), as navigation/routes.test.ts checks them.
export const SAMPLES: readonly RouteSample[] = [
  ['/support/tickets', 'tickets', 'auth', {}],
  ['/support/tickets/create', 'ticket-create', 'auth', {}],
  ['/support/tickets/TCK-1001', 'ticket-detail', 'auth', { ticketNo: 'TCK-1001' }],
];
