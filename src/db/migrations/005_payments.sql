-- Payments: quotes, the transactions they execute, and the service's own ledger accounts
-- (sandbox funding source, FX and payout-rail clearing). Amounts are minor units, NUMERIC(38,0).

-- The service-side ledger accounts of a platform, one per (currency, purpose). The ledger
-- account has the same uuid; this row only makes "find or open" race-free (primary key).
CREATE TABLE payment_system_accounts (
  platform_id  uuid NOT NULL,
  currency     text NOT NULL,
  purpose      text NOT NULL CHECK (purpose IN ('SANDBOX_FUNDING', 'FX_CLEARING', 'RAIL_CLEARING')),
  id           uuid NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (platform_id, currency, purpose)
);

CREATE TABLE quotes (
  id                     uuid PRIMARY KEY,
  platform_id            uuid NOT NULL,
  -- PENDING until executed; then it mirrors its transaction (PROCESSING, COMPLETED, FAILED).
  -- EXPIRED is never stored: a PENDING quote past expires_at is shown as EXPIRED.
  status                 text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  customer_id            uuid,                 -- the source account's customer; null: the platform
  source_account_id      uuid NOT NULL,        -- an internal account (ledger account)
  destination_kind       text NOT NULL CHECK (destination_kind IN ('INTERNAL', 'EXTERNAL')),
  destination_account_id uuid NOT NULL,
  source                 jsonb NOT NULL,       -- as requested, for presentation
  destination            jsonb NOT NULL,
  sending_currency       text NOT NULL,
  receiving_currency     text NOT NULL,
  locked_side            text NOT NULL CHECK (locked_side IN ('SENDING', 'RECEIVING')),
  sending_amount         numeric(38,0) NOT NULL CHECK (sending_amount > 0),
  receiving_amount       numeric(38,0) NOT NULL CHECK (receiving_amount > 0),
  fees                   numeric(38,0) NOT NULL CHECK (fees >= 0),
  platform_fees          numeric(38,0) NOT NULL CHECK (platform_fees >= 0),
  -- The exact rate (receiving major units per sending major unit) as a ratio of integers.
  rate_num               numeric(38,0) NOT NULL,
  rate_den               numeric(38,0) NOT NULL,
  description            text,
  remittance_information text,
  purpose_of_payment     text,
  transaction_id         uuid NOT NULL,        -- chosen at creation; the transaction row exists once executed
  expires_at             timestamptz NOT NULL,
  executed_at            timestamptz,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);
CREATE INDEX quotes_platform ON quotes (platform_id, id);

CREATE TABLE transactions (
  id                     uuid PRIMARY KEY,
  platform_id            uuid NOT NULL,
  type                   text NOT NULL CHECK (type IN ('INCOMING', 'OUTGOING')),
  direction              text NOT NULL CHECK (direction IN ('CREDIT', 'DEBIT')),
  status                 text NOT NULL,
  quote_id               uuid,
  customer_id            uuid,
  platform_customer_id   text,
  source                 jsonb NOT NULL,
  destination            jsonb NOT NULL,
  source_account_id      uuid,                 -- internal account debited (OUTGOING)
  destination_kind       text CHECK (destination_kind IN ('INTERNAL', 'EXTERNAL')),
  destination_account_id uuid,
  -- Identifiers of both sides for the accountIdentifier filters (account ids, references).
  sender_identifier      text,
  receiver_identifier    text,
  sent_amount            numeric(38,0),
  sent_currency          text,
  received_amount        numeric(38,0) NOT NULL,
  received_currency      text NOT NULL,
  fees                   numeric(38,0) NOT NULL DEFAULT 0,
  platform_fees          numeric(38,0) NOT NULL DEFAULT 0,
  rate_num               numeric(38,0),
  rate_den               numeric(38,0),
  hold_id                uuid,                 -- the ledger hold reserving the sending amount
  rail_outcome           text,                 -- what the sandbox rail will do (decided at execution)
  failure_reason         text,
  refund                 jsonb,
  reference              text NOT NULL,
  description            text,
  settled_at             timestamptz,
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);
CREATE INDEX transactions_platform ON transactions (platform_id, id);
CREATE INDEX transactions_source_day ON transactions (source_account_id, created_at) WHERE type = 'OUTGOING';
