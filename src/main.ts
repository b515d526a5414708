#!/usr/bin/env node
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { createServer, type Server } from 'node:http';
import { type App, buildApp } from './app.ts';
import { Egress } from './egress/egress.ts';
import { EgressPolicy } from './egress/policy.ts';
import { remoteOidcKeys } from './ports/oidc-keys.ts';
import { systemResolver } from './ports/resolver.ts';
import { type AppConfig, flag, loadConfig, SWITCHES } from './config.ts';
import type { Db } from './db/driver.ts';
import { isUuid, parseId } from './ids.ts';
import { migrate } from './db/migrate.ts';
import { checkDirectConnection, DEFAULT_POOL_SIZE, openDatabase, openReplica } from './db/open.ts';
import { makeTemplate, TEMPLATE_DIR } from './db/pglite-datadir.ts';
import { loadContract } from './http/contract.ts';
import { onStop, stopSignal } from './lifecycle.ts';
import type { Permission } from './http/contract.ts';
import { ALL_PERMISSIONS, createPlatform, firstPlatformId, platformExists } from './modules/platforms/index.ts';
import { operatorEnablement, operatorFundsReceived, operatorLinkStatus, operatorProviderDeposit, STABLECOIN_USAGE } from './modules/stablecoins/index.ts';
import { createToken } from './modules/tokens/index.ts';
import { closeCardByService } from './modules/cards/index.ts';
import { systemClock } from './ports/clock.ts';
import { KEYS_USAGE, keyStatus, resealAll, retireKey, rotateKeys } from './secrets/commands.ts';
import { findKeys, type KeySource, keyringOf } from './secrets/key-source.ts';
import type { Keyring } from './secrets/keyring.ts';
import { prepareSecrets } from './secrets/prepare.ts';
import type { Counts } from './secrets/sweep.ts';
import { answerParent, startWorkerThread, type WorkerThread, workerThreadPool } from './worker-thread.ts';
import { setHeapGrowth } from './heap-growth.ts';

const USAGE = `corridor <command> [options]

Commands:
  serve                 API and background workers (default)
  serve --no-worker     the API only (env CORRIDOR_WORKERS=false), beside \`corridor worker\` processes
  worker                background workers only: scheduled jobs, settlement rounds, webhook
                        delivery, housekeeping; no HTTP listener (--metrics-port gives /metrics one)
                        Any number of each may share one PostgreSQL database (docs/scaling.md);
                        both need --database-url: the embedded database is one process's
  migrate               apply database migrations and exit
  prepare               make what a first start needs ahead of it (npm ci runs this)
  platform create       create a platform and its first token; prints JSON
  token create          create an API token for a platform; prints JSON
                        (--platform <platformId>, --name <name>, --permissions VIEW,TRANSACT,MANAGE)
  card close <Card:id>  the operator closes a card (CLOSED_BY_SERVICE, CARD.STATE_CHANGE); prints it
${KEYS_USAGE}${STABLECOIN_USAGE}
Options:
  --database-url <url>  PostgreSQL server (env DATABASE_URL); default: embedded PGlite
  --database-pooler pgbouncer  DATABASE_URL is a pooler in transaction mode (env DATABASE_POOLER;
                        docs/scaling.md, "Connection pooler"); needs --database-listen-url
  --database-listen-url <url>  PostgreSQL itself, for the LISTEN connection
                        (env DATABASE_LISTEN_URL; default --database-url)
  --database-replica-url <url>  a streaming replica for list and get reads (env
                        DATABASE_REPLICA_URL; PostgreSQL only; docs/scaling.md, "Read replicas")
  --database-replica-poll-ms <n>  how often the replica's position is read (env
                        DATABASE_REPLICA_POLL_MS; default 100)
  --database-replica-max-lag-ms <n>  a replica further behind gets no reads (env
                        DATABASE_REPLICA_MAX_LAG_MS; default 2000): the bound on a read's
                        staleness after a write through another process
  --database-pool-size <n>  connections this process keeps (env DATABASE_POOL_SIZE; default 16;
                        docs/scaling.md): processes sharing a server divide its max_connections
  --database-commit-groups <n>  group-commit groups in flight at once (env
                        DATABASE_COMMIT_GROUPS; default an eighth of the pool): processes
                        sharing a server divide these too (docs/scaling.md)
  --data-dir <dir>      embedded data and credentials (env CORRIDOR_DATA_DIR; default ./.corridor)
  --port <n>            listen port (env PORT; default 8080)
  --host <addr>         listen address (env HOST; default 127.0.0.1)
  --webhook-allow <list>  non-public webhook destinations allowed: loopback, CIDRs, addresses,
                        host names (env WEBHOOK_ALLOW; default loopback on the embedded
                        database, none with --database-url)
  --trust-proxy <n|list>  proxy hops (or proxy addresses) whose X-Forwarded-For is believed
                        (env TRUST_PROXY; default none)
  --metrics-token <t>   /metrics requires "Authorization: Bearer <t>" (env METRICS_TOKEN)
  --metrics-port <n>    /metrics on its own listener instead (env METRICS_PORT, METRICS_HOST)
  --app-keys-file <f>   application keys that seal secrets at rest (env CORRIDOR_APP_KEYS_FILE;
                        or env CORRIDOR_APP_KEYS=kid:base64[,kid:base64…], first = current;
                        default <data-dir>/app-keys.json, made on first start)
  --db-connect-timeout-ms <ms>             PostgreSQL connect / free-connection wait
                                           (env DB_CONNECT_TIMEOUT_MS; default 5000)
  --db-statement-timeout-ms <ms>           statement_timeout; a message unanswered 1 s past it
                                           drops its connection (env DB_STATEMENT_TIMEOUT_MS; default 30000)
  --db-idle-in-transaction-timeout-ms <ms> idle_in_transaction_session_timeout
                                           (env DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; default 60000)
`;

