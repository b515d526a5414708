import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../src/app.ts';
import { loadConfig, parseTrustProxy } from '../../src/config.ts';
import { EgressPolicy } from '../../src/egress/policy.ts';
import { ManualClock } from '../../src/ports/clock.ts';
import { type TestDatabase, testDatabase } from '../support/database.ts';

/** The defaults an operator gets: the embedded single-user start versus a server deployment. */
describe('defaults by deployment', () => {
  const embedded = loadConfig([], {});
  const server = loadConfig([], { DATABASE_URL: 'postgres://db.internal/corridor' });

  it('lets webhooks reach loopback on the embedded default only', () => {
    expect(embedded.webhookAllow).toBe('loopback');
    expect(server.webhookAllow).toBe('');
    expect(EgressPolicy.parse(server.webhookAllow).describe()).toBe('public addresses only');
    expect(loadConfig([], { DATABASE_URL: 'postgres://x/y', WEBHOOK_ALLOW: '10.0.0.0/8' }).webhookAllow).toBe('10.0.0.0/8');
  });

  it('serves /metrics on the API listener without a token on the embedded default only', () => {
    expect(embedded.metricsOpen).toBe(true);
    expect(server.metricsOpen).toBe(false);
    expect(loadConfig([], { METRICS_PORT: '9464' }).metricsOpen).toBe(false);
    expect(loadConfig([], { METRICS_PORT: '9464' }).metricsListen).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(() => loadConfig([], { METRICS_TOKEN: 'short' })).toThrow(/16/);
  });

  it('believes X-Forwarded-For only for the hops or proxies configured', () => {
    expect(server.trustProxy).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.0/8, 10.1.2.3')).toBe('10.0.0.0/8, 10.1.2.3');
    expect(() => parseTrustProxy('everyone')).toThrow(/everyone/);
  });

  it('accepts OIDC tokens from Google and Apple by default, fetching their keys from public addresses only', () => {
    for (const config of [embedded, server]) {
      expect(config.oidcIssuers).toEqual(['https://accounts.google.com', 'accounts.google.com', 'https://appleid.apple.com']);
      expect(EgressPolicy.parse(config.oidcAllow).describe()).toBe('public addresses only');
    }
    const custom = loadConfig([], { OIDC_ISSUERS: 'https://login.example.com/tenant-1, http://keycloak.corp:8080/realms/a', OIDC_EGRESS_ALLOW: 'keycloak.corp' });
    expect(custom.oidcIssuers).toEqual(['https://login.example.com/tenant-1', 'http://keycloak.corp:8080/realms/a']);
    expect(custom.oidcAllow).toBe('keycloak.corp');
    expect(() => loadConfig([], { OIDC_ISSUERS: 'ftp://x.example' })).toThrow(/OIDC_ISSUERS: ftp/);
    expect(() => loadConfig([], { OIDC_EGRESS_ALLOW: 'not a host!' })).toThrow(/^OIDC_EGRESS_ALLOW: not a host!/);
  });

  it('takes a transaction-mode pooler only with a LISTEN URL to PostgreSQL itself (docs/scaling.md, "Connection pooler")', () => {
    const url = 'postgres://pgbouncer.internal:6432/corridor';
    const direct = 'postgres://db.internal/corridor';
    expect(loadConfig([], { DATABASE_URL: url })).toMatchObject({ databasePooler: undefined, databaseListenUrl: undefined });
    expect(loadConfig(['--database-pooler', 'pgbouncer', '--database-listen-url', direct], { DATABASE_URL: url })).toMatchObject({
      databasePooler: 'pgbouncer',
      databaseListenUrl: direct,
    });
    expect(() => loadConfig([], { DATABASE_URL: url, DATABASE_POOLER: 'pgbouncer' })).toThrow(/needs DATABASE_LISTEN_URL/);
    expect(() => loadConfig([], { DATABASE_POOLER: 'pgbouncer', DATABASE_LISTEN_URL: direct })).toThrow(/needs a PostgreSQL server/);
    expect(() => loadConfig([], { DATABASE_URL: url, DATABASE_POOLER: 'pgcat' })).toThrow(/invalid DATABASE_POOLER/);
  });

  it('takes a pool size for a PostgreSQL server: a positive integer, from the flag or the environment', () => {
    const url = 'postgres://db.internal/corridor';
    expect(loadConfig([], { DATABASE_URL: url }).poolSize).toBeUndefined();
    expect(loadConfig([], { DATABASE_URL: url, DATABASE_POOL_SIZE: '8' }).poolSize).toBe(8);
    expect(loadConfig(['--database-pool-size', '4'], { DATABASE_URL: url }).poolSize).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many']) expect(() => loadConfig([], { DATABASE_URL: url, DATABASE_POOL_SIZE: bad })).toThrow(/DATABASE_POOL_SIZE.*positive integer/);
    expect(() => loadConfig(['--database-pool-size', '8'], {})).toThrow(/set DATABASE_URL/);
  });

  it('takes a number of group-commit groups in flight for a PostgreSQL server: a positive integer, at most the pool', () => {
    const url = 'postgres://db.internal/corridor';
    expect(loadConfig([], { DATABASE_URL: url }).commitGroups).toBeUndefined();
    expect(loadConfig([], { DATABASE_URL: url, DATABASE_COMMIT_GROUPS: '1' }).commitGroups).toBe(1);
    expect(loadConfig(['--database-commit-groups', '2', '--database-pool-size', '8'], { DATABASE_URL: url }).commitGroups).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'all']) expect(() => loadConfig([], { DATABASE_URL: url, DATABASE_COMMIT_GROUPS: bad })).toThrow(/DATABASE_COMMIT_GROUPS.*positive integer/);
    expect(() => loadConfig(['--database-commit-groups', '5', '--database-pool-size', '4'], { DATABASE_URL: url })).toThrow(/at most the pool size \(4\)/);
    expect(() => loadConfig([], { DATABASE_URL: url, DATABASE_COMMIT_GROUPS: '17' })).toThrow(/at most the pool size \(16\)/);
    expect(() => loadConfig(['--database-commit-groups', '1'], {})).toThrow(/set DATABASE_URL/);
  });

  it('takes the replica routing settings (poll interval, lag bound) only with a replica, within their bounds', () => {
    const both = { DATABASE_URL: 'postgres://db-a.internal/corridor', DATABASE_REPLICA_URL: 'postgres://db-b.internal/corridor' };
    expect(loadConfig([], both).replicaRouting).toBeUndefined();
    expect(loadConfig([], { ...both, DATABASE_REPLICA_MAX_LAG_MS: '500' }).replicaRouting).toEqual({ pollMs: 100, maxLagMs: 500 });
    expect(loadConfig(['--database-replica-poll-ms', '50', '--database-replica-max-lag-ms', '50'], both).replicaRouting).toEqual({ pollMs: 50, maxLagMs: 50 });
    expect(loadConfig([], { ...both, DATABASE_REPLICA_POLL_MS: '250' }).replicaRouting).toEqual({ pollMs: 250, maxLagMs: 2_000 });
    for (const bad of ['0', '-5', '1.5', 'soon']) expect(() => loadConfig([], { ...both, DATABASE_REPLICA_POLL_MS: bad })).toThrow(/DATABASE_REPLICA_POLL_MS.*positive integer/);
    expect(() => loadConfig([], { ...both, DATABASE_REPLICA_POLL_MS: '5' })).toThrow(/10 to 60000/);
    expect(() => loadConfig([], { ...both, DATABASE_REPLICA_POLL_MS: '200', DATABASE_REPLICA_MAX_LAG_MS: '100' })).toThrow(/from the poll interval \(200\)/);
    expect(() => loadConfig([], { ...both, DATABASE_REPLICA_MAX_LAG_MS: '3600001' })).toThrow(/DATABASE_REPLICA_MAX_LAG_MS/);
    expect(() => loadConfig([], { DATABASE_URL: both.DATABASE_URL, DATABASE_REPLICA_MAX_LAG_MS: '500' })).toThrow(/set DATABASE_REPLICA_URL/);
  });

  it('takes a read replica only beside a PostgreSQL primary (docs/scaling.md, "Read replicas")', () => {
    const primary = 'postgres://db-a.internal/corridor';
    const replica = 'postgres://db-b.internal/corridor';
    expect(loadConfig([], { DATABASE_URL: primary })).toMatchObject({ databaseReplicaUrl: undefined });
    expect(loadConfig([], { DATABASE_URL: primary, DATABASE_REPLICA_URL: replica })).toMatchObject({ databaseReplicaUrl: replica });
    expect(loadConfig(['--database-replica-url', replica], { DATABASE_URL: primary })).toMatchObject({ databaseReplicaUrl: replica });
    // The embedded database has no replicas: said at start-up, not ignored.
    expect(() => loadConfig(['--database-replica-url', replica], {})).toThrow(/needs a PostgreSQL primary.*PGlite/);
  });
});

describe('/metrics', () => {
  let database: TestDatabase;
  const apps: App[] = [];
  const build = async (metrics: Parameters<typeof buildApp>[0]['metrics']) => {
    const built = await buildApp({ db: database.db, clock: new ManualClock(), metrics });
    apps.push(built);
    return built;
  };
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(async () => {
    for (const a of apps) await a.app.close();
    await database.close();
  });

  it('is absent from the API listener when off, and still available to a listener of its own', async () => {
    const built = await build({ mode: 'off' });
    expect((await built.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await built.metrics()).text).toContain('corridor_http_request_duration_seconds');
  });

  it('requires the bearer token when one is set', async () => {
    const token = 'metrics-token-0123456789';
    const built = await build({ mode: 'token', token });
    expect((await built.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await built.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}x` } })).statusCode).toBe(401);
    const ok = await built.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toContain('process_cpu');
  });
});
