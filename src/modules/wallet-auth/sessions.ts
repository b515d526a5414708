import { p256 } from '@noble/curves/nist.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { createBase58check } from '@scure/base';
import { hpkeSeal, newP256KeyPair } from '../../crypto/hpke.ts';
import { compressedHex, type ParsedPublicKey } from '../../crypto/p256-keys.ts';
import type { Tx } from '../../kernel/tx.ts';
import { newId } from '../../ids.ts';
import { presentSession } from './present.ts';
import type { CredentialRow, SessionRow } from './store.ts';

/** Default session lifetime. */
export const SESSION_TTL_MS = 15 * 60_000;

const base58check = createBase58check(sha256);

/**
 * Opens a session for `credential`. A compressed `clientPublicKey` is the client-held model:
 * that key signs the session's stamps and no key material is returned. An uncompressed one is
 * the legacy model: the service makes the session key and returns its private scalar sealed to
 * the client key as `encryptedSessionSigningKey` (base58check of the compressed encapsulated key
 * followed by the AES-256-GCM ciphertext). The private scalar is not kept.
 */
export async function openSession(tx: Tx, credential: CredentialRow, clientKey: ParsedPublicKey): Promise<Record<string, unknown>> {
  const key = await sessionKeyFor(clientKey);
  return presentSession(await insertSession(tx, credential, key.publicKey), key.sealedKey);
}

/**
 * The session key for `clientKey`: the client's own (compressed), or a fresh one whose private
 * scalar is sealed to the client key and then forgotten (uncompressed, legacy).
 */
export async function sessionKeyFor(clientKey: ParsedPublicKey): Promise<{ publicKey: string; sealedKey?: string }> {
  if (clientKey.encoding !== 'uncompressed') return { publicKey: compressedHex(clientKey) };
  const pair = newP256KeyPair();
  const publicKey = Buffer.from(p256.getPublicKey(pair.privateKey, true)).toString('hex');
  const sealed = await hpkeSeal(clientKey.uncompressed, pair.privateKey);
  const encCompressed = p256.Point.fromBytes(sealed.enc).toBytes(true);
  const payload = new Uint8Array(encCompressed.length + sealed.ciphertext.length);
  payload.set(encCompressed, 0);
  payload.set(sealed.ciphertext, encCompressed.length);
  pair.privateKey.fill(0);
  return { publicKey, sealedKey: base58check.encode(payload) };
}

/** Stores a session of `credential` signing with `publicKey` (compressed hex). */
export async function insertSession(tx: Tx, credential: CredentialRow, publicKey: string): Promise<SessionRow> {
  const row: SessionRow = {
    id: newId(),
    platform_id: tx.platformId,
    account_id: credential.account_id,
    credential_id: credential.id,
    public_key: publicKey,
    expires_at: new Date(tx.now.getTime() + SESSION_TTL_MS),
    revoked_at: null,
    created_at: tx.now,
    updated_at: tx.now,
    type: credential.type,
    nickname: credential.nickname,
  };
  await tx.query(
    `INSERT INTO wallet_sessions (id, platform_id, account_id, credential_id, public_key, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $7)`,
    [row.id, row.platform_id, row.account_id, row.credential_id, row.public_key, row.expires_at, tx.now],
  );
  await tx.query('UPDATE wallet_credentials SET verified_at = COALESCE(verified_at, $2) WHERE id = $1', [credential.id, tx.now]);
  return row;
}
