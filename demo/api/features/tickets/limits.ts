import { HOUR, type ThrottleTable } from '../../rate-limit';

export const TICKETS_LIMITS = {
  /** Support tickets one user may open per hour. */
  // Room for several e2e runs an hour on one account (each opens about 10 tickets and sends 20 replies).
  ticketsPerUser: { bucket: 'tickets', windowMs: HOUR, max: 30 },
  /** Replies one user may add to their tickets per hour. */
  ticketRepliesPerUser: { bucket: 'ticket-replies', windowMs: HOUR, max: 150 },
} as const satisfies ThrottleTable;

declare module '../../rate-limit' {
  interface FeatureLimits {
    tickets: typeof TICKETS_LIMITS;
  }
}
