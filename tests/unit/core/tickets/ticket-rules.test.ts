import { describe, expect, it } from 'vitest';
import type { MessageKey } from '../../../../src/core/locale/i18n';
import {
  capDescription,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  EMPTY_TICKET,
  isReplyValid,
  TICKET_ALERT_MS,
  TICKET_REDIRECT_MS,
  ticketPayload,
  validateTicket,
  type NewTicketInput,
} from '../../../../src/core/tickets/ticket-rules';
import { textOf } from '../helpers';

// §5 create-ticket and reply rules with their exact messages in both languages; §9 constants.

const valid: NewTicketInput = {
  type: 'technical_support',
  title: 'Cannot open lecture 3',
  description: 'The video player stays black.',
};
const words = (issues: Partial<Record<string, MessageKey>>, locale: 'en' | 'ar' = 'en') =>
  Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, textOf({ key: key! }, locale)]));

describe('validateTicket (§5)', () => {
  it('an empty form breaks every rule, one message per field, in the form order', () => {
    const issues = validateTicket(EMPTY_TICKET);
    expect(Object.keys(issues)).toEqual(['type', 'title', 'description']);
    expect(words(issues)).toEqual({
      type: 'Type field is required.',
      title: 'Ticket title is required.',
      description: 'Description field is required.',
    });
    expect(words(issues, 'ar')).toEqual({
      type: 'حقل النوع مطلوب.',
      title: 'عنوان التذكرة مطلوب.',
      description: 'حقل الوصف مطلوب.',
    });
  });

  it('a valid ticket has no issue', () => {
    expect(validateTicket(valid)).toEqual({});
  });

  it.each(['', '   '])('type %j is required', (type) => {
    expect(words(validateTicket({ ...valid, type }))).toEqual({ type: 'Type field is required.' });
  });

  it.each(['', ' ', '   ', '\t\n '])('title %j is blank after trimming', (title) => {
    expect(words(validateTicket({ ...valid, title }))).toEqual({ title: 'Ticket title is required.' });
  });

  it.each(['T', ' T '])('title %j is enough', (title) => {
    expect(validateTicket({ ...valid, title })).toEqual({});
  });

  it.each(['', '    '])('description %j is required', (description) => {
    expect(words(validateTicket({ ...valid, description }))).toEqual({ description: 'Description field is required.' });
  });

  it('19 characters are too few, 20 are enough (counted after trimming)', () => {
    expect(DESCRIPTION_MIN).toBe(20);
    const issues = validateTicket({ ...valid, description: 'd'.repeat(19) });
    expect(words(issues)).toEqual({ description: 'Description must be at least 20 characters.' });
    expect(words(issues, 'ar')).toEqual({ description: 'يجب أن يتكون الوصف من ٢٠ حرفًا على الأقل.' });
    expect(validateTicket({ ...valid, description: `   ${'d'.repeat(19)}   ` }).description).toBe(
      'tickets.validation.descriptionMin',
    );
    expect(validateTicket({ ...valid, description: 'd'.repeat(20) })).toEqual({});
    expect(validateTicket({ ...valid, description: ` ${'d'.repeat(20)} ` })).toEqual({});
  });

  it('1000 characters are allowed, 1001 are too many (counted after trimming)', () => {
    expect(DESCRIPTION_MAX).toBe(1000);
    expect(validateTicket({ ...valid, description: 'd'.repeat(1000) })).toEqual({});
    expect(validateTicket({ ...valid, description: `  ${'d'.repeat(1000)}  ` })).toEqual({});
    const issues = validateTicket({ ...valid, description: 'd'.repeat(1001) });
    expect(words(issues)).toEqual({ description: 'Description must be less than 1000 characters.' });
    expect(words(issues, 'ar')).toEqual({ description: 'يجب أن يكون الوصف أقل من ١٠٠٠ حرف.' });
  });

  it('each field reports only its own first broken rule', () => {
    expect(validateTicket({ type: '', title: 'ok', description: 'short' })).toEqual({
      type: 'tickets.validation.typeRequired',
      description: 'tickets.validation.descriptionMin',
    });
    expect(validateTicket({ type: 'x', title: ' ', description: 'd'.repeat(1001) })).toEqual({
      title: 'tickets.validation.titleRequired',
      description: 'tickets.validation.descriptionMax',
    });
  });
});

describe('capDescription (§5: the input is capped at 1000)', () => {
  it.each([
    [0, 0],
    [999, 999],
    [1000, 1000],
    [1001, 1000],
    [5000, 1000],
  ])('%d typed characters keep %d', (typed, length) => {
    expect(capDescription('d'.repeat(typed))).toHaveLength(length);
  });

  it('keeps the start of a longer paste, and shorter text as it is', () => {
    expect(capDescription(`${'a'.repeat(1000)}bbb`)).toBe('a'.repeat(1000));
    expect(capDescription('  hello  ')).toBe('  hello  ');
  });

  it('the counter reads n / 1000 in both languages, each in its digits', () => {
    expect(textOf({ key: 'tickets.create.counter', params: { count: 0, max: DESCRIPTION_MAX } })).toBe('0 / 1000');
    expect(textOf({ key: 'tickets.create.counter', params: { count: 1000, max: DESCRIPTION_MAX } }, 'ar')).toBe(
      '١٠٠٠ / ١٠٠٠',
    );
  });
});

describe('ticketPayload', () => {
  it('sends type, title and description trimmed', () => {
    expect(
      ticketPayload({
        type: ' course_inquiry ',
        title: '  Exam date  ',
        description: '\n  When is the final exam?  \n',
      }),
    ).toEqual({
      type: 'course_inquiry',
      title: 'Exam date',
      description: 'When is the final exam?',
    });
  });

  it('keeps inner spacing and HTML as typed (sanitized only on display)', () => {
    expect(ticketPayload({ ...valid, description: ' a  b <b>c</b> ' }).description).toBe('a  b <b>c</b>');
  });
});

describe('isReplyValid (§5: non-blank text)', () => {
  it.each([
    ['', false],
    [' ', false],
    ['   \n\t ', false],
    ['x', true],
    [' x ', true],
    ['ردّ', true],
  ])('%j → %s', (content, ok) => {
    expect(isReplyValid(content)).toBe(ok);
  });

  it('the reply message exists in both languages', () => {
    expect(textOf({ key: 'tickets.validation.replyRequired' })).toBe('Please write a reply.');
    expect(textOf({ key: 'tickets.validation.replyRequired' }, 'ar')).toBe('يرجى كتابة رد.');
  });
});

describe('§9 constants', () => {
  it('redirects 2000 ms after creation and hides alerts after 5000 ms', () => {
    expect(TICKET_REDIRECT_MS).toBe(2000);
    expect(TICKET_ALERT_MS).toBe(5000);
  });
});
