import { createLog, type Log } from '../../../demo/api/ops/log';

/** One JSON line as the server writes it. */
export type LogEntry = Record<string, unknown> & { level: string; msg?: string };

export interface LogCapture {
  log: Log;
  /** Every line written so far, parsed. */
  entries(): LogEntry[];
  /** Every line written so far, as written (what a log collector would store). */
  text(): string;
  /** Forgets every line so far (an API handed to the next test file starts with an empty log). */
  clear(): void;
}

/** How many lines a capture keeps: a long test file queues many mails, and only recent lines are ever asserted. */
const KEPT = 1_000;

/** A production logger (JSON lines) writing into memory, for tests that read what the server logs. */
export function captureLog(): LogCapture {
  const lines: string[] = [];
  const log = createLog({
    development: false,
    destination: {
      write(line: string) {
        lines.push(line);
        if (lines.length > KEPT) lines.shift();
      },
    },
  });
  return {
    log,
    entries: () => lines.map((line) => JSON.parse(line) as LogEntry),
    text: () => lines.join(''),
    clear: () => {
      lines.length = 0;
    },
  };
}
