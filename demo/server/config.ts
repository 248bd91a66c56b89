import { join, resolve } from 'node:path';
import { targetFrom, type DatabaseTarget } from '../api/db/database';
import { DURABILITIES, type Durability } from '../api/db/durable-fs';
import type { LocationPolicy } from '../api/context';
import { parseMailFrom, parseSmtpUrl, type SmtpSettings } from '../api/mail/smtp-url';

/** How the demo server runs, read from its command line and environment (see README "Server settings"). */
export interface ServerConfig {
  /** Deployment mode: no `__dev/*` endpoints, no mail links in the log. */
  production: boolean;
  /** Vite dev server with hot reload (`--dev`, i.e. `npm run dev`). */
  vite: boolean;
  port: number;
  /** Addresses to listen on: loopback (IPv4 and IPv6, so `localhost` answers either way) unless HOST is set. */
  hosts: string[];
  /** The data folder (ACADEMY_DATA_DIR, default `.data`): the embedded database lives here. */
  dataDir: string;
  /** PGlite in `<dataDir>/pglite` (flushed per ACADEMY_DB_DURABILITY), or the PostgreSQL server of DATABASE_URL. */
  database: DatabaseTarget;
  dist: string;
  /** Origin of mailed links (ACADEMY_PUBLIC_ORIGIN), never a request's Origin or Host. */
  publicOrigin: string;
  loginLockMs: number | undefined;
  /** Behind a reverse proxy: count throttles by its X-Forwarded-For (ACADEMY_TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Signs attendance codes (ACADEMY_ATTENDANCE_SECRET): required in production; development keeps one in the database. */
  attendanceSecret: string | undefined;
  /** A scan from outside the venue is refused, or accepted and flagged (ACADEMY_LOCATION_POLICY=refuse|flag). */
  locationPolicy: LocationPolicy;
  /** How long a rotated-out attendance code is still taken (ACADEMY_CODE_GRACE_MS); unset keeps the feature's 45 s. */
  codeGraceMs: number | undefined;
  /** Sign-up attempts one client address may make per hour (ACADEMY_SIGNUP_LIMIT); unset keeps the auth feature's 50. */
  signUpLimit: number | undefined;
  /** Where mail goes (ACADEMY_SMTP_URL) and whom it comes from (ACADEMY_MAIL_FROM); unset: no mail leaves the server. */
  smtp: { settings: SmtpSettings; from: { name?: string; address: string } } | undefined;
  /** The bearer token /metrics asks for in production (ACADEMY_METRICS_TOKEN); unset: loopback callers only. */
  metricsToken: string | undefined;
  /** The lowest level logged (ACADEMY_LOG_LEVEL, default info). */
  logLevel: LogLevel;
}

/** pino's levels, most to least severe. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Long enough not to be guessed by a scraper's retries; a header token, so no spaces. */
const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsTokenOf(value: string | undefined): string | undefined {
  const token = value?.trim();
  if (!token) return undefined;
  if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))
    throw new Error(
      `ACADEMY_METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (try: openssl rand -hex 24)`,
    );
  return token;
}

function logLevelOf(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase() || 'info';
  if (!LOG_LEVELS.includes(level as LogLevel))
    throw new Error(`ACADEMY_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${level}"`);
  return level as LogLevel;
}

/** Enough entropy for an HMAC key typed by an operator (e.g. `openssl rand -base64 32`). */
const SECRET_MIN_LENGTH = 32;

function attendanceSecretOf(value: string | undefined): string | undefined {
  const secret = value?.trim();
  if (secret && secret.length < SECRET_MIN_LENGTH)
    throw new Error(
      `ACADEMY_ATTENDANCE_SECRET must be at least ${SECRET_MIN_LENGTH} characters (try: openssl rand -base64 32)`,
    );
  return secret || undefined;
}

/** Throws when a production server would have to sign attendance codes without the operator's secret (the CLIs need none). */
export function checkServing(config: ServerConfig): void {
  if (config.production && !config.attendanceSecret) {
    throw new Error(
      'ACADEMY_ATTENDANCE_SECRET must be set in production: it signs attendance codes (try: openssl rand -base64 32)',
    );
  }
}

function locationPolicyOf(value: string | undefined): LocationPolicy {
  const policy = value?.trim() || 'refuse';
  if (policy !== 'refuse' && policy !== 'flag')
    throw new Error(`ACADEMY_LOCATION_POLICY must be "refuse" or "flag", not "${policy}"`);
  return policy;
}

/** Seconds to a few minutes: a longer grace would let a photo of the screen stand in for presence. */
const CODE_GRACE_MAX_MS = 5 * 60_000;

