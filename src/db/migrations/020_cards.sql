-- Cards (src/modules/cards/): debit cards issued to a KYC-approved customer and funded by their
-- internal accounts. The PAN and CVV are sealed with the app keyring (src/secrets, columns
-- cards.pan and cards.cvv); nothing else stores or logs them.

CREATE TABLE cards (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  cardholder_id uuid NOT NULL,
  platform_card_id text NOT NULL,
  -- The values of CARD in src/modules/cards/status.ts.
  status text NOT NULL CHECK (status IN ('PROCESSING', 'ACTIVE', 'FROZEN', 'CLOSED')),
  status_reason text CHECK (status_reason IN ('ISSUER_REJECTED', 'CLOSED_BY_PLATFORM', 'CLOSED_BY_SERVICE')),
  brand text NOT NULL CHECK (brand IN ('VISA', 'MASTERCARD')),
  form text NOT NULL CHECK (form IN ('VIRTUAL')),
  currency text NOT NULL,
  -- Internal account uuids (as text), in priority order.
  funding_sources text[] NOT NULL CHECK (cardinality(funding_sources) >= 1),
  max_spend_per_transaction bigint CHECK (max_spend_per_transaction >= 1),
  supports_wallet_tokenization boolean NOT NULL,
  -- Filled when the issuer provisions the card (PROCESSING -> ACTIVE).
  last4 text,
  exp_month integer CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer,
  pan text,
  cvv text,
  processor_ref text NOT NULL,
  issuer_ref text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT cards_platform_card_id UNIQUE (platform_id, platform_card_id)
);

-- The one-live-card-per-cardholder rule, held by the database under concurrency; closing frees it.
CREATE UNIQUE INDEX cards_one_live_per_cardholder ON cards (platform_id, cardholder_id) WHERE status <> 'CLOSED';
CREATE INDEX cards_platform_status ON cards (platform_id, status);

-- Every reveal link handed out: who asked for it, when, and when (if ever) it was opened.
CREATE TABLE card_reveals (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  card_id uuid NOT NULL REFERENCES cards (id),
  actor_token_id text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX card_reveals_card ON card_reveals (card_id);