async function open(config: AppConfig): Promise<Db> {
  const db = await openDatabase({ ...config, progress });
  await checkDirectConnection(db, config);
  await migrate(db, progress);
  return db;
}

interface Opened {
  db: Db;
  source: KeySource;
  keyring: Keyring;
  applied: string[];
  /** Legacy plaintext secrets the start-up step sealed. */
  sealed: Counts;
}

/** The database migrated, the app keys checked against it, and any secret still in clear sealed. */
async function openWithKeys(config: AppConfig): Promise<Opened> {
  const source = findKeys(config);
  const keyring = keyringOf(source);
  const db = await openDatabase({ ...config, progress });
  try {
    await checkDirectConnection(db, config);
    const applied = await migrate(db, progress);
    const sealed = await prepareSecrets(db, source, keyring, systemClock.now());
    return { db, source, keyring, applied, sealed };
  } catch (err) {
    await db.close();
    throw err;
  }
}

/**
 * Steps that may take more than a second say so, on stderr: stdout carries the JSON of the
 * commands and the credentials of the first start.
 */
function progress(line: string): void {
  process.stderr.write(`${line}\n`);
}

const anySealed = (c: Counts) => Object.values(c).some((n) => n > 0);

async function main(argv: string[]): Promise<void> {
  const takesValue = (a: string) => a.startsWith('--') && !a.includes('=') && !SWITCHES.includes(a);
  const words = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && takesValue(argv[i - 1])));
  const command = words.slice(0, 2).join(' ') || 'serve';
  const config = loadConfig(argv, process.env);
  if (command === 'help' || argv.includes('--help')) return void process.stdout.write(USAGE);
  // The workers' thread of a `serve` process (src/worker-thread.ts): its own, smaller pool; the
  // process's commit-group setting is sized for the API's pool, its metrics listener is the
  // API's, and a replica serves the API's reads only (the workers write).
  const threadPool = workerThreadPool();
  if (threadPool !== undefined) {
    return serve({ ...config, poolSize: threadPool, commitGroups: undefined, metricsListen: undefined, databaseReplicaUrl: undefined }, false);
  }

  if (command.startsWith('serve') || command === '') return serve(config, true);
  if (command === 'prepare') return prepare();
  if (command.startsWith('worker')) return serve(config, false);
  if (command.startsWith('migrate')) {
    const { db, applied, sealed } = await openWithKeys(config);
    await db.close();
    return void console.log(JSON.stringify({ applied, sealed }));
  }
  if (command === 'platform create') {
    const { db, keyring } = await openWithKeys(config);
    const created = await createPlatform(db, keyring, { name: flag(argv, 'name') ?? 'Sandbox platform' }, systemClock.now());
    await db.close();
    return void console.log(JSON.stringify({ platformId: created.platformId, token: created.token }, null, 2));
  }
  if (command === 'token create') {
    // The flags are checked before the database is opened (on the embedded one, made).
    const named = flag(argv, 'platform');
    const namedId = named === undefined ? undefined : platformIdOf(named);
    const permissions = (flag(argv, 'permissions')?.split(',') ?? ALL_PERMISSIONS) as Permission[];
    const bad = permissions.filter((p) => !ALL_PERMISSIONS.includes(p));
    if (bad.length) throw new Error(`unknown permissions: ${bad.join(', ')}`);
    const db = await open(config);
    const platformId = namedId ?? (await firstPlatformId(db));
    if (!platformId) throw new Error('no platform: run `corridor platform create` first');
    if (!(await platformExists(db, platformId))) throw new Error(`no platform ${platformId} in this database: \`corridor platform create\` prints the platformId to give`);
    const token = await db.transaction((tx) => createToken(tx, platformId, { name: flag(argv, 'name') ?? 'CLI token', permissions }, systemClock.now()));
    await db.close();
    return void console.log(JSON.stringify(token, null, 2));
  }
  if (command === 'card close') {
    const cardId = words[2];
    if (!cardId) throw new Error('usage: corridor card close <Card:id>');
    const db = await open(config);
    try {
      return void console.log(JSON.stringify(await closeCardByService(db, cardId, systemClock.now()), null, 2));
    } finally {
      await db.close();
    }
  }
  if (words[0] === 'keys' && ['status', 'rotate', 'reseal', 'retire'].includes(words[1])) {
    return void console.log(JSON.stringify(await keys(words[1], words[2], argv, config), null, 2));
  }
  if (words[0] === 'stablecoin' && ['enablement', 'link-status', 'funds-received', 'provider-deposit'].includes(words[1])) {
    const db = await open(config);
    try {
      return void console.log(JSON.stringify(await stablecoin(db, words[1], words[2], words[3]), null, 2));
    } finally {
      await db.close();
    }
  }
  process.stderr.write(USAGE);
  process.exitCode = 2;
}

