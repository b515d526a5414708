import { resolve } from 'node:path';
import { DEFAULT_DB_TIMEOUTS, type DbTimeouts } from './db/timeouts.ts';
import { EXACT_COUNT_LIMIT } from './db/conditions.ts';
import { DEFAULT_POOL_SIZE, type Pooler, parsePooler, REPLICA_NEEDS_POSTGRES } from './db/open.ts';
import { EgressPolicy } from './egress/policy.ts';
import { CARD_REVEAL_MIN_RETENTION_MS, DEFAULT_RETENTION, type Retention } from './events/housekeeping.ts';
import { DEFAULT_OIDC_ISSUERS } from './ports/oidc-keys.ts';
import { SANDBOX_RELYING_PARTY, type ScaRelyingParty } from './services.ts';

/** Process configuration from flags and environment, validated once at start-up. */
export interface AppConfig {
  host: string;
  port: number;
  /** Where embedded PGlite keeps its data and where credentials.json is written. */
  dataDir: string;
  /** A PostgreSQL server; when absent the embedded PGlite database in dataDir is used. */
  databaseUrl?: string;
  /**
   * A pooler in transaction mode in front of databaseUrl (`--database-pooler pgbouncer`,
   * DATABASE_POOLER): no startup parameters, no named prepared statements (docs/scaling.md, "Connection pooler").
   */
  databasePooler?: Pooler;
  /**
   * PostgreSQL itself, for the one LISTEN connection (`--database-listen-url`,
   * DATABASE_LISTEN_URL; default databaseUrl). Required with a pooler: LISTEN is session state.
   */
  databaseListenUrl?: string;
  /** A streaming replica for the reads of list and get operations (`--database-replica-url`, DATABASE_REPLICA_URL); PostgreSQL only. */
  databaseReplicaUrl?: string;
  /**
   * How the replica's reads are routed (src/db/read-routing.ts): how often its position is read
   * (DATABASE_REPLICA_POLL_MS, default 100) and how far behind it may be and still get reads
   * (DATABASE_REPLICA_MAX_LAG_MS, default 2,000): the bound on how stale a read through another
   * process than the write's can be. Only with a replica.
   */
  replicaRouting?: { pollMs?: number; maxLagMs?: number };
  /**
   * Connections this process keeps to PostgreSQL (`--database-pool-size`, DATABASE_POOL_SIZE;
   * default 16); an eighth of them, at least one, carry group-commit groups at once unless
   * commitGroups says otherwise. Processes sharing a server divide its max_connections
   * (docs/scaling.md).
   */
  poolSize?: number;
  /**
   * Group-commit groups this process keeps in flight at once (`--database-commit-groups`,
   * DATABASE_COMMIT_GROUPS; default an eighth of the pool, at least one): what the requests that
   * arrive meanwhile queue for, and join as the next group. Processes that share a server share
   * its cores: two API processes with two groups each ran twice the groups of one process, each
   * half as large (docs/scaling.md, "N API processes and M workers").
   */
  commitGroups?: number;
  logLevel: string;
  /**
   * Run the background workers (jobs, settlement rounds, webhook deliveries, housekeeping) inside
   * the API process: `--no-worker` (or `--workers false`, CORRIDOR_WORKERS=false) for API-only
   * processes beside `corridor worker` ones (docs/scaling.md).
   */
  workers: boolean;
  /** Address printed for humans and used in curl examples. */
  publicBaseUrl: string;
  /**
   * Where webhooks may go beyond public addresses (EgressPolicy.parse). The embedded default
   * is `loopback` (one person's machine); a server deployment allows nothing more unless told.
   */
  webhookAllow: string;
  /**
   * Which proxies' X-Forwarded-For to believe: false (none: the peer is the client), a number
   * of hops counted from the right, or a list of proxy addresses and CIDR ranges.
   */
  trustProxy: false | number | string;
  /** Bearer token that /metrics requires on the API listener. */
  metricsToken?: string;
  /** A separate listener for /metrics alone (host and port), instead of the API listener. */
  metricsListen?: { host: string; port: number };
  /** /metrics on the API listener without a token: the embedded default only. */
  metricsOpen: boolean;
  /** `kid:base64key[,…]`, first = current (src/secrets/key-source.ts); key material, never logged. */
  appKeys?: string;
  /** A JSON key file shared by the processes, instead of `<dataDir>/app-keys.json`. */
  appKeysFile?: string;
  /** Limits on a PostgreSQL server's connections (not used by embedded PGlite). */
  dbTimeouts: DbTimeouts;
  /**
   * CORRIDOR_DB_PLAIN=1: none of the database transport's optimisations (src/db/transport),
   * plain node-postgres transactions only, to bisect a suspected transport fault. Slower.
   */
  dbPlain: boolean;
  /**
   * Check every response against the contract and answer 500 on a mismatch: for tests and
   * development (the README journey's test runs the real server with it), not for production.
   */
  validateResponses: boolean;
  /** Live cards a platform may hold at once (CORRIDOR_MAX_LIVE_CARDS; default 1000, docs/cards.md). */
  maxLiveCards: number;
  /** OIDC_ISSUERS: the `iss` values production platforms accept ID tokens from (default Google and Apple). */
  oidcIssuers: string[];
  /**
   * OIDC_EGRESS_ALLOW: non-public addresses issuer discovery and key sets may be fetched from
   * (EgressPolicy.parse); empty by default on every database, embedded included.
   */
  oidcAllow: string;
  /** The relying party of SCA passkeys (CORRIDOR_SCA_RP_ID, CORRIDOR_SCA_RP_ORIGINS; docs/sca.md). */
  scaRelyingParty: ScaRelyingParty;
  /**
   * How long housekeeping keeps finished events and jobs, receiver lookups, finished customer
   * imports and the card reveal audit (CORRIDOR_EVENT_RETENTION_DAYS, CORRIDOR_JOB_RETENTION_DAYS,
   * CORRIDOR_LOOKUP_RETENTION_DAYS, CORRIDOR_IMPORT_RETENTION_DAYS,
   * CORRIDOR_CARD_REVEAL_RETENTION_DAYS; docs/operations.md, "Housekeeping").
   */
  retention: Retention;
  /** Rows a list counts exactly before totalCount is an estimate (CORRIDOR_EXACT_COUNT_LIMIT; docs/contract-differences.md, "List totals"). */
  exactCountLimit: number;
}

