import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/driver.ts';
import type { Clock } from '../ports/clock.ts';
import type { Operation, Permission } from './contract.ts';
import { errors } from './errors.ts';
import type { Caller } from './operation.ts';
import type { AuthFailures } from './auth-failures.ts';
import { sha256Hex } from './secrets.ts';
import { authenticateToken } from '../modules/tokens/service.ts';

/** Agent bearer tokens are issued by the agents module; until it exists no bearer token is valid. */
export type AgentAuthenticator = (bearer: string) => Promise<Caller | null>;

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/**
 * Authenticates BasicAuth (API token) and AgentAuth (bearer) callers and checks permissions.
 * A verified credential is remembered for a few seconds, keyed by a hash of the whole
 * credential, so the hot path does no database round trip; deleting a token evicts it here at
 * once and on other replicas within CACHE_TTL_MS. Failures back off exponentially per client
 * address and per client id (AuthFailures); a valid credential is checked first and never
 * refused for failures that are not its own.
 */
export class Authenticator {
  private readonly cache = new Map<string, { caller: Caller; tokenPublicId: string; until: number }>();
  agentAuthenticator: AgentAuthenticator = async () => null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly failures: AuthFailures,
  ) {}

  async authenticate(request: FastifyRequest, op: Operation): Promise<Caller> {
    const header = request.headers.authorization;
    const scheme = header?.slice(0, header.indexOf(' ')).toLowerCase();
    let caller: Caller | null = null;
    if (scheme === 'basic' && op.security.includes('BasicAuth')) {
      caller = await this.basic(header!.slice(6).trim(), request.ip);
    } else if (scheme === 'bearer' && op.security.includes('AgentAuth')) {
      caller = await this.agentAuthenticator(header!.slice(7).trim());
      if (!caller) await this.refuse([`ip:${request.ip}`]);
    }
    if (!caller) throw errors.UNAUTHORIZED();
    if (op.permission && !caller.permissions.has(op.permission)) {
      throw errors.FORBIDDEN(`This operation needs the ${op.permission} permission`, { requiredPermission: op.permission });
    }
    return caller;
  }

  forgetToken(publicId: string): void {
    for (const [key, entry] of this.cache) if (entry.tokenPublicId === publicId) this.cache.delete(key);
  }

  private async basic(encoded: string, ip: string): Promise<Caller | null> {
    const cacheKey = sha256Hex(encoded);
    const now = this.clock.now().getTime();
    const hit = this.cache.get(cacheKey);
    if (hit && hit.until > now) return hit.caller;

    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = colon > 0 ? decoded.slice(0, colon) : '';
    const row = clientId ? await authenticateToken(this.db, clientId, decoded.slice(colon + 1)) : null;
    if (!row) {
      // Counted under the client id too: an attacker spreading guesses over addresses (or
      // behind X-Forwarded-For) still meets the backoff of the credential they aim at.
      const wellFormed = /^[0-9a-f]{32}$/i.test(clientId);
      await this.refuse(wellFormed ? [`ip:${ip}`, `client:${clientId.toLowerCase()}`] : [`ip:${ip}`]);
      return null;
    }
    const caller: Caller = {
      platformId: row.platform_id,
      kind: 'token',
      tokenId: row.id,
      permissions: new Set<Permission>(row.permissions),
    };
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(cacheKey, { caller, tokenPublicId: `Token:${row.id}`, until: now + CACHE_TTL_MS });
    return caller;
  }

  /** A wrong credential: 429 while its buckets are blocked (not counted again), else counted. */
  private async refuse(buckets: string[]): Promise<void> {
    const blocked = (await this.failures.blockedFor(buckets)) || (await this.failures.record(buckets));
    if (blocked > 0) {
      const seconds = Math.ceil(blocked / 1000);
      throw errors.RATE_LIMITED(`Too many failed authentications; retry in ${seconds} s with valid credentials`, { retryAfterSeconds: seconds }, {
        'retry-after': String(seconds),
      });
    }
  }
}