/** `corridor stablecoin …`: the operator's actions (docs/stablecoins.md, "Operator actions"). */
async function stablecoin(db: Db, action: string, id: string | undefined, value: string | undefined): Promise<unknown> {
  if (!id) throw new Error(`usage:\n${STABLECOIN_USAGE}`);
  const now = systemClock.now();
  const pick = <T extends string>(allowed: readonly T[]): T => {
    if (!allowed.includes(value as T)) throw new Error(`corridor stablecoin ${action}: send one of ${allowed.join(', ')}`);
    return value as T;
  };
  if (action === 'enablement') return operatorEnablement(db, now, id, pick(['ENABLING', 'ENABLED', 'DISABLED'] as const));
  if (action === 'link-status') return operatorLinkStatus(db, now, id, pick(['ACTIVE', 'INVALID', 'REVOKED'] as const));
  if (action === 'funds-received') return { status: await operatorFundsReceived(db, now, id) };
  if (!value) throw new Error('usage: corridor stablecoin provider-deposit <Stablecoin:id> <amount>');
  return operatorProviderDeposit(db, now, id, value);
}

async function keys(action: string, kid: string | undefined, argv: string[], config: AppConfig): Promise<unknown> {
  if (action === 'retire' && !kid) throw new Error('usage: corridor keys retire <kid>');
  const source = findKeys(config);
  const keyring = keyringOf(source);
  const db = await open(config);
  try {
    const now = systemClock.now();
    if (action === 'status') return await keyStatus(db, source, keyring);
    if (action === 'reseal') return await resealAll(db, source, keyring, now);
    if (action === 'retire') return await retireKey(db, source, keyring, kid!);
    return await rotateKeys(db, source, now, { retireOld: argv.includes('--retire-old') });
  } finally {
    await db.close();
  }
}