export const API_VERSION = '2025-10-13';

/** Flags that take no value: the word after one is a command or another flag's, never its value. */
export const SWITCHES = ['--no-worker', '--retire-old', '--help'];

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
  const databasePooler = parsePooler(flag(argv, 'database-pooler') ?? env.DATABASE_POOLER);
  const databaseListenUrl = flag(argv, 'database-listen-url') || env.DATABASE_LISTEN_URL || undefined;
  const databaseReplicaUrl = flag(argv, 'database-replica-url') || env.DATABASE_REPLICA_URL || undefined;
  if (databaseReplicaUrl && !databaseUrl) throw new Error(REPLICA_NEEDS_POSTGRES);
  const replicaRouting = routingOf(flag(argv, 'database-replica-poll-ms') ?? env.DATABASE_REPLICA_POLL_MS, flag(argv, 'database-replica-max-lag-ms') ?? env.DATABASE_REPLICA_MAX_LAG_MS);
  if (replicaRouting && !databaseReplicaUrl) {
    throw new Error('DATABASE_REPLICA_POLL_MS and DATABASE_REPLICA_MAX_LAG_MS tune the replica\'s reads: set DATABASE_REPLICA_URL (--database-replica-url) too');
  }
  const poolSizeText = flag(argv, 'database-pool-size') ?? env.DATABASE_POOL_SIZE;
  const poolSize = poolSizeText ? positiveInteger(poolSizeText, 'DATABASE_POOL_SIZE (--database-pool-size)', DEFAULT_POOL_SIZE) : undefined;
  if (poolSize !== undefined && !databaseUrl) throw new Error('DATABASE_POOL_SIZE (--database-pool-size) is for a PostgreSQL server: set DATABASE_URL (--database-url) too');
  const commitGroupsText = flag(argv, 'database-commit-groups') ?? env.DATABASE_COMMIT_GROUPS;
  const commitGroups = commitGroupsText ? positiveInteger(commitGroupsText, 'DATABASE_COMMIT_GROUPS (--database-commit-groups)', 1) : undefined;
  if (commitGroups !== undefined && !databaseUrl) {
    throw new Error('DATABASE_COMMIT_GROUPS (--database-commit-groups) is for a PostgreSQL server: set DATABASE_URL (--database-url) too');
  }
  const pool = poolSize ?? DEFAULT_POOL_SIZE;
  if (commitGroups !== undefined && commitGroups > pool) {
    throw new Error(`DATABASE_COMMIT_GROUPS (--database-commit-groups) is at most the pool size (${pool}): each group in flight holds a connection`);
  }
  if (databasePooler && !databaseUrl) throw new Error('DATABASE_POOLER (--database-pooler) needs a PostgreSQL server: set DATABASE_URL (--database-url) too');
  if (databasePooler && !databaseListenUrl) {
    throw new Error(
      'DATABASE_POOLER=pgbouncer needs DATABASE_LISTEN_URL (--database-listen-url) pointing at PostgreSQL itself, not the pooler: ' +
        'LISTEN is session state, and a pooler in transaction mode hands the connection that ran it to other clients (docs/scaling.md, "Connection pooler")',
    );
  }
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const embedded = !databaseUrl;
  const metricsPortText = flag(argv, 'metrics-port') ?? env.METRICS_PORT;
  let metricsListen: AppConfig['metricsListen'];
  if (metricsPortText) {
    const metricsPort = Number(metricsPortText);
    if (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535) throw new Error(`invalid metrics port: ${metricsPortText}`);
    metricsListen = { host: flag(argv, 'metrics-host') ?? env.METRICS_HOST ?? '127.0.0.1', port: metricsPort };
  }
  const metricsToken = flag(argv, 'metrics-token') ?? env.METRICS_TOKEN ?? undefined;
  if (metricsToken !== undefined && metricsToken.length < 16) throw new Error('METRICS_TOKEN must be at least 16 characters');
  return {
    host,
    port,
    dataDir,
    databaseUrl: databaseUrl || undefined,
    databasePooler,
    databaseListenUrl,
    databaseReplicaUrl,
    replicaRouting,
    poolSize,
    commitGroups,
    logLevel: flag(argv, 'log-level') ?? env.LOG_LEVEL ?? 'info',
    workers: !argv.includes('--no-worker') && (flag(argv, 'workers') ?? env.CORRIDOR_WORKERS ?? 'true') !== 'false',
    publicBaseUrl: env.PUBLIC_BASE_URL ?? `http://${shownHost}:${port}/${API_VERSION}`,
    webhookAllow: flag(argv, 'webhook-allow') ?? env.WEBHOOK_ALLOW ?? (embedded ? 'loopback' : ''),
    trustProxy: parseTrustProxy(flag(argv, 'trust-proxy') ?? env.TRUST_PROXY ?? ''),
    metricsToken: metricsToken || undefined,
    metricsListen,
    metricsOpen: embedded && !metricsToken && !metricsListen,
    appKeys: flag(argv, 'app-keys') || env.CORRIDOR_APP_KEYS || undefined,
    validateResponses: env.CORRIDOR_VALIDATE_RESPONSES === '1',
    maxLiveCards: positiveInteger(env.CORRIDOR_MAX_LIVE_CARDS, 'CORRIDOR_MAX_LIVE_CARDS', 1000),
    oidcIssuers: parseIssuers(env.OIDC_ISSUERS),
    oidcAllow: checkedAllowList(env.OIDC_EGRESS_ALLOW ?? '', 'OIDC_EGRESS_ALLOW'),
    scaRelyingParty: parseRelyingParty(env.CORRIDOR_SCA_RP_ID, env.CORRIDOR_SCA_RP_ORIGINS),
    retention: {
      eventsMs: days(env.CORRIDOR_EVENT_RETENTION_DAYS, 'CORRIDOR_EVENT_RETENTION_DAYS', DEFAULT_RETENTION.eventsMs),
      jobsMs: days(env.CORRIDOR_JOB_RETENTION_DAYS, 'CORRIDOR_JOB_RETENTION_DAYS', DEFAULT_RETENTION.jobsMs),
      lookupsMs: days(env.CORRIDOR_LOOKUP_RETENTION_DAYS, 'CORRIDOR_LOOKUP_RETENTION_DAYS', DEFAULT_RETENTION.lookupsMs),
      importsMs: days(env.CORRIDOR_IMPORT_RETENTION_DAYS, 'CORRIDOR_IMPORT_RETENTION_DAYS', DEFAULT_RETENTION.importsMs),
      cardRevealsMs: atLeast(
        days(env.CORRIDOR_CARD_REVEAL_RETENTION_DAYS, 'CORRIDOR_CARD_REVEAL_RETENTION_DAYS', DEFAULT_RETENTION.cardRevealsMs),
        CARD_REVEAL_MIN_RETENTION_MS,
        'CORRIDOR_CARD_REVEAL_RETENTION_DAYS must be at least 365: the card reveal audit is kept a year (PCI DSS 10.5.1)',
      ),
    },
    exactCountLimit: positiveInteger(env.CORRIDOR_EXACT_COUNT_LIMIT, 'CORRIDOR_EXACT_COUNT_LIMIT', EXACT_COUNT_LIMIT),
    dbPlain: parseSwitch(env.CORRIDOR_DB_PLAIN, 'CORRIDOR_DB_PLAIN'),
    appKeysFile: resolveIf(flag(argv, 'app-keys-file') || env.CORRIDOR_APP_KEYS_FILE || undefined),
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

/** An on/off variable: 1 or 0 (unset or empty is 0); anything else is refused rather than guessed. */
function parseSwitch(text: string | undefined, variable: string): boolean {
  if (text === undefined || text === '' || text === '0') return false;
  if (text === '1') return true;
  throw new Error(`invalid ${variable}: ${text}; expected 1 or 0`);
}

/**
 * A comma list of issuers, each exactly as tokens carry it in `iss`: an https URL, or a bare
 * host (Google's `accounts.google.com`, discovered over https). http is accepted for an issuer
 * the operator runs on its own network (together with OIDC_EGRESS_ALLOW).
 */
export function parseIssuers(text: string | undefined): string[] {
  if (text === undefined || text.trim() === '') return [...DEFAULT_OIDC_ISSUERS];
  const issuers = text.split(',').map((e) => e.trim()).filter(Boolean);
  for (const issuer of issuers) {
    const ok = /^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(issuer) || /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(issuer);
    if (!ok) throw new Error(`OIDC_ISSUERS: ${issuer} is neither an http(s) URL without query nor a host name`);
  }
  return issuers;
}

/** An EgressPolicy list, refused at start-up (naming the variable) rather than at the first fetch. */
function checkedAllowList(text: string, variable: string): string {
  try {
    EgressPolicy.parse(text);
  } catch (err) {
    throw new Error(`${variable}: ${(err as Error).message.replace(/^webhook allow-list: /, '')}`);
  }
  return text;
}

/** A count from the environment: a positive integer, or the default when unset. */
function positiveInteger(text: string | undefined, variable: string, fallback: number): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new Error(`invalid ${variable}: ${text}; expected a positive integer`);
  return n;
}

