import type { Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Api } from '../api/index';
import type { Log } from '../api/ops/log';

/** How long a shutdown waits for the requests in flight before it closes their connections. */
export const DRAIN_MS = 10_000;
/** Past this after the signal the process exits 1 whatever still holds it (a stuck close). */
const GIVE_UP_MS = DRAIN_MS + 20_000;

/**
 * After the signal, how long a connection may stay quiet before the drain ends: a request already sent on an open
 * connection (a proxy's kept-alive one) is read and answered rather than cut off, each answer closing its connection.
 */
export const QUIET_MS = 250;

/** The requests this process is answering, so a shutdown can wait for them. */
export interface RequestTracker {
  readonly draining: boolean;
  readonly inFlight: number;
  /** Counts a request until its answer is sent or its connection closes. */
  started(res: ServerResponse): void;
  /**
   * From now on every answer closes its connection; resolves true once none is in flight and none has come for
   * `quietMs`, false when `ms` ran out first.
   */
  drain(ms: number, quietMs?: number): Promise<boolean>;
}

export function trackRequests(): RequestTracker {
  const open = new Set<ServerResponse>();
  let draining = false;
  let changed: (() => void) | undefined;
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
      changed?.();
      res.once('close', () => {
        open.delete(res);
        changed?.();
      });
    },
    drain(ms, quietMs = QUIET_MS) {
      draining = true;
      for (const res of open) closeAfter(res);
      return new Promise((resolve) => {
        let quiet: ReturnType<typeof setTimeout> | undefined;
        const finish = (done: boolean) => {
          clearTimeout(deadline);
          clearTimeout(quiet);
          changed = undefined;
          resolve(done);
        };
        const deadline = setTimeout(() => finish(false), ms);
        changed = () => {
          clearTimeout(quiet);
          if (open.size === 0) quiet = setTimeout(() => finish(true), quietMs);
        };
        changed();
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
 * SIGTERM or SIGINT: stop accepting connections (/readyz answers 503 on the ones still open), answer the requests in
 * flight and those already sent on open connections, each answer closing its connection (at most `drainMs`), close
 * every connection left, stop the jobs and the mail worker (the mails in hand
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
    // net's close, not http's: http's also drops kept-alive connections at once, with any request sent on them unread.
    for (const server of servers) NetServer.prototype.close.call(server);
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
