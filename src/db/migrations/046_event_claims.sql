-- Each claim of due webhook events or jobs names itself (src/events/claim.ts, UnsureClaims). A
-- claim is one statement outside a transaction: when its answer is lost (the connection dropped,
-- the primary failed over) it may have committed, and its rows were then held by a lease nobody
-- knew of, undelivered or unrun for its full minute. The worker now remembers such a claim and
-- takes its rows back at its next round. No index: a claim is looked for only then, among the
-- pending rows through the due index, and an indexed column would make every claim a non-HOT update.
ALTER TABLE events ADD COLUMN claim uuid;
ALTER TABLE jobs ADD COLUMN claim uuid;
