-- A stablecoin burn that holds tokens (source PROVIDER_INTERNAL_BALANCE or
-- SERVICE_INTERNAL_ACCOUNT) ends by a deadline whatever becomes of its advance job
-- (src/modules/stablecoins/deadline.ts; docs/stablecoins.md, "The deadline of a held burn"):
-- hold_deadline_at is set at creation, 10 days on (HOLD_DEADLINE_MS in ledger.ts), and the
-- deadline round fails the burns past it that have not ended and releases their holds. Mints and
-- EXTERNAL_ACCOUNT burns hold nothing and have none.
ALTER TABLE stablecoin_operations ADD COLUMN hold_deadline_at timestamptz;

-- Held burns made before this migration get the deadline the code gives new ones, counted from
-- their creation; those already past it (an advance job that gave up) are ended by the first round.
UPDATE stablecoin_operations
SET hold_deadline_at = created_at + interval '240 hours'
WHERE operation_type = 'BURN' AND source->>'type' IN ('PROVIDER_INTERNAL_BALANCE', 'SERVICE_INTERNAL_ACCOUNT');

-- The round's claim is a range of this index; an operation leaves it when it ends (the statuses
-- are UNENDED of deadline.ts, every status the OPERATION machine can still FAIL from).
CREATE INDEX stablecoin_operations_hold_deadline ON stablecoin_operations (hold_deadline_at)
  WHERE hold_deadline_at IS NOT NULL AND status IN ('CREATED', 'PENDING_FUNDING', 'PENDING_PROVIDER', 'PROCESSING');
