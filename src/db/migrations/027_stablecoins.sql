-- Stablecoins (src/modules/stablecoins/, docs/stablecoins.md): links to issuer accounts, the
-- provider-created tokens registered through them, and their mint and burn operations. Money
-- moves only through the ledger; these rows keep what the API presents.

CREATE TABLE stablecoin_provider_accounts (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  provider text NOT NULL CHECK (provider IN ('BRALE')),
  provider_account_id text NOT NULL,
  provider_environment text NOT NULL CHECK (provider_environment IN ('SANDBOX', 'PRODUCTION')),
  -- The values of PROVIDER_ACCOUNT in src/modules/stablecoins/provider-status.ts.
  status text NOT NULL CHECK (status IN ('ACTIVE', 'INVALID', 'REVOKED')),
  api_client_id text NOT NULL,
  -- Sealed (src/secrets, STABLECOIN_PROVIDER_SECRET); write-only: never presented, never logged.
  api_client_secret text NOT NULL,
  last_verified_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX stablecoin_provider_accounts_platform ON stablecoin_provider_accounts (platform_id, id);
-- One live link per provider account: linking it again is a 409.
CREATE UNIQUE INDEX stablecoin_provider_accounts_one_active ON stablecoin_provider_accounts (platform_id, provider, provider_account_id) WHERE status = 'ACTIVE';

CREATE TABLE stablecoins (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  provider_account_id uuid NOT NULL REFERENCES stablecoin_provider_accounts (id),
  provider text NOT NULL CHECK (provider IN ('BRALE')),
  provider_environment text NOT NULL CHECK (provider_environment IN ('SANDBOX', 'PRODUCTION')),
  provider_token_identifier text NOT NULL,
  network_token_identifier text NOT NULL,
  network text NOT NULL CHECK (network IN ('SPARK')),
  name text NOT NULL,
  symbol text NOT NULL,
  base_currency text NOT NULL,
  decimals integer NOT NULL CHECK (decimals >= 0 AND decimals <= 36),
  issuance_status text NOT NULL CHECK (issuance_status IN ('PENDING_REVIEW', 'PROVISIONING', 'PROVISIONED', 'REJECTED', 'FAILED')),
  -- The values of ENABLEMENT in src/modules/stablecoins/enablement.ts (spec 3.4).
  service_status text NOT NULL CHECK (service_status IN ('NOT_ENABLED', 'PENDING_APPROVAL', 'ENABLING', 'ENABLED', 'DISABLED')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT stablecoins_symbol UNIQUE (platform_id, symbol),
  CONSTRAINT stablecoins_provider_token UNIQUE (platform_id, provider, provider_token_identifier),
  CONSTRAINT stablecoins_network_token UNIQUE (platform_id, network, network_token_identifier)
);
CREATE INDEX stablecoins_platform ON stablecoins (platform_id, id);

CREATE TABLE stablecoin_operations (
  id uuid PRIMARY KEY,
  platform_id uuid NOT NULL,
  stablecoin_id uuid NOT NULL REFERENCES stablecoins (id),
  operation_type text NOT NULL CHECK (operation_type IN ('MINT', 'BURN')),
  -- The values of OPERATION in src/modules/stablecoins/operation-status.ts.
  status text NOT NULL CHECK (status IN ('CREATED', 'PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING', 'COMPLETED', 'FAILED', 'EXPIRED')),
  -- Token smallest units; at most 2^63 - 1 (refused above, 400 naming the field).
  amount numeric(38,0) NOT NULL CHECK (amount > 0),
  -- The same value in the base currency's minor units (whole cents: STABLECOIN_AMOUNT_NOT_REPRESENTABLE otherwise).
  fiat_amount numeric(38,0) NOT NULL CHECK (fiat_amount > 0),
  source jsonb NOT NULL,
  destination jsonb NOT NULL,
  funding_instructions jsonb,
  estimated_delivery jsonb,
  provider_ref text,
  -- The issuer's own word for where the operation is (presented as providerStatus).
  provider_state text,
  failure_reason text,
  description text,
  expires_at timestamptz,
  -- The ledger transfer that settled it (COMPLETED only).
  transfer_id uuid,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX stablecoin_operations_platform ON stablecoin_operations (platform_id, id);
CREATE INDEX stablecoin_operations_coin ON stablecoin_operations (platform_id, stablecoin_id, id);

-- The platform's ledger accounts of one stablecoin (docs/stablecoins.md, "Where the money
-- goes"): SUPPLY, OUTSIDE, PROVIDER_BALANCE in the token; RESERVE, CLEARING in its base currency.
CREATE TABLE stablecoin_ledger_accounts (
  platform_id uuid NOT NULL,
  stablecoin_id uuid NOT NULL REFERENCES stablecoins (id),
  purpose text NOT NULL CHECK (purpose IN ('SUPPLY', 'OUTSIDE', 'PROVIDER_BALANCE', 'RESERVE', 'CLEARING')),
  id uuid NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (platform_id, stablecoin_id, purpose)
);
