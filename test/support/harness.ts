import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type App, type AppOptions, buildApp, PREFIX } from '../../src/app.ts';
import type { Unit } from '../../src/http/operation.ts';
import { operations } from '../../src/modules/index.ts';
import { createPlatform } from '../../src/modules/platforms/service.ts';
import { createToken } from '../../src/modules/tokens/service.ts';
import type { Permission } from '../../src/http/contract.ts';
import { ManualClock } from '../../src/ports/clock.ts';
import type { WebhookTransport } from '../../src/ports/webhook-transport.ts';
import type { Keyring } from '../../src/secrets/keyring.ts';
import type { Ports, ScaRelyingParty } from '../../src/services.ts';
import type { Retention } from '../../src/events/housekeeping.ts';
import { type TestDatabase, testDatabase } from './database.ts';
import { Egress } from '../../src/egress/egress.ts';
import { EgressPolicy } from '../../src/egress/policy.ts';
import { type OidcKeys, remoteOidcKeys } from '../../src/ports/oidc-keys.ts';
import { stubResolver } from './resolver.ts';
import { SecretWatch } from './secret-watch.ts';
import { RecordingNotifier } from '../../src/sandbox/notifier.ts';

export interface Credentials {
  platformId: string;
  clientId: string;
  clientSecret: string;
  tokenId: string;
}

export interface Harness extends App {
  database: TestDatabase;
  clock: ManualClock;
  /** The first platform, with a token holding every permission. */
  platform: Credentials;
  /** A new platform; `environment` PRODUCTION for the rules that differ from the sandbox. */
  newPlatform(name?: string, options?: { environment?: 'SANDBOX' | 'PRODUCTION' }): Promise<Credentials>;
  newToken(platformId: string, permissions: Permission[]): Promise<Credentials>;
  /** An authenticated call under the versioned prefix; `as` picks other credentials. */
  call(method: InjectOptions['method'], path: string, options?: CallOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  as?: Credentials | null;
  query?: Record<string, string>;
}

/** Every module's operations, with stand-ins in place of those of the same operationId. */
export function withStandIns(...standIns: Unit[]): Unit[] {
  const replaced = new Set(standIns.map((u) => u.operationId));
  return [...operations.filter((u) => !replaced.has(u.operationId)), ...standIns];
}

export function basic(c: { clientId: string; clientSecret: string }): string {
  return `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`;
}

/** Ports given here (an FxSource, Rails...) replace the sandbox's in buildApp. */
export interface HarnessOptions extends Partial<Ports> {
  operations?: readonly Unit[];
  webhookTransport?: WebhookTransport;
  workerIntervalMs?: number;
  /** A database of the test's own (a throwaway cluster); closed with the harness. Default: testDatabase(). */
  database?: TestDatabase;
  /** Default: loopback allowed (test receivers listen there), names from a stub resolver, never DNS. */
  egress?: Egress;
  /** Without one, the app seals with a random in-memory key of its own (buildApp's default). */
  keyring?: Keyring;
  /**
   * OIDC issuers' keys for production platforms. Default: public addresses only and names from
   * a stub resolver, so a production OAUTH test without its own issuer fails closed, offline.
   */
  oidc?: OidcKeys;
  /** The relying party of SCA passkeys; default the sandbox's (localhost). */
  scaRelyingParty?: ScaRelyingParty;
  /** Rows a list counts exactly; a small one shows the estimate past it without seeding thousands. */
  exactCountLimit?: number;
  /** How long housekeeping keeps finished events and jobs; default the app's. */
  retention?: Retention;
  /** A read replica of the database (AppOptions.replica); the test closes it. */
  replica?: AppOptions['replica'];
  replicaRouting?: AppOptions['replicaRouting'];
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const { database: given, ...appOptions } = options;
  const database = given ?? (await testDatabase());
  const clock = new ManualClock(new Date());
  const egress = options.egress ?? new Egress(EgressPolicy.parse('loopback'), stubResolver());
  // Everything is logged, at the most verbose level, and searched for the secrets used (close()).
  const watch = new SecretWatch();
  const built = await buildApp({
    db: database.db,
    clock,
    validateResponses: true,
    logger: { level: 'trace', stream: watch.stream },
    ...appOptions,
    egress,
    oidc: options.oidc ?? remoteOidcKeys({ egress: new Egress(EgressPolicy.PUBLIC_ONLY, stubResolver()) }),
  });
  const newPlatform = async (name = 'Test platform', options: { environment?: 'SANDBOX' | 'PRODUCTION' } = {}): Promise<Credentials> => {
    const { platformId, token } = await createPlatform(database.db, built.services.keyring, { name, environment: options.environment }, clock.now());
    watch.add(token.clientSecret);
    return { platformId, clientId: token.clientId, clientSecret: token.clientSecret!, tokenId: token.id };
  };
  const newToken = async (platformId: string, permissions: Permission[]): Promise<Credentials> => {
    const token = await database.db.transaction((tx) => createToken(tx, platformId, { name: 'test', permissions }, clock.now()));
    watch.add(token.clientSecret);
    return { platformId, clientId: token.clientId, clientSecret: token.clientSecret!, tokenId: token.id };
  };
  const platform = await newPlatform();
  const harness: Harness = {
    ...built,
    database,
    clock,
    platform,
    newPlatform,
    newToken,
    call(method, path, callOptions = {}) {
      const as = callOptions.as === undefined ? platform : callOptions.as;
      const headers: Record<string, string> = { ...(callOptions.headers ?? {}) };
      if (as) headers.authorization = basic(as);
      watch.headers(headers);
      if (typeof callOptions.body === 'object') watch.requestFields(callOptions.body);
      return built.app
        .inject({
          method,
          url: PREFIX + path,
          headers,
          query: callOptions.query,
          ...(callOptions.body === undefined ? {} : { payload: callOptions.body as InjectOptions['payload'] }),
        })
        .then((res) => {
          if (String(res.headers['content-type'] ?? '').includes('json') && res.body) {
            try {
              watch.fields(JSON.parse(res.body));
            } catch {}
          }
          return res;
        });
    },
    async close() {
      await built.app.close();
      await database.close();
      expect(built.violations, 'responses that do not match the contract').toEqual([]);
      const notifier = built.services.notifier;
      if (notifier instanceof RecordingNotifier) for (const m of notifier.sent) watch.add(m.code);
      expect(watch.leaks(), 'secrets that reached the log').toEqual([]);
    },
  };
  return harness;
}

/** Asserts the spec's error shape and returns the parsed body. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  const body = res.json() as { code: string; reason: string; details?: Record<string, unknown> };
  expect({ status: res.statusCode, code: body.code }, res.body).toEqual({ status, code });
  expect(typeof body.reason).toBe('string');
  expect(body.reason.length).toBeGreaterThan(0);
  return body;
}
