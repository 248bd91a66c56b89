import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeTarget } from '../api/db/database';
import { createApi, type Api } from '../api/index';
import { smtpTransport } from '../api/mail/transport';
import { createLog } from '../api/ops/log';
import { createServerApp, type ServerAppOptions } from './app';
import { checkServing, isProduction, readConfig, type ServerConfig } from './config';
import { drainOnSignals, trackRequests } from './drain';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);

// The mode is known before the settings are read, so even a bad setting is logged as this mode logs (JSON in production).
let log = createLog({ development: !isProduction(argv, process.env) });

/** Logs why the server cannot start and exits 1 (the logger writes synchronously: the line is out before the exit). */
function cannotStart(message: string): never {
  log.child({ component: 'server' }).fatal(message);
  process.exit(1);
}

let config: ServerConfig;
try {
  config = readConfig(argv, process.env, repo);
  checkServing(config);
} catch (error) {
  cannotStart(error instanceof Error ? error.message : String(error));
}
log = createLog({ development: !config.production, level: config.logLevel });
const serverLog = log.child({ component: 'server' });

let api: Api;
try {
  api = await createApi({
    database: config.database,
    loginLockMs: config.loginLockMs,
    devEndpoints: !config.production,
    publicOrigin: config.publicOrigin,
    trustProxy: config.trustProxy,
    attendanceSecret: config.attendanceSecret,
    locationPolicy: config.locationPolicy,
    codeGraceMs: config.codeGraceMs,
    limits: config.signUpLimit === undefined ? undefined : { signUpsPerClient: config.signUpLimit },
    mailTransport: config.smtp && smtpTransport(config.smtp.settings, config.smtp.from),
    log,
  });
} catch (error) {
  // Never start on other data: the operator restores, migrates or resets on purpose.
  cannotStart(`cannot start: ${error instanceof Error ? error.message : String(error)}`);
}

/** Listens on one address; resolves false when it does not exist here (no IPv6 on this machine). */
function listen(server: Server, host: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (host === '::1' && (error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT')) resolve(false);
      else reject(error);
    });
    server.listen(config.port, host, () => resolve(true));
  });
}

/** How long an idle kept-alive connection stays open: longer than clients and proxies keep theirs. */
const KEEP_ALIVE_MS = 65_000;

async function main(): Promise<void> {
  type Listener = (req: IncomingMessage, res: ServerResponse) => void;
  const listenerFor = (options: ServerAppOptions): Listener =>
    getRequestListener(createServerApp(api, options).fetch) as Listener;
  const { trustProxy, metricsToken } = config;
  const requests = trackRequests();
  const draining = () => requests.draining;
  let listener = listenerFor({ dist: config.dist, production: config.production, trustProxy, metricsToken, draining });
  // One server per address (a server listens on one); `localhost` may resolve to 127.0.0.1 or ::1 for a client.
  const servers = config.hosts.map(() => {
    const server = createServer((req, res) => {
      requests.started(res);
      listener(req, res);
    });
    // Node closes an idle kept-alive socket after 5 s; a client sending on it at that moment gets ECONNRESET (an e2e
    // outbox poll did, stop 38). Clients and proxies idle for less than a minute, so the server outwaits them.
    server.keepAliveTimeout = KEEP_ALIVE_MS;
    server.headersTimeout = KEEP_ALIVE_MS + 1_000;
    return server;
  });
  const [first] = servers;
  if (!first) throw new Error('no address to listen on');
  if (config.vite) {
    const { createServer: createVite } = await import('vite');
    // Hot reload rides on this server's own port, so the one process serves app, API and HMR.
    const vite = await createVite({
      configFile: join(repo, 'vite.demo.config.ts'),
      server: { middlewareMode: true, hmr: { server: first } },
      appType: 'spa',
    });
    listener = listenerFor({
      dist: config.dist,
      trustProxy,
      metricsToken,
      draining,
      vite: (req, res) => vite.middlewares(req, res),
    });
  }
  const listening: Server[] = [];
  for (const [index, server] of servers.entries()) {
    if (await listen(server, config.hosts[index] ?? '127.0.0.1')) listening.push(server);
  }
  const where =
    config.hosts.length === 1 ? `${config.hosts[0] ?? ''}:${config.port}` : `http://localhost:${config.port}`;
  serverLog.info(
    `Academy widgets ${config.vite ? '(hot reload) ' : ''}on ${where}  (data: ${describeTarget(config.database)})`,
  );
  if (config.smtp) {
    const { host, port } = config.smtp.settings;
    serverLog.info(`mail: delivered over SMTP to ${host}:${port} from ${config.smtp.from.address}`);
  } else if (config.production) {
    serverLog.info('mail is off: set ACADEMY_SMTP_URL and ACADEMY_MAIL_FROM to send it (sign-up and reset need it)');
  }
  if (config.production) {
    serverLog.info('production mode: __dev endpoints off, mail links not logged');
  } else {
    serverLog.info(
      'development mode: __dev endpoints answer this machine only, mail links are logged; ' +
        'deploy with --production or ACADEMY_ENV=production',
    );
  }
  drainOnSignals({ servers: listening, requests, api, log: serverLog });
}

void main();
