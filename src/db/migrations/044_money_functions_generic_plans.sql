-- The money hot path's PL/pgSQL functions take arrays, one element per payment of a
-- group-commit group. PL/pgSQL planned each of their statements afresh on every call: a custom
-- plan for an array of four payments always looked cheaper than the generic plan's guess of
-- ten elements, so the generic plan was never chosen; 7% of the server's CPU under the payouts
-- bench went to planning them (perf on a throwaway cluster). Each connection now plans them
-- once (plan_cache_mode). A generic plan knows nothing of the arrays' size, and for ten
-- elements the planner preferred a hash join over a sequential scan of every ledger account to
-- ten index lookups: a cost that grows with the number of accounts, and a plan made while the
-- table was small is kept as it grows. So every join to ledger_accounts also says
-- `id = ANY (p_accounts)`, which the primary key answers, and the functions run with
-- enable_seqscan off: their statements only ever look rows up by key (src/db/plans.ts).

CREATE OR REPLACE FUNCTION ledger_reserve_all(
  p_holds uuid[], p_platforms uuid[], p_accounts uuid[], p_amounts numeric[], p_nows timestamptz[]
) RETURNS TABLE (k bigint, available_after numeric, balance_after numeric) LANGUAGE plpgsql
SET plan_cache_mode = force_generic_plan SET enable_seqscan = off AS $$
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
  LEFT JOIN ledger_accounts a ON a.id = t.account AND a.platform_id = t.platform AND a.id = ANY (p_accounts);
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
    WHERE a.id = t.account AND a.id = ANY (p_accounts)
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

ALTER FUNCTION payment_count_daily_volume(uuid[], timestamptz[], numeric[], numeric[]) SET plan_cache_mode = force_generic_plan;
ALTER FUNCTION payment_count_daily_volume(uuid[], timestamptz[], numeric[], numeric[]) SET enable_seqscan = off;
