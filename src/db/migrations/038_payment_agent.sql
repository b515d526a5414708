-- Payments (src/modules/payments) record which agent initiated a quote and its payment (the
-- contract's agentId on a transaction): passed in by agent-actions, written and read only here.
ALTER TABLE quotes ADD COLUMN agent_id uuid;
ALTER TABLE transactions ADD COLUMN agent_id uuid;
