import { timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import { Registry, collectDefaultMetrics, Counter, Gauge, Histogram } from 'prom-client';
import { EXACT_COUNT_LIMIT, setExactCountLimit } from './db/conditions.ts';
import { type Db, DatabaseUnavailable } from './db/driver.ts';
import { ReadRouting, type ReadRoutingOptions } from './db/read-routing.ts';
import { STATISTICS_EVERY_MS, statisticsLoop } from './db/purge.ts';
import { WebhookDelivery } from './events/delivery.ts';
import { DEFAULT_RETENTION, purgeOutbox, type Retention } from './events/housekeeping.ts';
import { JobRunner } from './events/jobs.ts';
import { Worker } from './events/worker.ts';
import { Authenticator } from './http/auth.ts';
import { AuthFailures } from './http/auth-failures.ts';
import { type Contract, fastifyPath, loadContract, type Operation } from './http/contract.ts';
import { registerDashboard } from './http/dashboard-routes.ts';
import { registerDocs } from './http/docs-routes.ts';
import { ApiError, errors, unsupportedMediaType } from './http/errors.ts';
import { Idempotency } from './http/idempotency.ts';
import { stringify } from './kernel/json.ts';
import { parseJsonBody } from './http/json-body.ts';
import { MAX_UPLOAD_BYTES } from './http/multipart.ts';
import { errorFields, requestFields } from './http/log-fields.ts';
import { RateLimiter } from './http/rate-limit.ts';
import { lazyRequestLogger } from './http/lazy-request-logger.ts';
import { failureLogged, noteErrorCode, RequestLog } from './http/request-log.ts';
import { registerRetiredRoutes } from './http/retired-routes.ts';
import { adviseRetry } from './http/retry-advice.ts';
import { registerOperations } from './http/router.ts';
import { RouteHints } from './http/route-hints.ts';
import { ContractValidator } from './http/validation.ts';
import { operations as allOperations, registerJobs } from './modules/index.ts';
import { platformCache } from './modules/platforms/index.ts';
import { setEndpointless } from './kernel/outbox.ts';
import { purgeWalletRequests } from './modules/wallet-auth/index.ts';
import { purgeScaRecords } from './modules/sca/index.ts';
import { purgeOldCardReveals, registerCardReveal } from './modules/cards/index.ts';
import { purgeFinishedImports } from './modules/customers/index.ts';
import { purgeOldLookups } from './modules/receivers/index.ts';
import { purgeSpentScaChallenges } from './modules/sca-operations/index.ts';
import { purgeOwnershipChallenges } from './modules/external-accounts/index.ts';
import { authenticateAgent, purgeSpentDeviceCodes } from './modules/agents/index.ts';
import { API_VERSION } from './config.ts';
import { type Clock, systemClock } from './ports/clock.ts';
import { httpTransport, type WebhookTransport } from './ports/webhook-transport.ts';
import { Egress } from './egress/egress.ts';
import { EgressPolicy } from './egress/policy.ts';
import { systemResolver } from './ports/resolver.ts';
import { type CardLimits, DEFAULT_MAX_LIVE_CARDS, type Ports, SANDBOX_RELYING_PARTY, type ScaRelyingParty, type Services } from './services.ts';
import type { Notifier } from './ports/notifier.ts';
import { type OidcKeys, remoteOidcKeys } from './ports/oidc-keys.ts';
import { sandboxCatalogue } from './sandbox/catalogue.ts';
import { sandboxFxSource } from './sandbox/fx-source.ts';
import { sandboxNetworkFees } from './sandbox/network-fees.ts';
import { RecordingNotifier } from './sandbox/notifier.ts';
import { sandboxRails } from './sandbox/rails.ts';
import { SandboxStablecoinIssuer } from './sandbox/stablecoin-issuer.ts';
import { sandboxUmaDirectory } from './sandbox/uma-directory.ts';
import { sandboxWalletProviders } from './sandbox/wallet-providers.ts';
import { sandboxWalletCustody } from './sandbox/wallet-custody.ts';
import { sandboxLiveness } from './sandbox/liveness.ts';
import type { Unit } from './http/operation.ts';
import { ephemeralKeyring, type Keyring } from './secrets/keyring.ts';

/** The sandbox's implementation of every outside party: what buildApp uses for a port not given. */
export const sandboxPorts: Ports = {
  fxSource: sandboxFxSource,
  rails: sandboxRails,
  catalogue: sandboxCatalogue,
  umaDirectory: sandboxUmaDirectory,
  networkFees: sandboxNetworkFees,
  walletProviders: sandboxWalletProviders,
  walletCustody: sandboxWalletCustody,
  stablecoinIssuer: new SandboxStablecoinIssuer(),
  liveness: sandboxLiveness,
};

export interface AppOptions extends Partial<Ports> {
  db: Db;
  /**
   * A streaming replica of db for the reads of list and get operations (DATABASE_REPLICA_URL;
   * src/db/read-routing.ts, docs/scaling.md "Read replicas"). db must track its commits' WAL
   * positions (openDatabase with databaseReplicaUrl). The caller closes it.
   */
  replica?: Db;
  /** The replica's poll interval and lag bound (ReadRoutingOptions); tests shorten them. */
  replicaRouting?: Pick<ReadRoutingOptions, 'pollMs' | 'maxLagMs'>;
  clock?: Clock;
  /**
   * Where webhooks may go: the policy (default: public addresses only) and the resolver that
   * names resolve through (tests give a stub).
   */
  egress?: Egress;
  webhookTransport?: WebhookTransport;
  /** Defaults to the sandbox notifier, which records messages instead of sending them. */
  notifier?: Notifier;
  /**
   * OIDC issuers' keys for production platforms. Default: Google and Apple, discovered over
   * public addresses only (its own egress policy, never the webhooks'); tests give a loopback issuer.
   */
  oidc?: OidcKeys;
  logger?: FastifyServerOptions['logger'];
  /** Test hook: check every response against the contract and fail the ones that do not match. */
  validateResponses?: boolean;
  contract?: Contract;
  /** The operations to serve (default: every module's); tests give stand-ins. */
  operations?: readonly Unit[];
  workerIntervalMs?: number;
  /** See AppConfig.trustProxy; default false (the peer is the client). */
  trustProxy?: boolean | number | string;
  /**
   * /metrics on this app's listener: `open` (default, for tests), behind a bearer `token`, or
   * absent (`off`: served by a separate listener through App.metrics, or not at all).
   */
  metrics?: { mode: 'open' } | { mode: 'token'; token: string } | { mode: 'off' };
  /**
   * Seals secrets at rest; main.ts passes the configured keys. Without one, a random key that
   * lives only in memory: fine for tests, useless for data that must outlive the process.
   */
  keyring?: Keyring;
  /** Card issuing limits; default DEFAULT_MAX_LIVE_CARDS live cards per platform. */
  cardLimits?: CardLimits;
  /** The relying party of SCA passkeys; default SANDBOX_RELYING_PARTY (localhost). */
  scaRelyingParty?: ScaRelyingParty;
  /** How long housekeeping keeps finished events and jobs; default DEFAULT_RETENTION (30 and 7 days). */
  retention?: Retention;
  /**
   * Rows a list counts exactly before totalCount is the planner's estimate; default
   * EXACT_COUNT_LIMIT. A setting of the process (setExactCountLimit): the last app built wins.
   */
  exactCountLimit?: number;
}

export interface ResponseViolation {
  operationId: string;
  status: number;
  errors: unknown;
}

export interface App {
  app: FastifyInstance;
  services: Services;
  implemented: ReadonlySet<string>;
  /** Responses that did not match the contract (filled only with validateResponses). */
  violations: ResponseViolation[];
  /** The Prometheus exposition, for a listener of its own. */
  metrics(): Promise<{ contentType: string; text: string }>;
}

const PREFIX = `/${API_VERSION}`;
// Credentials and signatures wherever a logged object carries request headers: the request
// serializer logs none, but plugins do (@fastify/multipart logs busboy's options, headers
// included, at trace level).
const SECRET_HEADERS = ['authorization', 'service-wallet-signature', 'grid-wallet-signature', 'cookie'];
const REDACTED = ['*', '*.*'].flatMap((at) => SECRET_HEADERS.map((h) => `${at}.headers["${h}"]`));
let sharedContract: Contract | undefined;
let sharedValidator: ContractValidator | undefined;

export async function buildApp(options: AppOptions): Promise<App> {
  const { db } = options;
  const clock = options.clock ?? systemClock;
  sharedContract ??= loadContract();
  const contract = options.contract ?? sharedContract;
  // Preparing the contract's schemas is the expensive part of start-up; tests share it.
  if (!options.contract) sharedValidator ??= new ContractValidator(contract);
  const validator = options.contract ? new ContractValidator(contract) : (sharedValidator as ContractValidator);
  const keyring = options.keyring ?? ephemeralKeyring();
  const retention = options.retention ?? DEFAULT_RETENTION;
  setExactCountLimit(options.exactCountLimit ?? EXACT_COUNT_LIMIT);
  const limiter = new RateLimiter(db, clock);
  const authFailures = new AuthFailures(db, clock);
  const platforms = platformCache(db, clock, keyring);
  setEndpointless((id) => platforms.endpointless(id));
  const egress = options.egress ?? new Egress(EgressPolicy.PUBLIC_ONLY, systemResolver);
  const delivery = new WebhookDelivery(db, clock, options.webhookTransport ?? httpTransport(egress), (id) => platforms.webhookTarget(id));
  const jobs = new JobRunner(db, clock);
  const app = Fastify({
    // Credentials and wallet signatures never reach the log; bodies are never logged.
    logger: options.logger
      ? {
          ...(options.logger === true ? {} : options.logger),
          redact: REDACTED,
          serializers: { req: requestFields, err: errorFields, res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }) },
        }
      : false,
    // Each request's lines at the level of what happened to it (src/http/request-log.ts).
    logController: new RequestLog(),
    // A request's logger is made when it first writes a line (lazy-request-logger.ts).
    ...(options.logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // Behind a load balancer, TRUST_PROXY says how many hops of X-Forwarded-For to believe.
    trustProxy: trustFunction(options.trustProxy ?? false),
    requestIdHeader: false,
    return503OnClosing: true,
    ajv: { customOptions: { strict: false } },
    // The router answers these itself, before any hook: without this, in Fastify's own shape
    // (no reason, no x-request-id).
    frameworkErrors: (err, request, reply) => {
      const apiError = frameworkError(err);
      const answer = reply as FastifyReply;
      noteErrorCode(answer, apiError.code);
      answer.code(apiError.status).header('x-request-id', request.id);
      // No hook runs for these answers, the onSend hook below included.
      adviseRetry(answer);
      answer.type('application/json').send(stringify(apiError.toBody()));
    },
  });
  const idempotency = new Idempotency(db, clock, keyring);
  const registry = new Registry();
  const reads = readRouting(db, options, registry, (up, why) => app.log.warn({ replica: up ? 'up' : 'down', why }, up ? 'reads go to the replica' : 'reads go to the primary'));
  const services: Services = {
    db,
    reads,
    clock,
    contract,
    limiter,
    idempotency,
    auth: new Authenticator(db, clock, authFailures),
    delivery,
    jobs,
    platforms,
    egress,
    notifier: options.notifier ?? new RecordingNotifier(),
    oidc: options.oidc ?? remoteOidcKeys({ egress: new Egress(EgressPolicy.PUBLIC_ONLY, systemResolver) }),
    fxSource: options.fxSource ?? sandboxPorts.fxSource,
    rails: options.rails ?? sandboxPorts.rails,
    catalogue: options.catalogue ?? sandboxPorts.catalogue,
    umaDirectory: options.umaDirectory ?? sandboxPorts.umaDirectory,
    networkFees: options.networkFees ?? sandboxPorts.networkFees,
    walletProviders: options.walletProviders ?? sandboxPorts.walletProviders,
    walletCustody: options.walletCustody ?? sandboxPorts.walletCustody,
    stablecoinIssuer: options.stablecoinIssuer ?? sandboxPorts.stablecoinIssuer,
    liveness: options.liveness ?? sandboxPorts.liveness,
    cardLimits: options.cardLimits ?? { maxLivePerPlatform: DEFAULT_MAX_LIVE_CARDS },
    scaRelyingParty: options.scaRelyingParty ?? SANDBOX_RELYING_PARTY,
    keyring,
    worker: new Worker(
      delivery,
      jobs,
      options.workerIntervalMs,
      (err) => app.log.error({ err }, 'worker round failed'),
      async () => {
        await idempotency.purgeExpired();
        await limiter.purgeExpired();
        await authFailures.purgeExpired();
        await purgeWalletRequests(db, clock.now());
        await purgeScaRecords(db, clock.now());
        await purgeOwnershipChallenges(db, clock.now());
        await purgeSpentScaChallenges(db, clock.now());
        await purgeOldLookups(db, clock.now(), retention.lookupsMs);
        await purgeFinishedImports(db, clock.now(), retention.importsMs);
        await purgeOldCardReveals(db, clock.now(), retention.cardRevealsMs);
        await purgeSpentDeviceCodes(db, clock.now());
        await purgeOutbox(db, clock.now(), retention);
      },
      undefined,
      // Where no autovacuum keeps them (src/db/purge.ts): a table may grow tenfold in seconds.
      { run: statisticsLoop(db), everyMs: STATISTICS_EVERY_MS },
    ),
  };
  // AgentAuth: the bearer tokens agents get by redeeming a device code.
  services.auth.agentAuthenticator = (bearer) => authenticateAgent(db, bearer);
  const violations: ResponseViolation[] = [];
  const createCustomer = contract.byId.get('createCustomer');
  registerJobs(jobs, { customerInput: (input) => (createCustomer ? validator.checkBody(createCustomer, input) : []) }, keyring, services, (err) =>
    app.log.error({ err }, 'a payout round failed; its payments are tried one by one'),
  );

  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 50 } });
  // Fastify's own parser accepts duplicate keys, any depth and invalid UTF-8 (as U+FFFD).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, bytes, done) => {
    try {
      done(null, parseJsonBody(bytes as Buffer));
    } catch (err) {
      done(err as Error, undefined);
    }
  });

  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'corridor_http_request_duration_seconds',
    help: 'HTTP request duration by operation and status',
    labelNames: ['operation', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  // Callback-style hooks: on the hot path they avoid a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (options.validateResponses) app.addHook('onSend', async (request, reply, payload) => {
    const op = request.operation;
    if (!op || reply.statusCode === 304) return payload;
    const check = validator.responseValidator(op, reply.statusCode);
    const declared = validator.hasResponse(op, reply.statusCode);
    let problem: unknown;
    if (!declared) problem = `status ${reply.statusCode} is not declared`;
    else if (check) {
      let body: unknown;
      try {
        body = typeof payload === 'string' ? JSON.parse(payload) : undefined;
      } catch {
        problem = 'body is not JSON';
      }
      if (!problem && !check(body)) problem = check.errors;
    }
    if (!problem) return payload;
    violations.push({ operationId: op.operationId, status: reply.statusCode, errors: problem });
    reply.code(500);
    return stringify(errors.INTERNAL_ERROR('Response does not match the contract', { operationId: op.operationId, problem }).toBody());
  });

  // After the response check (which may turn an answer into a 500), so it sees the final status:
  // tells SDKs of the reference whether repeating an error answer can help (src/http/retry-advice.ts).
  app.addHook('onSend', (_request, reply, payload, done) => {
    adviseRetry(reply);
    done(null, payload);
  });

  app.addHook('onResponse', (request, reply, done) => {
    duration.observe({ operation: request.operation?.operationId ?? 'other', status: reply.statusCode }, reply.elapsedTime / 1000);
    done();
  });

  app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(err, request.operation);
    const body = apiError.toBody();
    noteErrorCode(reply, apiError.code);
    // A failure of ours: the full error (stack, SQL) goes to the log only. A refusal, a 501 or
    // an unreachable database is the completion line's code, without a stack.
    if (failureLogged(apiError.status)) request.log.error({ err, req: request }, 'request failed');
    if (apiError.status >= 500) {
      // The client gets an id to quote.
      body.details = { ...((body.details as object) ?? {}), requestId: request.id };
    }
    reply.code(apiError.status).headers(apiError.headers ?? {}).type('application/json').send(stringify(body));
  });

  const routes = new RouteHints(PREFIX, contract.operations);
  app.setNotFoundHandler((request, reply) => {
    const apiError = routes.refusal(request.method, request.url.split('?')[0]);
    noteErrorCode(reply, apiError.code);
    reply.code(apiError.status).headers(apiError.headers ?? {}).type('application/json').send(stringify(apiError.toBody()));
  });

  const implemented = registerOperations(app, PREFIX, services, validator, options.operations ?? allOperations);
  registerRetiredRoutes(app, PREFIX, contract);

  app.get('/healthz', async () => ({ status: 'ok' }));
  // One probe at a time, however often /readyz is asked while the database is slow to answer.
  let probe: Promise<boolean> | undefined;
  app.get('/readyz', async (_request, reply) => {
    probe ??= db.query('SELECT 1').then(
      () => true,
      () => false,
    ).finally(() => {
      probe = undefined;
    });
    if (await within(probe, READY_DEADLINE_MS)) return { status: 'ready', database: db.kind };
    const unavailable = errors.SERVICE_UNAVAILABLE('The database is not reachable', undefined, { 'retry-after': RETRY_AFTER_SECONDS });
    return reply.code(503).headers(unavailable.headers ?? {}).send(unavailable.toBody());
  });
  const metrics = options.metrics ?? { mode: 'open' };
  if (metrics.mode !== 'off') {
    const expected = metrics.mode === 'token' ? Buffer.from(`Bearer ${metrics.token}`) : undefined;
    app.get('/metrics', async (request, reply) => {
      if (expected) {
        const given = Buffer.from(request.headers.authorization ?? '');
        if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
          const err = errors.UNAUTHORIZED('/metrics needs Authorization: Bearer <METRICS_TOKEN>');
          return reply.code(401).type('application/json').send(stringify(err.toBody()));
        }
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  }
  registerDocs(app, { contract, implemented, prefix: PREFIX });
  // The dashboard: static files of the committed build, calling the API above like any client.
  registerDashboard(app);
  // The card reveal page: a plain route outside the versioned API, reached through a signed link.
  registerCardReveal(app, services);

  reads.start();
  app.addHook('onClose', async () => {
    await reads.stop();
    await services.worker.stop();
  });

  return {
    app,
    services,
    implemented,
    violations,
    metrics: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}

/**
 * The routing of reads, with its metrics when a replica is configured: the replica's health and
 * lag (gauges read at each scrape) and where reads went (a counter by server and reason).
 */
function readRouting(db: Db, options: AppOptions, registry: Registry, onChange: (up: boolean, why: string) => void): ReadRouting {
  if (!options.replica) return new ReadRouting(db, undefined);
  const routed = new Counter({
    name: 'corridor_reads_routed_total',
    help: 'Reads of list and get operations by the server that answered them and why (replica, own-write, replica-down, replica-lagging)',
    labelNames: ['server', 'reason'],
    registers: [registry],
  });
  const reads = new ReadRouting(db, options.replica, { ...options.replicaRouting, onChange, onRoute: (server, reason) => routed.inc({ server, reason }) });
  const gauge = (name: string, help: string, value: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      // NaN while unknown (no replica answering): 0 would claim it is caught up.
      collect() {
        this.set(value() ?? Number.NaN);
      },
    });
  gauge('corridor_replica_up', 'Whether the read replica answers, is in recovery and gets reads (1) or not (0)', () => (reads.status().up ? 1 : 0));
  gauge('corridor_replica_lag_bytes', 'WAL bytes the primary has written that the read replica has not replayed', () => reads.status().lagBytes);
  gauge('corridor_replica_lag_seconds', 'How long the oldest WAL position the read replica has not replayed has waited (poll resolution)', () => reads.status().lagSeconds);
  return reads;
}

/** A number of hops as proxy-addr's trust function: the i-th address from the right is a proxy while i < hops. */
function trustFunction(trust: boolean | number | string): boolean | string | ((address: string, i: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, i) => i < trust;
}

/** /readyz answers within 2 s either way; the probe's own timeouts may be longer. */
const READY_DEADLINE_MS = 1_500;
/** What a 503 asks the client to wait: about the time a restarted database takes to accept connections. */
const RETRY_AFTER_SECONDS = '2';

/** Whether `probe` answered true within `ms`. */
async function within(probe: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A request the router refuses before it reaches a route: a path that does not decode, a path parameter too long. */
function frameworkError(err: FastifyError): ApiError {
  if (err.code === 'FST_ERR_BAD_URL') return errors.INVALID_INPUT('The URL path is not valid: its percent-escapes must encode UTF-8 text');
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') return errors.INVALID_INPUT('A path parameter may have at most 100 characters; send the id as the API returned it, such as Customer:<uuid> (45 characters)');
  return errors.INTERNAL_ERROR('Internal error; the request id identifies it in the logs');
}

function toApiError(err: FastifyError | ApiError, op: Operation | undefined): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof DatabaseUnavailable) {
    // 503 either way; a request whose outcome is unknown may have been done, and the client
    // learns which by repeating it with its Idempotency-Key (a replay, or a first run).
    const reason = err.outcomeUnknown
      ? 'The database stopped answering before confirming the outcome; repeat the request with the same Idempotency-Key'
      : 'The database is unavailable; retry later';
    return errors.SERVICE_UNAVAILABLE(reason, undefined, { 'retry-after': RETRY_AFTER_SECONDS });
  }
  const code = (err as FastifyError).code;
  const status = (err as FastifyError).statusCode;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) return errors.PAYLOAD_TOO_LARGE();
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) return unsupportedMediaType(op?.requestBody ? Object.keys(op.requestBody.content) : []);
  if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return errors.INVALID_INPUT('The JSON body is empty');
  if (status === 400 || err instanceof SyntaxError) return errors.INVALID_INPUT(`The request body is not valid JSON: ${err.message}`);
  if (typeof status === 'number' && status >= 400 && status < 500) return errors.INVALID_INPUT(err.message);
  return errors.INTERNAL_ERROR('Internal error; the request id identifies it in the logs');
}

export { PREFIX, fastifyPath };
