-- Card transactions (src/modules/card-transactions/): one row per authorization (a purchase, a
-- credit, a single-message financial authorization) and one per merchant return, linked to its
-- purchase by original_transaction_id. Money moves only through the ledger (a hold at
-- authorization, captured by clearings); these rows keep the amounts the API presents.

CREATE TABLE card_transactions (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  card_id uuid NOT NULL,
  customer_id uuid NOT NULL,
  platform_customer_id text NOT NULL,
  -- The funding source decisioning chose (the card's first); the ledger account of the same id.
  account_id uuid NOT NULL,
  currency text NOT NULL,
  -- What the network sent: AUTHORIZATION (dual message), FINANCIAL (single message), CREDIT
  -- (a credit authorization), RETURN (a merchant return, a row of its own), BALANCE_INQUIRY.
  kind text NOT NULL CHECK (kind IN ('AUTHORIZATION', 'FINANCIAL', 'CREDIT', 'RETURN', 'BALANCE_INQUIRY')),
  direction text NOT NULL CHECK (direction IN ('DEBIT', 'CREDIT')),
  -- The values of CARD_TRANSACTION in src/modules/card-transactions/status.ts.
  status text NOT NULL CHECK (status IN ('AUTHORIZED', 'PARTIALLY_SETTLED', 'SETTLED', 'DECLINED', 'VOIDED', 'EXCEPTION')),
  declined_reason text CHECK (declined_reason IN ('CARD_NOT_ACTIVE', 'SPEND_LIMIT_EXCEEDED', 'INSUFFICIENT_FUNDS', 'NO_ELIGIBLE_FUNDING_SOURCE', 'BLOCKED', 'UNSUPPORTED_NETWORK', 'OTHER')),
  merchant jsonb NOT NULL,
  authorized_amount numeric(38,0) NOT NULL CHECK (authorized_amount >= 0),
  settled_amount numeric(38,0) NOT NULL DEFAULT 0 CHECK (settled_amount >= 0),
  refunded_amount numeric(38,0) NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  -- The ledger hold of an open authorization (null once nothing is held).
  hold_id uuid,
  original_transaction_id uuid REFERENCES card_transactions (id),
  issuer_transaction_token text NOT NULL,
  settlement_count integer NOT NULL DEFAULT 0,
  pull_count integer NOT NULL DEFAULT 0,
  pulled_amount numeric(38,0) NOT NULL DEFAULT 0,
  refund_count integer NOT NULL DEFAULT 0,
  authorized_at timestamptz NOT NULL,
  last_event_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT card_transactions_refund_within_settled CHECK (refunded_amount <= settled_amount),
  CONSTRAINT card_transactions_declined_reason CHECK ((status = 'DECLINED') = (declined_reason IS NOT NULL)),
  CONSTRAINT card_transactions_token UNIQUE (platform_id, issuer_transaction_token)
);
CREATE INDEX card_transactions_platform ON card_transactions (platform_id, id);
CREATE INDEX card_transactions_card ON card_transactions (platform_id, card_id, id);
CREATE INDEX card_transactions_original ON card_transactions (original_transaction_id) WHERE original_transaction_id IS NOT NULL;

-- The platform's card-network settlement account per currency: what clearings pull from the
-- funding accounts goes here (owed to the card network), returns and credits come from here.
-- A ledger account that may go negative.
CREATE TABLE card_settlement_accounts (
  platform_id uuid NOT NULL,
  currency text NOT NULL,
  id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (platform_id, currency)
);
