-- Migration 046 added `claim` to events without a statistics target: ANALYZE samples as many rows
-- as the largest target of any column asks (300 per unit), so that one column put the events'
-- sample back at 30,000 rows, and an ANALYZE of 148,000 events took 213 ms instead of 28
-- (a payout run of `npm run bench`, measured on the server). A claim is looked for only among the
-- pending rows, through the due index: a sample of 3,000 rows serves it as it serves the others.
-- test/unit/db/statistics-targets.test.ts now fails when a column of these tables has none.
ALTER TABLE events ALTER COLUMN claim SET STATISTICS 10;

-- The columns of a payment and a quote that no statement filters, joins, groups or sorts on: they
-- are written and read back whole, never compared (amounts, rates, currencies, rail bookkeeping,
-- the texts a platform sent). Their statistics served no plan, and ANALYZE sorted and compared
-- 30,000 samples of each: of 30,000 payments 275 ms, now 165; of 30,000 quotes 250 ms, now 115.
-- The columns the lists and the money path filter on (ids, status, type, customer, identifiers,
-- reference, dates, due times) keep the default target: a list on a large table is planned on them.
ALTER TABLE transactions
  ALTER COLUMN destination_kind SET STATISTICS 0, ALTER COLUMN destination_account_id SET STATISTICS 0,
  ALTER COLUMN direction SET STATISTICS 0, ALTER COLUMN sent_currency SET STATISTICS 0,
  ALTER COLUMN received_amount SET STATISTICS 0, ALTER COLUMN received_currency SET STATISTICS 0,
  ALTER COLUMN fees SET STATISTICS 0, ALTER COLUMN platform_fees SET STATISTICS 0,
  ALTER COLUMN rate_num SET STATISTICS 0, ALTER COLUMN rate_den SET STATISTICS 0,
  ALTER COLUMN rail_outcome SET STATISTICS 0, ALTER COLUMN failure_reason SET STATISTICS 0,
  ALTER COLUMN refund SET STATISTICS 0, ALTER COLUMN description SET STATISTICS 0,
  ALTER COLUMN receipt_delivery_confirmed_at SET STATISTICS 0, ALTER COLUMN payment_rail SET STATISTICS 0,
  ALTER COLUMN rail_selection_mode SET STATISTICS 0, ALTER COLUMN rail_submitted_at SET STATISTICS 0,
  ALTER COLUMN rail_settled_at SET STATISTICS 0, ALTER COLUMN rail_reference SET STATISTICS 0,
  ALTER COLUMN settled_at SET STATISTICS 0, ALTER COLUMN approval_deadline SET STATISTICS 0;
ALTER TABLE quotes
  ALTER COLUMN destination_kind SET STATISTICS 0, ALTER COLUMN destination_account_id SET STATISTICS 0,
  ALTER COLUMN sending_currency SET STATISTICS 0, ALTER COLUMN receiving_currency SET STATISTICS 0,
  ALTER COLUMN locked_side SET STATISTICS 0, ALTER COLUMN sending_amount SET STATISTICS 0,
  ALTER COLUMN receiving_amount SET STATISTICS 0, ALTER COLUMN fees SET STATISTICS 0,
  ALTER COLUMN platform_fees SET STATISTICS 0, ALTER COLUMN rate_num SET STATISTICS 0,
  ALTER COLUMN rate_den SET STATISTICS 0, ALTER COLUMN description SET STATISTICS 0,
  ALTER COLUMN remittance_information SET STATISTICS 0, ALTER COLUMN purpose_of_payment SET STATISTICS 0,
  ALTER COLUMN wallet_payload SET STATISTICS 0,
  ALTER COLUMN payment_rail SET STATISTICS 0, ALTER COLUMN rail_selection_mode SET STATISTICS 0,
  ALTER COLUMN sca_factor SET STATISTICS 0;
