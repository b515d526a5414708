import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/driver.ts';
import type { Clock } from '../ports/clock.ts';
import type { Operation, Permission } from './contract.ts';
import { errors } from './errors.ts';
import type { Caller } from '../kernel/caller.ts';
import type { AuthFailures } from './auth-failures.ts';
import { sha256Hex } from './secrets.ts';
import { authenticateToken } from '../modules/tokens/index.ts';

/** Agent bearer tokens are issued by the agents module (installed by buildApp); without it no bearer token is valid. */
export type AgentAuthenticator = (bearer: string) => Promise<Caller | null>;

const NO_AGENTS: AgentAuthenticator = async () => null;
/** Basic credentials that are not base64 of `clientId:clientSecret`. */
const MALFORMED = Symbol('malformed');

const CACHE_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

/**
 * Authenticates BasicAuth (API token) and AgentAuth (bearer) callers and checks permissions.
 * A verified credential is remembered for a few seconds, keyed by a hash of the whole
 * credential, so the hot path does no database round trip; deleting a token (or an agent:
 * forgetAgent) evicts it here at once and on other replicas within CACHE_TTL_MS. Failures back
 * off exponentially per client address and per client id (AuthFailures); a valid credential is
 * checked first and never refused for failures that are not its own.
 */
export class Authenticator {
  private readonly cache = new Map<string, { caller: Caller; tokenPublicId: string; until: number }>();
  agentAuthenticator: AgentAuthenticator = NO_AGENTS;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly failures: AuthFailures,
  ) {}

  async authenticate(request: FastifyRequest, op: Operation): Promise<Caller> {
    const header = request.headers.authorization;
    const space = header?.indexOf(' ') ?? -1;
    const scheme = (space < 0 ? (header ?? '') : header!.slice(0, space)).toLowerCase();
    const credential = space < 0 ? '' : header!.slice(space + 1).trim();
    let caller: Caller | null = null;
    let wrong = false;
    if (scheme === 'basic' && op.security.includes('BasicAuth')) {
      const found = await this.basic(credential, request.ip);
      if (found === MALFORMED) throw errors.UNAUTHORIZED(`The Basic credentials must be base64 of clientId:clientSecret, a colon between them. ${this.howTo(op)}`);
      caller = found;
      wrong = true;
    } else if (scheme === 'bearer' && op.security.includes('AgentAuth')) {
      caller = await this.bearer(credential);
      if (!caller) await this.refuse([`ip:${request.ip}`]);
      wrong = true;
    }
    if (!caller) throw errors.UNAUTHORIZED(this.refusal(op, header === undefined ? '' : scheme, wrong));
    // An agent holds none of VIEW/TRANSACT/MANAGE: on the agents' own operations what it may do
    // is its policy's permissions, which they check themselves (403 naming the missing one). An
    // operation open to platforms as well keeps its x-permission check, which an agent never passes.
    const agentsOwn = caller.kind === 'agent' && !op.security.includes('BasicAuth');
    if (!agentsOwn && op.permission && !caller.permissions.has(op.permission)) {
      const held = [...caller.permissions].join(', ') || 'none';
      throw errors.FORBIDDEN(
        `This operation needs the ${op.permission} permission and this token has ${held}; call it with a token that has ${op.permission} (made by POST /tokens with a MANAGE token, or \`corridor token create --platform <uuid> --permissions ${op.permission}\`)`,
        { requiredPermission: op.permission },
      );
    }
    return caller;
  }

  /** What a refused caller sent, and what to send instead; never which half of a credential was wrong. */
  private refusal(op: Operation, scheme: string, wrong: boolean): string {
    const how = this.howTo(op);
    if (wrong && scheme === 'basic') return `The client id and secret do not match a current API token (a deleted token stops working at once). ${how}`;
    if (wrong) return `The bearer token is not a valid agent token. ${how}`;
    if (scheme === '') return `No credentials were sent. ${how}`;
    if (scheme === 'bearer') return `A Bearer token is accepted only on agent operations (/agents/me/…). ${how}`;
    if (scheme === 'basic') return `This operation is called by agents, not with platform credentials. ${how}`;
    return `The Authorization scheme must be ${op.security.includes('BasicAuth') ? 'Basic' : 'Bearer'}. ${how}`;
  }

  /** The Authorization header an operation takes, truthfully: no agent token is issued until an agent authenticator is installed. */
  private howTo(op: Operation): string {
    if (op.security.includes('BasicAuth')) {
      return 'Send Authorization: Basic base64(clientId:clientSecret) with the client id and secret of an API token (curl -u clientId:clientSecret …); `npm start` prints the first one, POST /tokens or `corridor token create` makes more';
    }
    const issued = this.agentAuthenticator !== NO_AGENTS ? '' : '; agents are not built in this release, so no agent token is valid yet';
    return `Send Authorization: Bearer <agent access token>, the token an agent gets by redeeming its device code${issued}`;
  }

  forgetToken(publicId: string): void {
    for (const [key, entry] of this.cache) if (entry.tokenPublicId === publicId) this.cache.delete(key);
  }

  /** A deleted agent: its cached bearer tokens stop working at once on this process. */
  forgetAgent(agentId: string): void {
    this.forgetToken(`Agent:${agentId}`);
  }

  /** An agent's bearer token, remembered like a Basic credential (keyed by its hash, evicted by forgetAgent). */
  private async bearer(token: string): Promise<Caller | null> {
    const cacheKey = sha256Hex(`bearer ${token}`);
    const now = this.clock.now().getTime();
    const hit = this.cache.get(cacheKey);
    if (hit && hit.until > now) return hit.caller;
    const caller = await this.agentAuthenticator(token);
    if (!caller) return null;
    if (this.cache.size >= CACHE_MAX) this.cache.clear();
    this.cache.set(cacheKey, { caller, tokenPublicId: `Agent:${caller.agentId}`, until: now + CACHE_TTL_MS });
    return caller;
  }

  private async basic(encoded: string, ip: string): Promise<Caller | null | typeof MALFORMED> {
    const cacheKey = sha256Hex(encoded);
    const now = this.clock.now().getTime();
    const hit = this.cache.get(cacheKey);
    if (hit && hit.until > now) return hit.caller;

    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    const clientId = colon > 0 ? decoded.slice(0, colon) : '';
    if (!clientId) {
      // Counted like a wrong credential: a flood of garbage meets the same backoff.
      await this.refuse([`ip:${ip}`]);
      return MALFORMED;
    }
    const row = await authenticateToken(this.db, clientId, decoded.slice(colon + 1));
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
