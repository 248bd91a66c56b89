import type { RouteDefinition } from '../navigation/routes';

/** The support-ticket routes (§2): the list, the form and one ticket. */
export const routes = [
  { name: 'tickets', pattern: '/support/tickets', access: 'auth' },
  { name: 'ticket-detail', pattern: '/support/tickets/:ticketNo', access: 'auth' },
  { name: 'ticket-create', pattern: '/support/tickets/create', access: 'auth' },
] as const satisfies readonly RouteDefinition[];

declare module '../navigation/routes' {
  interface RouteParts {
    tickets: typeof routes;
  }
}
