-- Per-transaction and beneficiary-trust SCA challenges (src/modules/sca-operations/,
-- docs/sca-payments.md). One row per challenge; a payment needing two (conversion, then payout)
-- has two rows, the second issued when the first is passed. The code is stored only as a salted
-- SHA-256; the WebAuthn challenge hashes the payment's amount and payee (dynamic linking).

CREATE TABLE sca_operation_challenges (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  -- What the challenge authorizes: a quote (its payment) or an external account (trust change).
  subject_kind text NOT NULL CHECK (subject_kind IN ('QUOTE', 'EXTERNAL_ACCOUNT')),
  subject_id uuid NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('CURRENCY_CONVERSION', 'PAYOUT', 'TRANSFER', 'TRUST_BENEFICIARY', 'UNTRUST_BENEFICIARY')),
  factor text NOT NULL CHECK (factor IN ('SMS_OTP', 'PASSKEY')),
  available_factors text[] NOT NULL,
  code_salt text,
  code_hash text,
  -- With a passkey enrolled: the base64url WebAuthn challenge an assertion must sign, and the
  -- assertion options shown to the client (either proof passes an SMS_OTP challenge too).
  passkey_challenge text,
  passkey_options jsonb,
  -- SMS_OTP: where the code went (the customer's phone at issue).
  sent_to text,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_sent_at timestamptz,
  -- Set when passed (or replaced by a newer challenge of the same subject); never reusable.
  consumed_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT sca_operation_challenges_proof CHECK ((factor <> 'SMS_OTP' OR code_hash IS NOT NULL) AND (factor <> 'PASSKEY' OR passkey_challenge IS NOT NULL))
);
-- At most one open challenge per subject: the one authorize and confirm look up.
CREATE UNIQUE INDEX sca_operation_challenges_open ON sca_operation_challenges (platform_id, subject_kind, subject_id) WHERE consumed_at IS NULL;

-- A payment waiting for its challenges: the quote and its transaction are PENDING_AUTHORIZATION
-- (QUOTE and TRANSACTION.OUTGOING in src/modules/payments/state.ts), nothing reserved yet.
ALTER TABLE quotes DROP CONSTRAINT quotes_status_check;
ALTER TABLE quotes ADD CONSTRAINT quotes_status_check
  CHECK (status IN ('PENDING', 'PENDING_AUTHORIZATION', 'PROCESSING', 'COMPLETED', 'FAILED'));
ALTER TABLE transactions DROP CONSTRAINT transactions_status_check;
ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
  CHECK (status IN ('PENDING_AUTHORIZATION', 'PENDING', 'PROCESSING', 'COMPLETED', 'FAILED', 'REJECTED', 'EXPIRED'));

-- The factor the client asked for in the quote request (scaFactor); null: the default.
ALTER TABLE quotes ADD COLUMN sca_factor text CHECK (sca_factor IN ('SMS_OTP', 'PASSKEY'));

-- Trust challenges moved to sca_operation_challenges; the trusted flag stays on the account.
ALTER TABLE external_accounts DROP COLUMN trust_challenge_id;
ALTER TABLE external_accounts DROP COLUMN trust_challenge_purpose;
ALTER TABLE external_accounts DROP COLUMN trust_challenge_expires_at;
