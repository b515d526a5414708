-- GET /transactions/{transactionId}/ledger-entries (ledgerTrail, src/ledger/trail.ts) reads what a
-- payment posted. Its hold is the transaction's id and its captures name the hold
-- (ledger_transfers_hold); its other transfers (a sandbox deposit, an incoming payment's credit,
-- a real-time deposit and its refund, a returned payout's reversal) say whose they are only in
-- metadata.transactionId, which this index finds. Partial, so that the transfers that do not pay
-- for it pay nothing: a capture (every settled payout, the settlement round's hot path) and a
-- transfer that names no payment (cards, stablecoins) add no entry; the ones it holds are a
-- payment's rarer legs. Nothing is updated in ledger_transfers, so it costs no update either.
CREATE INDEX ledger_transfers_payment ON ledger_transfers ((metadata->>'transactionId'))
  WHERE hold_id IS NULL AND (metadata->>'transactionId') IS NOT NULL;
