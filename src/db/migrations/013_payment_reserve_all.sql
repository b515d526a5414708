-- Reservations for a whole group of payments in one call. Under group commit a group's
-- members each called payment_reserve, which ran five statements apiece (lock, daily volume,
-- hold, account, event): a third of the server's time went to starting those statements'
-- executors, CHECK constraints and foreign-key triggers again for every payment. Here each
-- of the five runs once per group, over arrays with one element per payment, in the order the
-- payments were queued. A lone payment passes one-element arrays.
--
-- The group reserves all or nothing: when any account lacks the funds or passes its daily
-- volume the call raises and the transaction rolls back, and the application runs each member
-- again alone (GroupCommitter), where the same call decides for that payment only. Raises:
--   CR001 insufficient available balance, CR002 daily volume exceeded, CR404 unknown account.
-- p_events holds each payment's INTERNAL_ACCOUNT.BALANCE_UPDATED text with the placeholders
-- "__AVAILABLE__" and "__BALANCE__" for the figures after that payment (known only under the
-- lock); a null entry writes no event.
CREATE FUNCTION payment_reserve_all(
  p_holds uuid[], p_platforms uuid[], p_accounts uuid[], p_amounts numeric[], p_nows timestamptz[],
  p_day_max numeric[], p_event_ids uuid[], p_events text[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  missing bigint;
  short bigint;
  over bigint;
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

  -- One row per account and UTC day: ON CONFLICT may touch a row only once per statement.
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

  INSERT INTO ledger_holds (id, platform_id, account_id, amount, status, created_at, updated_at)
  SELECT hold, platform, account, amount, 'PENDING', at, at
  FROM unnest(p_holds, p_platforms, p_accounts, p_amounts, p_nows) AS u(hold, platform, account, amount, at);

  -- Payment k of an account leaves it with its final available figure plus what the later
  -- payments of the group took.
  WITH moved AS (
    UPDATE ledger_accounts a SET available = a.available - t.total, updated_at = t.at
    FROM (SELECT account, sum(amount) AS total, max(at) AS at
          FROM unnest(p_accounts, p_amounts, p_nows) AS u(account, amount, at)
          GROUP BY account) t
    WHERE a.id = t.account
    RETURNING a.id, a.available, a.balance
  ), each AS (
    SELECT u.*,
           sum(u.amount) OVER (PARTITION BY u.account) - sum(u.amount) OVER (PARTITION BY u.account ORDER BY u.k) AS later
    FROM unnest(p_accounts, p_platforms, p_amounts, p_nows, p_event_ids, p_events)
         WITH ORDINALITY AS u(account, platform, amount, at, event_id, event, k)
  )
  INSERT INTO events (id, platform_id, type, data, created_at, next_attempt_at)
  SELECT e.event_id, e.platform, 'INTERNAL_ACCOUNT.BALANCE_UPDATED',
         replace(replace(e.event, '"__AVAILABLE__"', (m.available + e.later)::text), '"__BALANCE__"', m.balance::text),
         e.at, e.at
  FROM each e JOIN moved m ON m.id = e.account
  WHERE e.event IS NOT NULL
  ORDER BY e.k;
END $$;

DROP FUNCTION payment_reserve(uuid, uuid, uuid, numeric, timestamptz, numeric, uuid, text);
