#!/usr/bin/env node
import { chmodSync, existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { type AppConfig, flag, loadConfig } from './config.ts';
import type { Db } from './db/driver.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import type { Permission } from './http/contract.ts';
import { ALL_PERMISSIONS, createPlatform, firstPlatformId } from './modules/platforms/service.ts';
import { createToken } from './modules/tokens/service.ts';
import { systemClock } from './ports/clock.ts';

const USAGE = `corridor <command> [options]

Commands:
  serve                 API and background workers (default)
  worker                background workers only (webhook delivery, scheduled jobs)
  migrate               apply database migrations and exit
  platform create       create a platform and its first token; prints JSON
  token create          create an API token for a platform; prints JSON
                        (--platform <uuid>, --name <name>, --permissions VIEW,TRANSACT,MANAGE)

Options:
  --database-url <url>  PostgreSQL server (env DATABASE_URL); default: embedded PGlite
  --data-dir <dir>      embedded data and credentials (env CORRIDOR_DATA_DIR; default ./.corridor)
  --port <n>            listen port (env PORT; default 8080)
  --host <addr>         listen address (env HOST; default 127.0.0.1)
  --db-connect-timeout-ms <ms>             PostgreSQL connect / free-connection wait
                                           (env DB_CONNECT_TIMEOUT_MS; default 5000)
  --db-statement-timeout-ms <ms>           statement_timeout; a message unanswered 1 s past it
                                           drops its connection (env DB_STATEMENT_TIMEOUT_MS; default 30000)
  --db-idle-in-transaction-timeout-ms <ms> idle_in_transaction_session_timeout
                                           (env DB_IDLE_IN_TRANSACTION_TIMEOUT_MS; default 60000)
`;

async function open(config: AppConfig): Promise<Db> {
  const db = await openDatabase(config);
  await migrate(db);
  return db;
}

async function main(argv: string[]): Promise<void> {
  const words = argv.filter((a, i) => !a.startsWith('--') && !(i > 0 && argv[i - 1].startsWith('--') && !argv[i - 1].includes('=')));
  const command = words.slice(0, 2).join(' ') || 'serve';
  const config = loadConfig(argv, process.env);
  if (command === 'help' || argv.includes('--help')) return void process.stdout.write(USAGE);

  if (command.startsWith('serve') || command === '') return serve(config, true);
  if (command.startsWith('worker')) return serve(config, false);
  if (command.startsWith('migrate')) {
    const db = await openDatabase(config);
    const applied = await migrate(db);
    await db.close();
    return void console.log(JSON.stringify({ applied }));
  }
  if (command === 'platform create') {
    const db = await open(config);
    const created = await createPlatform(db, { name: flag(argv, 'name') ?? 'Sandbox platform' }, systemClock.now());
    await db.close();
    return void console.log(JSON.stringify({ platformId: created.platformId, token: created.token }, null, 2));
  }
  if (command === 'token create') {
    const db = await open(config);
    const platformId = flag(argv, 'platform') ?? (await firstPlatformId(db));
    if (!platformId) throw new Error('no platform: run `corridor platform create` first');
    const permissions = (flag(argv, 'permissions')?.split(',') ?? ALL_PERMISSIONS) as Permission[];
    const bad = permissions.filter((p) => !ALL_PERMISSIONS.includes(p));
    if (bad.length) throw new Error(`unknown permissions: ${bad.join(', ')}`);
    const token = await db.transaction((tx) => createToken(tx, platformId, { name: flag(argv, 'name') ?? 'CLI token', permissions }, systemClock.now()));
    await db.close();
    return void console.log(JSON.stringify(token, null, 2));
  }
  process.stderr.write(USAGE);
  process.exitCode = 2;
}

async function serve(config: AppConfig, api: boolean): Promise<void> {
  const db = await open(config);
  const { app, services } = await buildApp({
    db,
    logger: { level: config.logLevel },
  });
  if (config.workers || !api) services.worker.start();
  if (api) {
    await app.listen({ host: config.host, port: config.port });
    const port = (app.server.address() as { port: number }).port;
    const baseUrl = config.publicBaseUrl.replace(`:${config.port}/`, `:${port}/`);
    if (!config.databaseUrl) await ensureSandboxPlatform(db, config, baseUrl);
    else console.log(`Corridor is running at ${baseUrl} (PostgreSQL); create credentials with: corridor platform create`);
  } else {
    console.log('corridor worker running; Ctrl-C to stop');
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests and claimed work');
    await app.close(); // stops accepting, waits for in-flight requests, stops the worker
    await services.worker.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** First start on the embedded database: a ready sandbox platform and its credentials. */
async function ensureSandboxPlatform(db: Db, config: AppConfig, baseUrl: string): Promise<void> {
  const file = join(config.dataDir, 'credentials.json');
  if ((await firstPlatformId(db)) && existsSync(file)) {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { baseUrl?: string };
    console.log(`\nCorridor is running at ${baseUrl}\nSandbox credentials: ${file}${saved.baseUrl && saved.baseUrl !== baseUrl ? `\n(note: they were written for ${saved.baseUrl})` : ''}\n`);
    return;
  }
  const { platformId, token } = await createPlatform(db, { name: 'Sandbox platform' }, systemClock.now());
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
`);
}

main(process.argv.slice(2)).catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
