-- Two indexes that no query reads, maintained on the hottest inserts: every payment wrote two
-- events and a hold, and paid for an entry in each of these. A feature that comes to list
-- events by platform, or the pending holds of an account, adds the index it needs.
-- ledger_holds_account also kept a hold's settlement from being a HOT update (its predicate
-- reads status), so every settled hold rewrote its primary-key entry as well.
DROP INDEX events_platform;
DROP INDEX ledger_holds_account;
