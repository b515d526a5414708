-- Delegated keys (src/modules/wallet-auth/delegated-keys.ts): a server-custodied P-256 key per
-- card funding source (a card and one of its EMBEDDED_WALLET funding accounts), created by a
-- three-leg signed retry and used later by card authorization in place of a session key.
-- card_id names a row of cards (src/modules/cards/) but carries no foreign key, so this
-- migration does not depend on the cards migration's number.

CREATE TABLE delegated_keys (
  id                 uuid PRIMARY KEY,
  platform_id        uuid NOT NULL,
  card_id            uuid NOT NULL,
  account_id         uuid NOT NULL REFERENCES internal_accounts(id),
  -- CardFundingSource:<uuid> with a uuid derived from (card_id, account_id): see fundingSourceUuid.
  funding_source_id  uuid NOT NULL,
  -- Compressed P-256 public key (hex).
  public_key         text NOT NULL,
  -- The 32-byte private scalar, hex, sealed with the app keyring (delegated_keys.private_key);
  -- cleared when the key is revoked. Never returned.
  private_key        text,
  nickname           text NOT NULL,
  status             text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'REVOKED')),
  -- The signed-retry leg the open challenge belongs to (1: after the first call, 2: after the
  -- first signed retry) and that challenge's wallet_requests id; both null once ACTIVE.
  leg                integer CHECK (leg IN (1, 2)),
  request_id         uuid,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
-- At most one ACTIVE key per card funding source (409 on create; held here under concurrency).
CREATE UNIQUE INDEX delegated_keys_one_active ON delegated_keys (platform_id, funding_source_id) WHERE status = 'ACTIVE';
CREATE INDEX delegated_keys_account ON delegated_keys (platform_id, account_id, id);
CREATE INDEX delegated_keys_funding_source ON delegated_keys (platform_id, funding_source_id, id);
CREATE UNIQUE INDEX delegated_keys_request ON delegated_keys (request_id) WHERE request_id IS NOT NULL;
