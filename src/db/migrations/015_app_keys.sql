-- The application keys this database's secrets may be sealed under (src/secrets), each with a
-- value sealed under it. A process checks at start that it holds every key registered here,
-- and the same key under each id, before it seals anything: replicas that each made their own
-- key, or two different keys given one id, are refused instead of sealing values the others
-- cannot open. `corridor keys retire` removes a key's row once no value uses it.
CREATE TABLE app_key_checks (
  kid          text PRIMARY KEY,
  check_value  text NOT NULL,
  created_at   timestamptz NOT NULL
);
