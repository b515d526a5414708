-- Agent actions (src/modules/agent-actions): what an agent asked to do with money (execute a
-- quote, transfer out, transfer in), as the policy decided it, and the platform's decision when
-- it needed one. No money is referenced here that the ledger does not hold: an executed action
-- points at its transaction, which the payments module owns.
CREATE TABLE agent_actions (
  id                uuid PRIMARY KEY,
  platform_id       uuid NOT NULL REFERENCES platforms(id),
  agent_id          uuid NOT NULL REFERENCES agents(id),
  customer_id       uuid NOT NULL,
  -- As the customer had it when the agent acted (the contract's platformCustomerId of an action).
  platform_customer_id text NOT NULL,
  type              text NOT NULL CHECK (type IN ('EXECUTE_QUOTE', 'TRANSFER_OUT', 'TRANSFER_IN')),
  -- The values of AGENT_ACTION in src/modules/agent-actions/status.ts.
  status            text NOT NULL CHECK (status IN ('PENDING_APPROVAL', 'APPROVED', 'REJECTED', 'FAILED')),
  -- EXECUTE_QUOTE: the quote; TRANSFER_*: the request as sent (amount as a decimal string).
  quote_id          uuid,
  transfer          jsonb,
  -- The payment once it exists; for a quote, the transaction id the quote will pay under, known
  -- from the start (so POST /transactions/{id}/approve finds the pending action).
  transaction_id    uuid,
  rejection_reason  text,
  failure_reason    text,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CONSTRAINT agent_actions_subject CHECK ((type = 'EXECUTE_QUOTE') = (quote_id IS NOT NULL) AND (type = 'EXECUTE_QUOTE') = (transfer IS NULL))
);
-- The agent's own list (GET /agents/me/actions, optionally by status) and the platform's
-- (GET /agents/approvals), whole or by agent or customer: each a range of its own index.
CREATE INDEX agent_actions_agent ON agent_actions (platform_id, agent_id, id);
CREATE INDEX agent_actions_customer ON agent_actions (platform_id, customer_id, id);
CREATE INDEX agent_actions_platform ON agent_actions (platform_id, id);
CREATE UNIQUE INDEX agent_actions_transaction ON agent_actions (platform_id, transaction_id) WHERE transaction_id IS NOT NULL;