async function serve(config: AppConfig, api: boolean): Promise<void> {
  setHeapGrowth();
  // PGlite lives inside one process: a second one on the same data dir would corrupt it, and an
  // API without workers on it would take payments nothing ever settles.
  if (!config.databaseUrl && (!api || !config.workers)) {
    throw new Error(`${api ? 'corridor serve --no-worker' : 'corridor worker'} needs a PostgreSQL server (--database-url, env DATABASE_URL): the embedded database runs the API and its workers in one process (docs/scaling.md)`);
  }
  // Before anything slow or anything written: a port in use is said at once, with what to do.
  if (api) await checkPort(config.host, config.port, 'port');
  if (config.metricsListen) await checkPort(config.metricsListen.host, config.metricsListen.port, 'metrics-port');

  // Whatever is open so far is closed on SIGTERM/SIGINT, even during start-up: a step under
  // way (creating the database, say) ends first, then nothing more starts.
  const open: { db?: Db; replica?: Db; built?: App; metricsServer?: Server; thread?: WorkerThread } = {};
  // This is the workers' thread of a `serve` process: told to stop by message, and quiet.
  const isThread = workerThreadPool() !== undefined;
  let threadStarting: Promise<WorkerThread> | undefined;
  let closing: Promise<never> | undefined;
  const shutdown = (signal: string, code = 0): Promise<never> =>
    (closing ??= (async () => {
      if (open.built) open.built.app.log.info({ signal }, 'shutting down: finishing in-flight requests and claimed work');
      else progress(`${signal}: stopping`);
      open.metricsServer?.close();
      await open.built?.app.close(); // stops accepting, waits for in-flight requests, stops the worker
      // A thread still starting is waited for, then stopped: its start is not cut half-way.
      await (open.thread ?? (await threadStarting?.catch(() => undefined)))?.stop();
      await open.built?.services.worker.stop();
      await open.db?.close();
      await open.replica?.close();
      process.exit(code);
    })());
  let started = false;
  onStop((signal) => {
    if (started) void shutdown(signal);
  });
  const step = async <T,>(work: Promise<T>): Promise<T> => {
    const result = await work;
    const signal = stopSignal();
    if (signal) return shutdown(signal);
    return result;
  };

  const createdDataDir = !config.databaseUrl && !existsSync(config.dataDir);
  try {
    const { db, source, keyring, sealed } = await step(openWithKeys(config));
    open.db = db;
    // The workers start on their thread (migrations are done) while this thread builds the API.
    if (api && config.workers && config.databaseUrl) {
      threadStarting = startWorkerThread(config.poolSize ?? DEFAULT_POOL_SIZE, (err) => {
        open.built?.app.log.fatal({ err }, 'the background workers stopped: stopping the process');
        void shutdown('workers lost', 1);
      });
      threadStarting.catch(() => undefined); // awaited below; a failure meanwhile is not unhandled
    }
    open.replica = openReplica(config);
    const policy = EgressPolicy.parse(config.webhookAllow);
    const built = await step(
      buildApp({
        db,
        replica: open.replica,
        replicaRouting: config.replicaRouting,
        keyring,
        // The workers' thread's lines say so ("name":"workers"): one process, two threads logging.
        logger: isThread ? { level: config.logLevel, name: 'workers' } : { level: config.logLevel },
        egress: new Egress(policy, systemResolver),
        oidc: remoteOidcKeys({ egress: new Egress(EgressPolicy.parse(config.oidcAllow), systemResolver), issuers: config.oidcIssuers }),
        trustProxy: config.trustProxy,
        validateResponses: config.validateResponses,
        cardLimits: { maxLivePerPlatform: config.maxLiveCards },
        scaRelyingParty: config.scaRelyingParty,
        retention: config.retention,
        exactCountLimit: config.exactCountLimit,
        metrics: config.metricsToken
          ? { mode: 'token', token: config.metricsToken }
          : config.metricsOpen && !config.metricsListen
            ? { mode: 'open' }
            : { mode: 'off' },
      }),
    );
    open.built = built;
    const { app, services, metrics } = built;
    // Key ids and where they come from, never the keys.
    if (!isThread) app.log.info({ keySource: source.where, currentKey: keyring.current, keys: keyring.kids }, 'application keys loaded');
    if (anySealed(sealed)) app.log.warn({ sealed }, 'sealed secrets that were stored in clear');
    if (config.databaseUrl && !config.appKeys && !config.appKeysFile && !isThread) {
      app.log.warn(
        { keySource: source.where },
        'application keys come from this data dir: every other process on this database needs the same keys (CORRIDOR_APP_KEYS or CORRIDOR_APP_KEYS_FILE)',
      );
    }
    if (!threadStarting && (config.workers || !api)) services.worker.start();
    if (isThread) {
      answerParent({ wake: () => services.worker.wakeAll(), stop: () => void shutdown('stop') });
      started = true;
      return;
    }
    console.log(`Webhooks may reach ${policy.describe()}${config.databaseUrl ? '' : ' (embedded default)'}; set WEBHOOK_ALLOW to change`);
    if (config.metricsListen) open.metricsServer = await step(listenMetrics(config.metricsListen, metrics));
    if (api) {
      await step(app.listen({ host: config.host, port: config.port }).catch((err) => Promise.reject(portError(err, config.host, config.port, 'port'))));
      const port = (app.server.address() as { port: number }).port;
      const baseUrl = config.publicBaseUrl.replace(`:${config.port}/`, `:${port}/`);
      if (!config.databaseUrl) await step(ensureSandboxPlatform(db, keyring, config, baseUrl));
      else {
        // The API answers while the workers' thread finishes starting; it has not failed by now.
        if (threadStarting) {
          open.thread = await step(threadStarting);
          services.worker.runsElsewhere(open.thread);
        }
        console.log(`Corridor is running at ${baseUrl} (PostgreSQL); create credentials with: corridor platform create`);
      }
    } else {
      console.log('corridor worker running; Ctrl-C to stop');
    }
    started = true;
  } catch (err) {
    await open.built?.app.close().catch(() => undefined);
    await threadStarting?.then((thread) => thread.stop()).catch(() => undefined);
    await open.db?.close().catch(() => undefined);
    await open.replica?.close().catch(() => undefined);
    // A first start that failed leaves no half-made data dir behind to trip the next one.
    if (createdDataDir) rmSync(config.dataDir, { recursive: true, force: true });
    // Ctrl-C reaches the whole process group, a child creating the database included: that
    // step then fails because it was asked to stop, which is no error.
    if (stopSignal()) process.exit(0);
    throw err;
  }
}

