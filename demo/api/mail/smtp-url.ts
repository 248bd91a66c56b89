// ACADEMY_SMTP_URL and ACADEMY_MAIL_FROM read into what nodemailer needs (pure; the messages name the variable).
import { isEmail } from '../email';

/** Where mail goes: `smtps://` is TLS from the first byte; `smtp://` upgrades with STARTTLS when the server offers it. */
export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  pass?: string;
}

const DEFAULT_PORT = { 'smtp:': 587, 'smtps:': 465 } as const;

/** The URL without its password, for a message an operator reads. */
function shown(url: URL): string {
  if (url.password) url.password = '***';
  return url.toString();
}

/** Reads `smtp://user:password@host:port` or `smtps://…`; throws a message naming ACADEMY_SMTP_URL. */
export function parseSmtpUrl(value: string): SmtpSettings {
  const usage = 'ACADEMY_SMTP_URL must be smtp://user:password@host:port or smtps://…';
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`${usage} (it is not a URL)`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') throw new Error(`${usage}, not "${shown(url)}"`);
  if (!url.hostname) throw new Error(`${usage}: the host is missing`);
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash)
    throw new Error(`${usage}: nothing may follow the port, not "${shown(url)}"`);
  const port = url.port ? Number(url.port) : DEFAULT_PORT[url.protocol];
  const user = url.username ? decodeURIComponent(url.username) : undefined;
  const pass = url.password ? decodeURIComponent(url.password) : undefined;
  if (pass !== undefined && user === undefined) throw new Error(`${usage}: a password needs a user`);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port, secure: url.protocol === 'smtps:', user, pass };
}

/** Longest display name taken: a From line is one header line. */
const NAME_MAX = 100;

/** Reads `academy@example.org` or `Safe Academy <academy@example.org>`; throws a message naming ACADEMY_MAIL_FROM. */
export function parseMailFrom(value: string): { name?: string; address: string } {
  const usage = 'ACADEMY_MAIL_FROM must be an address such as "Safe Academy <academy@example.org>"';
  const trimmed = value.trim();
  const open = trimmed.lastIndexOf('<');
  const named = open >= 0 && trimmed.endsWith('>');
  const address = (named ? trimmed.slice(open + 1, -1) : trimmed).trim();
  const name = named ? trimmed.slice(0, open).trim().replace(/^"|"$/g, '') : undefined;
  if (!isEmail(address) || (name !== undefined && (name.length > NAME_MAX || /[\r\n<>"]/.test(name))))
    throw new Error(`${usage}, not "${trimmed.slice(0, 300)}"`);
  return name ? { name, address } : { address };
}
