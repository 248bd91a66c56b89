import type { IncomingMessage } from 'node:http';

// Who is calling: the address throttles count against, and whether a call comes from this machine.

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function headerOf(raw: IncomingMessage, name: string): string | undefined {
  const value = raw.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Host name of a `Host` value or an origin's authority, without the port. */
function hostName(authority: string): string {
  const bracketed = /^\[[^\]]+\]/.exec(authority);
  if (bracketed) return bracketed[0];
  return authority.split(':')[0] ?? '';
}

/**
 * A call made on this machine to this machine: loopback socket, no proxy in between (a local reverse proxy forwards
 * remote clients), a loopback Host (DNS rebinding) and no Origin of another site (a page in the developer's browser).
 */
export function isLocalRequest(raw: IncomingMessage): boolean {
  if (!isLoopback(raw.socket.remoteAddress)) return false;
  if (FORWARDING_HEADERS.some((name) => raw.headers[name] !== undefined)) return false;
  if (!LOOPBACK_NAMES.has(hostName(headerOf(raw, 'host') ?? '').toLowerCase())) return false;
  const origin = headerOf(raw, 'origin');
  if (origin === undefined) return true;
  const match = /^https?:\/\/([^/]+)$/i.exec(origin);
  return match?.[1] !== undefined && LOOPBACK_NAMES.has(hostName(match[1]).toLowerCase());
}

/** An IPv6 address's /64 prefix: one client can rotate through a whole /64, so it counts as one. */
function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The client's address for throttling; behind a trusted proxy, the last address it appended to X-Forwarded-For. */
export function clientAddress(raw: IncomingMessage, trustProxy: boolean): string {
  let address = raw.socket.remoteAddress ?? 'unknown';
  if (trustProxy) {
    const forwarded = headerOf(raw, 'x-forwarded-for')
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .at(-1);
    if (forwarded) address = forwarded;
  }
  if (address.startsWith('::ffff:')) address = address.slice(7);
  return address.includes(':') ? ipv6Prefix(address) : address;
}
