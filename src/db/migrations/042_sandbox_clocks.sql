-- How far each sandbox platform's clock has been moved forward (advanceSandboxClock,
-- src/modules/sandbox-clock). Moving it rewrites the instants of the platform's own rows
-- (src/db/instants.ts); this row only remembers the total, for GET /sandbox/clock.
CREATE TABLE sandbox_clocks (
  platform_id       uuid PRIMARY KEY REFERENCES platforms(id),
  advanced_seconds  bigint NOT NULL CHECK (advanced_seconds >= 0),
  last_advanced_at  timestamptz NOT NULL
);
