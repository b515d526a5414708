-- The bodies no statement filters on by column value: an event's JSON text, a payment's and a
-- quote's source and destination (jsonb; the filters that read them, `source->>'sourceType'` on
-- one quote and `strpos(data, ...)` on events, are planned with default selectivities that no
-- column statistics change). ANALYZE sorted and compared 30,000 samples of each, about 1 KB for
-- an event, every time the statistics loop or autovacuum analyzed the table: an ANALYZE of the
-- events took 225 ms, of the payments 229 ms, of the quotes 173 ms, and 167, 123 and 84 ms
-- without these columns (80,000 events; docs/operations.md, "Housekeeping").
ALTER TABLE events ALTER COLUMN data SET STATISTICS 0;
ALTER TABLE transactions ALTER COLUMN source SET STATISTICS 0, ALTER COLUMN destination SET STATISTICS 0;
ALTER TABLE quotes ALTER COLUMN source SET STATISTICS 0, ALTER COLUMN destination SET STATISTICS 0;
