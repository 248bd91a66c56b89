import type { Server, ServerResponse } from 'node:http';
import type { Api } from '../api/index';
import type { Log } from '../api/ops/log';

/** How long a shutdown waits for the requests in flight before it closes their connections. */
export const DRAIN_MS = 10_000;
/** Past this after the signal the process exits 1 whatever still holds it (a stuck close). */
const GIVE_UP_MS = DRAIN_MS + 20_000;

/** The requests this process is answering, so a shutdown can wait for them. */
export interface RequestTracker {
  readonly draining: boolean;
  readonly inFlight: number;
  /** Counts a request until its answer is sent or its connection closes. */
  started(res: ServerResponse): void;
  /** From now on answers close their connection; resolves true once none is in flight, false after `ms`. */
  drain(ms: number): Promise<boolean>;
}

export function trackRequests(): RequestTracker {
  const open = new Set<ServerResponse>();
  let draining = false;
  let idle: (() => void) | undefined;
  // A kept-alive connection would carry the client's next request to a process about to exit: close it after this answer.
  const closeAfter = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  return {
    get draining() {
      return draining;
    },
    get inFlight() {
      return open.size;
    },
    started(res) {
      open.add(res);
      if (draining) closeAfter(res);
      res.once('close', () => {
        open.delete(res);
        if (open.size === 0) idle?.();
      });
    },
    drain(ms) {
      draining = true;
      for (const res of open) closeAfter(res);
      if (open.size === 0) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), ms);
        idle = () => {
          clearTimeout(timer);
          resolve(true);
        };
      });
    },
  };
}

export interface DrainParts {
  servers: readonly Server[];
  requests: RequestTracker;
  api: Api;
  log: Log;
  drainMs?: number;
}

/**
 * SIGTERM or SIGINT: stop accepting connections (/readyz answers 503 on the ones still open), let the requests in
 * flight finish (at most `drainMs`), close every connection, stop the jobs and the mail worker (the mails in hand
 * finish), close the database, exit 0. A second signal closes the connections at once.
 */
export function drainOnSignals(parts: DrainParts): void {
  const { servers, requests, api, log } = parts;
  const drainMs = parts.drainMs ?? DRAIN_MS;
  const closeConnections = () => {
    for (const server of servers) server.closeAllConnections();
  };
  const stop = async (signal: NodeJS.Signals) => {
    const started = performance.now();
    setTimeout(() => {
      log.error('could not stop in time: exiting');
      process.exit(1);
    }, GIVE_UP_MS).unref();
    log.info({ signal, inFlight: requests.inFlight }, 'shutting down: no new connections, finishing requests');
    const drained = requests.drain(drainMs);
    for (const server of servers) {
      server.close();
      server.closeIdleConnections();
    }
    const finished = await drained;
    const unfinished = requests.inFlight;
    // Idle kept-alive sockets and what outlived the wait (HMR's socket, a stuck client) must not hold the exit.
    closeConnections();
    try {
      // Jobs and mails in hand finish (or go back to the queue) before the database closes under them.
      await api.close();
    } catch (error) {
      log.error({ error: error instanceof Error ? error.message : String(error) }, 'could not close the database');
      process.exit(1);
    }
    const ms = Math.round(performance.now() - started);
    if (finished) log.info({ ms }, 'stopped: every request answered, database closed');
    else log.warn({ ms, unfinished }, 'stopped: requests still running after the wait were cut off');
    process.exit(0);
  };
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    if (++signals === 1) {
      void stop(signal);
      return;
    }
    // A second Ctrl-C or SIGTERM: the operator does not want to wait.
    log.warn({ signal, inFlight: requests.inFlight }, 'second signal: closing the open connections now');
    closeConnections();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
