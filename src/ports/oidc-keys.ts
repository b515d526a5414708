import { createRemoteJWKSet, customFetch, type JWTVerifyGetKey } from 'jose';
import type { Egress } from '../egress/egress.ts';
import { FetchFailed, guardedGet } from '../egress/http-get.ts';

/**
 * The signing keys of the OIDC issuers that production platforms accept ID tokens from. The
 * sandbox never asks (its rule checks claims only).
 */
export interface OidcKeys {
  /** The issuers (`iss` values) accepted outside the sandbox; any other is refused before any fetch. */
  readonly issuers: readonly string[];
  /** The issuer's key set; rejects with OidcKeysUnavailable when discovery fails. */
  keySet(issuer: string): Promise<JWTVerifyGetKey>;
}

/** Discovery or the key set could not be fetched or read; the reason is safe to show. */
export class OidcKeysUnavailable extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'OidcKeysUnavailable';
  }
}

export const DEFAULT_OIDC_ISSUERS: readonly string[] = ['https://accounts.google.com', 'accounts.google.com', 'https://appleid.apple.com'];

export interface RemoteOidcKeysOptions {
  egress: Egress;
  issuers?: readonly string[];
  /** Per fetch (discovery, key set). */
  timeoutMs?: number;
  /** How long a key set is trusted before it is fetched again. */
  cacheMaxAgeMs?: number;
  /**
   * After a fetch, how long a token naming an unknown `kid` is refused without fetching again,
   * so that forged `kid`s cannot make the service fetch once per request.
   */
  cooldownMs?: number;
  /** How long a discovery document (its `jwks_uri`) is kept; a failed discovery is retried after the cooldown. */
  discoveryMaxAgeMs?: number;
}

interface Discovered {
  at: number;
  keys?: JWTVerifyGetKey;
  failure?: string;
}

/**
 * `iss` without a scheme (Google's `accounts.google.com`) names the https issuer. Its
 * discovery document is `<issuer>/.well-known/openid-configuration` (OIDC Discovery 1.0 §4).
 */
export function issuerUrl(issuer: string): string {
  return /^https?:\/\//.test(issuer) ? issuer.replace(/\/+$/, '') : `https://${issuer.replace(/\/+$/, '')}`;
}

/**
 * Discovery, then the JWKS at its `jwks_uri`, both through the egress policy with timeouts
 * and size limits. Key sets are jose remote sets: cached, fetched again on an unknown `kid`
 * once the cooldown has passed, and at most `cacheMaxAgeMs` old.
 */
export function remoteOidcKeys(options: RemoteOidcKeysOptions): OidcKeys {
  const timeoutMs = options.timeoutMs ?? 5000;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const discoveryMaxAgeMs = options.discoveryMaxAgeMs ?? 60 * 60_000;
  const fetcher = guardedGet(options.egress, { timeoutMs, maxBodyBytes: 512 * 1024 });
  const known = new Map<string, Discovered>();
  const pending = new Map<string, Promise<Discovered>>();

  async function discover(issuer: string): Promise<Discovered> {
    const base = issuerUrl(issuer);
    const at = Date.now();
    try {
      const document = (await (await fetcher(`${base}/.well-known/openid-configuration`)).json()) as { issuer?: unknown; jwks_uri?: unknown };
      if (typeof document.issuer !== 'string' || issuerUrl(document.issuer) !== base) return { at, failure: `the discovery document of ${base} names another issuer` };
      if (typeof document.jwks_uri !== 'string') return { at, failure: `the discovery document of ${base} has no jwks_uri` };
      const jwksUri = new URL(document.jwks_uri);
      // A key set fetched in clear could be replaced on the way; only an issuer the operator listed as http may use http.
      if (jwksUri.protocol !== 'https:' && !(jwksUri.protocol === 'http:' && base.startsWith('http:'))) return { at, failure: `the jwks_uri of ${base} is not https` };
      const keys = createRemoteJWKSet(jwksUri, {
        timeoutDuration: timeoutMs,
        cooldownDuration: cooldownMs,
        cacheMaxAge: options.cacheMaxAgeMs ?? 10 * 60_000,
        [customFetch]: fetcher,
      });
      return { at, keys };
    } catch (err) {
      return { at, failure: err instanceof FetchFailed ? `discovery of ${base} failed: ${err.reason}` : `the discovery document of ${base} is not JSON` };
    }
  }

  return {
    issuers: options.issuers ?? DEFAULT_OIDC_ISSUERS,
    async keySet(issuer) {
      const cached = known.get(issuer);
      const age = cached ? Date.now() - cached.at : Infinity;
      let found = cached && (cached.keys ? age < discoveryMaxAgeMs : age < cooldownMs) ? cached : undefined;
      if (!found) {
        // Concurrent requests for the same issuer share one discovery.
        let inFlight = pending.get(issuer);
        if (!inFlight) {
          inFlight = discover(issuer).finally(() => pending.delete(issuer));
          pending.set(issuer, inFlight);
        }
        found = await inFlight;
        // A failed discovery does not drop a working key set: it keeps serving, and discovery is retried after the cooldown.
        if (!found.keys && cached?.keys) found = { at: Date.now() - discoveryMaxAgeMs + cooldownMs, keys: cached.keys };
        known.set(issuer, found);
      }
      if (!found.keys) throw new OidcKeysUnavailable(found.failure ?? 'discovery failed');
      return found.keys;
    },
  };
}
