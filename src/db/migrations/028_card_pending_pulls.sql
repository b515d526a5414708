-- Pulls from the funding account that the sandbox issuer reports PENDING until it confirms them
-- (merchant descriptor suffix 005: about 30 s; docs/cards.md). pullSummary.pendingCount.
ALTER TABLE card_transactions ADD COLUMN pending_pull_count integer NOT NULL DEFAULT 0;
ALTER TABLE card_transactions ADD CONSTRAINT card_transactions_pending_pulls CHECK (pending_pull_count >= 0 AND pending_pull_count <= pull_count);
