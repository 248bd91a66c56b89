// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPermanent, nextTry, retryDelay } from '../../../demo/api/mail/retry';
import { parseMailFrom, parseSmtpUrl } from '../../../demo/api/mail/smtp-url';
import { readConfig } from '../../../demo/server/config';

// ACADEMY_SMTP_URL, ACADEMY_MAIL_FROM and the retry rules of the outbox (#32), pure.

const repo = resolve(import.meta.dirname, '../../..');
const MINUTE = 60_000;

describe('ACADEMY_SMTP_URL', () => {
  it('reads smtp:// (STARTTLS when offered, port 587 by default) and smtps:// (TLS, 465), user and password decoded', () => {
    expect(parseSmtpUrl('smtp://mailer:p%40ss@mail.example.org')).toEqual({
      host: 'mail.example.org',
      port: 587,
      secure: false,
      user: 'mailer',
      pass: 'p@ss',
    });
    expect(parseSmtpUrl('smtps://mail.example.org')).toMatchObject({ port: 465, secure: true, user: undefined });
    expect(parseSmtpUrl(' smtp://127.0.0.1:2525 ')).toMatchObject({ host: '127.0.0.1', port: 2525 });
    expect(parseSmtpUrl('smtp://[::1]:25')).toMatchObject({ host: '::1', port: 25 });
  });

  it.each([
    ['mail.example.org', 'it is not a URL'],
    ['http://user:s3cret@mail.example.org', 'not "http://user:***@mail.example.org/"'],
    ['smtp://user:s3cret@mail.example.org/path', 'nothing may follow the port'],
    ['smtp://mail.example.org?secure=false', 'nothing may follow the port'],
    ['smtp://:s3cret@mail.example.org', 'a password needs a user'],
  ])('refuses %s, naming the variable and never showing the password', (value, why) => {
    let message = '';
    try {
      parseSmtpUrl(value);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ACADEMY_SMTP_URL must be smtp://user:password@host:port or smtps://');
    expect(message).toContain(why);
    expect(message).not.toContain('s3cret');
  });
});

describe('ACADEMY_MAIL_FROM', () => {
  it('takes an address alone or with a display name', () => {
    expect(parseMailFrom('academy@example.org')).toEqual({ address: 'academy@example.org' });
    expect(parseMailFrom('Safe Academy <academy@example.org>')).toEqual({
      name: 'Safe Academy',
      address: 'academy@example.org',
    });
    expect(parseMailFrom('"أكاديمية الأمان" <academy@example.org>')).toEqual({
      name: 'أكاديمية الأمان',
      address: 'academy@example.org',
    });
  });

  it.each(['academy', 'Safe Academy <academy>', 'Bad\nName <a@example.org>', `${'n'.repeat(101)} <a@example.org>`])(
    'refuses %j with a message naming the variable',
    (value) => {
      expect(() => parseMailFrom(value)).toThrow(/^ACADEMY_MAIL_FROM must be an address/);
    },
  );

  it('the server needs both settings or neither', () => {
    expect(readConfig([], {}, repo).smtp).toBeUndefined();
    expect(
      readConfig([], { ACADEMY_SMTP_URL: 'smtp://127.0.0.1:2525', ACADEMY_MAIL_FROM: 'a@example.org' }, repo).smtp,
    ).toMatchObject({ settings: { port: 2525 }, from: { address: 'a@example.org' } });
    expect(() => readConfig([], { ACADEMY_SMTP_URL: 'smtp://127.0.0.1:2525' }, repo)).toThrow(
      /ACADEMY_MAIL_FROM must be set with ACADEMY_SMTP_URL/,
    );
    expect(() => readConfig([], { ACADEMY_MAIL_FROM: 'a@example.org' }, repo)).toThrow(
      /ACADEMY_MAIL_FROM is set but ACADEMY_SMTP_URL is not/,
    );
  });
});

describe('retries', () => {
  it('wait about a minute, doubling to an hour', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 40].map((n) => retryDelay(n) / MINUTE)).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('stop when the next try would be more than a day after the mail was written', () => {
    const created = 1_000_000;
    expect(nextTry(created, created, 1)).toBe(created + MINUTE);
    expect(nextTry(created, created + 23 * 60 * MINUTE, 7)).toBe(created + 24 * 60 * MINUTE);
    expect(nextTry(created, created + 23 * 60 * MINUTE + 1, 7)).toBeUndefined();
  });

  it('treat a 5xx answer as final and a 4xx answer or a broken connection as passing', () => {
    expect([550, 554, 500, 421, 451, undefined].map(isPermanent)).toEqual([true, true, true, false, false, false]);
  });
});
