-- The rail a payout travels on: chosen by the client on the quote's destination (MANUAL) or
-- by the service from the external account's rails (AUTO); null where no rail applies.
ALTER TABLE quotes ADD COLUMN payment_rail text;
ALTER TABLE quotes ADD COLUMN rail_selection_mode text CHECK (rail_selection_mode IN ('AUTO', 'MANUAL'));
ALTER TABLE transactions ADD COLUMN payment_rail text;
ALTER TABLE transactions ADD COLUMN rail_selection_mode text CHECK (rail_selection_mode IN ('AUTO', 'MANUAL'));