/**
 * The start-up caches under node_modules/.cache/corridor, made at install time so that the
 * first start does not wait for them: the compiled sources (bin/corridor.mjs made them before
 * this runs), the parsed contract and the embedded database template. Never fails the install:
 * whatever is missing is made by the first start instead.
 */
async function prepare(): Promise<void> {
  try {
    loadContract();
    if (!existsSync(TEMPLATE_DIR)) {
      progress('corridor: creating the embedded database template (about 15 s) …');
      await makeTemplate(TEMPLATE_DIR);
    }
  } catch (err) {
    progress(`corridor: start-up caches not made (${(err as Error).message}); the first start makes them`);
  }
}

/** Whether host:port can be listened on, tried before the slow part of a start. */
async function checkPort(host: string, port: number, flagName: string): Promise<void> {
  if (port === 0) return;
  await new Promise<void>((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (err) => reject(portError(err, host, port, flagName)));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve()));
  });
}

/** A listen error as what to do about it. */
function portError(err: unknown, host: string, port: number, flagName: string): Error {
  const code = (err as NodeJS.ErrnoException).code;
  const other = port < 65535 ? port + 1 : 8080;
  if (code === 'EADDRINUSE') {
    return new Error(`port ${port} is in use on ${host}: stop the other process, or start on another port: npm start -- --${flagName} ${other}`);
  }
  if (code === 'EACCES') return new Error(`port ${port} needs privileges this user lacks: use a port above 1023, e.g. npm start -- --${flagName} ${other}`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') return new Error(`cannot listen on ${host}: it is not an address of this machine (--host, env HOST)`);
  return err as Error;
}

/** /metrics alone on its own address (an operator's network), nothing else. */
async function listenMetrics(at: { host: string; port: number }, metrics: App['metrics']): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics().then(
      ({ contentType, text }) => response.writeHead(200, { 'content-type': contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(at.port, at.host, resolve));
  console.log(`Metrics at http://${at.host}:${(server.address() as { port: number }).port}/metrics`);
  return server;
}

/**
 * The platform `--platform` names: the platformId `corridor platform create` prints, bare or as
 * `Platform:<uuid>` (how the API writes ids). Anything else is refused before the database sees it.
 */
function platformIdOf(named: string): string {
  const uuid = isUuid(named) ? named.toLowerCase() : parseId('Platform', named);
  if (!uuid) throw new Error(`--platform takes a platform's id, the platformId that \`corridor platform create\` prints (a uuid, with or without "Platform:"), not ${shownArgument(named)}`);
  return uuid;
}

/**
 * An argument as an error message may repeat it to a terminal: its first 80 characters, quoted,
 * everything outside printable ASCII escaped (a right-to-left override or a control character
 * would otherwise act on the terminal instead of being shown).
 */
function shownArgument(text: string): string {
  const head = [...text].slice(0, 80).join('');
  const escaped = JSON.stringify(head).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return text.length > head.length ? `${escaped} (${text.length} characters)` : escaped;
}

/** First start on the embedded database: a ready sandbox platform and its credentials. */
async function ensureSandboxPlatform(db: Db, keyring: Keyring, config: AppConfig, baseUrl: string): Promise<void> {
  const file = join(config.dataDir, 'credentials.json');
  if ((await firstPlatformId(db)) && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { baseUrl?: string };
    // Started on another port: the file says where the server is now, so scripts that read it
    // (the README's first payout) keep working.
    const moved = saved.baseUrl !== baseUrl ? saved.baseUrl : undefined;
    if (moved) writeFileSync(file, `${JSON.stringify({ ...saved, baseUrl }, null, 2)}\n`, { mode: 0o600 });
    console.log(`\nCorridor is running at ${baseUrl}\nSandbox credentials: ${file}${moved ? ` (baseUrl updated from ${moved})` : ''}\nAPI reference: ${baseUrl.replace(/\/[^/]+$/, '')}/docs\nDashboard: ${baseUrl.replace(/\/[^/]+$/, '')}/dashboard\n`);
    return;
  }
  const { platformId, token } = await createPlatform(db, keyring, { name: 'Sandbox platform' }, systemClock.now());
  const credentials = {
    baseUrl: baseUrl,
    platformId,
    tokenId: token.id,
    clientId: token.clientId,
    clientSecret: token.clientSecret,
    permissions: token.permissions,
  };
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  console.log(`
Corridor is running at ${baseUrl}
A sandbox platform was created. Its API credentials (also in ${file}):

  client id:     ${token.clientId}
  client secret: ${token.clientSecret}

Try it:
  curl -u ${token.clientId}:${token.clientSecret} ${baseUrl}/config
API reference: ${baseUrl.replace(/\/[^/]+$/, '')}/docs · a first payout to paste: README.md
Dashboard: ${baseUrl.replace(/\/[^/]+$/, '')}/dashboard (sign in with the client id and secret above)
`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
