-- A shared account is one that many payments of many customers post to at once: the rails'
-- and FX clearing accounts, sandbox funding, the card network's settlement account. The
-- ledger locks such an account last (after every other account of a batch), and a batch that
-- only credits it leaves its lock to the write at COMMIT instead of holding it from its first
-- read (src/ledger/commands.ts; docs/invariants.md, "Shared accounts").
ALTER TABLE ledger_accounts ADD COLUMN shared boolean NOT NULL DEFAULT false;
UPDATE ledger_accounts SET shared = true WHERE purpose IN ('RAIL_CLEARING', 'FX_CLEARING', 'SANDBOX_FUNDING', 'CARD_NETWORK_SETTLEMENT');
