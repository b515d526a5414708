-- Strong customer authentication (src/modules/sca/): the factors a customer enrolled, their
-- pending enrollments, one-time code challenges, SCA login sessions, the failed-attempt
-- lockout state and two-factor resets. Secrets are kept sealed (TOTP secrets) or hashed
-- (codes, recovery codes), never in clear.

-- Confirmed factors; SMS_OTP is not enrolled (it uses the customer's phone number).
CREATE TABLE sca_factors (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  factor text NOT NULL CHECK (factor IN ('TOTP', 'PASSKEY')),
  -- TOTP: the RFC 6238 shared secret, hex, sealed (src/secrets/columns.ts SCA_FACTOR_TOTP_SECRET).
  totp_secret text,
  -- The time step of the last TOTP code accepted: a code of that step or earlier is refused (no replay).
  totp_last_step bigint,
  -- PASSKEY: the WebAuthn credential (base64url id, COSE public key base64url) and where it is bound.
  credential_id text,
  public_key text,
  sign_count bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  rp_id text,
  origin text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT sca_factors_shape CHECK ((factor = 'TOTP') = (totp_secret IS NOT NULL) AND (factor = 'PASSKEY') = (credential_id IS NOT NULL AND public_key IS NOT NULL))
);
-- One factor of each kind per customer: the spec's "at most one passkey" (409 PASSKEY_ALREADY_ENROLLED).
CREATE UNIQUE INDEX sca_factors_one_per_kind ON sca_factors (platform_id, customer_id, factor);

-- An enrollment started and not yet confirmed; a new start replaces the previous one.
CREATE TABLE sca_enrollments (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  factor text NOT NULL CHECK (factor IN ('TOTP', 'PASSKEY')),
  -- TOTP: the pending secret, sealed (SCA_ENROLLMENT_TOTP_SECRET). PASSKEY: the registration challenge (base64url).
  totp_secret text,
  challenge text,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT sca_enrollments_one UNIQUE (platform_id, customer_id, factor)
);

-- Recovery codes of a TOTP factor, SHA-256 hashed; each completes one TOTP login.
CREATE TABLE sca_recovery_codes (
  factor_id uuid NOT NULL REFERENCES sca_factors (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (factor_id, code_hash)
);

-- Challenges of a login or of another SCA proof (purpose): an SMS code (salted hash) or a
-- passkey assertion challenge. Consumed by the first success; a wrong code counts an attempt.
CREATE TABLE sca_challenges (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  factor text NOT NULL CHECK (factor IN ('SMS_OTP', 'PASSKEY')),
  purpose text NOT NULL,
  code_salt text,
  code_hash text,
  challenge text,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX sca_challenges_customer ON sca_challenges (platform_id, customer_id, created_at);

-- SCA login sessions (180 days); RESET_PASSWORD_COMPLETED revokes them all.
CREATE TABLE sca_sessions (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  factor text NOT NULL CHECK (factor IN ('SMS_OTP', 'TOTP', 'PASSKEY')),
  end_user_ip text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sca_sessions_customer ON sca_sessions (platform_id, customer_id, expires_at);

-- The failed-attempt ladder of one customer (docs/sca.md, "Lockout").
CREATE TABLE sca_lockouts (
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until timestamptz,
  suspended boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (platform_id, customer_id)
);

-- Two-factor resets, gated by a liveness check.
CREATE TABLE sca_resets (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  factor text NOT NULL CHECK (factor IN ('SMS_OTP', 'TOTP', 'PASSKEY')),
  -- The values of TWO_FACTOR_RESET in src/modules/sca/status.ts.
  status text NOT NULL CHECK (status IN ('INITIATED', 'PENDING_REVIEW', 'LIVENESS_PASSED', 'COMPLETED', 'REJECTED', 'EXPIRED')),
  -- The liveness vendor's access token, SHA-256 hashed (it is a bearer credential for the check).
  liveness_token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX sca_resets_customer ON sca_resets (platform_id, customer_id, created_at);
