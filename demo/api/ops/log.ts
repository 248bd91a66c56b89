import { pino, stdTimeFunctions, type DestinationStream, type Logger } from 'pino';

/** The server's structured logger (pino): one JSON object per line in production, a readable line in development. */
export type Log = Logger;

export interface LogOptions {
  /** Development: readable lines through the console; production: JSON lines on stdout for a log collector. */
  development: boolean;
  /** Where the JSON lines go instead (tests capture them); the development formatter is then skipped. */
  destination?: DestinationStream;
  /** Lowest level written (default `info`; `ACADEMY_LOG_LEVEL` for the server). */
  level?: string;
}

/**
 * Keys never written whatever a caller passes: a second line of defence, the log calls themselves name ids and
 * route patterns only.
 */
const REDACTED = [
  'password',
  'token',
  'access_token',
  'authorization',
  'email',
  '*.password',
  '*.token',
  '*.access_token',
  '*.authorization',
  '*.email',
];

/** Keys the development line shows in its own places, not as `key=value`. */
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'component', 'msg', 'err', 'error']);

type Entry = Record<string, unknown>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `[http] POST /backend/auth/login 200 12 ms id=… user=3`, or `[mail] msg key=value …` for any other line. */
export function developmentLine(entry: Entry): string {
  const component = typeof entry.component === 'string' ? `[${entry.component}] ` : '';
  if (entry.msg === 'request') {
    const user = entry.userId === undefined ? '' : ` user=${text(entry.userId)}`;
    return `${component}${text(entry.method)} ${text(entry.route)} ${text(entry.status)} ${text(entry.ms)} ms id=${text(entry.reqId)}${user}`;
  }
  const fields = Object.entries(entry)
    .filter(([key]) => !SHOWN.has(key))
    .map(([key, value]) => ` ${key}=${text(value)}`)
    .join('');
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const problem = err
    ? `\n${err.stack ?? err.message ?? ''}`
    : entry.error === undefined
      ? ''
      : `\n${text(entry.error)}`;
  return `${component}${text(entry.msg ?? '')}${fields}${problem}`;
}

/** Writes each JSON line as a readable one through the console (warnings and errors to stderr). */
function consoleDestination(): DestinationStream {
  return {
    write(line: string) {
      const entry = JSON.parse(line) as Entry;
      const out = developmentLine(entry);
      if (entry.level === 'error' || entry.level === 'fatal') console.error(out);
      else if (entry.level === 'warn') console.warn(out);
      else console.log(out);
    },
  };
}

/** The root logger; parts of the server take `log.child({ component })`. */
export function createLog(options: LogOptions): Log {
  const destination =
    options.destination ?? (options.development ? consoleDestination() : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: options.level ?? 'info',
      base: { pid: process.pid },
      timestamp: stdTimeFunctions.isoTime,
      // Level names ("warn") rather than numbers (40): what operators grep and collectors map.
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
    },
    destination,
  );
}
