/**
 * Every column that holds sealed values. The owning modules seal and open them (with `placeOf`
 * as the associated data); the start-up sweep and `corridor keys` walk this list to seal legacy
 * plaintext, re-seal under a new key, and count what each key still seals.
 */
export interface SealedColumn {
  /** `table.column`; also the start of each value's associated data. */
  name: string;
  table: string;
  column: string;
  /** The primary key, in the order `placeOf` names it, with SQL types for the batch UPDATE. */
  key: readonly { column: string; type: 'uuid' | 'text' }[];
  /** Rows outside this condition hold values that are not secrets and stay as they are. */
  only?: string;
  /** Run for each changed row, in its transaction (caches of other processes). */
  announce?: string;
}

/** The associated data of the value at `ids` (the column's primary key values, in order). */
export function placeOf(column: SealedColumn, ...ids: readonly string[]): string {
  return `${column.name}:${ids.join(':')}`;
}

const sealed = (table: string, column: string, key: SealedColumn['key'], extra: Partial<SealedColumn> = {}): SealedColumn => ({
  name: `${table}.${column}`,
  table,
  column,
  key,
  ...extra,
});

export const WEBHOOK_PRIVATE_KEY = sealed('platforms', 'webhook_private_key', [{ column: 'id', type: 'uuid' }], {
  // PLATFORM_CHANGED of src/modules/platforms/changes.ts: every replica drops its cached copy on commit.
  announce: "SELECT pg_notify('corridor_platform_changed', $1::text)",
});
export const WALLET_PLATFORM_KEY = sealed('wallet_platform_keys', 'private_key', [{ column: 'platform_id', type: 'uuid' }]);
export const WALLET_SEED_ENTROPY = sealed('wallet_seeds', 'entropy', [{ column: 'account_id', type: 'uuid' }]);
export const WALLET_OTP_TARGET_KEY = sealed('wallet_otps', 'target_private_key', [{ column: 'credential_id', type: 'uuid' }]);
export const DELEGATED_KEY_PRIVATE_KEY = sealed('delegated_keys', 'private_key', [{ column: 'id', type: 'uuid' }]);

/**
 * Operations whose reply hands out a secret that is kept nowhere else in clear: their replies
 * stored for Idempotency-Key replays are sealed. A KYC link is a bearer URL to the customer's
 * identity check; a card reveal link (revealCard) is a bearer URL to the card's number; a TOTP
 * enrollment's secret and its recovery codes (start/confirmScaFactorEnrollment) and a two-factor
 * reset's liveness access token (startTwoFactorReset) are shown once; a new token's clientSecret is shown once (createToken declares no
 * Idempotency-Key today; should it, its replies are sealed from the start). Other replies are
 * left plain: sealing every stored reply would put a cipher on the quote hot path for nothing.
 */
export const SEALED_REPLIES: ReadonlySet<string> = new Set([
  'createCustomerKycLink',
  'createToken',
  'revealCard',
  'startScaFactorEnrollment',
  'confirmScaFactorEnrollment',
  'startTwoFactorReset',
]);

/** Sealed replies only; other replies are plain JSON, which never starts with `v1.`. */
export const IDEMPOTENT_REPLY = sealed(
  'idempotency_keys',
  'response_body',
  [
    { column: 'platform_id', type: 'uuid' },
    { column: 'key', type: 'text' },
  ],
  { only: `operation_id IN (${[...SEALED_REPLIES].map((id) => `'${id}'`).join(', ')})` },
);

/** A card's number and security code (src/modules/cards); rows still PROCESSING have none yet. */
export const CARD_PAN = sealed('cards', 'pan', [{ column: 'id', type: 'uuid' }]);
export const CARD_CVV = sealed('cards', 'cvv', [{ column: 'id', type: 'uuid' }]);

/** TOTP shared secrets of SCA factors (src/modules/sca), confirmed and pending. */
export const SCA_FACTOR_TOTP_SECRET = sealed('sca_factors', 'totp_secret', [{ column: 'id', type: 'uuid' }]);
export const SCA_ENROLLMENT_TOTP_SECRET = sealed('sca_enrollments', 'totp_secret', [{ column: 'id', type: 'uuid' }]);

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  WEBHOOK_PRIVATE_KEY,
  WALLET_PLATFORM_KEY,
  WALLET_SEED_ENTROPY,
  WALLET_OTP_TARGET_KEY,
  DELEGATED_KEY_PRIVATE_KEY,
  IDEMPOTENT_REPLY,
  CARD_PAN,
  CARD_CVV,
  SCA_FACTOR_TOTP_SECRET,
  SCA_ENROLLMENT_TOTP_SECRET,
];