/**
 * The replica routing settings given, or undefined when neither is. The poll at least every
 * 10 ms (each is a statement to both servers) and at most every minute; the lag bound at least
 * one poll (a smaller one would refuse a replica whose lag can only be known to a poll's
 * precision) and at most an hour.
 */
function routingOf(pollText: string | undefined, lagText: string | undefined): AppConfig['replicaRouting'] {
  if ((pollText === undefined || pollText === '') && (lagText === undefined || lagText === '')) return undefined;
  const pollMs = positiveInteger(pollText, 'DATABASE_REPLICA_POLL_MS (--database-replica-poll-ms)', 100);
  const maxLagMs = positiveInteger(lagText, 'DATABASE_REPLICA_MAX_LAG_MS (--database-replica-max-lag-ms)', 2_000);
  if (pollMs < 10 || pollMs > 60_000) throw new Error(`invalid DATABASE_REPLICA_POLL_MS: ${pollMs}; expected 10 to 60000 milliseconds`);
  if (maxLagMs < pollMs || maxLagMs > 3_600_000) throw new Error(`invalid DATABASE_REPLICA_MAX_LAG_MS: ${maxLagMs}; expected from the poll interval (${pollMs}) to 3600000 milliseconds`);
  return { pollMs, maxLagMs };
}

