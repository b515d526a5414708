-- The money-reserving step of a payment, built for a busy source account.
--
-- Executing a quote locks its source account's balance row. Every other payment from that
-- account waits for the lock, so the time it is held bounds the account's payments per
-- second. payment_reserve does all the work under the lock in one call, and the application
-- sends it in the same message as COMMIT (TxSql.atCommit), so the lock lives only as long as
-- this function and the commit itself.

-- Running daily totals of outgoing payments per source account and UTC day. The daily
-- volume limit reads one row instead of summing the day's transactions, which grew with
-- every payment of a busy account.
CREATE TABLE payment_daily_volumes (
  account_id  uuid NOT NULL,
  day         date NOT NULL,
  total       numeric(38,0) NOT NULL,
  PRIMARY KEY (account_id, day)
);

INSERT INTO payment_daily_volumes (account_id, day, total)
SELECT source_account_id, (created_at AT TIME ZONE 'UTC')::date, sum(sent_amount)
FROM transactions
WHERE type = 'OUTGOING' AND status <> 'FAILED' AND source_account_id IS NOT NULL AND sent_amount IS NOT NULL
GROUP BY 1, 2;

-- The summing query was the only reader of this index; every payment paid to maintain it.
DROP INDEX transactions_source_day;

-- A failed payment stops counting towards its day, as the summing query it replaces did.
CREATE FUNCTION payment_daily_volume_on_failure() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE payment_daily_volumes SET total = total - NEW.sent_amount
  WHERE account_id = NEW.source_account_id AND day = (NEW.created_at AT TIME ZONE 'UTC')::date;
  RETURN NULL;
END $$;

CREATE TRIGGER transactions_daily_volume_on_failure
AFTER UPDATE OF status ON transactions
FOR EACH ROW
WHEN (NEW.type = 'OUTGOING' AND NEW.status = 'FAILED' AND OLD.status <> 'FAILED'
      AND NEW.source_account_id IS NOT NULL AND NEW.sent_amount IS NOT NULL)
EXECUTE FUNCTION payment_daily_volume_on_failure();

-- Holds `p_amount` on the source account for payment hold `p_hold`, counts it towards the
-- account's UTC day, and records the INTERNAL_ACCOUNT.BALANCE_UPDATED event whose text the
-- caller prepared with the placeholders "__AVAILABLE__" and "__BALANCE__" for the new
-- figures (known only under the lock). Raises, rolling the transaction back:
--   CR001 insufficient available balance, CR002 daily volume exceeded, CR404 unknown account.
CREATE FUNCTION payment_reserve(
  p_hold uuid, p_platform uuid, p_account uuid, p_amount numeric, p_now timestamptz,
  p_day_max numeric, p_event_id uuid, p_event text
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  acc ledger_accounts%ROWTYPE;
  day_total numeric;
BEGIN
  SELECT * INTO acc FROM ledger_accounts WHERE id = p_account AND platform_id = p_platform FOR UPDATE;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'unknown ledger account %', p_account USING ERRCODE = 'CR404';
  END IF;
  IF NOT acc.allow_negative AND acc.available < p_amount THEN
    RAISE EXCEPTION 'insufficient available balance' USING ERRCODE = 'CR001';
  END IF;
  INSERT INTO payment_daily_volumes AS v (account_id, day, total)
  VALUES (p_account, (p_now AT TIME ZONE 'UTC')::date, p_amount)
  ON CONFLICT (account_id, day) DO UPDATE SET total = v.total + EXCLUDED.total
  RETURNING total INTO day_total;
  IF day_total > p_day_max THEN
    RAISE EXCEPTION 'daily volume exceeded' USING ERRCODE = 'CR002';
  END IF;
  INSERT INTO ledger_holds (id, platform_id, account_id, amount, status, created_at, updated_at)
  VALUES (p_hold, p_platform, p_account, p_amount, 'PENDING', p_now, p_now);
  UPDATE ledger_accounts SET available = available - p_amount, updated_at = p_now
  WHERE id = p_account RETURNING * INTO acc;
  IF p_event IS NOT NULL THEN
    INSERT INTO events (id, platform_id, type, data, created_at, next_attempt_at)
    VALUES (p_event_id, p_platform, 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
            replace(replace(p_event, '"__AVAILABLE__"', acc.available::text), '"__BALANCE__"', acc.balance::text),
            p_now, p_now);
  END IF;
END $$;
