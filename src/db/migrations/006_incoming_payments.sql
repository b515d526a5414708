-- Incoming UMA payments wait for the platform's approval until approval_deadline (null: the
-- payment does not need one); receipt delivery confirmations (POST /transactions/{id}/confirm).
ALTER TABLE transactions ADD COLUMN approval_deadline timestamptz;
ALTER TABLE transactions ADD COLUMN receipt_delivery_confirmed_at timestamptz;
