-- The batched reservation moves into the ledger. payment_reserve_all (013) wrote ledger_holds
-- and ledger_accounts itself, counted the payments' daily volume and built each
-- BALANCE_UPDATED event by replacing placeholder strings in JSON text. Now:
-- - ledger_reserve_all places the holds and returns, per reservation, the account's figures
--   right after it; the ledger is the only code that writes ledger_* tables;
-- - payment_count_daily_volume (owned by payments) keeps the daily volume and its limit;
-- - the caller builds its events from the returned figures in the statement that calls
--   ledger_reserve_all (src/modules/payments/reserve.ts).
-- Both are still queued with COMMIT, concatenated over a group-commit group.

-- Reservations of many payments in one call, arrays with one element per reservation, in the
-- order they were queued. All or nothing: raises CR404 (unknown account) or CR001
-- (insufficient available balance, judged against the group's total per account) and writes
-- nothing; the caller's transaction rolls back. Returns one row per reservation: its position
-- k (1-based) and the account's available and balance figures right after it.
CREATE FUNCTION ledger_reserve_all(
  p_holds uuid[], p_platforms uuid[], p_accounts uuid[], p_amounts numeric[], p_nows timestamptz[]
) RETURNS TABLE (k bigint, available_after numeric, balance_after numeric) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  missing bigint;
  short bigint;
BEGIN
  -- Each account once, in id order: groups that share accounts queue instead of deadlocking.
  PERFORM 1 FROM ledger_accounts WHERE id = ANY (p_accounts) ORDER BY id FOR UPDATE;

  SELECT count(*) FILTER (WHERE a.id IS NULL),
         count(*) FILTER (WHERE a.id IS NOT NULL AND NOT a.allow_negative AND a.available < t.total)
  INTO missing, short
  FROM (SELECT account, platform, sum(amount) AS total
        FROM unnest(p_accounts, p_platforms, p_amounts) AS u(account, platform, amount)
        GROUP BY account, platform) t
  LEFT JOIN ledger_accounts a ON a.id = t.account AND a.platform_id = t.platform;
  IF missing > 0 THEN
    RAISE EXCEPTION 'unknown ledger account' USING ERRCODE = 'CR404';
  END IF;
  IF short > 0 THEN
    RAISE EXCEPTION 'insufficient available balance' USING ERRCODE = 'CR001';
  END IF;

  INSERT INTO ledger_holds (id, platform_id, account_id, amount, status, created_at, updated_at)
  SELECT hold, platform, account, amount, 'PENDING', at, at
  FROM unnest(p_holds, p_platforms, p_accounts, p_amounts, p_nows) AS u(hold, platform, account, amount, at);

  -- Reservation k of an account leaves it with its final available figure plus what the
  -- later reservations of the call took.
  RETURN QUERY
  WITH moved AS (
    UPDATE ledger_accounts a SET available = a.available - t.total, updated_at = t.at
    FROM (SELECT account, sum(amount) AS total, max(at) AS at
          FROM unnest(p_accounts, p_amounts, p_nows) AS u(account, amount, at)
          GROUP BY account) t
    WHERE a.id = t.account
    RETURNING a.id, a.available, a.balance
  ), each AS (
    SELECT u.account, u.n,
           sum(u.amount) OVER (PARTITION BY u.account) - sum(u.amount) OVER (PARTITION BY u.account ORDER BY u.n) AS later
    FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS u(account, amount, n)
  )
  SELECT e.n, m.available + e.later, m.balance
  FROM each e JOIN moved m ON m.id = e.account
  ORDER BY e.n;
END $$;

-- Adds payments to their source accounts' running daily totals (one row per account and UTC
-- day) and raises CR002 when a total passes that payment's limit. Called after
-- ledger_reserve_all in the same transaction, whose account locks (taken in id order) keep
-- groups from deadlocking on these rows.
CREATE FUNCTION payment_count_daily_volume(
  p_accounts uuid[], p_nows timestamptz[], p_amounts numeric[], p_day_max numeric[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  over bigint;
BEGIN
  -- One row per account and day: ON CONFLICT may touch a row only once per statement.
  WITH added AS (
    INSERT INTO payment_daily_volumes AS v (account_id, day, total)
    SELECT account, (at AT TIME ZONE 'UTC')::date, sum(amount)
    FROM unnest(p_accounts, p_nows, p_amounts) AS u(account, at, amount)
    GROUP BY 1, 2
    ON CONFLICT (account_id, day) DO UPDATE SET total = v.total + EXCLUDED.total
    RETURNING account_id, day, total
  )
  SELECT count(*) INTO over
  FROM added
  JOIN (SELECT account, (at AT TIME ZONE 'UTC')::date AS day, min(day_max) AS day_max
        FROM unnest(p_accounts, p_nows, p_day_max) AS u(account, at, day_max)
        GROUP BY 1, 2) m ON m.account = added.account_id AND m.day = added.day
  WHERE added.total > m.day_max;
  IF over > 0 THEN
    RAISE EXCEPTION 'daily volume exceeded' USING ERRCODE = 'CR002';
  END IF;
END $$;

DROP FUNCTION payment_reserve_all(uuid[], uuid[], uuid[], numeric[], timestamptz[], numeric[], uuid[], text[]);
