import { resolve } from 'node:path';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './db/timeouts.ts';

/** Process configuration from flags and environment, validated once at start-up. */
export interface AppConfig {
  host: string;
  port: number;
  /** Where embedded PGlite keeps its data and where credentials.json is written. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  logLevel: string;
  /** Run the webhook/job worker inside the API process. */
  workers: boolean;
  /** Address printed for humans and used in curl examples. */
  publicBaseUrl: string;
  /** Limits on a PostgreSQL server's connections (not used by embedded PGlite). */
  dbTimeouts: DbTimeouts;
}

export const API_VERSION = '2025-10-13';

export function flag(argv: string[], name: string): string | undefined {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i];
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
}

export function loadConfig(argv: string[], env: NodeJS.ProcessEnv): AppConfig {
  const host = flag(argv, 'host') ?? env.HOST ?? '127.0.0.1';
  const portText = flag(argv, 'port') ?? env.PORT ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port: ${portText}`);
  const dataDir = resolve(flag(argv, 'data-dir') ?? env.CORRIDOR_DATA_DIR ?? '.corridor');
  const databaseUrl = flag(argv, 'database-url') ?? env.DATABASE_URL ?? undefined;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return {
    host,
    port,
    dataDir,
    databaseUrl: databaseUrl || undefined,
    logLevel: flag(argv, 'log-level') ?? env.LOG_LEVEL ?? 'info',
    workers: (flag(argv, 'workers') ?? env.CORRIDOR_WORKERS ?? 'true') !== 'false',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://${shownHost}:${port}/${API_VERSION}`,
    dbTimeouts: {
      connectTimeoutMs: milliseconds(argv, env, 'db-connect-timeout-ms', 'DB_CONNECT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.connectTimeoutMs),
      statementTimeoutMs: milliseconds(argv, env, 'db-statement-timeout-ms', 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.statementTimeoutMs),
      idleInTransactionTimeoutMs: milliseconds(
        argv,
        env,
        'db-idle-in-transaction-timeout-ms',
        'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS',
        DEFAULT_DB_TIMEOUTS.idleInTransactionTimeoutMs,
      ),
    },
  };
}

/** A duration in whole milliseconds from a flag or the environment; 0 turns the limit off. */
function milliseconds(argv: string[], env: NodeJS.ProcessEnv, name: string, variable: string, fallback: number): number {
  const text = flag(argv, name) ?? env[variable];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`invalid ${variable} (--${name}): ${text}; expected milliseconds, 0 for none`);
  return value;
}
