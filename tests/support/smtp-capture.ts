import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server for tests (smtp-server from npm): it receives over the protocol, parses each mail (mailparser),
// and can refuse connections (4xx, try later) or addresses (5xx, for good) on demand.

export interface ReceivedMail {
  messageId: string;
  to: string;
  from: string;
  subject: string;
  html: string;
  text: string;
  language: string;
  /** The `List-Unsubscribe` header's address (without its angle brackets), else ''. */
  unsubscribe: string;
  /** The `List-Unsubscribe-Post` header, else ''. */
  unsubscribePost: string;
}

export interface SmtpCapture {
  /** `smtp://user:password@127.0.0.1:port` for ACADEMY_SMTP_URL. */
  url: string;
  readonly mails: ReceivedMail[];
  /** While true, every new connection and every mail on a kept one is turned away with 421 (busy: try later). */
  busy: boolean;
  /** Addresses refused with 550 (no such mailbox). */
  readonly refused: Set<string>;
  /** Milliseconds each mail's DATA waits before it is accepted (a slow server). */
  delayMs: number;
  /** Connection errors the server reported, such as a client killed in the middle of a mail. */
  readonly errors: Error[];
  /** Resolves with the first mail `match` accepts, received now or within `timeoutMs`. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const USER = 'academy';
const PASSWORD = 'smtp-test-password';

/** One header's raw line ('' when absent): the parser folds list headers into an object of its own. */
function headerLine(lines: ReadonlyArray<{ key: string; line: string }>, key: string): string {
  return lines.find((header) => header.key === key)?.line ?? '';
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const waiters = new Set<() => void>();
  const capture: Omit<SmtpCapture, 'url' | 'waitFor' | 'close'> = {
    mails: [],
    busy: false,
    refused: new Set(),
    delayMs: 0,
    errors: [],
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: STARTTLS would need a certificate the client trusts.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      callback(capture.busy ? smtpError('Service busy, try again later', 421) : undefined);
    },
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: USER });
      else callback(smtpError('Authentication failed', 535));
    },
    onMailFrom(_address, session, callback) {
      if (capture.busy) callback(smtpError('Service busy, try again later', 421));
      else callback(session.user === USER ? undefined : smtpError('Authentication required', 530));
    },
    onRcptTo(address, _session, callback) {
      callback(capture.refused.has(address.address) ? smtpError('No such mailbox', 550) : undefined);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        async (parsed) => {
          if (capture.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, capture.delayMs));
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const from = Array.isArray(parsed.from) ? parsed.from[0] : parsed.from;
          capture.mails.push({
            messageId: parsed.messageId ?? '',
            to: to?.value[0]?.address ?? '',
            from: from?.text ?? '',
            subject: parsed.subject ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
            language: String(parsed.headers.get('content-language') ?? ''),
            unsubscribe: /<([^>]*)>/.exec(headerLine(parsed.headerLines, 'list-unsubscribe'))?.[1] ?? '',
            unsubscribePost: headerLine(parsed.headerLines, 'list-unsubscribe-post').replace(/^[^:]*:\s*/, ''),
          });
          for (const wake of waiters) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // A client killed mid-mail (the kill -9 tests) resets its socket, which smtp-server emits here: unheard, it would crash the run.
  server.on('error', (error) => capture.errors.push(error));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return Object.assign(capture, {
    url: `smtp://${USER}:${PASSWORD}@127.0.0.1:${port}`,
    waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 15_000) {
      return new Promise<ReceivedMail>((resolve, reject) => {
        const check = () => {
          const found = capture.mails.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (${capture.mails.length} received)`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
