-- Wallet operations the custody provider is still working on (src/modules/wallet-auth/activity.ts):
-- an accepted signed retry whose activity did not finish at once. The row binds the exact
-- request, so that its identical re-send answers PROCESSING and then the terminal result, and
-- holds what to apply when the provider is done (the wallet-auth settle job or a re-send).
-- Requests whose activity finishes at once leave no row.

CREATE TABLE wallet_operations (
  id            uuid PRIMARY KEY,
  platform_id   uuid NOT NULL,
  account_id    uuid NOT NULL,
  operation     text NOT NULL,
  -- The addressed resource, as in wallet_requests.target_id.
  target_id     uuid NOT NULL,
  -- The accepted wallet_requests row (its Request-Id); null for an OAUTH verify, which has none.
  request_id    uuid UNIQUE,
  -- SHA-256 hex of the canonical JSON body and of the Service-Wallet-Signature value (null when none).
  body_hash     text NOT NULL,
  stamp_hash    text,
  -- The provider's reference of the activity (WalletCustody.poll).
  activity_ref  text NOT NULL,
  -- What to apply when the provider is done (Effect of effects.ts).
  effect        jsonb NOT NULL,
  -- Legacy key model: the encryptedSessionSigningKey to hand over, sealed with the app keyring
  -- (wallet_operations.session_key); erased once delivered.
  session_key   text,
  status        text NOT NULL CHECK (status IN ('IN_FLIGHT', 'SETTLED', 'DELIVERED')),
  -- The terminal result once SETTLED: {status, resourceId} or {status, error}.
  result        jsonb,
  created_at    timestamptz NOT NULL,
  settled_at    timestamptz,
  delivered_at  timestamptz,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX wallet_operations_body ON wallet_operations (platform_id, operation, target_id, body_hash);
CREATE INDEX wallet_operations_open ON wallet_operations (platform_id, status, created_at);
