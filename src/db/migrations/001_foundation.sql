-- Foundation: platforms, API tokens, idempotency, outbox events and their delivery attempts,
-- scheduled jobs and rate-limit counters. Every table carries platform_id (the natural
-- distribution key) and all times come from the application's Clock.

CREATE TABLE platforms (
  id                     uuid PRIMARY KEY,
  name                   text NOT NULL,
  environment            text NOT NULL DEFAULT 'SANDBOX' CHECK (environment IN ('SANDBOX', 'PRODUCTION')),
  -- Settable fields of the platform configuration (PATCH /config), kept as one document.
  config                 jsonb NOT NULL DEFAULT '{}'::jsonb,
  webhook_private_key    text NOT NULL,   -- PKCS#8 PEM, P-256; signs webhook deliveries
  webhook_public_key     text NOT NULL,   -- SPKI PEM, shown to the platform in GET /config
  created_at             timestamptz NOT NULL,
  updated_at             timestamptz NOT NULL
);

CREATE TABLE api_tokens (
  id           uuid PRIMARY KEY,          -- the BasicAuth username is this uuid as 32 hex digits
  platform_id  uuid NOT NULL REFERENCES platforms(id),
  name         text NOT NULL,
  permissions  text[] NOT NULL,
  secret_hash  text NOT NULL,             -- sha256 of the high-entropy secret, hex
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  deleted_at   timestamptz
);
CREATE INDEX api_tokens_platform ON api_tokens (platform_id, id);

CREATE TABLE idempotency_keys (
  platform_id      uuid NOT NULL,
  key              text NOT NULL,
  operation_id     text NOT NULL,
  request_hash     text NOT NULL,
  state            text NOT NULL CHECK (state IN ('IN_FLIGHT', 'DONE')),
  owner            uuid NOT NULL,         -- the claim that may complete this key
  response_status  integer,
  response_body    text,
  locked_until     timestamptz NOT NULL,
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL,
  PRIMARY KEY (platform_id, key)
);
CREATE INDEX idempotency_keys_expiry ON idempotency_keys (expires_at);

CREATE TABLE events (
  id               uuid PRIMARY KEY,      -- Webhook:<id> in the delivered envelope
  platform_id      uuid NOT NULL,
  type             text NOT NULL,
  data             text,                  -- JSON text, kept byte-exact (big integers stay exact)
  created_at       timestamptz NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING'
                   CHECK (status IN ('PENDING', 'DELIVERED', 'FAILED', 'ENDPOINT_NOT_SET')),
  attempts         integer NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz NOT NULL,
  lease_until      timestamptz,
  delivered_at     timestamptz,
  last_error       text
);
CREATE INDEX events_due ON events (next_attempt_at) WHERE status = 'PENDING';
CREATE INDEX events_platform ON events (platform_id, id);

CREATE TABLE webhook_attempts (
  id            uuid PRIMARY KEY,
  platform_id   uuid NOT NULL,
  event_id      uuid NOT NULL,
  attempt       integer NOT NULL,
  url           text,
  status_code   integer,
  latency_ms    integer NOT NULL,
  error         text,
  succeeded     boolean NOT NULL,
  attempted_at  timestamptz NOT NULL
);
CREATE INDEX webhook_attempts_event ON webhook_attempts (event_id, attempt);

CREATE TABLE jobs (
  id            uuid PRIMARY KEY,
  platform_id   uuid NOT NULL,
  kind          text NOT NULL,
  payload       jsonb NOT NULL DEFAULT '{}'::jsonb,
  due_at        timestamptz NOT NULL,
  status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'DONE', 'FAILED')),
  attempts      integer NOT NULL DEFAULT 0,
  lease_until   timestamptz,
  last_error    text,
  created_at    timestamptz NOT NULL,
  finished_at   timestamptz
);
CREATE INDEX jobs_due ON jobs (due_at) WHERE status = 'PENDING';

CREATE TABLE rate_limit_windows (
  bucket        text NOT NULL,            -- e.g. 'auth-failure:<clientId>'
  window_start  timestamptz NOT NULL,
  hits          integer NOT NULL,
  expires_at    timestamptz NOT NULL,
  PRIMARY KEY (bucket, window_start)
);
