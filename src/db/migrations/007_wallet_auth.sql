-- Embedded Wallet Auth: credentials of an EMBEDDED_WALLET internal account, the sessions they
-- open, one-time codes, pending signed-retry requests, per-platform signing keys and wallet seeds.

CREATE TABLE wallet_credentials (
  id                     uuid PRIMARY KEY,
  platform_id            uuid NOT NULL,
  account_id             uuid NOT NULL REFERENCES internal_accounts(id),
  type                   text NOT NULL CHECK (type IN ('EMAIL_OTP', 'SMS_OTP', 'PASSKEY', 'OAUTH')),
  nickname               text NOT NULL,
  -- OAUTH: JSON [iss, aud, sub] of the registered identity.
  oidc_identity          text,
  -- PASSKEY: base64url rawId, uncompressed P-256 public key (hex), COSE alg, counter, RP binding.
  passkey_credential_id  text,
  passkey_public_key     text,
  passkey_alg            integer,
  passkey_sign_count     bigint,
  passkey_rp_id_hash     text,
  passkey_origin         text,
  passkey_transports     jsonb,
  -- A run of wrong one-time codes locks verification until then (429 with Retry-After).
  locked_until           timestamptz,
  verified_at            timestamptz,
  revoked_at             timestamptz,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);
CREATE INDEX wallet_credentials_account ON wallet_credentials (platform_id, account_id, id);
CREATE UNIQUE INDEX wallet_credentials_one_otp ON wallet_credentials (account_id, type) WHERE revoked_at IS NULL AND type IN ('EMAIL_OTP', 'SMS_OTP');
CREATE UNIQUE INDEX wallet_credentials_passkey ON wallet_credentials (account_id, passkey_credential_id) WHERE revoked_at IS NULL AND type = 'PASSKEY';
CREATE UNIQUE INDEX wallet_credentials_oauth ON wallet_credentials (account_id, oidc_identity) WHERE revoked_at IS NULL AND type = 'OAUTH';

CREATE TABLE wallet_sessions (
  id             uuid PRIMARY KEY,
  platform_id    uuid NOT NULL,
  account_id     uuid NOT NULL REFERENCES internal_accounts(id),
  credential_id  uuid NOT NULL REFERENCES wallet_credentials(id),
  -- Compressed P-256 public key (hex) that signs this session's stamps.
  public_key     text NOT NULL,
  expires_at     timestamptz NOT NULL,
  revoked_at     timestamptz,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX wallet_sessions_account ON wallet_sessions (platform_id, account_id, id);
CREATE INDEX wallet_sessions_key ON wallet_sessions (account_id, public_key);

-- The current one-time code of an OTP credential. The code is stored salted and hashed; the
-- HPKE target private key is kept only until the code is used or replaced.
CREATE TABLE wallet_otps (
  credential_id       uuid PRIMARY KEY REFERENCES wallet_credentials(id),
  platform_id         uuid NOT NULL,
  code_salt           text NOT NULL,
  code_hash           text NOT NULL,
  target_private_key  text,
  target_public_key   text NOT NULL,
  attempts            integer NOT NULL DEFAULT 0,
  expires_at          timestamptz NOT NULL,
  consumed_at         timestamptz,
  created_at          timestamptz NOT NULL
);

-- A signed-retry request (or a passkey assertion challenge) waiting for its single use.
CREATE TABLE wallet_requests (
  id               uuid PRIMARY KEY,
  platform_id      uuid NOT NULL,
  account_id       uuid NOT NULL,
  operation        text NOT NULL,
  -- The addressed resource (credential, session or account uuid; the account for creates).
  target_id        uuid NOT NULL,
  payload_to_sign  text NOT NULL,
  -- Canonical JSON of the body fields the retry must repeat.
  bound            text NOT NULL,
  -- Who may sign: ACCOUNT_SESSION, OTHER_CREDENTIAL_SESSION, SESSION or KEY (signer_ref).
  signer           text NOT NULL,
  signer_ref       text,
  expires_at       timestamptz NOT NULL,
  consumed_at      timestamptz,
  created_at       timestamptz NOT NULL
);
CREATE INDEX wallet_requests_expiry ON wallet_requests (expires_at);

-- Integrator-issued passkey registration challenges already used (SHA-256 of the challenge).
CREATE TABLE wallet_registration_challenges (
  platform_id     uuid NOT NULL,
  challenge_hash  text NOT NULL,
  used_at         timestamptz NOT NULL,
  PRIMARY KEY (platform_id, challenge_hash)
);

-- Per-platform P-256 key that signs OTP target bundles and verification tokens.
CREATE TABLE wallet_platform_keys (
  platform_id  uuid PRIMARY KEY,
  private_key  text NOT NULL,
  public_key   text NOT NULL,
  created_at   timestamptz NOT NULL
);

-- BIP-39 entropy of an embedded wallet, made on first export. The exported (encrypted)
-- credentials themselves are never stored.
CREATE TABLE wallet_seeds (
  account_id   uuid PRIMARY KEY REFERENCES internal_accounts(id),
  platform_id  uuid NOT NULL,
  entropy      text NOT NULL,
  created_at   timestamptz NOT NULL
);
