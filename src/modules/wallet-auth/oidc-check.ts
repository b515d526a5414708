import { type OidcIdentity, verifyOidcToken } from '../../crypto/oidc.ts';
import { errors, fieldError, invalidInput } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { OidcKeys } from '../../ports/oidc-keys.ts';
import { isSandbox } from './environment.ts';

/**
 * The identity an OIDC token proves at `at`: the sandbox checks its claims only, production
 * platforms its issuer signature too (docs/wallet-auth.md, "OIDC tokens"). A malformed token or
 * an unsupported issuer is 400 INVALID_INPUT; every other failure 401 with the check named.
 */
export async function oidcIdentity(tx: Tx, oidc: OidcKeys, token: string, at: Date, clientPublicKey?: string): Promise<OidcIdentity> {
  const keys = (await isSandbox(tx, tx.platformId)) ? null : oidc;
  const checked = await verifyOidcToken(token, at, keys, clientPublicKey);
  if (checked.ok) return checked.identity;
  if (checked.kind === 'malformed') throw invalidInput([fieldError('oidcToken', 'format', checked.reason)]);
  throw errors.UNAUTHORIZED(`OIDC token rejected: ${checked.reason}`);
}
