import { createPublicKey, generateKeyPairSync, type KeyObject, sign, verify } from 'node:crypto';

/**
 * Webhook signatures: ECDSA P-256 over SHA-256 of the exact body bytes, DER-encoded and
 * base64'd, sent as X-Service-Signature: {"v":"1","s":"<base64>"} and, the same value, as
 * X-Grid-Signature. Each platform has its own key pair; the public key (SPKI PEM) is shown
 * in GET /config as webhookPublicKey.
 */
export interface WebhookKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

export function newWebhookKeyPair(): WebhookKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

/**
 * The signature header under both names: ours, and the reference's (X-Grid-Signature), so that
 * a receiver written for the reference verifies our deliveries unchanged. `key` is parsed once
 * per platform cache fill (PlatformCache.webhookTarget), not per delivery.
 */
export function signatureHeaders(body: string, key: KeyObject): Record<string, string> {
  const signature = sign('sha256', Buffer.from(body, 'utf8'), key).toString('base64');
  const value = JSON.stringify({ v: '1', s: signature });
  return { 'x-service-signature': value, 'x-grid-signature': value };
}

/** What a receiver does; used by our tests and documented for platforms. */
export function verifySignatureHeader(body: string, header: string, publicKeyPem: string): boolean {
  let s: string;
  try {
    const parsed = JSON.parse(header) as { s?: unknown };
    s = typeof parsed.s === 'string' ? parsed.s : header;
  } catch {
    s = header;
  }
  return verify('sha256', Buffer.from(body, 'utf8'), createPublicKey(publicKeyPem), Buffer.from(s, 'base64'));
}