/** `ms` when it is at least `min`; otherwise refused at start-up with `message`. */
function atLeast(ms: number, min: number, message: string): number {
  if (ms < min) throw new Error(message);
  return ms;
}

/** A retention in whole days from the environment, as milliseconds; the default (in ms) when unset. */
function days(text: string | undefined, variable: string, fallbackMs: number): number {
  return text === undefined || text === '' ? fallbackMs : positiveInteger(text, variable, 0) * 24 * 60 * 60_000;
}

/**
 * CORRIDOR_SCA_RP_ID (a domain; default localhost) and CORRIDOR_SCA_RP_ORIGINS (comma-separated
 * `https://host[:port]`, `:*` for any port; http only on localhost; each host the RP id or a
 * subdomain of it; default: https and http on the RP id, any port, when it is localhost, else
 * https://<id>). Refused at start-up rather than at a customer's first passkey.
 */
export function parseRelyingParty(idText: string | undefined, originsText: string | undefined): ScaRelyingParty {
  if (!idText && !originsText) return SANDBOX_RELYING_PARTY;
  const id = (idText || SANDBOX_RELYING_PARTY.id).trim().toLowerCase();
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(id)) throw new Error(`invalid CORRIDOR_SCA_RP_ID: ${idText}; expected a domain`);
  const local = id === 'localhost' || id.endsWith('.localhost');
  const origins = originsText
    ? originsText.split(',').map((o) => o.trim()).filter((o) => o !== '')
    : local
      ? [`http://${id}:*`, `https://${id}:*`]
      : [`https://${id}`];
  for (const origin of origins) {
    const m = /^(https?):\/\/([a-z0-9.-]+)(:(\d{1,5}|\*))?$/.exec(origin);
    const host = m?.[2] ?? '';
    const ok = m !== null && (host === id || host.endsWith(`.${id}`)) && (m[1] === 'https' || host === 'localhost' || host.endsWith('.localhost'));
    if (!ok) throw new Error(`invalid CORRIDOR_SCA_RP_ORIGINS entry: ${origin}; expected https://<${id} or a subdomain>[:port or :*] (http only on localhost)`);
  }
  if (origins.length === 0) throw new Error('invalid CORRIDOR_SCA_RP_ORIGINS: no origin');
  return { id, name: SANDBOX_RELYING_PARTY.name, origins };
}

const resolveIf = (path: string | undefined) => (path ? resolve(path) : undefined);

/**
 * `true` is read as one hop (the one load balancer in front), never as "believe every
 * X-Forwarded-For entry": that would let any client choose its own address for rate limits.
 */
export function parseTrustProxy(text: string): AppConfig['trustProxy'] {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) return Number(value);
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (!/^[0-9a-f:.]+(\/\d{1,3})?$/.test(entry)) throw new Error(`TRUST_PROXY: ${entry} is not an address or CIDR range (or give a number of hops)`);
  }
  return value;
}

/** A duration in whole milliseconds from a flag or the environment; 0 turns the limit off. */
function milliseconds(argv: string[], env: NodeJS.ProcessEnv, name: string, variable: string, fallback: number): number {
  const text = flag(argv, name) ?? env[variable];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`invalid ${variable} (--${name}): ${text}; expected milliseconds, 0 for none`);
  return value;
}
