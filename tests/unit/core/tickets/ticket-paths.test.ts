import { describe, expect, it } from 'vitest';
import { CREATE_PATH, LIST_PATH, ticketPath } from '../../../../src/core/tickets/ticket-paths';

// §2 route table: /support/tickets, /support/tickets/create, /support/tickets/{ticketNo}.

describe('ticket paths', () => {
  it('are the routes of §2', () => {
    expect(LIST_PATH).toBe('/support/tickets');
    expect(CREATE_PATH).toBe('/support/tickets/create');
    expect(ticketPath('1042')).toBe('/support/tickets/1042');
  });

  it('encodes the number, so it stays one path segment', () => {
    expect(ticketPath('a/b?c#d')).toBe('/support/tickets/a%2Fb%3Fc%23d');
  });
});
