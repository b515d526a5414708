-- Money moves through one door, applyLedger (src/ledger/commands.ts, migration 029): the
-- single-transfer function of migration 003 has no caller left, and a function that writes the
-- ledger beside the door is one more way in. Gone.
DROP FUNCTION ledger_post_transfer(uuid, uuid, text, text, jsonb, uuid[], text[], numeric[], timestamptz);
