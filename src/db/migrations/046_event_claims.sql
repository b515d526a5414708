-- Each claim of due webhook events names itself (src/events/delivery.ts, reclaim). A claim is one
-- statement outside a transaction: when its answer is lost (the connection dropped, the primary
-- failed over) it may have committed, and its events were then held by a lease nobody knew of,
-- undelivered for its full minute. The worker now remembers such a claim and takes its events
-- back on its next round. No index: the claim is looked for only then, among the pending events
-- through events_due, and an indexed column would cost every claim a non-HOT update.
ALTER TABLE events ADD COLUMN claim uuid;
