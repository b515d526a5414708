import { createCipheriv, createECDH, createPublicKey, hkdfSync, randomBytes } from 'node:crypto';
import { errors } from '../../http/errors.ts';
import type { Tx } from '../../kernel/tx.ts';
import type { WalletProvider, WalletProviders } from '../../ports/wallet-providers.ts';
import { CARD_PAN, placeOf } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';
import { loadCustomer } from '../customers/index.ts';
import { formatId } from '../../ids.ts';
import { findCard } from './store.ts';

export interface TokenizeInput {
  walletProvider: WalletProvider;
  certificates?: string[];
  nonce?: string;
  nonceSignature?: string;
}

/** HKDF `info` of the payload key; the wallet provider's side derives the same. */
export const TOKENIZE_INFO_PREFIX = 'corridor-card-provisioning:';

/** The uncompressed P-256 point (0x04 || X || Y) of an SPKI PEM public key. */
function rawPoint(pem: string): Buffer {
  const jwk = createPublicKey(pem).export({ format: 'jwk' });
  if (jwk.crv !== 'P-256' || !jwk.x || !jwk.y) throw new Error('a wallet provider key must be a P-256 public key');
  return Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, 'base64url'), Buffer.from(jwk.y, 'base64url')]);
}

/**
 * ECIES on P-256: an ephemeral key pair, ECDH with the provider's public key, HKDF-SHA256
 * (salt = the ephemeral public point, info = TOKENIZE_INFO_PREFIX + provider) to an AES-256-GCM
 * key. encryptedData = base64(iv 12 bytes || ciphertext || tag 16 bytes); ephemeralPublicKey =
 * base64 of the uncompressed ephemeral point.
 */
export function eciesEncrypt(recipientPem: string, provider: string, plaintext: Buffer): { encryptedData: string; ephemeralPublicKey: string } {
  const ecdh = createECDH('prime256v1');
  const ephemeral = ecdh.generateKeys();
  const shared = ecdh.computeSecret(rawPoint(recipientPem));
  const key = Buffer.from(hkdfSync('sha256', shared, ephemeral, `${TOKENIZE_INFO_PREFIX}${provider}`, 32));
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return { encryptedData: Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64'), ephemeralPublicKey: ephemeral.toString('base64') };
}

/** Operation `tokenizeCard`: the provisioning payload for an in-app add-to-wallet, encrypted to the provider's key. */
export async function tokenizeCard(tx: Tx, keyring: Keyring, providers: WalletProviders, publicId: string, input: TokenizeInput) {
  const card = await findCard(tx, tx.platformId, publicId);
  if (!card.supports_wallet_tokenization) {
    throw errors.INVALID_INPUT('This card does not support digital-wallet tokenization (cardCapabilities.supportsDigitalWalletTokenization is false)');
  }
  if (card.status !== 'ACTIVE' || !card.pan) {
    throw errors.CONFLICT(`The card is ${card.status}; only an ACTIVE card can be added to a digital wallet`, { status: card.status });
  }
  const publicKey = providers.publicKey(input.walletProvider);
  if (!publicKey) throw errors.NOT_IMPLEMENTED(`No ${input.walletProvider} provisioning key is configured on this service`);
  const cardholder = await loadCustomer(tx, tx.platformId, formatId('Customer', card.cardholder_id));
  const profile = cardholder.profile as { fullName?: unknown; businessInfo?: { legalName?: unknown } };
  const name = typeof profile.fullName === 'string' ? profile.fullName : typeof profile.businessInfo?.legalName === 'string' ? profile.businessInfo.legalName : undefined;
  const payload: Record<string, unknown> = {
    primaryAccountNumber: keyring.openText(card.pan, placeOf(CARD_PAN, card.id)),
    expiration: { month: card.exp_month, year: card.exp_year },
  };
  if (name !== undefined) payload.cardholderName = name;
  if (input.nonce !== undefined) payload.nonce = input.nonce;
  if (input.nonceSignature !== undefined) payload.nonceSignature = input.nonceSignature;
  if (input.certificates !== undefined) payload.certificates = input.certificates;
  const sealed = eciesEncrypt(publicKey, input.walletProvider, Buffer.from(JSON.stringify(payload), 'utf8'));
  return { walletProvider: input.walletProvider, encryptedPayload: sealed };
}
