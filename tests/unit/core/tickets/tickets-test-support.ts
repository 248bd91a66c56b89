import { expect, vi } from 'vitest';
import type { Ticket, TicketTableRequest } from '../../../../src/core/api/schemas/tickets';
import { json } from '../helpers';

/** The tickets store with fresh caches, and the toasts and error types of the same module graph. */
export async function loadTicketsStore() {
  vi.resetModules();
  const store = await import('../../../../src/core/tickets/tickets-store');
  const toasts = await import('../../../../src/core/toasts/toasts');
  const errors = await import('../../../../src/core/http/api-error');
  return { ...store, ...toasts, ...errors };
}
export type TicketsStore = Awaited<ReturnType<typeof loadTicketsStore>>;

export const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Ticket 1042 (id 7) as a page holds it, and the server's answer for it with `status`. */
export const ticket: Ticket = { id: '7', no: '1042', title: 'Cannot open lecture', status: 1 };
export const answered = (status: number) => () =>
  json({ data: { id: 7, no: 1042, title: 'Cannot open lecture', status, histories: [] } });

/** An empty list answer with `total` tickets, and a table request for a zero-based `page`. */
export const table = (total: number) => ({
  rows: [],
  row_numbers: { current_page: 1, per_page: 10, total, last_page: 1, from: null, to: null },
});
export const tableRequestFor = (page: number, status = -1): TicketTableRequest => ({
  status,
  page,
  limit: 10,
  search: '',
});

/** Watches the ticket as the detail view does and waits for its first answer; returns the unwatch. */
export async function watchTicket(s: TicketsStore, no: string): Promise<() => void> {
  const stop = s.ticketStore(no).listen(() => {});
  await vi.waitFor(() => expect(s.ticketStore(no).get().status).toBe('ready'));
  return stop;
}

/** Signed in (a stored token) for every call; nothing left behind. */
export function signedIn(): void {
  localStorage.clear();
  localStorage.setItem('auth_token', 't');
}
export function cleanUp(): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
}
