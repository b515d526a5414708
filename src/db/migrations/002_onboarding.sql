-- Onboarding: customers and their agreement consents. Customer details that are read and
-- written whole (individual identity and due diligence, business information) live in one
-- jsonb profile; only what lists filter on or uniqueness needs has its own column.

CREATE TABLE customers (
  id                    uuid PRIMARY KEY,
  platform_id           uuid NOT NULL REFERENCES platforms(id),
  customer_type         text NOT NULL CHECK (customer_type IN ('INDIVIDUAL', 'BUSINESS')),
  platform_customer_id  text NOT NULL,
  uma_address           text NOT NULL,          -- stored lower-case: UMA addresses are case-insensitive
  region                text,
  currencies            text[] NOT NULL DEFAULT '{}',
  email                 text,
  phone_number          text,
  -- kycStatus of an individual, kybStatus of a business
  status                text NOT NULL CHECK (status IN ('UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED', 'HOLD')),
  profile               jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  deleted_at            timestamptz
);
CREATE INDEX customers_platform ON customers (platform_id, id);
-- A platformCustomerId names one active customer; a deleted customer frees it.
CREATE UNIQUE INDEX customers_platform_customer_id ON customers (platform_id, platform_customer_id) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX customers_uma_address ON customers (platform_id, uma_address) WHERE deleted_at IS NULL;

-- Every acceptance ever recorded; responses show the most recent one per type.
CREATE TABLE customer_consents (
  id                 uuid PRIMARY KEY,
  platform_id        uuid NOT NULL,
  customer_id        uuid NOT NULL REFERENCES customers(id),
  type               text NOT NULL,
  terms_version      text NOT NULL,
  accepted_at        timestamptz NOT NULL,
  ip_address         text,
  acceptance_method  text,
  created_at         timestamptz NOT NULL
);
CREATE INDEX customer_consents_customer ON customer_consents (platform_id, customer_id, type, accepted_at DESC);
