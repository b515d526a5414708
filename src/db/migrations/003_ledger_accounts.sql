-- Ledger (double entry) and the account modules built on it: internal accounts, external
-- accounts with their ownership challenges. Amounts are integer minor units, NUMERIC(38,0).

-- One row per ledger account. balance and available are materialised sums kept by the
-- posting function; the CHECKs make "must not go negative" a property of the database.
CREATE TABLE ledger_accounts (
  id              uuid PRIMARY KEY,
  platform_id     uuid NOT NULL,
  currency        text NOT NULL,
  -- What the account stands for, e.g. CUSTOMER_INTERNAL, PLATFORM_INTERNAL, RAIL_CLEARING.
  purpose         text NOT NULL,
  allow_negative  boolean NOT NULL DEFAULT false,
  balance         numeric(38,0) NOT NULL DEFAULT 0,   -- sum of all entries
  available       numeric(38,0) NOT NULL DEFAULT 0,   -- balance minus pending holds
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL,
  CONSTRAINT ledger_accounts_balance_non_negative CHECK (allow_negative OR balance >= 0),
  CONSTRAINT ledger_accounts_available_non_negative CHECK (allow_negative OR available >= 0),
  CONSTRAINT ledger_accounts_available_within_balance CHECK (available <= balance)
);
CREATE INDEX ledger_accounts_platform ON ledger_accounts (platform_id, id);

CREATE TABLE ledger_transfers (
  id           uuid PRIMARY KEY,          -- chosen by the caller: a replay never posts twice
  platform_id  uuid NOT NULL,
  currency     text NOT NULL,
  description  text,
  metadata     jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at   timestamptz NOT NULL
);
CREATE INDEX ledger_transfers_platform ON ledger_transfers (platform_id, id);

CREATE TABLE ledger_entries (
  transfer_id  uuid NOT NULL REFERENCES ledger_transfers(id),
  account_id   uuid NOT NULL REFERENCES ledger_accounts(id),
  platform_id  uuid NOT NULL,
  currency     text NOT NULL,
  amount       numeric(38,0) NOT NULL CHECK (amount <> 0),
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (transfer_id, account_id)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);

-- Money reserved on an account by a pending payment: lowers available, not balance.
CREATE TABLE ledger_holds (
  id           uuid PRIMARY KEY,
  platform_id  uuid NOT NULL,
  account_id   uuid NOT NULL REFERENCES ledger_accounts(id),
  amount       numeric(38,0) NOT NULL CHECK (amount > 0),
  status       text NOT NULL CHECK (status IN ('PENDING', 'RELEASED', 'SETTLED')),
  transfer_id  uuid,                       -- set when SETTLED; the transfer is posted just after
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX ledger_holds_account ON ledger_holds (account_id) WHERE status = 'PENDING';

-- A whole transfer in one statement (one round trip): lock the accounts in id order, check
-- currencies, zero sum per currency and funds, then insert the transfer and its entries and
-- move the balances. Returns POSTED, REPLAYED, UNKNOWN_ACCOUNT, UNBALANCED or
-- INSUFFICIENT_FUNDS; nothing is written unless it returns POSTED.
CREATE FUNCTION ledger_post_transfer(
  p_id uuid, p_platform uuid, p_currency text, p_description text, p_metadata jsonb,
  p_accounts uuid[], p_currencies text[], p_amounts numeric[], p_now timestamptz
) RETURNS text LANGUAGE plpgsql AS $$
-- plpgsql rather than sql: its statement plan is cached per connection, a SQL function's is not.
DECLARE verdict_out text;
BEGIN
  WITH deltas AS (
    SELECT * FROM unnest(p_accounts, p_currencies, p_amounts) AS d(account_id, currency, amount)
  ),
  locked AS MATERIALIZED (
    SELECT a.id, a.currency, a.allow_negative, a.available
    FROM ledger_accounts a
    WHERE a.id = ANY (p_accounts) AND a.platform_id = p_platform
    ORDER BY a.id
    FOR UPDATE
  ),
  existing AS (SELECT 1 FROM ledger_transfers WHERE id = p_id),
  verdict AS (
    SELECT CASE
      WHEN EXISTS (SELECT 1 FROM existing) THEN 'REPLAYED'
      WHEN (SELECT count(*) FROM deltas d JOIN locked l ON l.id = d.account_id AND l.currency = d.currency)
           <> cardinality(p_accounts) THEN 'UNKNOWN_ACCOUNT'
      WHEN EXISTS (SELECT 1 FROM deltas GROUP BY currency HAVING sum(amount) <> 0) THEN 'UNBALANCED'
      WHEN EXISTS (SELECT 1 FROM deltas d JOIN locked l ON l.id = d.account_id
                   WHERE NOT l.allow_negative AND l.available + d.amount < 0) THEN 'INSUFFICIENT_FUNDS'
      ELSE 'POSTED' END AS v
  ),
  transfer AS (
    INSERT INTO ledger_transfers (id, platform_id, currency, description, metadata, created_at)
    SELECT p_id, p_platform, p_currency, p_description, p_metadata, p_now
    FROM verdict WHERE v = 'POSTED'
    ON CONFLICT (id) DO NOTHING
    RETURNING id
  ),
  entries AS (
    INSERT INTO ledger_entries (transfer_id, account_id, platform_id, currency, amount, created_at)
    SELECT t.id, d.account_id, p_platform, d.currency, d.amount, p_now FROM transfer t CROSS JOIN deltas d
  ),
  moved AS (
    -- The conditional update repeats the funds check; the CHECK constraints are the backstop.
    UPDATE ledger_accounts a
    SET balance = a.balance + d.amount, available = a.available + d.amount, updated_at = p_now
    FROM deltas d, locked l
    WHERE a.id = d.account_id AND l.id = d.account_id AND EXISTS (SELECT 1 FROM transfer)
      AND (a.allow_negative OR a.available + d.amount >= 0)
    RETURNING a.id
  )
  SELECT CASE
    WHEN v <> 'POSTED' THEN v
    -- A concurrent transaction inserted the same id first: it is the original.
    WHEN NOT EXISTS (SELECT 1 FROM transfer) THEN 'REPLAYED'
    WHEN (SELECT count(*) FROM moved) <> cardinality(p_accounts) THEN 'INSUFFICIENT_FUNDS'
    ELSE 'POSTED' END
  INTO verdict_out
  FROM verdict;
  RETURN verdict_out;
END
$$;

-- Internal accounts: the customer- and platform-facing view of a ledger account (same id).
CREATE TABLE internal_accounts (
  id               uuid PRIMARY KEY REFERENCES ledger_accounts(id),
  platform_id      uuid NOT NULL,
  customer_id      uuid,                  -- null: the platform's own account
  currency         text NOT NULL,
  type             text NOT NULL CHECK (type IN ('INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET')),
  status           text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'CLOSED', 'FROZEN', 'FAILED')),
  private_enabled  boolean,
  -- The reference a depositor must quote so an incoming payment reaches this account.
  funding_reference text NOT NULL,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX internal_accounts_platform ON internal_accounts (platform_id, id);
