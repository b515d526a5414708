-- The ledger's one door (src/ledger/commands.ts): batches of holds, captures, releases and
-- transfers. A partial capture no longer shrinks its hold: the hold keeps what it held at first,
-- `captured` grows by each capture, and each capture is a transfer that names its hold, so a
-- hold's history reads back. A pending hold still holds amount - captured (invariant 4).
ALTER TABLE ledger_holds ADD COLUMN captured numeric(38,0) NOT NULL DEFAULT 0;
ALTER TABLE ledger_holds ADD CONSTRAINT ledger_holds_captured_within_amount CHECK (captured >= 0 AND captured <= amount);
ALTER TABLE ledger_transfers ADD COLUMN hold_id uuid;
CREATE INDEX ledger_transfers_hold ON ledger_transfers (hold_id) WHERE hold_id IS NOT NULL;