function codeGraceOf(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0 || ms > CODE_GRACE_MAX_MS)
    throw new Error(`ACADEMY_CODE_GRACE_MS must be a whole number of milliseconds from 0 to ${CODE_GRACE_MAX_MS}`);
  return ms;
}

/** An enrolment day behind one office address may need more; past this it no longer slows anyone probing addresses. */
const SIGNUP_LIMIT_MAX = 10_000;

function signUpLimitOf(value: string | undefined): number | undefined {
  if (!value?.trim()) return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1 || max > SIGNUP_LIMIT_MAX)
    throw new Error(`ACADEMY_SIGNUP_LIMIT must be a whole number of sign-ups per hour from 1 to ${SIGNUP_LIMIT_MAX}`);
  return max;
}

function durabilityOf(value: string | undefined): Durability {
  const durability = value?.trim() || 'full';
  if (!DURABILITIES.includes(durability as Durability))
    throw new Error(
      `ACADEMY_DB_DURABILITY must be ${DURABILITIES.map((d) => `"${d}"`).join(' or ')}, not "${durability}"`,
    );
  return durability as Durability;
}

function smtpOf(url: string | undefined, from: string | undefined): ServerConfig['smtp'] {
  if (!url?.trim()) {
    if (from?.trim()) throw new Error('ACADEMY_MAIL_FROM is set but ACADEMY_SMTP_URL is not: set both to send mail');
    return undefined;
  }
  const settings = parseSmtpUrl(url);
  if (!from?.trim())
    throw new Error('ACADEMY_MAIL_FROM must be set with ACADEMY_SMTP_URL, e.g. "Safe Academy <academy@example.org>"');
  return { settings, from: parseMailFrom(from) };
}

type Env = Readonly<Record<string, string | undefined>>;

function publicOriginOf(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`ACADEMY_PUBLIC_ORIGIN must be an http(s) origin such as https://academy.example, not "${value}"`);
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username;
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !bare) {
    throw new Error(`ACADEMY_PUBLIC_ORIGIN must be an http(s) origin such as https://academy.example, not "${value}"`);
  }
  return url.origin;
}

/** Deployment mode: `--production` or ACADEMY_ENV=production (known before the other settings are read). */
export function isProduction(argv: readonly string[], env: Env): boolean {
  return argv.includes('--production') || env.ACADEMY_ENV === 'production';
}

/** Throws with a message for the operator when a setting is unusable. */
export function readConfig(argv: readonly string[], env: Env, repo: string): ServerConfig {
  const production = isProduction(argv, env);
  const vite = argv.includes('--dev');
  if (production && vite)
    throw new Error('--dev (hot reload) is for development; it cannot run with --production or ACADEMY_ENV=production');
  const port = Number(env.PORT ?? 4173);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${env.PORT ?? ''}"`);
  const host = env.HOST?.trim();
  const dataDir = resolve(repo, env.ACADEMY_DATA_DIR ?? '.data');
  return {
    production,
    vite,
    port,
    hosts: host ? [host] : ['127.0.0.1', '::1'],
    dataDir,
    database: targetFrom(
      env.DATABASE_URL?.trim() || undefined,
      join(dataDir, 'pglite'),
      durabilityOf(env.ACADEMY_DB_DURABILITY),
    ),
    // ACADEMY_DIST serves another build (lets a test run use its own while dist/ is being rebuilt).
    dist: resolve(repo, env.ACADEMY_DIST ?? 'dist'),
    publicOrigin: publicOriginOf(env.ACADEMY_PUBLIC_ORIGIN ?? `http://localhost:${port}`),
    loginLockMs: env.ACADEMY_LOGIN_LOCK_MS ? Number(env.ACADEMY_LOGIN_LOCK_MS) : undefined,
    trustProxy: env.ACADEMY_TRUST_PROXY === '1' || env.ACADEMY_TRUST_PROXY === 'true',
    attendanceSecret: attendanceSecretOf(env.ACADEMY_ATTENDANCE_SECRET),
    locationPolicy: locationPolicyOf(env.ACADEMY_LOCATION_POLICY),
    codeGraceMs: codeGraceOf(env.ACADEMY_CODE_GRACE_MS),
    signUpLimit: signUpLimitOf(env.ACADEMY_SIGNUP_LIMIT),
    smtp: smtpOf(env.ACADEMY_SMTP_URL, env.ACADEMY_MAIL_FROM),
    metricsToken: metricsTokenOf(env.ACADEMY_METRICS_TOKEN),
    logLevel: logLevelOf(env.ACADEMY_LOG_LEVEL),
  };
}
