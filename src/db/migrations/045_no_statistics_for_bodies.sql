-- Cheaper ANALYZEs of the tables that grow fastest (the worker's statistics loop runs them as a
-- table doubles, autovacuum as it changes by a tenth; docs/operations.md, "Housekeeping").
--
-- The bodies no statement filters on by value: an event's JSON text, a payment's and a quote's
-- source and destination (jsonb; the filters that read them, `source->>'sourceType'` on one
-- quote and `strpos(data, ...)` on events, are planned with default selectivities that no column
-- statistics change). ANALYZE sorted and compared 30,000 samples of each, about 1 KB for an
-- event: an ANALYZE of 80,000 events took 225 ms, of the payments 229 ms, of the quotes 173 ms,
-- and 167, 123 and 84 ms without these columns.
ALTER TABLE events ALTER COLUMN data SET STATISTICS 0;
ALTER TABLE transactions ALTER COLUMN source SET STATISTICS 0, ALTER COLUMN destination SET STATISTICS 0;
ALTER TABLE quotes ALTER COLUMN source SET STATISTICS 0, ALTER COLUMN destination SET STATISTICS 0;

-- The events (five per payment) are filtered only on few-valued columns (type, status) and read
-- through their indexes by id and due time: a sample of 3,000 rows (a target of 10) describes
-- them as well as 30,000, and counts the table within a few rows in a hundred thousand. The
-- ANALYZE of 75,000 events took 24 ms instead of 167.
ALTER TABLE events
  ALTER COLUMN id SET STATISTICS 10, ALTER COLUMN platform_id SET STATISTICS 10, ALTER COLUMN type SET STATISTICS 10,
  ALTER COLUMN created_at SET STATISTICS 10, ALTER COLUMN status SET STATISTICS 10, ALTER COLUMN attempts SET STATISTICS 10,
  ALTER COLUMN next_attempt_at SET STATISTICS 10, ALTER COLUMN lease_until SET STATISTICS 10,
  ALTER COLUMN delivered_at SET STATISTICS 10, ALTER COLUMN last_error SET STATISTICS 10;

-- The ledger's own rows are only ever read by key (a transfer, its entries, a hold; a payment's
-- transfers through ledger_transfers_payment): the same sample of 3,000 rows, expression index
-- included (its own target would keep the sample at 30,000). ANALYZE of 15,000 transfers, 30,000
-- entries and 15,000 holds: 58, 50 and 21 ms before, 7, 5 and 5 ms after.
ALTER TABLE ledger_entries
  ALTER COLUMN transfer_id SET STATISTICS 10, ALTER COLUMN account_id SET STATISTICS 10, ALTER COLUMN platform_id SET STATISTICS 10,
  ALTER COLUMN currency SET STATISTICS 10, ALTER COLUMN amount SET STATISTICS 10, ALTER COLUMN created_at SET STATISTICS 10;
ALTER TABLE ledger_transfers
  ALTER COLUMN id SET STATISTICS 10, ALTER COLUMN platform_id SET STATISTICS 10, ALTER COLUMN currency SET STATISTICS 10,
  ALTER COLUMN description SET STATISTICS 10, ALTER COLUMN metadata SET STATISTICS 10, ALTER COLUMN created_at SET STATISTICS 10,
  ALTER COLUMN hold_id SET STATISTICS 10;
ALTER INDEX ledger_transfers_payment ALTER COLUMN 1 SET STATISTICS 10;
ALTER TABLE ledger_holds
  ALTER COLUMN id SET STATISTICS 10, ALTER COLUMN platform_id SET STATISTICS 10, ALTER COLUMN account_id SET STATISTICS 10,
  ALTER COLUMN amount SET STATISTICS 10, ALTER COLUMN status SET STATISTICS 10, ALTER COLUMN transfer_id SET STATISTICS 10,
  ALTER COLUMN created_at SET STATISTICS 10, ALTER COLUMN updated_at SET STATISTICS 10, ALTER COLUMN captured SET STATISTICS 10;
