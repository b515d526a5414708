import { createPrivateKey, type KeyObject } from 'node:crypto';
import { placeOf, WEBHOOK_PRIVATE_KEY } from '../../secrets/columns.ts';
import type { Keyring } from '../../secrets/keyring.ts';

/** The platform's webhook signing key (PKCS#8 PEM) as stored: sealed, bound to the platform's row. */
export function sealWebhookKey(keyring: Keyring, platformId: string, privateKeyPem: string): string {
  return keyring.seal(privateKeyPem, placeOf(WEBHOOK_PRIVATE_KEY, platformId));
}

/** Refuses a value in clear: the start-up sweep seals every one before the server serves. */
export function openWebhookKey(keyring: Keyring, row: { id: string; webhook_private_key: string }): KeyObject {
  return createPrivateKey(keyring.openText(row.webhook_private_key, placeOf(WEBHOOK_PRIVATE_KEY, row.id)));
}
