-- Agents (src/modules/agents): a platform's AI agents acting for one of its customers, their
-- one-time device codes and the access tokens a redeemed code gives. Secrets are stored only as
-- SHA-256 hashes (both have at least 80 random bits: no dictionary to try).
CREATE TABLE agents (
  id                       uuid PRIMARY KEY,
  platform_id              uuid NOT NULL REFERENCES platforms(id),
  customer_id              uuid NOT NULL REFERENCES customers(id),
  name                     text NOT NULL,
  is_paused                boolean NOT NULL DEFAULT false,
  connected_at             timestamptz,              -- a device code was redeemed
  -- The contract's AgentPolicy, amounts as decimal strings (exact minor units).
  policy                   jsonb NOT NULL,
  -- Usage in minor units of policy.spendingLimits.currency, for the UTC day and month named;
  -- a reader on a later day or month sees zero (rolled over by the clock, src/modules/agents/usage.ts).
  daily_transaction_count  integer NOT NULL DEFAULT 0 CHECK (daily_transaction_count >= 0),
  daily_spend              numeric(38,0) NOT NULL DEFAULT 0 CHECK (daily_spend >= 0),
  monthly_spend            numeric(38,0) NOT NULL DEFAULT 0 CHECK (monthly_spend >= 0),
  usage_day                text NOT NULL CHECK (usage_day ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  usage_month              text NOT NULL CHECK (usage_month ~ '^[0-9]{4}-[0-9]{2}$'),
  created_at               timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  deleted_at               timestamptz
);
-- GET /agents pages by id within a platform, or within one customer of it (its customerId filter).
CREATE INDEX agents_platform ON agents (platform_id, id) WHERE deleted_at IS NULL;
CREATE INDEX agents_customer ON agents (platform_id, customer_id, id) WHERE deleted_at IS NULL;

CREATE TABLE agent_device_codes (
  id              uuid PRIMARY KEY,
  platform_id     uuid NOT NULL REFERENCES platforms(id),
  agent_id        uuid NOT NULL REFERENCES agents(id),
  code_hash       text NOT NULL UNIQUE,                -- sha256 of the canonical code, hex
  expires_at      timestamptz NOT NULL,
  redeemed_at     timestamptz,
  invalidated_at  timestamptz,                         -- a newer code was issued
  created_at      timestamptz NOT NULL
);
-- A regenerated code invalidates the agent's open ones.
CREATE INDEX agent_device_codes_open ON agent_device_codes (agent_id) WHERE redeemed_at IS NULL AND invalidated_at IS NULL;

CREATE TABLE agent_tokens (
  token_hash   text PRIMARY KEY,                       -- sha256 of the bearer token, hex
  platform_id  uuid NOT NULL REFERENCES platforms(id),
  agent_id     uuid NOT NULL REFERENCES agents(id),
  created_at   timestamptz NOT NULL,
  revoked_at   timestamptz                             -- the agent was deleted
);
CREATE INDEX agent_tokens_agent ON agent_tokens (agent_id) WHERE revoked_at IS NULL;
