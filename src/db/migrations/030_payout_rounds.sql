-- Payouts settle in rounds (src/modules/payments/payouts.ts) instead of a job per step and
-- payment: an outgoing payment with a rail step due carries its due time here, and a round
-- claims many of them at once through the partial index (rows off the rail are not in it).
ALTER TABLE transactions ADD COLUMN rail_step_at timestamptz;
-- The rail's reference once it accepted the payout, when, and when it reported it settled.
ALTER TABLE transactions ADD COLUMN rail_reference text;
ALTER TABLE transactions ADD COLUMN rail_submitted_at timestamptz;
ALTER TABLE transactions ADD COLUMN rail_settled_at timestamptz;
CREATE INDEX transactions_rail_due ON transactions (rail_step_at) WHERE rail_step_at IS NOT NULL;

-- Payments in flight under the jobs of before carry on in rounds: a payment waiting to be
-- processed is due for submission; one processing was accepted when its settle job was
-- scheduled; a completed one awaiting its return is watched until then.
UPDATE transactions t SET rail_step_at = j.due_at
FROM jobs j
WHERE j.status = 'PENDING' AND j.kind = 'payment.process' AND t.id = (j.payload->>'transactionId')::uuid AND t.status = 'PENDING';
UPDATE transactions t SET rail_step_at = j.due_at, rail_submitted_at = j.created_at, rail_reference = 'PRE-ROUNDS'
FROM jobs j
WHERE j.status = 'PENDING' AND j.kind = 'payment.settle' AND t.id = (j.payload->>'transactionId')::uuid AND t.status = 'PROCESSING';
UPDATE transactions t SET rail_step_at = j.due_at, rail_submitted_at = j.created_at, rail_reference = 'PRE-ROUNDS', rail_settled_at = coalesce(t.settled_at, j.created_at)
FROM jobs j
WHERE j.status = 'PENDING' AND j.kind = 'payment.return' AND t.id = (j.payload->>'transactionId')::uuid AND t.status = 'COMPLETED';
UPDATE jobs SET status = 'DONE', finished_at = now(), last_error = 'carried over to payout rounds (migration 030)'
WHERE status = 'PENDING' AND kind IN ('payment.process', 'payment.settle', 'payment.return');
