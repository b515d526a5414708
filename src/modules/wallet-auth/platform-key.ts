import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Tx } from '../../kernel/tx.ts';
import { placeOf, WALLET_PLATFORM_KEY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';

/**
 * The platform's wallet-auth signing key (P-256): it signs OTP target bundles (`dataSignature`,
 * public half as `enclaveQuorumPublic`) and verification tokens (ES256). Made on first use.
 */
export interface PlatformKey {
  privateKey: Uint8Array;
  /** Uncompressed hex. */
  publicKey: string;
}

/** The private key is stored sealed: hex of the 32-byte scalar, bound to the platform's row. */
export async function platformKey(tx: Tx, keyring: Keyring): Promise<PlatformKey> {
  const place = placeOf(WALLET_PLATFORM_KEY, tx.platformId);
  const existing = await tx.query<{ private_key: string; public_key: string }>('SELECT private_key, public_key FROM wallet_platform_keys WHERE platform_id = $1', [tx.platformId]);
  if (existing.length > 0) return { privateKey: Buffer.from(keyring.openText(existing[0].private_key, place), 'hex'), publicKey: existing[0].public_key };
  const privateKey = p256.utils.randomSecretKey();
  const publicKey = Buffer.from(p256.getPublicKey(privateKey, false)).toString('hex');
  await tx.query(
    'INSERT INTO wallet_platform_keys (platform_id, private_key, public_key, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (platform_id) DO NOTHING',
    [tx.platformId, keyring.seal(Buffer.from(privateKey).toString('hex'), place), publicKey, tx.now],
  );
  return platformKey(tx, keyring);
}

/** DER ECDSA-P256-SHA256 signature, hex. */
export function signDerHex(key: PlatformKey, data: Uint8Array): string {
  return Buffer.from(p256.sign(data, key.privateKey, { format: 'der' })).toString('hex');
}

/** A compact ES256 JWT signed with the platform key. */
export function signJwt(key: PlatformKey, header: Record<string, unknown>, claims: Record<string, unknown>): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v), 'utf8').toString('base64url');
  const input = `${enc(header)}.${enc(claims)}`;
  const signature = p256.sign(sha256(new TextEncoder().encode(input)), key.privateKey, { prehash: false, format: 'compact' });
  return `${input}.${Buffer.from(signature).toString('base64url')}`;
}
