-- GET /transactions filters that a platform pages through, each a range of an index of its own,
-- so that a page and its bounded count (countRows: exact up to 1,000) cost the same at 10^6 rows
-- as at 10^4 (bench/growth.ts). Without them the page walked transactions_platform backwards and
-- the count read until it found 1,001 matches or the end of the platform's rows: a customer with
-- a few payments cost a scan of the whole table per page (1 page/s at 10^6).
-- Not indexed: the identifier filters (accountIdentifier, sender/receiverAccountIdentifier),
-- platformCustomerId and the date range alone; docs/contract-differences.md, "List totals".
CREATE INDEX transactions_customer ON transactions (platform_id, customer_id, id);
CREATE INDEX transactions_type_status ON transactions (platform_id, type, status, id);
CREATE INDEX transactions_status ON transactions (platform_id, status, id);
CREATE INDEX transactions_reference ON transactions (platform_id, reference);