CREATE UNIQUE INDEX internal_accounts_customer_currency ON internal_accounts (platform_id, customer_id, currency, type) WHERE customer_id IS NOT NULL;
CREATE UNIQUE INDEX internal_accounts_platform_currency ON internal_accounts (platform_id, currency, type) WHERE customer_id IS NULL;

CREATE TABLE external_accounts (
  id                               uuid PRIMARY KEY,
  platform_id                      uuid NOT NULL,
  customer_id                      uuid,  -- null: the platform's own account
  status                           text NOT NULL CHECK (status IN ('PENDING', 'ACTIVE', 'PENDING_OWNERSHIP_VERIFICATION', 'UNVERIFIED', 'UNDER_REVIEW', 'INACTIVE')),
  currency                         text NOT NULL,
  account_type                     text NOT NULL,
  account_info                     jsonb NOT NULL,
  -- Normalised identifier of the destination (e.g. IBAN without spaces, lower-case EVM
  -- address): two live accounts of one owner may not share it.
  identity_key                     text NOT NULL,
  platform_account_id              text,
  ownership_type                   text CHECK (ownership_type IN ('FIRST_PARTY', 'THIRD_PARTY')),
  default_uma_deposit_account      boolean NOT NULL DEFAULT false,
  beneficiary_verification_status  text,
  beneficiary_verified_name        text,
  -- US bank accounts cannot be paid before the sandbox validation window ends.
  validation_pending_until         timestamptz,
  trusted                          boolean NOT NULL DEFAULT false,
  trust_challenge_id               uuid,
  trust_challenge_purpose          text CHECK (trust_challenge_purpose IN ('TRUST', 'UNTRUST')),
  trust_challenge_expires_at       timestamptz,
  created_at                       timestamptz NOT NULL,
  updated_at                       timestamptz NOT NULL,
  deleted_at                       timestamptz
);
CREATE INDEX external_accounts_platform ON external_accounts (platform_id, id);
CREATE UNIQUE INDEX external_accounts_identity ON external_accounts (platform_id, coalesce(customer_id, '00000000-0000-0000-0000-000000000000'::uuid), identity_key) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX external_accounts_default_uma ON external_accounts (platform_id, customer_id) WHERE default_uma_deposit_account AND deleted_at IS NULL;

-- Ownership challenges. At most one OPEN per account: a new one abandons the previous.
CREATE TABLE ownership_challenges (
  id                   uuid PRIMARY KEY,
  platform_id          uuid NOT NULL,
  external_account_id  uuid NOT NULL REFERENCES external_accounts(id),
  method               text NOT NULL CHECK (method IN ('WALLET_SIGNATURE', 'LIVENESS')),
  message_to_sign      text,
  expires_at           timestamptz NOT NULL,
  status               text NOT NULL CHECK (status IN ('OPEN', 'USED', 'ABANDONED')),
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);
CREATE UNIQUE INDEX ownership_challenges_open ON ownership_challenges (external_account_id) WHERE status = 'OPEN';
