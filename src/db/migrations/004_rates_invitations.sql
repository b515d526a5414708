-- Exchange-rate cache, receiver lookups and UMA invitations. Every table carries platform_id.

-- The rate each platform was last shown per corridor, kept until expires_at (about 5 minutes
-- after it was fetched) so that every replica answers the same rate in that window. Rates are
-- exact ratios of integers, written as decimal digit strings.
CREATE TABLE fx_rate_cache (
  platform_id           uuid NOT NULL,
  source_currency       text NOT NULL,
  destination_currency  text NOT NULL,
  rate_num              text NOT NULL,
  rate_den              text NOT NULL,
  fetched_at            timestamptz NOT NULL,
  expires_at            timestamptz NOT NULL,
  PRIMARY KEY (platform_id, source_currency, destination_currency)
);

-- A receiver lookup (UMA address or external account): what the receiver accepts, for the
-- quote that names it by lookupId.
CREATE TABLE receiver_lookups (
  id                    uuid PRIMARY KEY,
  platform_id           uuid NOT NULL,
  receiver_uma_address  text,
  account_id            uuid,
  sender_uma_address    text,
  customer_id           uuid,
  supported_currencies  jsonb NOT NULL,
  required_payer_fields jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at            timestamptz NOT NULL,
  CHECK ((receiver_uma_address IS NULL) <> (account_id IS NULL))
);
CREATE INDEX receiver_lookups_platform ON receiver_lookups (platform_id, id);

CREATE TABLE invitations (
  id               uuid PRIMARY KEY,
  platform_id      uuid NOT NULL REFERENCES platforms(id),
  code             text NOT NULL,
  status           text NOT NULL CHECK (status IN ('PENDING', 'CLAIMED', 'CANCELLED')),
  inviter_uma      text NOT NULL,
  invitee_uma      text,
  first_name       text,
  amount_to_send   bigint CHECK (amount_to_send IS NULL OR amount_to_send > 0),
  amount_currency  text,
  url              text NOT NULL,
  -- EXPIRED is not stored: a PENDING invitation past expires_at reads as EXPIRED.
  expires_at       timestamptz,
  claimed_at       timestamptz,
  cancelled_at     timestamptz,
  created_at       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL,
  UNIQUE (platform_id, code)
);
