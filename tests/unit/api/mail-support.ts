import { afterAll, beforeAll, beforeEach } from 'vitest';
import { parseSmtpUrl } from '../../../demo/api/mail/smtp-url';
import { smtpTransport, type MailTransport } from '../../../demo/api/mail/transport';
import { startSmtpCapture, type SmtpCapture } from '../../support/smtp-capture';
import type { TestApi } from './helpers';

/**
 * A test SMTP server for the enclosing describe block, and a transport to it for `useTestApi({ mailTransport })`
 * (it connects on the first mail, once the server runs). Before each test the mailbox is empty and the server
 * accepts everything again.
 */
export function useSmtp(): { smtp: SmtpCapture; transport: MailTransport } {
  let current: SmtpCapture | undefined;
  let real: MailTransport | undefined;
  beforeAll(async () => {
    current = await startSmtpCapture();
  });
  afterAll(async () => {
    real?.close();
    await current?.close();
  });
  beforeEach(() => {
    if (!current) return;
    current.mails.length = 0;
    current.busy = false;
    current.delayMs = 0;
    current.refused.clear();
  });
  const running = () => {
    if (!current) throw new Error('useSmtp: the server starts in beforeAll; use it inside a test');
    return current;
  };
  const transport: MailTransport = {
    send(envelope) {
      real ??= smtpTransport(parseSmtpUrl(running().url), { name: 'Safe Academy', address: 'academy@academy.test' });
      return real.send(envelope);
    },
    close() {},
  };
  const smtp = new Proxy({} as SmtpCapture, {
    get: (_target, key) => Reflect.get(running(), key),
    set: (_target, key, value) => Reflect.set(running(), key, value),
  });
  return { smtp, transport };
}

/** A notification as `user/notifications` lists it. */
export interface NotificationItem {
  id: number;
  kind: string;
  params: Record<string, string>;
  path: string;
  created_at: string;
  read: boolean;
}

/** The newest page of the account's notifications. */
export async function notificationsOf(t: TestApi, token: string): Promise<NotificationItem[]> {
  return (await t.call<{ items: NotificationItem[] }>('user/notifications', { token })).body.data.items;
}
