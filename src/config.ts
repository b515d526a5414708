import { resolve } from 'node:path';

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
  /** `kid:base64key[,…]`, first = current (src/secrets/key-source.ts); key material, never logged. */
  appKeys?: string;
  /** A JSON key file shared by the processes, instead of `<dataDir>/app-keys.json`. */
  appKeysFile?: string;
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
    appKeys: flag(argv, 'app-keys') || env.CORRIDOR_APP_KEYS || undefined,
    appKeysFile: resolveIf(flag(argv, 'app-keys-file') || env.CORRIDOR_APP_KEYS_FILE || undefined),
  };
}

const resolveIf = (path: string | undefined) => (path ? resolve(path) : undefined);
