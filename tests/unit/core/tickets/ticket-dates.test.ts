import { describe, expect, it } from 'vitest';
import { formatTicketDate } from '../../../../src/core/tickets/ticket-dates';

// §3 created_at / created_at_formatted; §9 dates in ar-SA for Arabic, en-US otherwise.

const at = '2026-11-22T21:05:00Z';
const arabic = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('ar-SA', { timeZone: 'UTC', ...options }).format(new Date(at));
const day: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };

describe('formatTicketDate', () => {
  it("formats created_at as 'Nov 22, 2026' in English", () => {
    expect(formatTicketDate({ created_at: at }, 'en', false, 'UTC')).toBe('Nov 22, 2026');
  });

  it('adds the time when asked', () => {
    expect(formatTicketDate({ created_at: at }, 'en', true, 'UTC')).toBe('Nov 22, 2026, 9:05 PM');
  });

  it('follows the time zone it is given', () => {
    expect(formatTicketDate({ created_at: at }, 'en', false, 'Asia/Riyadh')).toBe('Nov 23, 2026');
  });

  it('uses ar-SA in Arabic, with and without the time', () => {
    const date = formatTicketDate({ created_at: at }, 'ar', false, 'UTC');
    expect(date).toBe(arabic(day));
    expect(date).toMatch(/[\u0660-\u0669]/);
    expect(date).not.toBe('Nov 22, 2026');
    expect(formatTicketDate({ created_at: at }, 'ar', true, 'UTC')).toBe(
      arabic({ ...day, hour: 'numeric', minute: '2-digit' }),
    );
  });

  it('prefers created_at over the server-formatted text, so the date follows the language', () => {
    expect(formatTicketDate({ created_at: at, created_at_formatted: '22 Nov 2026 (server)' }, 'en', false, 'UTC')).toBe(
      'Nov 22, 2026',
    );
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['unreadable', 'not a date'],
  ])('falls back to created_at_formatted when created_at is %s', (_case, createdAt) => {
    expect(formatTicketDate({ created_at: createdAt, created_at_formatted: '2 days ago' }, 'en', false, 'UTC')).toBe(
      '2 days ago',
    );
    expect(formatTicketDate({ created_at: createdAt, created_at_formatted: 'منذ يومين' }, 'ar', true, 'UTC')).toBe(
      'منذ يومين',
    );
  });

  it.each([{}, { created_at: null, created_at_formatted: null }, { created_at: 'garbage', created_at_formatted: '' }])(
    'is null with nothing to show (%j)',
    (item) => {
      expect(formatTicketDate(item, 'en')).toBeNull();
    },
  );
});
