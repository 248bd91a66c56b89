import nodemailer from 'nodemailer';
import type { Lang } from '../types';
import { isPermanent } from './retry';
import type { SmtpSettings } from './smtp-url';

/** One mail as it leaves: the worker hands these to a transport. */
export interface Envelope {
  to: string;
  subject: string;
  html: string;
  text: string;
  messageId: string;
  locale: Lang;
  /** A notice's one-click unsubscribe address (RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  unsubscribeUrl?: string | null;
}

/** Sends mail somewhere: SMTP in a deployment, a test's own in tests. Throws `MailSendError` when a try fails. */
export interface MailTransport {
  send(envelope: Envelope): Promise<void>;
  close(): void;
}

/** A failed try: permanent when the server refused for good (5xx), else worth trying again later. */
export class MailSendError extends Error {
  constructor(
    readonly permanent: boolean,
    /** The server's answer or the connection error, kept on the mail for the operator. */
    readonly answer: string,
    /** The SMTP reply code, when the server answered. */
    readonly code?: number,
  ) {
    super(answer);
  }
}

/** Connections kept open and reused: a burst of reminders does not pay a TLS handshake per mail. */
const MAX_CONNECTIONS = 3;

/** Nodemailer over SMTP (STARTTLS when the server offers it on `smtp://`), pooled. */
export function smtpTransport(settings: SmtpSettings, from: { name?: string; address: string }): MailTransport {
  const { host, port, secure, user, pass } = settings;
  const transporter = nodemailer.createTransport({
    host,
    port,
    secure,
    auth: user === undefined ? undefined : { user, pass },
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(envelope) {
      try {
        await transporter.sendMail({
          from,
          to: envelope.to,
          subject: envelope.subject,
          html: envelope.html,
          text: envelope.text,
          messageId: envelope.messageId,
          headers: {
            'Content-Language': envelope.locale,
            ...(envelope.unsubscribeUrl
              ? {
                  'List-Unsubscribe': `<${envelope.unsubscribeUrl}>`,
                  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
                }
              : {}),
          },
        });
      } catch (error) {
        const { responseCode, response, message } = error as {
          responseCode?: number;
          response?: string;
          message?: string;
        };
        const answer = (response ?? message ?? String(error)).slice(0, 500);
        throw new MailSendError(isPermanent(responseCode), answer, responseCode);
      }
    },
    close() {
      transporter.close();
    },
  };
}
