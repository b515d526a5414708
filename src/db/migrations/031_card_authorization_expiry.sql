-- Card authorizations expire (src/modules/card-transactions/expiry.ts; docs/cards.md,
-- "Authorization expiry"): a dual-message authorization not cleared in full gives its hold back
-- when its validity ends, instead of keeping it forever. expires_at is set at authorization from
-- the merchant category; the expiry round claims the open holds that are due through the partial
-- index (a row leaves it when its hold ends: cleared in full, voided, expired).
ALTER TABLE card_transactions ADD COLUMN expires_at timestamptz;

-- Authorizations open before this migration get the validity the code gives new ones (the table
-- EXTENDED_VALIDITY of expiry.ts at the time of writing: 31 days for the lodging, car rental and
-- cruise line categories, 7 days otherwise), counted from their authorization. Those already
-- past it are released by the first round.
UPDATE card_transactions
SET expires_at = authorized_at + CASE
  WHEN coalesce(merchant->>'mcc', '') ~ '^[0-9]{4}$' THEN CASE
    WHEN (merchant->>'mcc')::int BETWEEN 3351 AND 3441
      OR (merchant->>'mcc')::int BETWEEN 3501 AND 3999
      OR (merchant->>'mcc')::int IN (4411, 7011, 7512) THEN interval '744 hours'
    ELSE interval '168 hours' END
  ELSE interval '168 hours' END
WHERE hold_id IS NOT NULL;

CREATE INDEX card_transactions_hold_expiry ON card_transactions (expires_at) WHERE hold_id IS NOT NULL;
