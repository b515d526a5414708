-- The spec's initial credential (section 5): an embedded wallet starts with an EMAIL_OTP
-- credential tied to its customer's e-mail. The service makes it with the wallet from now on
-- (src/modules/wallet-auth/initial-credential.ts); wallets opened before get it here, by the
-- same rule: a wallet with no live credential whose customer (not deleted) has an e-mail. A
-- wallet that already has a credential is left as it is, since a further one is its holder's
-- act (a signed retry). No code is issued: the first comes from .../challenge at login.
-- Ids are version-7 uuids of the migration's time, as the service makes them, so that
-- ORDER BY id stays the credentials' creation order.
INSERT INTO wallet_credentials (id, platform_id, account_id, type, nickname, created_at, updated_at)
SELECT
  overlay(overlay(replace(gen_random_uuid()::text, '-', '')
    PLACING lpad(to_hex((extract(epoch FROM now()) * 1000)::bigint), 12, '0') FROM 1 FOR 12)
    PLACING '7' FROM 13 FOR 1)::uuid,
  i.platform_id, i.id, 'EMAIL_OTP', c.email, now(), now()
FROM internal_accounts i
JOIN customers c ON c.id = i.customer_id AND c.platform_id = i.platform_id
WHERE i.type = 'EMBEDDED_WALLET'
  AND c.deleted_at IS NULL
  AND c.email IS NOT NULL AND c.email <> ''
  AND NOT EXISTS (SELECT 1 FROM wallet_credentials w WHERE w.account_id = i.id AND w.revoked_at IS NULL);
