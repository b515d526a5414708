-- Failed authentications per bucket ('ip:<address>', 'client:<client id>'), for the
-- exponential backoff of src/http/auth-failures.ts. One row per bucket, rewritten in place.
CREATE TABLE auth_failures (
  bucket           text PRIMARY KEY,
  failures         integer NOT NULL,
  last_failure_at  timestamptz NOT NULL,
  blocked_until    timestamptz
);

-- Credentials in a webhook URL were accepted until now and are refused from here on: the
-- stored ones lose their user name and password (the endpoint stays; it authenticates Corridor
-- by the signature).
UPDATE platforms
SET config = jsonb_set(config, '{webhookEndpoint}', to_jsonb(regexp_replace(config->>'webhookEndpoint', '^([a-zA-Z][a-zA-Z0-9+.-]*://)[^/?#]*@', '\1')))
WHERE config->>'webhookEndpoint' ~ '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*@';
