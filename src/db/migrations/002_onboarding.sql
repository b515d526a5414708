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

-- People who own or control a business customer; each goes through its own identity check.
CREATE TABLE beneficial_owners (
  id                    uuid PRIMARY KEY,
  platform_id           uuid NOT NULL,
  customer_id           uuid NOT NULL REFERENCES customers(id),
  roles                 text[] NOT NULL,
  ownership_percentage  integer NOT NULL CHECK (ownership_percentage BETWEEN 0 AND 100),
  personal_info         jsonb NOT NULL,
  kyc_status            text NOT NULL CHECK (kyc_status IN ('UNVERIFIED', 'PENDING', 'APPROVED', 'REJECTED', 'HOLD')),
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL
);
CREATE INDEX beneficial_owners_customer ON beneficial_owners (platform_id, customer_id, id);

-- Verification documents. The file bytes are read and written only through the DocumentStore
-- port (src/modules/verification/document-store.ts), which keeps them in `content` for now.
CREATE TABLE documents (
  id                 uuid PRIMARY KEY,
  platform_id        uuid NOT NULL,
  holder_type        text NOT NULL CHECK (holder_type IN ('Customer', 'BeneficialOwner')),
  holder_id          uuid NOT NULL,
  document_type      text NOT NULL,
  side               text CHECK (side IN ('FRONT', 'BACK')),
  country            text NOT NULL,
  document_number    text,
  issuing_authority  text,
  file_name          text NOT NULL,
  media_type         text NOT NULL,
  size_bytes         integer NOT NULL,
  content            bytea,
  -- 1 at upload, one more for every new file sent with PUT
  version            integer NOT NULL DEFAULT 1,
  -- set once a verification has used the document; from then on it cannot be deleted
  submitted_at       timestamptz,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL
);
CREATE INDEX documents_holder ON documents (platform_id, holder_id, id);
-- One document per type (and side) per holder: a new version replaces it with PUT.
CREATE UNIQUE INDEX documents_one_per_type ON documents (platform_id, holder_id, document_type, coalesce(side, ''));

CREATE TABLE verifications (
  id           uuid PRIMARY KEY,
  platform_id  uuid NOT NULL,
  customer_id  uuid NOT NULL REFERENCES customers(id),
  status       text NOT NULL,
  errors       jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE INDEX verifications_platform ON verifications (platform_id, id);
CREATE INDEX verifications_customer ON verifications (platform_id, customer_id, id);

-- One pending or confirmed one-time code per customer and channel. The code is kept only as a
-- salted hash; `destination` is the address it was sent to, so a changed address needs a new code.
CREATE TABLE contact_verifications (
  id           uuid PRIMARY KEY,
  platform_id  uuid NOT NULL,
  customer_id  uuid NOT NULL REFERENCES customers(id),
  channel      text NOT NULL CHECK (channel IN ('EMAIL', 'PHONE')),
  destination  text NOT NULL,
  code_salt    text NOT NULL,
  code_hash    text NOT NULL,
  expires_at   timestamptz NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  verified_at  timestamptz,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL
);
CREATE UNIQUE INDEX contact_verifications_channel ON contact_verifications (platform_id, customer_id, channel);

-- CSV imports of customers. The file is kept until the job has run; each data row gets a result.
CREATE TABLE customer_imports (
  id            uuid PRIMARY KEY,           -- Job:<id> in the API
  platform_id   uuid NOT NULL,
  status        text NOT NULL CHECK (status IN ('PENDING', 'PROCESSING', 'COMPLETED', 'FAILED')),
  csv           text,
  total         integer NOT NULL DEFAULT 0,
  successful    integer NOT NULL DEFAULT 0,
  failed        integer NOT NULL DEFAULT 0,
  errors        jsonb NOT NULL DEFAULT '[]'::jsonb,
  results       jsonb NOT NULL DEFAULT '[]'::jsonb,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  completed_at  timestamptz
);
CREATE INDEX customer_imports_platform ON customer_imports (platform_id, id);
